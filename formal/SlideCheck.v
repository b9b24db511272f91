(* formal/SlideCheck.v -- the verified checks of slide certificates ([rules.moves.slide],
   [cert.semantics] "Slides", [adv.slide]) and their soundness theorems.

   Slides are walked on concrete boards ([rules.moves.lemmas]: no description lemma), the rows
   and the flood of formal/SlideBoard.v (a player's move: a member of the flood; an adversary's
   field: the flood closed, so every reachable position is one), the terminal boards of
   formal/SlideDead.v. The checks read tables that the unverified walk (formal/driver/slide_walk.ml) filled, entry ids and
   the entry each move leads to; the theorems hold whatever the tables. *)
From Coq Require Import List Arith Bool Lia.
Import ListNotations.
From Sureline Require Import Rules Desc Slide Survival SurvivalCheck SurvivalWeaken SlideBoard SlideDead.


(* ---------- an allowed slide, X the flood of its orientation ---------- *)
Definition sallowedb (g : game) (R : rows) (p : piece) (o c r : nat) (X : list nat) : bool :=
  let W := g_width g in let T := top g in
  (o <? 19) && piece_beq (piece_of o) p && fits W o c && (r + height_of o <=? T) && in_set X c r &&
  locked W T (to_board R) (o, c, r) && under_cap g (to_board R) o c.

Lemma sallowedb_sound : forall g R p o c r X, sound_set (g_width g) (top g) (to_board R) o X ->
  sallowedb g R p o c r X = true -> slide_allowed g (to_board R) p o c r.
Proof.
  intros g R p o c r X HX H. unfold sallowedb in H. rewrite !andb_true_iff in H.
  destruct H as [[[[[[Ho Hp] Hf] Ht] Hin] Hl] Hcap]. apply Nat.ltb_lt in Ho. apply piece_beq_eq in Hp.
  apply Nat.leb_le in Ht. repeat split; auto. apply HX. auto.
Qed.

Lemma sallowedb_complete : forall g R p o c r X, closedb (g_width g) (top g) (to_board R) o X = true ->
  slide_allowed g (to_board R) p o c r -> sallowedb g R p o c r X = true.
Proof.
  intros g R p o c r X Hc (Ho & Hp & Hf & Hcap & Ht & Hl & Hr). unfold sallowedb.
  destruct (closed_complete _ _ _ _ X Ho Hc _ Hr eq_refl) as [_ Hin]. simpl in Hin.
  apply Nat.ltb_lt in Ho. apply Nat.leb_le in Ht. subst p. rewrite Ho, Hf, Hcap, Ht, Hl, Hin.
  destruct (piece_of o); reflexivity.
Qed.

(* ---------- player certificates: (node, board) entries ---------- *)
(* a move: orientation, column, row, next node (None: win) *)
Definition smove := (nat * nat * nat * option nat)%type.
(* an entry: node, board, the length of its longest game; its moves lead to the entries `kids` *)
Definition sentry := (nat * rows * nat)%type.

