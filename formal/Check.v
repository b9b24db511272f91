(* formal/Check.v -- the verified checks of player certificates ([cert.*]) and adversary
   certificates ([adv.*]), walking descriptions, and their soundness theorems.

   Each check reads a table of positions (an AVL map) that an unverified walk filled (the
   driver's Walk module, which also names the rule of a rejection), and verifies every entry of
   it locally, on descriptions packed into machine integers (formal/Packed.v, each function
   proved equal to its list form). The theorems say: when the check returns true, the claim of formal/Claims.v holds
   in the game of formal/Rules.v, whatever the table and the node lines were. *)
From Coq Require Import List Arith Bool Lia FMapAVL OrderedTypeEx SetoidList.
Import ListNotations.
From Sureline Require Import Rules Claims Desc Parity Fast Key Packed.

Module Key := Key3.
Module M := FMapAVL.Make Key.

(* ---------- small computable things ---------- *)
(* The key of (node, description): the packed description itself, the node (< 2^40) above the
   dead rows' K <= 20 bits. Any function would do for soundness, since every entry holds its
   description and the checks compare it; this one is one-to-one on a certificate's. The heights
   of columns 0..7 come first: they tell most keys apart at the first comparison. *)
Definition key (n : nat) (p : pdesc) : Key.t := (ph0 p, (ph1 p, Nat.lor (Nat.shiftl n 20) (pdd p))).

(* what a packed description stands for in the game g *)
Definition U (g : game) : pdesc -> desc := unpack (g_width g) (counted_rows g).

(* W <= 16 keeps the packed heights below 2^40 ([formal.trust] 3) *)
Definition validb (g : game) : bool :=
  (goal_rows g <=? counted_rows g) && (counted_rows g <=? top g) && (top g <=? board_rows) && (g_width g <=? 16).

Fixpoint forall2 {A B} (f : A -> B -> bool) (a : list A) (b : list B) : bool :=
  match a, b with [], [] => true | x :: a', y :: b' => f x y && forall2 f a' b' | _, _ => false end.

(* every entry of the table passes, by a walk of the tree (no list of its entries is built) *)
Definition all_entries {A} (P : A -> bool) (T : M.t A) : bool := M.fold (fun _ e ok => ok && P e) T true.

(* ---------- player certificates ---------- *)
Record move := mkmove { m_o : nat; m_col : nat; m_next : option nat }.  (* None: "win" *)
(* an entry (node, description, len): "from every board of the description, the strategy of the
   node wins within len pieces" *)
Definition pentry := (nat * pdesc * nat)%type.

Definition check_move (g : game) (T : M.t pentry) (d : pdesc) (l : nat) (p : piece) (mv : move) : bool :=
  pallowed g d p (m_o mv) (m_col mv) &&
  let d' := pstep g d (m_o mv) (m_col mv) in
  match m_next mv with
  | None => pcompletes_below (g_width g) d' (goal_rows g)
  | Some n' =>
      negb (pcompletes_below (g_width g) d' (counted_rows g)) &&
      match M.find (key n' d') T with
      | Some (_, d2, l2) => peqb d2 d' && (l2 <? l)
      | None => false
      end
  end.

Definition check_pentry (g : game) (nodes : nat -> list move) (T : M.t pentry) (e : pentry) : bool :=
  let '(n, d, l) := e in (0 <? l) && forall2 (check_move g T d l) (g_pieces g) (nodes n).

(* the check from the root description e: the empty board's, or a start position's *)
Definition check_player_at (g : game) (nodes : nat -> list move) (T : M.t pentry) (D : nat) (e : pdesc) : bool :=
  validb g &&
  all_entries (check_pentry g nodes T) T &&
  match M.find (key 0 e) T with
  | Some (_, d, l) => peqb d e && (l <=? D)
  | None => false
  end.
Definition check_player (g : game) (nodes : nat -> list move) (T : M.t pentry) (D : nat) : bool :=
  check_player_at g nodes T D pempty.

(* [comp.start] the description of the start position, when every placement is allowed *)
Definition start_step (g : game) (od : option pdesc) (oc : nat * nat) : option pdesc :=
  match od with
  | Some d => if pallowed g d (piece_of (fst oc)) (fst oc) (snd oc) then Some (pstep g d (fst oc) (snd oc)) else None
  | None => None
  end.
Definition start_desc (g : game) (s : list (nat * nat)) : option pdesc :=
  fold_left (start_step g) s (Some pempty).


(* ---------- adversary certificates ---------- *)
(* an entry (description, piece, depth): the adversary gives the piece there *)
Definition aentry := (pdesc * piece * nat)%type.
Definition all_dead (K : nat) (d : desc) : bool := forallb (dead d) (seq 0 K).

Definition safe_child (g : game) (T : M.t aentry) (budget : option nat) (m : nat) (d' : pdesc) : bool :=
  match budget with Some D => D <=? S m | None => false end
  || match M.find (key 0 d') T with
     | Some (d2, _, m2) => peqb d2 d' && (m2 <=? S m)
     | None => false
     end
  || pall_dead (counted_rows g) d'
  || (existsb (piece_eqb pO) (g_pieces g) && pparity_ok g d').

(* the placements of a piece, orientation ascending then column ascending *)
Definition orients (p : piece) : list nat :=
  match p with
  | pI => [0; 1] | pO => [2] | pT => [3; 4; 5; 6] | pS => [7; 8] | pZ => [9; 10]
  | pJ => [11; 12; 13; 14] | pL => [15; 16; 17; 18]
  end.
Definition placements (p : piece) (W : nat) : list (nat * nat) :=
  flat_map (fun o => map (fun c => (o, c)) (seq 0 W)) (orients p).

(* the placements of every piece, made once per check: the list of piece_index p is p's *)
Definition piece_index (p : piece) : nat :=
  match p with pI => 0 | pO => 1 | pT => 2 | pS => 3 | pZ => 4 | pJ => 5 | pL => 6 end.
Definition placement_table (W : nat) : list (list (nat * nat)) := map (fun p => placements p W) piece_order.
Arguments placement_table : simpl never.

Definition check_aentry (g : game) (T : M.t aentry) (budget : option nat) (table : list (list (nat * nat)))
    (e : aentry) : bool :=
  let '(d, p, m) := e in
  existsb (piece_eqb p) (g_pieces g) &&
  forallb (fun oc =>
     negb (pallowed g d p (fst oc) (snd oc)) ||
     (let d' := pstep g d (fst oc) (snd oc) in
      negb (pcompletes_below (g_width g) d' (goal_rows g)) && safe_child g T budget m d'))
    (nth (piece_index p) table []).

Definition check_adversary_at (g : game) (T : M.t aentry) (budget : option nat) (e : pdesc) : bool :=
  validb g && match g_pieces g with [] => false | _ => true end &&
  all_entries (check_aentry g T budget (placement_table (g_width g))) T &&
  (match budget with Some D => D =? 0 | None => false end ||
   pall_dead (counted_rows g) e || (existsb (piece_eqb pO) (g_pieces g) && pparity_ok g e) ||
   match M.find (key 0 e) T with
   | Some (d, _, m) => peqb d e && match budget with Some _ => m =? 0 | None => true end
   | None => false
   end).
Definition check_adversary (g : game) (T : M.t aentry) (budget : option nat) : bool :=
  check_adversary_at g T budget pempty.

(* ============================ proofs ============================ *)

(* the packed forms are the definitions of formal/Desc.v on what they stand for *)
Lemma pallowed_d : forall g d p o col, pallowed g d p o col = dallowed g (U g d) p o col.
Proof. intros. unfold U. rewrite pallowed_eq. apply fdallowed_eq. Qed.

Lemma validb_valid : forall g, validb g = true -> valid g.
Proof. intros. unfold validb, valid in *. rewrite !andb_true_iff, !Nat.leb_le in H. tauto. Qed.
Lemma validb_width : forall g, validb g = true -> g_width g <= 16.
Proof. intros. unfold validb in *. rewrite !andb_true_iff, !Nat.leb_le in H. tauto. Qed.

Lemma pstep_d : forall g d p o col, validb g = true -> pallowed g d p o col = true ->
  U g (pstep g d o col) = dstep g (U g d) o col.
Proof.
  intros g d p o col Hvb Ha. pose proof (validb_width g Hvb). destruct (validb_valid g Hvb) as [_ [Hk Ht]].
  unfold U. rewrite pstep_eq, fdstep_eq; auto.
  - unfold board_rows in Ht. lia.
  - unfold pallowed in Ha. rewrite !andb_true_iff, Nat.leb_le in Ha. tauto.
Qed.

Lemma pcompletes_d : forall g d n, validb g = true -> n <= counted_rows g ->
  pcompletes_below (g_width g) d n = dcompletes_below (g_width g) (U g d) n.
Proof.
  intros. unfold U. rewrite (pcompletes_eq _ (counted_rows g)) by (auto using validb_width).
  apply fdcompletes_below_eq.
Qed.

Lemma pall_dead_d : forall g d, pall_dead (counted_rows g) d = all_dead (counted_rows g) (U g d).
Proof. intros. unfold U. apply pall_dead_eq. Qed.

Lemma pparity_d : forall g d, pparity_ok g d = parity_ok g (U g d).
Proof. intros. unfold U. apply pparity_eq. Qed.

Lemma validb_goal : forall g, valid g -> goal_rows g <= counted_rows g.
Proof. intros g [H _]. exact H. Qed.

Lemma all_entries_forallb : forall {A} (P : A -> bool) (T : M.t A),
  all_entries P T = forallb (fun kv => P (snd kv)) (M.elements T).
Proof.
  intros. unfold all_entries. rewrite M.fold_1.
  assert (E : forall (l : list (Key.t * A)) b,
    fold_left (fun a p => a && P (snd p)) l b = b && forallb (fun kv => P (snd kv)) l).
  { induction l as [|kv l IH]; intros b; simpl; [now rewrite andb_true_r|]. rewrite IH. symmetry. apply andb_assoc. }
  apply E.
Qed.

Lemma placement_table_nth : forall W p, nth (piece_index p) (placement_table W) [] = placements p W.
Proof. destruct p; reflexivity. Qed.

Lemma find_in : forall {A} (T : M.t A) k v, M.find k T = Some v -> exists k', In (k', v) (M.elements T).
Proof.
  intros. apply M.find_2, M.elements_1 in H. apply InA_alt in H.
  destruct H as [[k' v'] [Heq Hin]]. destruct Heq as [_ Hv]. simpl in Hv. subst. eauto.
Qed.

Lemma forall2_in : forall {A B} (f : A -> B -> bool) a b x, forall2 f a b = true -> In x a -> exists y, f x y = true.
Proof.
  induction a; destruct b; simpl; intros; try discriminate; try tauto.
  apply andb_true_iff in H as [H1 H2]. destruct H0; subst; eauto.
Qed.

Lemma wins_zero : forall g B, ~ wins g 0 B.
Proof. intros g B H. inversion H. Qed.

Lemma wins_mono : forall g n B m, wins g n B -> n <= m -> wins g m B.
Proof.
  intros g n. induction n; intros B m H Hm; [now apply wins_zero in H|].
  inversion H; subst. destruct m; [lia|]. constructor.
  intros p Hp. destruct (H1 p Hp) as [o [col [Ha Hw]]]. exists o, col. split; auto.
  destruct Hw as [Hw|[Hg Hw]]; auto. right. split; auto. apply IHn; auto. lia.
Qed.

(* ---------- player soundness ---------- *)
Section Player.
Variable g : game.
Variable nodes : nat -> list move.
Variable T : M.t pentry.
Hypothesis Hvb : validb g = true.
Let Hv : valid g := validb_valid g Hvb.
Hypothesis Hall : forallb (fun kv => check_pentry g nodes T (snd kv)) (M.elements T) = true.

Lemma entry_checked : forall k n d l, M.find k T = Some (n, d, l) -> check_pentry g nodes T (n, d, l) = true.
Proof.
  intros. apply find_in in H as [k' Hin]. rewrite forallb_forall in Hall. apply (Hall _ Hin).
Qed.

Lemma player_entries : forall l k n d B, M.find k T = Some (n, d, l) -> wf g B -> describes g B (U g d) -> wins g l B.
Proof.
  intro l. induction l as [l IH] using (well_founded_induction lt_wf).
  intros k n d B Hf Hwf Hd. apply entry_checked in Hf. unfold check_pentry in Hf.
  apply andb_true_iff in Hf as [Hl Hf]. apply Nat.ltb_lt in Hl. destruct l as [|l0]; [lia|].
  constructor. intros p Hp. destruct (forall2_in _ _ _ _ Hf Hp) as [mv Hm].
  unfold check_move in Hm. cbv zeta in Hm. apply andb_true_iff in Hm as [Ha Hm].
  pose proof (validb_goal g Hv) as Hgk.
  rewrite !pcompletes_d, (pstep_d g d p) in Hm by auto.
  assert (Hs : U g (pstep g d (m_o mv) (m_col mv)) = dstep g (U g d) (m_o mv) (m_col mv)) by (eapply pstep_d; eauto).
  rewrite pallowed_d in Ha. apply (allowed_iff g B (U g d)) in Ha; auto.
  destruct (step g B (U g d) p (m_o mv) (m_col mv)) as [Hwf' [Hd' [Hwin Hgo]]]; auto.
  exists (m_o mv), (m_col mv). split; auto.
  destruct (m_next mv) as [n'|].
  - right. apply andb_true_iff in Hm as [Hc Hm]. split; [rewrite Hgo; auto|].
    destruct (M.find (key n' (pstep g d (m_o mv) (m_col mv))) T) as [[[n2 d2] l2]|] eqn:Ef; [|discriminate].
    apply andb_true_iff in Hm as [He Hlt]. apply peqb_eq in He. subst d2. apply Nat.ltb_lt in Hlt.
    apply wins_mono with (n := l2); [|lia]. eapply IH; eauto. now rewrite Hs.
  - left. rewrite Hwin. auto.
Qed.
End Player.

Lemma check_player_at_sound : forall g nodes T D e B,
  check_player_at g nodes T D e = true -> wf g B -> describes g B (U g e) -> wins g D B.
Proof.
  intros g nodes T D e B H Hwf Hd. unfold check_player_at in H. rewrite !andb_true_iff in H.
  destruct H as [[Hvb Hall] Hroot]. rewrite all_entries_forallb in Hall.
  destruct (M.find _ T) as [[[n d] l]|] eqn:Ef; [|discriminate].
  apply andb_true_iff in Hroot as [He Hl]. apply peqb_eq in He. subst d. apply Nat.leb_le in Hl.
  apply wins_mono with (n := l); auto. eapply player_entries; eauto.
Qed.

(* Soundness of the player check: "the player wins within D" in the game g. *)
Theorem check_player_sound : forall g nodes T D,
  check_player g nodes T D = true -> player_wins_within g D.
Proof.
  intros g nodes T D H. assert (Hv : valid g).
  { unfold check_player, check_player_at in H. rewrite !andb_true_iff in H. apply validb_valid. tauto. }
  destruct (empty_ok g Hv) as [Hwf Hd]. eapply check_player_at_sound; eauto. unfold U. now rewrite pempty_eq.
Qed.

(* the start position's description describes the start board *)
Lemma start_none : forall g s, fold_left (start_step g) s None = None.
Proof. induction s; simpl; auto. Qed.

Lemma start_ok : forall g s e, validb g = true -> start_desc g s = Some e ->
  wf g (start_board s) /\ describes g (start_board s) (U g e).
Proof.
  intros g s e Hvb. pose proof (validb_valid g Hvb) as Hv. unfold start_desc, start_board.
  assert (H0 : wf g empty_board /\ describes g empty_board (U g pempty)) by (unfold U; rewrite pempty_eq; apply empty_ok; auto).
  revert H0. generalize empty_board pempty.
  induction s as [|[o col] s IH]; intros B d [Hwf Hd] H; simpl in *.
  - injection H as <-. auto.
  - destruct (pallowed g d (piece_of o) o col) eqn:Ea.
    + assert (Hs : U g (pstep g d o col) = dstep g (U g d) o col) by (eapply pstep_d; eauto).
      rewrite pallowed_d in Ea. apply (allowed_iff g B (U g d)) in Ea; auto.
      destruct (step g B (U g d) (piece_of o) o col) as [Hwf' [Hd' _]]; auto.
      apply (IH _ (pstep g d o col)); auto. rewrite Hs. auto.
    + rewrite start_none in H. discriminate.
Qed.

(* Soundness from a start position ([comp.start]). *)
Theorem check_player_start_sound : forall g nodes T D s e,
  start_desc g s = Some e -> check_player_at g nodes T D e = true -> wins g D (start_board s).
Proof.
  intros g nodes T D s e Hs H. assert (Hvb : validb g = true).
  { unfold check_player_at in H. rewrite !andb_true_iff in H. tauto. }
  destruct (start_ok g s e Hvb Hs). eapply check_player_at_sound; eauto.
Qed.

(* ---------- adversary soundness ---------- *)
Lemma all_dead_step : forall g d o col, all_dead (counted_rows g) d = true ->
  all_dead (counted_rows g) (dstep g d o col) = true /\
  (forall n, n <= counted_rows g -> dcompletes_below (g_width g) (dstep g d o col) n = false).
Proof.
  intros g d o col H. unfold all_dead in *. rewrite forallb_forall in H.
  assert (Hd : forall y, y < counted_rows g -> dead (dstep g d o col) y = true).
  { intros y Hy. unfold dead at 1, dstep. cbn [dd]. rewrite nth_map_seq by auto.
    rewrite H; auto. apply in_seq. lia. }
  split.
  - rewrite forallb_forall. intros y Hy. apply in_seq in Hy. apply Hd. lia.
  - intros n Hn. unfold dcompletes_below. apply not_true_iff_false. rewrite existsb_exists.
    intros [y [Hy Hc]]. apply in_seq in Hy. unfold dcomplete in Hc. rewrite Hd in Hc by lia. discriminate.
Qed.

Lemma all_dead_sound : forall g n B d, valid g -> g_pieces g <> [] -> all_dead (counted_rows g) d = true ->
  wf g B -> describes g B d -> ~ wins g n B.
Proof.
  intros g n. induction n; intros B d Hv Hp Had Hwf Hd Hw; [now apply wins_zero in Hw|].
  inversion Hw; subst. destruct (g_pieces g) as [|p ps] eqn:Ep; [congruence|].
  destruct (H0 p (or_introl eq_refl)) as [o [col [Ha Hr]]].
  assert (Ha' := Ha). apply (allowed_iff g B d) in Ha'; auto.
  destruct (step g B d p o col) as [Hwf' [Hd' [Hwin Hgo]]]; auto.
  destruct (all_dead_step g d o col Had) as [Had' Hc].
  destruct Hr as [Hr|[_ Hr]].
  - rewrite Hwin, Hc in Hr; [discriminate|]. destruct Hv; lia.
  - eapply IHn; eauto.
Qed.

Definition budget_ok (budget : option nat) (n m : nat) : Prop :=
  match budget with None => True | Some D => n + m <= D end.

Section Adversary.
Variable g : game.
Variable T : M.t aentry.
Variable budget : option nat.
Hypothesis Hvb : validb g = true.
Let Hv : valid g := validb_valid g Hvb.
Hypothesis Hp : g_pieces g <> [].
Hypothesis Hall : forallb (fun kv => check_aentry g T budget (placement_table (g_width g)) (snd kv)) (M.elements T) = true.

Lemma adv_entries : forall n k d p m B, M.find k T = Some (d, p, m) -> budget_ok budget n m ->
  wf g B -> describes g B (U g d) -> ~ wins g n B.
Proof.
  intro n. induction n; intros k d p m B Hf Hb Hwf Hd Hw; [now apply wins_zero in Hw|].
  apply find_in in Hf as [k' Hin]. rewrite forallb_forall in Hall. specialize (Hall _ Hin). cbn [snd] in Hall.
  unfold check_aentry in Hall. apply andb_true_iff in Hall as [Hpin Hpl]. apply existsb_exists in Hpin as [p' [Hp' Heq]].
  apply piece_eqb_eq in Heq. subst p'.
  inversion Hw; subst. destruct (H0 p Hp') as [o [col [Ha Hr]]].
  assert (Ha' := Ha). apply (allowed_iff g B (U g d)) in Ha'; auto.
  destruct (step g B (U g d) p o col) as [Hwf' [Hd' [Hwin Hgo]]]; auto.
  rewrite placement_table_nth, forallb_forall in Hpl.
  assert (Hoc : In (o, col) (placements p (g_width g))).
  { destruct Ha as [Ho [Hpo [Hfit _]]]. unfold fits in Hfit. apply Nat.leb_le in Hfit. unfold width_of in Hfit.
    unfold placements. apply in_flat_map. exists o. split.
    - subst p. clear -Ho. do 19 (destruct o as [|o]; [simpl; tauto|]). lia.
    - apply in_map_iff. exists col. split; auto. apply in_seq. lia. }
  specialize (Hpl _ Hoc). cbn [fst snd] in Hpl. cbv zeta in Hpl.
  assert (Hpa : pallowed g d p o col = true) by (now rewrite pallowed_d).
  assert (Hs : U g (pstep g d o col) = dstep g (U g d) o col) by (eapply pstep_d; eauto).
  rewrite Hpa in Hpl. simpl in Hpl. rewrite pcompletes_d, Hs in Hpl by first [assumption | apply validb_goal; auto].
  apply andb_true_iff in Hpl as [Hnc Hsafe]. apply negb_true_iff in Hnc.
  destruct Hr as [Hr|[_ Hr]]; [rewrite Hwin, Hnc in Hr; discriminate|].
  unfold safe_child in Hsafe. rewrite pall_dead_d, pparity_d, Hs, !orb_true_iff in Hsafe. destruct Hsafe as [[[Hsafe|Hsafe]|Hsafe]|Hsafe].
  - destruct budget as [D|]; [|discriminate]. apply Nat.leb_le in Hsafe. simpl in Hb.
    assert (n = 0) by lia. subst. now apply wins_zero in Hr.
  - destruct (M.find _ T) as [[[d2 p2] m2]|] eqn:Ef; [|discriminate].
    apply andb_true_iff in Hsafe as [He Hm]. apply peqb_eq in He. subst d2. apply Nat.leb_le in Hm.
    eapply IHn; eauto; [destruct budget; simpl in *; auto; lia | now rewrite Hs].
  - eapply all_dead_sound; eauto.
  - apply andb_true_iff in Hsafe as [HO Hpar]. apply existsb_exists in HO as [q [Hq HO]].
    apply piece_eqb_eq in HO. subst q. eapply parity_sound; eauto.
Qed.
End Adversary.

Lemma check_adversary_at_root : forall g T budget e B, check_adversary_at g T budget e = true ->
  valid g -> wf g B -> describes g B (U g e) ->
  forall n, budget_ok budget n 0 -> ~ wins g n B.
Proof.
  intros g T budget e B H _ Hwf Hd. unfold check_adversary_at in H. rewrite !andb_true_iff in H.
  destruct H as [[[Hvb Hp] Hall] Hroot]. pose proof (validb_valid g Hvb) as Hv. rewrite all_entries_forallb in Hall.
  assert (Hp' : g_pieces g <> []) by (destruct (g_pieces g); [discriminate|congruence]).
  intros n Hb.
  rewrite pall_dead_d, pparity_d, !orb_true_iff in Hroot. destruct Hroot as [[[Hroot|Hroot]|Hroot]|Hroot].
  { destruct budget as [D|]; [|discriminate]. apply Nat.eqb_eq in Hroot. subst D. simpl in Hb.
    assert (n = 0) by lia. subst n. apply wins_zero. }
  { eapply all_dead_sound; eauto. }
  { apply andb_true_iff in Hroot as [HO Hpar]. apply existsb_exists in HO as [q [Hq HO]].
    apply piece_eqb_eq in HO. subst q. eapply parity_sound; eauto. }
  destruct (M.find _ T) as [[[d p] m]|] eqn:Ef; [|discriminate].
  apply andb_true_iff in Hroot as [He Hm]. apply peqb_eq in He. subst d.
  eapply (adv_entries g T budget Hvb Hp' Hall n _ _ p m _ Ef); eauto.
  destruct budget; simpl in *; auto. apply Nat.eqb_eq in Hm. subst. lia.
Qed.

Lemma check_adversary_validb : forall g T budget e, check_adversary_at g T budget e = true -> validb g = true.
Proof. intros. unfold check_adversary_at in H. rewrite !andb_true_iff in H. tauto. Qed.
Lemma check_adversary_valid : forall g T budget e, check_adversary_at g T budget e = true -> valid g.
Proof. intros. apply validb_valid. eapply check_adversary_validb; eauto. Qed.

(* Soundness of the adversary check, "within forever": no strategy wins within any n. *)
Theorem check_adversary_forever_sound : forall g T,
  check_adversary g T None = true -> adversary_prevents g.
Proof.
  intros g T H n. pose proof (check_adversary_valid _ _ _ _ H) as Hv. destruct (empty_ok g Hv) as [Hwf Hd].
  eapply check_adversary_at_root; eauto; [unfold U; now rewrite pempty_eq | exact I].
Qed.

(* Soundness of the adversary check, "within D": no strategy wins within D pieces. *)
Theorem check_adversary_within_sound : forall g T D,
  check_adversary g T (Some D) = true -> no_win_within g D.
Proof.
  intros g T D H. pose proof (check_adversary_valid _ _ _ _ H) as Hv. destruct (empty_ok g Hv) as [Hwf Hd].
  eapply check_adversary_at_root; eauto; [unfold U; now rewrite pempty_eq | simpl; lia].
Qed.

(* Soundness from a start position ([comp.start]). *)
Theorem check_adversary_start_sound : forall g T budget s e,
  start_desc g s = Some e -> check_adversary_at g T budget e = true ->
  match budget with None => forall n, ~ wins g n (start_board s) | Some D => ~ wins g D (start_board s) end.
Proof.
  intros g T budget s e Hs H. pose proof (check_adversary_valid _ _ _ _ H) as Hv.
  destruct (start_ok g s e (check_adversary_validb _ _ _ _ H) Hs) as [Hwf Hd].
  destruct budget as [D|].
  - eapply check_adversary_at_root; eauto. simpl. lia.
  - intros n. eapply check_adversary_at_root; eauto. exact I.
Qed.