Definition smove_ok (g : game) (N : nat) (E : nat -> option sentry) (R : rows) (len : nat) (p : piece)
    (m : smove) (kid : nat) : bool :=
  let '(o, c, r, nx) := m in
  sallowedb g R p o c r (flood_rows (g_width g) (top g) R o) &&
  let R' := place_rows R o c r in
  match nx with
  | None => wins_now g (to_board R')
  | Some _ => goes_on g (to_board R') && (kid <? N) &&
      match E kid with Some (_, R2, l2) => rows_eqb R2 R' && (l2 <? len) | None => false end
  end.

Fixpoint smoves_ok (g : game) (N : nat) (E : nat -> option sentry) (R : rows) (len : nat)
    (ps : list piece) (ms : list smove) (ks : list nat) : bool :=
  match ps, ms, ks with
  | [], [], _ => true
  | p :: ps', m :: ms', k :: ks' => smove_ok g N E R len p m k && smoves_ok g N E R len ps' ms' ks'
  | _, _, _ => false
  end.

Definition sentry_ok (g : game) (nodes : nat -> list smove) (kids : nat -> list nat) (N : nat)
    (E : nat -> option sentry) (e : nat) : bool :=
  match E e with
  | Some (n, R, len) => (length R =? board_rows) && (1 <=? len) && smoves_ok g N E R len (g_pieces g) (nodes n) (kids e)
  | None => false
  end.

(* entry 0 is the empty board, its longest game at most D *)
Definition check_slide_player (g : game) (nodes : nat -> list smove) (kids : nat -> list nat) (N : nat)
    (E : nat -> option sentry) (D : nat) : bool :=
  (top g <=? board_rows) && (0 <? N) && ids_ok N (sentry_ok g nodes kids N E) &&
  match E 0 with Some (_, R, l) => rows_eqb R empty_rows && (l <=? D) | None => false end.

Lemma empty_rows_agree : agree (to_board empty_rows) empty_board.
Proof. intros c y. unfold to_board, empty_rows, empty_board. rewrite nth_repeat. apply Nat.bits_0. Qed.

Lemma place_facts : forall g R o c r, length R = board_rows -> top g <= board_rows -> o < 19 ->
  r + height_of o <= top g -> agree (to_board (place_rows R o c r)) (place (to_board R) o c r).
Proof. intros. apply place_rows_agree; auto. lia. Qed.

Section SPlayer.
Variables (g : game) (nodes : nat -> list smove) (kids : nat -> list nat) (N : nat) (E : nat -> option sentry).
Hypothesis Htop : top g <= board_rows.
Hypothesis Hall : ids_ok N (sentry_ok g nodes kids N E) = true.

Lemma smoves_in : forall R len ps ms ks p, smoves_ok g N E R len ps ms ks = true -> In p ps ->
  exists m k, smove_ok g N E R len p m k = true.
Proof.
  intros R len ps. induction ps as [|p0 ps IH]; intros [|m ms] [|k ks] p H Hp; simpl in *; try discriminate; try tauto.
  apply andb_true_iff in H as [H1 H2]. destruct Hp as [<-|Hp]; eauto.
Qed.

Lemma splayer_entries : forall len e n R, e < N -> E e = Some (n, R, len) -> swins g len (to_board R).
Proof.
  induction len as [len IH] using lt_wf_ind. intros e n R He Hf.
  pose proof (ids_ok_lt _ _ _ Hall He) as Hn. unfold sentry_ok in Hn. rewrite Hf in Hn.
  rewrite !andb_true_iff in Hn. destruct Hn as [[HR Hl] Hms]. apply Nat.eqb_eq in HR. apply Nat.leb_le in Hl.
  destruct len as [|len]; [lia|]. constructor. intros p Hp.
  destruct (smoves_in _ _ _ _ _ p Hms Hp) as [[[[o c] r] nx] [k Hm]].
  unfold smove_ok in Hm. cbv zeta in Hm. apply andb_true_iff in Hm as [Ha Hm].
  apply sallowedb_sound in Ha; [|rewrite flood_rows_eq; apply flood_sound].
  assert (Hag := place_facts g R o c r HR Htop (proj1 Ha) (proj1 (proj2 (proj2 (proj2 (proj2 Ha)))))).
  exists o, c, r. split; auto. unfold wins_now, goes_on in *.
  rewrite <- !(completes_agree _ _ Hag).
  destruct nx as [n'|]; [right|left; auto].
  rewrite !andb_true_iff in Hm. destruct Hm as [[Hg Hk] Hq]. apply Nat.ltb_lt in Hk. split; auto.
  destruct (E k) as [[[n2 R2] l2]|] eqn:E2; [|discriminate]. apply andb_true_iff in Hq as [Hq Hl2].
  apply rows_eqb_eq in Hq. apply Nat.ltb_lt in Hl2. subst R2.
  apply swins_agree with (B := to_board (place_rows R o c r)); auto.
  apply swins_mono with (n := l2); [|lia]. eapply (IH l2); eauto.
Qed.
End SPlayer.

(* Soundness of the slide player check: the player wins within D pieces, sliding. *)
Theorem check_slide_player_sound : forall g nodes kids N E D,
  check_slide_player g nodes kids N E D = true -> swins g D empty_board.
Proof.
  intros g nodes kids N E D H. unfold check_slide_player in H. rewrite !andb_true_iff in H.
  destruct H as [[[Ht HN] Hall] Hroot]. apply Nat.leb_le in Ht. apply Nat.ltb_lt in HN.
  destruct (E 0) as [[[n R] l]|] eqn:E0; [|discriminate]. apply andb_true_iff in Hroot as [HR Hl].
  apply rows_eqb_eq in HR. apply Nat.leb_le in Hl. subst R.
  apply swins_agree with (B := to_board empty_rows); [apply empty_rows_agree|].
  apply swins_mono with (n := l); auto. apply (splayer_entries g nodes kids N E Ht Hall l 0 n); auto.
Qed.

(* ---------- adversary certificates: boards ([adv.slide]) ---------- *)
(* an entry: the board, the adversary's piece there, the depth *)
Definition saentry := (rows * piece * nat)%type.
(* the orientations of a piece, and the positions (column, row) of one, in canonical slide order *)
Definition orients_of (p : piece) : list nat := filter (fun o => piece_beq (piece_of o) p) (seq 0 19).
Definition grid (W T : nat) : list (nat * nat) := flat_map (fun c => map (fun r => (c, r)) (seq 0 T)) (seq 0 W).

(* a position of orientation o at depth m (X its flood): not allowed, or it completes no goal
   row, and it ends the game, or is a last placement of the budget, or leads to entry kid, no
   deeper than m + 1 *)
Definition sfield_ok (g : game) (N : nat) (E : nat -> option saentry) (budget : option nat) (R : rows) (p : piece)
    (m o : nat) (X : list nat) (cr : nat * nat) (kid : nat) : bool :=
  let '(c, r) := cr in
  negb (sallowedb g R p o c r X) ||
  let R' := place_rows R o c r in
  negb (wins_now g (to_board R')) &&
  (negb (goes_on g (to_board R')) || match budget with Some D => D <=? S m | None => false end ||
   (kid <? N) && match E kid with Some (R2, _, m2) => rows_eqb R2 R' && (m2 <=? S m) | None => false end ||
   sterminal g R').

Definition saentry_ok (g : game) (N : nat) (E : nat -> option saentry) (kids : nat -> nat -> list nat)
    (budget : option nat) (e : nat) : bool :=
  match E e with
  | Some (R, p, m) =>
      let W := g_width g in let T := top g in
      (length R =? board_rows) && existsb (piece_beq p) (g_pieces g) &&
      forallb (fun o => let X := flood_rows W T R o in
                 closedb_rows W T R o X && pairs_ok (sfield_ok g N E budget R p m o X) (grid W T) (kids e o))
        (orients_of p)
  | None => false
  end.

(* entry 0 is the empty board, at depth 0; or the empty board is terminal *)
Definition check_slide_adversary (g : game) (budget : option nat) (N : nat) (E : nat -> option saentry)
    (kids : nat -> nat -> list nat) : bool :=
  (top g <=? board_rows) && (goal_rows g <=? top g) &&
  ((0 <? N) && ids_ok N (saentry_ok g N E kids budget) &&
   match E 0 with Some (R, _, m) => rows_eqb R empty_rows && (m =? 0) | None => false end ||
   match g_pieces g with [] => false | _ => sterminal g empty_rows end).

Lemma grid_in : forall W T c r, c < W -> r < T -> In (c, r) (grid W T).
Proof.
  intros. unfold grid. apply in_flat_map. exists c. split; [apply in_seq; lia|].
  apply in_map_iff. exists r. split; auto. apply in_seq. lia.
Qed.

Lemma orients_in : forall o p, o < 19 -> piece_of o = p -> In o (orients_of p).
Proof.
  intros. unfold orients_of. apply filter_In. split; [apply in_seq; lia|]. subst. destruct (piece_of o); auto.
Qed.

Section SAdversary.
Variables (g : game) (N : nat) (E : nat -> option saentry) (kids : nat -> nat -> list nat) (budget : option nat).
Hypothesis Htop : top g <= board_rows.
Hypothesis Hgt : goal_rows g <= top g.
Hypothesis Hall : ids_ok N (saentry_ok g N E kids budget) = true.

Lemma sadversary_entries : forall k e R p m, e < N -> E e = Some (R, p, m) ->
  match budget with Some D => m + k <= D | None => True end -> ~ swins g k (to_board R).
Proof.
  induction k as [|k IH]; intros e R p m He Hf Hb Hw; inversion Hw as [k' B Hall']; subst.
  pose proof (ids_ok_lt _ _ _ Hall He) as Hn. unfold saentry_ok in Hn. rewrite Hf in Hn. cbv zeta in Hn.
  rewrite !andb_true_iff in Hn. destruct Hn as [[HR Hp] Hos]. apply Nat.eqb_eq in HR.
  apply existsb_exists in Hp as [p' [Hp Heq]]. apply piece_beq_eq in Heq. subst p'.
  destruct (Hall' p Hp) as [o [c [r [Ha Hmv]]]].
  pose proof Ha as (Ho & Hpo & Hfit & _ & Ht & _).
  rewrite forallb_forall in Hos. specialize (Hos o (orients_in o p Ho Hpo)). apply andb_true_iff in Hos as [Hc Hfs]. rewrite closedb_rows_eq in Hc.
  assert (Hin : In (c, r) (grid (g_width g) (top g))).
  { apply grid_in; unfold fits, width_of, height_of in *; apply Nat.leb_le in Hfit; lia. }
  destruct (pairs_ok_in _ _ _ _ Hfs Hin) as [kid Hfl]. unfold sfield_ok in Hfl.
  rewrite (sallowedb_complete g R p o c r _ Hc Ha) in Hfl. cbv zeta in Hfl. simpl in Hfl.
  assert (Hag := place_facts g R o c r HR Htop Ho Ht).
  unfold wins_now, goes_on in *. rewrite <- !(completes_agree _ _ Hag) in Hmv.
  apply andb_true_iff in Hfl as [Hnw Hfl]. apply negb_true_iff in Hnw.
  destruct Hmv as [Hmv|[Hgo Hmv]]; [congruence|]. rewrite Hgo in Hfl. simpl in Hfl.
  apply orb_true_iff in Hfl as [Hfl|Hterm]; [apply orb_true_iff in Hfl as [Hlast|Hfl]|].
  - destruct budget as [D|]; [|discriminate]. apply Nat.leb_le in Hlast. destruct k; [inversion Hmv|lia].
  - apply andb_true_iff in Hfl as [Hk Hq]. apply Nat.ltb_lt in Hk.
    destruct (E kid) as [[[R2 p2] m2]|] eqn:E2; [|discriminate]. apply andb_true_iff in Hq as [Hq Hm2].
    apply rows_eqb_eq in Hq. apply Nat.leb_le in Hm2. subst R2.
    apply (IH kid _ p2 m2 Hk E2); [destruct budget; auto; lia|].
    apply swins_agree with (B := place (to_board R) o c r); auto. intros x y. symmetry. apply Hag.
  - apply (sterminal_sound g _ p Hp Hgt Hterm k). apply swins_agree with (B := place (to_board R) o c r); auto.
    intros x y. symmetry. apply Hag.
Qed.
End SAdversary.

Lemma check_slide_adversary_root : forall g budget N E kids, check_slide_adversary g budget N E kids = true ->
  forall k, match budget with Some D => k <= D | None => True end -> ~ swins g k empty_board.
Proof.
  intros g budget N E kids H k Hk Hw. unfold check_slide_adversary in H. rewrite !andb_true_iff in H.
  destruct H as [[Ht Hgt] H]. apply Nat.leb_le in Ht, Hgt. apply orb_true_iff in H as [H|H].
  2: { destruct (g_pieces g) as [|p ps] eqn:Ep; [discriminate|].
       apply (sterminal_sound g empty_rows p) with (n := k); auto; [rewrite Ep; left; auto|].
       apply swins_agree with (B := empty_board); auto. intros x y. symmetry. apply empty_rows_agree. }
  rewrite !andb_true_iff in H. destruct H as [[HN Hall] Hroot]. apply Nat.ltb_lt in HN.
  destruct (E 0) as [[[R p] m]|] eqn:E0; [|discriminate]. apply andb_true_iff in Hroot as [HR Hm].
  apply rows_eqb_eq in HR. apply Nat.eqb_eq in Hm. subst R m.
  apply (sadversary_entries g N E kids budget Ht Hgt Hall k 0 empty_rows p 0 HN E0); [destruct budget; auto|].
  apply swins_agree with (B := empty_board); auto. intros x y. symmetry. apply empty_rows_agree.
Qed.

(* Soundness of the slide adversary checks: no strategy wins within D pieces, or within any. *)
Theorem check_slide_adversary_within_sound : forall g D N E kids,
  check_slide_adversary g (Some D) N E kids = true -> ~ swins g D empty_board.
Proof. intros. eapply check_slide_adversary_root; eauto. simpl. auto. Qed.

Theorem check_slide_adversary_forever_sound : forall g N E kids,
  check_slide_adversary g None N E kids = true -> forall n, ~ swins g n empty_board.
Proof. intros. eapply check_slide_adversary_root; eauto. simpl. auto. Qed.

(* ---------- the claim asked ([rules.claims.order]: the same game, fewer or more pieces) ---------- *)
Definition kind_eqb (a b : kind) : bool :=
  match a, b with Goal x, Goal y | Well x, Well y | Capped x, Capped y => x =? y | _, _ => false end.
Definition same_board (g1 g2 : game) : bool := (g_width g1 =? g_width g2) && kind_eqb (g_kind g1) (g_kind g2).
Definition slide_claim_ok_player (g1 : game) (D1 : nat) (g2 : game) (D2 : nat) : bool :=
  same_board g1 g2 && sub_pieces (g_pieces g2) (g_pieces g1) && (D1 <=? D2).
Definition slide_claim_ok_adversary (g1 : game) (b1 : option nat) (g2 : game) (b2 : option nat) : bool :=
  same_board g1 g2 && sub_pieces (g_pieces g1) (g_pieces g2) &&
  match b1, b2 with None, _ => true | Some D1, Some D2 => D2 <=? D1 | Some _, None => false end.
(* the claim of an adversary's certificate with budget b (None: forever) *)
Definition slide_prevents (g : game) (b : option nat) : Prop :=
  match b with Some D => ~ swins g D empty_board | None => forall n, ~ swins g n empty_board end.

Lemma swins_pieces : forall g1 g2, same_board g1 g2 = true -> sub_pieces (g_pieces g2) (g_pieces g1) = true ->
  forall n B, swins g1 n B -> swins g2 n B.
Proof.
  intros g1 g2 Hs Hp. unfold same_board in Hs. apply andb_true_iff in Hs as [Hw Hk]. apply Nat.eqb_eq in Hw.
  assert (Hk' : g_kind g1 = g_kind g2).
  { destruct (g_kind g1), (g_kind g2); simpl in Hk; try discriminate; apply Nat.eqb_eq in Hk; subst; auto. }
  induction n as [|n IH]; intros B H; inversion H; subst. constructor. intros p Hp2.
  destruct (H1 p (sub_pieces_in _ _ _ Hp Hp2)) as [o [c [r [Ha Hm]]]]. exists o, c, r.
  unfold slide_allowed, wins_now, goes_on, top, under_cap, goal_rows, counted_rows in *.
  rewrite <- Hw, <- Hk'. split; auto. destruct Hm as [Hm|[Hg Hm]]; auto.
Qed.

Theorem slide_player_claim_sound : forall g1 D1 g2 D2,
  swins g1 D1 empty_board -> slide_claim_ok_player g1 D1 g2 D2 = true -> swins g2 D2 empty_board.
Proof.
  intros g1 D1 g2 D2 H Hok. unfold slide_claim_ok_player in Hok. rewrite !andb_true_iff in Hok.
  destruct Hok as [[Hs Hp] HD]. apply Nat.leb_le in HD. apply swins_mono with (n := D1); auto.
  eapply swins_pieces; eauto.
Qed.

Theorem slide_adversary_claim_sound : forall g1 b1 g2 b2,
  slide_prevents g1 b1 -> slide_claim_ok_adversary g1 b1 g2 b2 = true -> slide_prevents g2 b2.
Proof.
  intros g1 b1 g2 b2 H Hok. unfold slide_claim_ok_adversary in Hok. rewrite !andb_true_iff in Hok.
  destruct Hok as [[Hs Hp] Hb].
  assert (Hs' : same_board g2 g1 = true).
  { unfold same_board in *. apply andb_true_iff in Hs as [Hw Hk]. rewrite Nat.eqb_sym, Hw.
    destruct (g_kind g1), (g_kind g2); simpl in *; auto; rewrite Nat.eqb_sym; auto. }
  assert (Ht : forall n, swins g2 n empty_board -> swins g1 n empty_board) by (intros; eapply swins_pieces; eauto).
  destruct b1 as [D1|], b2 as [D2|]; simpl in *; try discriminate.
  - apply Nat.leb_le in Hb. intros Hw. apply H. apply swins_mono with (n := D2); auto.
  - intros Hw. eapply H. eauto.
  - intros n Hw. eapply H. eauto.
Qed.
