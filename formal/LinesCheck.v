(* formal/LinesCheck.v -- the verified checks of lines certificates ([lines.player],
   [lines.adversary]), the claim asked ([lines.order]) and their soundness theorems.

   As for survival (formal/SurvivalCheck.v), the checks read a table node id -> position that
   the unverified walk (formal/driver/lines_walk.ml) filled, with the length of the node's
   longest game (player) or its depth (adversary), and verify every entry locally with the turn
   of formal/SurvivalFast.v (proved equal to formal/Survival.v's) and the goal of formal/Lines.v.
   The theorems hold whatever the table. *)
From Coq Require Import List Arith Bool Lia.
Import ListNotations.
From Sureline Require Import Rules Survival SurvivalClaims SurvivalFast SurvivalCheck SurvivalWeaken Lines.

Definition lpos_eqb (a b : lposition) : bool :=
  let '(B, c, t) := a in let '(B', c', t') := b in rows_eqb B B' && (c =? c') && tag_eqb t t'.

(* ---------- [lines.player] ---------- *)
(* a move (orientation, column, next node or None for `win`) answering choice ch at (B, c):
   it does not top out, and it reaches the goal, or its next node's position is the one it
   leads to with a shorter longest game *)
Definition lplayer_move_ok (g : lgame) (N : nat) (T : nat -> option (lposition * nat)) (B : sboard)
    (c len : nat) (ch : piece * tag) (m : nat * nat * option nat) : bool :=
  let '(o, col, nx) := m in
  let w := l_well g in
  (o <? 19) && piece_beq (piece_of o) (fst ch) && fits (s_width w) o col &&
  let B' := turn w B o col in let k := cleared w B o col in
  negb (tops_out (s_height w) B') &&
  match nx with
  | None => reaches (l_goal g) c k
  | Some n => (n <? N) && match T n with
      | Some (q, l) => lpos_eqb q (B', next_count (l_goal g) c k, snd ch) && (l <? len)
      | None => false end
  end.

(* the same, as the check computes it: the turn of SurvivalFast.v (wl the wells of the game,
   the heights read per move), the drop made once for the board and the rows cleared *)
Definition lplayer_move_fast (g : lgame) (wl : list nat) (N : nat) (T : nat -> option (lposition * nat))
    (B : sboard) (c len : nat) (ch : piece * tag) (m : nat * nat * option nat) : bool :=
  let '(o, col, nx) := m in
  let w := l_well g in
  (o <? 19) && piece_beq (piece_of o) (fst ch) && fits (s_width w) o col &&
  let tk := fturn_cleared (s_floor w) wl B [] o col in let B' := fst tk in let k := snd tk in
  negb (ftops_out (s_height w) B') &&
  match nx with
  | None => reaches (l_goal g) c k
  | Some n => (n <? N) && match T n with
      | Some (q, l) => lpos_eqb q (B', next_count (l_goal g) c k, snd ch) && (l <? len)
      | None => false end
  end.

Definition lplayer_node_ok (g : lgame) (wl : list nat) (N : nat) (T : nat -> option (lposition * nat))
    (nodes : nat -> list (nat * nat * option nat)) (n : nat) : bool :=
  match T n with
  | Some ((B, c, t), len) => (1 <=? len) && pairs_ok (lplayer_move_fast g wl N T B c len) (choices (l_well g) t) (nodes n)
  | None => false
  end.

(* root k is node k, its longest game at most D *)
Definition check_lines_player (g : lgame) (D N : nat) (T : nat -> option (lposition * nat))
    (nodes : nat -> list (nat * nat * option nat)) : bool :=
  (length (lroots g) <=? N) &&
  pairs_ok (fun k r => match T k with Some (q, l) => lpos_eqb q r && (l <=? D) | None => false end)
    (seq 0 (length (lroots g))) (lroots g) &&
  let wl := swells (s_floor (l_well g)) in ids_ok N (lplayer_node_ok g wl N T nodes).

(* ---------- [lines.adversary] ---------- *)
(* an entry: the node's position, the adversary's choice there, the node's depth *)
Definition laentry := (lposition * (piece * tag) * nat)%type.

(* a field at depth m whose placement leaves B' (topped: B' tops out) after clearing k rows: it
   tops out, or it does not reach the goal and it is a last placement of the budget, or its next
   node's position is the one it leads to, no deeper than m + 1 *)
Definition lfield_after (g : lgame) (N : nat) (T : nat -> option laentry) (budget : option nat)
    (c : nat) (t' : tag) (m : nat) (topped : bool) (B' : sboard) (k : nat) (f : option nat) : bool :=
  topped ||
  negb (reaches (l_goal g) c k) &&
  (match budget with Some D => D <=? S m | None => false end ||
   match f with
   | Some nx => (nx <? N) && match T nx with
       | Some (q, _, m2) => lpos_eqb q (B', next_count (l_goal g) c k, t') && (m2 <=? S m)
       | None => false end
   | None => false
   end).

(* the field of placement pl on B, by Survival.v's turn *)
Definition lfield_ok (g : lgame) (N : nat) (T : nat -> option laentry) (budget : option nat)
    (B : sboard) (c : nat) (t' : tag) (m : nat) (pl : nat * nat) (f : option nat) : bool :=
  let w := l_well g in
  let B' := turn w B (fst pl) (snd pl) in
  lfield_after g N T budget c t' m (tops_out (s_height w) B') B' (cleared w B (fst pl) (snd pl)) f.

(* the same, as the check computes it: SurvivalFast.v's turn, hs the heights of B *)
Definition lfield_fast (g : lgame) (wl : list nat) (N : nat) (T : nat -> option laentry) (budget : option nat)
    (B : sboard) (hs : list nat) (c : nat) (t' : tag) (m : nat) (pl : nat * nat) (f : option nat) : bool :=
  let w := l_well g in
  let tk := fturn_cleared (s_floor w) wl B hs (fst pl) (snd pl) in
  lfield_after g N T budget c t' m (ftops_out (s_height w) (fst tk)) (fst tk) (snd tk) f.

Definition lnode_ok (g : lgame) (wl : list nat) (N : nat) (T : nat -> option laentry) (fields : nat -> list (option nat))
    (budget : option nat) (pl : piece -> list (nat * nat)) (n : nat) : bool :=
  match T n with
  | Some ((B, c, t), (p, t'), m) =>
      existsb (choice_eqb (p, t')) (choices (l_well g) t) &&
      (* the heights read once for the node's placements *)
      let hs := sheights (s_floor (l_well g)) B in
      pairs_ok (lfield_fast g wl N T budget B hs c t' m) (pl p) (fields n)
  | None => false
  end.

(* node 0 is a start, at depth 0 *)
Definition check_lines_adversary (g : lgame) (budget : option nat) (N : nat) (T : nat -> option laentry)
    (fields : nat -> list (option nat)) : bool :=
  (0 <? N) &&
  match T 0 with Some (q, _, m) => existsb (lpos_eqb q) (lroots g) && (m =? 0) | None => false end &&
  let pl := placements_table (s_width (l_well g)) in let wl := swells (s_floor (l_well g)) in
  ids_ok N (lnode_ok g wl N T fields budget pl).

(* ---------- [lines.order] the claim asked ---------- *)
(* reaching goal a reaches goal b; the pieces of supply b are among a's (no preview) *)
Definition goal_ok (a b : goal) : bool :=
  match a, b with Total k1, Total k2 | AtOnce k1, AtOnce k2 => k2 <=? k1 | _, _ => false end.
Definition supply_ok (a b : supply) : bool :=
  match a, b with
  | FromSet P false, FromSet P' false => sub_pieces P' P
  | Sequence Q, Sequence Q' => pieces_eqb Q Q'
  | _, _ => false
  end.
(* a player strategy of g1 is one of g2 (and an adversary's of g2 one of g1) *)
Definition lstronger (g1 g2 : lgame) : bool :=
  let w1 := l_well g1 in let w2 := l_well g2 in
  (s_width w1 =? s_width w2) && rows_eqb (s_floor w1) (s_floor w2) && (s_height w1 <=? s_height w2) &&
  goal_ok (l_goal g1) (l_goal g2) && supply_ok (s_supply w1) (s_supply w2).
Definition lines_claim_ok_player (g1 : lgame) (D1 : nat) (g2 : lgame) (D2 : nat) : bool :=
  lstronger g1 g2 && (D1 <=? D2).
(* budgets: None is forever *)
Definition lines_claim_ok_adversary (g1 : lgame) (b1 : option nat) (g2 : lgame) (b2 : option nat) : bool :=
  lstronger g2 g1 && match b1, b2 with None, _ => true | Some D1, Some D2 => D2 <=? D1 | Some _, None => false end.
Definition adversary_stops (g : lgame) (b : option nat) : Prop :=
  match b with None => adversary_stops_forever g | Some D => adversary_stops_within g D end.

(* ============================ proofs ============================ *)

Lemma lpos_eqb_eq : forall a b, lpos_eqb a b = true -> a = b.
Proof.
  intros [[B c] t] [[B' c'] t'] H. simpl in H. rewrite !andb_true_iff in H. destruct H as [[H1 H2] H3].
  apply rows_eqb_eq in H1. apply Nat.eqb_eq in H2. apply tag_eqb_eq in H3. subst. auto.
Qed.

Lemma reaches_within_zero : forall g q, ~ reaches_within g 0 q.
Proof. intros g q H. inversion H. Qed.

Lemma reaches_within_mono : forall g n q m, reaches_within g n q -> n <= m -> reaches_within g m q.
Proof.
  intros g n. induction n as [|n IH]; intros q m H Hm; [now apply reaches_within_zero in H|].
  inversion H as [n' B c t Hall]; subst. destruct m as [|m]; [lia|]. constructor.
  intros p t' Hc. destruct (Hall p t' Hc) as [o [col [Hl [Ht Hr]]]]. exists o, col. split; auto. split; auto.
  destruct Hr as [Hr|Hr]; auto. right. apply IH; auto. lia.
Qed.

Lemma lplayer_move_fast_eq : forall g N T B c len ch m,
  lplayer_move_fast g (swells (s_floor (l_well g))) N T B c len ch m = lplayer_move_ok g N T B c len ch m.
Proof.
  intros g N T B c len ch [[o col] nx]. unfold lplayer_move_fast, lplayer_move_ok.
  rewrite fturn_cleared_eq by apply no_heights_ok. cbn [fst snd]. rewrite ftops_out_eq. reflexivity.
Qed.

Lemma lfield_fast_eq : forall g N T budget B c t' m pl f,
  lfield_fast g (swells (s_floor (l_well g))) N T budget B (sheights (s_floor (l_well g)) B) c t' m pl f =
  lfield_ok g N T budget B c t' m pl f.
Proof.
  intros. unfold lfield_fast, lfield_ok. rewrite fturn_cleared_eq by apply sheights_ok. cbn [fst snd].
  rewrite ftops_out_eq. reflexivity.
Qed.

Section Player.
Variables (g : lgame) (N : nat) (T : nat -> option (lposition * nat)) (nodes : nat -> list (nat * nat * option nat)).
Hypothesis Hall : ids_ok N (lplayer_node_ok g (swells (s_floor (l_well g))) N T nodes) = true.

Lemma lplayer_entries : forall len n q, n < N -> T n = Some (q, len) -> reaches_within g len q.
Proof.
  induction len as [len IH] using lt_wf_ind. intros n [[B c] t] Hn Hf.
  pose proof (ids_ok_lt _ _ _ Hall Hn) as Hnode. unfold lplayer_node_ok in Hnode. rewrite Hf in Hnode.
  apply andb_true_iff in Hnode as [Hl Hnode]. apply Nat.leb_le in Hl. destruct len as [|len]; [lia|].
  constructor. intros p t' Hc.
  destruct (pairs_ok_in _ _ _ _ Hnode Hc) as [[[o col] nx] Hm]. rewrite lplayer_move_fast_eq in Hm.
  unfold lplayer_move_ok in Hm. cbv zeta in Hm. rewrite !andb_true_iff in Hm.
  destruct Hm as [[[Ho Hp] Hfit] [Htop Hnx]]. apply Nat.ltb_lt in Ho. apply piece_beq_eq in Hp.
  apply negb_true_iff in Htop. simpl in Hp.
  exists o, col. split; [repeat split; auto|]. cbv zeta. split; auto.
  destruct nx as [n'|]; [right|left; auto].
  apply andb_true_iff in Hnx as [Hn' Hq]. apply Nat.ltb_lt in Hn'.
  destruct (T n') as [[q2 l2]|] eqn:E2; [|discriminate]. apply andb_true_iff in Hq as [Hq Hl2]. apply lpos_eqb_eq in Hq.
  apply Nat.ltb_lt in Hl2. subst q2. apply reaches_within_mono with (n := l2); [|lia]. eapply (IH l2); eauto.
Qed.
End Player.

(* Soundness of the player check: "the player reaches the goal within D" in the game g. *)
Theorem check_lines_player_sound : forall g D N T nodes,
  check_lines_player g D N T nodes = true -> player_reaches_within g D.
Proof.
  intros g D N T nodes H r Hr. unfold check_lines_player in H. rewrite !andb_true_iff in H.
  destruct H as [[Hlen Hroots] Hall]. apply Nat.leb_le in Hlen.
  apply In_nth_error in Hr as [k Hk].
  assert (Hkl : k < length (lroots g)) by (apply nth_error_Some; congruence).
  assert (Hs : nth_error (seq 0 (length (lroots g))) k = Some k) by (apply seq_nth_error; auto).
  pose proof (pairs_ok_nth _ _ _ _ _ _ Hroots Hs Hk) as Hm. simpl in Hm.
  destruct (T k) as [[q l]|] eqn:Ek; [|discriminate]. apply andb_true_iff in Hm as [Hq Hl].
  apply lpos_eqb_eq in Hq. apply Nat.leb_le in Hl. subst q.
  apply reaches_within_mono with (n := l); auto. apply (lplayer_entries g N T nodes Hall l k); auto. lia.
Qed.

Section Adversary.
Variables (g : lgame) (N : nat) (T : nat -> option laentry) (fields : nat -> list (option nat)) (budget : option nat).
Hypothesis Hall : ids_ok N (lnode_ok g (swells (s_floor (l_well g))) N T fields budget (placements_table (s_width (l_well g)))) = true.

(* at a node, the adversary's choice, and every legal placement's field checked *)
Lemma lnode_fields : forall n B c t ch m, n < N -> T n = Some ((B, c, t), ch, m) ->
  In ch (choices (l_well g) t) /\ forall o col, legal (l_well g) (fst ch) o col ->
    exists f, lfield_ok g N T budget B c (snd ch) m (o, col) f = true.
Proof.
  intros n B c t [p t'] m Hn Hf. pose proof (ids_ok_lt _ _ _ Hall Hn) as Hnode.
  unfold lnode_ok in Hnode. rewrite Hf in Hnode. apply andb_true_iff in Hnode as [Hc Hfs].
  apply existsb_exists in Hc as [ch [Hc Heq]]. apply choice_eqb_eq in Heq. subst ch. split; auto.
  intros o col Hl. apply splacements_complete in Hl. rewrite <- placements_table_ok in Hl.
  destruct (pairs_ok_in _ _ _ _ Hfs Hl) as [f Hf']. rewrite lfield_fast_eq in Hf'. eauto.
Qed.

Lemma ladversary_within : forall D, budget = Some D ->
  forall k n q ch m, n < N -> T n = Some (q, ch, m) -> m + k <= D -> ~ reaches_within g k q.
Proof.
  intros D HD k. induction k as [|k IH]; intros n [[B c] t] [p t'] m Hn Hf Hk Hr; [inversion Hr|].
  destruct (lnode_fields n B c t (p, t') m Hn Hf) as [Hc Hfs]. inversion Hr as [k' B0 c0 t0 Hall']; subst.
  destruct (Hall' p t' Hc) as [o [col [Hl Hm]]]. cbv zeta in Hm. destruct Hm as [Htop Hreach].
  destruct (Hfs o col Hl) as [f Hfl]. unfold lfield_ok, lfield_after in Hfl. cbv zeta in Hfl. simpl in Hfl.
  rewrite Htop in Hfl. simpl in Hfl. apply andb_true_iff in Hfl as [Hng Hfl]. apply negb_true_iff in Hng.
  destruct Hreach as [Hreach|Hreach]; [congruence|]. try rewrite HD in Hfl.
  apply orb_true_iff in Hfl as [Hlast|Hfl].
  - apply Nat.leb_le in Hlast. destruct k; [inversion Hreach|lia].
  - destruct f as [nx|]; [|discriminate]. apply andb_true_iff in Hfl as [Hnx Hfl]. apply Nat.ltb_lt in Hnx.
    destruct (T nx) as [[[q2 ch2] m2]|] eqn:E2; [|discriminate].
    apply andb_true_iff in Hfl as [Hq Hm2]. apply lpos_eqb_eq in Hq. apply Nat.leb_le in Hm2. subst q2.
    apply (IH nx _ ch2 m2 Hnx E2); auto. lia.
Qed.
End Adversary.

Lemma check_lines_adversary_root : forall g budget N T fields, check_lines_adversary g budget N T fields = true ->
  exists q ch, In q (lroots g) /\ T 0 = Some (q, ch, 0) /\ 0 < N /\
    ids_ok N (lnode_ok g (swells (s_floor (l_well g))) N T fields budget (placements_table (s_width (l_well g)))) = true.
Proof.
  intros g budget N T fields H. unfold check_lines_adversary in H. rewrite !andb_true_iff in H.
  destruct H as [[HN Hroot] Hall]. apply Nat.ltb_lt in HN.
  destruct (T 0) as [[[q ch] m]|] eqn:E0; [|discriminate]. apply andb_true_iff in Hroot as [Hr Hm].
  apply Nat.eqb_eq in Hm. subst m. apply existsb_exists in Hr as [r [Hr Heq]]. apply lpos_eqb_eq in Heq. subst r.
  exists q, ch. auto.
Qed.

(* Soundness of the adversary check with a budget D: no strategy reaches the goal within D. *)
Theorem check_lines_adversary_within_sound : forall g D N T fields,
  check_lines_adversary g (Some D) N T fields = true -> adversary_stops_within g D.
Proof.
  intros g D N T fields H. apply check_lines_adversary_root in H as [q [ch [Hr [E0 [HN Hall]]]]].
  exists q. split; auto. apply (ladversary_within g N T fields (Some D) Hall D eq_refl D 0 q ch 0); auto.
Qed.

(* Soundness of the adversary check without a budget: the adversary stops the goal forever. *)
Theorem check_lines_adversary_forever_sound : forall g N T fields,
  check_lines_adversary g None N T fields = true -> adversary_stops_forever g.
Proof.
  intros g N T fields H. apply check_lines_adversary_root in H as [q [ch [Hr [E0 [HN Hall]]]]].
  exists (fun q => exists n ch m, n < N /\ T n = Some (q, ch, m)). split; [exists q; split; eauto|].
  intros B c t [n [[p t'] [m [Hn Hf]]]].
  destruct (lnode_fields g N T fields None Hall n B c t (p, t') m Hn Hf) as [Hc Hfs].
  exists p, t'. split; auto. intros o col Hl. destruct (Hfs o col Hl) as [f Hfl].
  unfold lfield_ok, lfield_after in Hfl. cbv zeta in *. simpl in Hfl.
  apply orb_true_iff in Hfl as [Htop|Hfl]; [now left|right].
  apply andb_true_iff in Hfl as [Hng Hfl]. apply negb_true_iff in Hng. split; auto.
  destruct f as [nx|]; [|discriminate]. apply andb_true_iff in Hfl as [Hnx Hfl]. apply Nat.ltb_lt in Hnx.
  destruct (T nx) as [[[q2 ch2] m2]|] eqn:E2; [|discriminate].
  apply andb_true_iff in Hfl as [Hq _]. apply lpos_eqb_eq in Hq. subst q2. eauto.
Qed.

(* ---------- [lines.order] proved ---------- *)
Section Order.
Variables g1 g2 : lgame.
Hypothesis Hs : lstronger g1 g2 = true.

Lemma lstronger_parts : s_width (l_well g1) = s_width (l_well g2) /\ s_floor (l_well g1) = s_floor (l_well g2) /\
  s_height (l_well g1) <= s_height (l_well g2) /\ goal_ok (l_goal g1) (l_goal g2) = true /\
  supply_ok (s_supply (l_well g1)) (s_supply (l_well g2)) = true.
Proof.
  unfold lstronger in Hs. rewrite !andb_true_iff in Hs. destruct Hs as [[[[Hw Hf] Hh] Hg] Hp].
  apply Nat.eqb_eq in Hw. apply rows_eqb_eq in Hf. apply Nat.leb_le in Hh. auto.
Qed.

Lemma lroots_same : lroots g1 = lroots g2.
Proof.
  destruct lstronger_parts as [_ [_ [_ [_ Hp]]]]. unfold lroots, roots.
  destruct (s_supply (l_well g1)) as [P [|]|Q], (s_supply (l_well g2)) as [P' [|]|Q']; try discriminate; auto.
Qed.

Lemma choices_sub : forall t p t', In (p, t') (choices (l_well g2) t) -> In (p, t') (choices (l_well g1) t).
Proof.
  destruct lstronger_parts as [_ [_ [_ [_ Hp]]]]. unfold choices.
  destruct (s_supply (l_well g1)) as [P [|]|Q], (s_supply (l_well g2)) as [P' [|]|Q']; try discriminate;
    intros t p t' Hin; destruct t; try contradiction.
  - apply in_map_iff in Hin as [y [Ey Hy]]. apply in_map_iff. exists y. split; auto. eapply sub_pieces_in; eauto.
  - apply pieces_eqb_eq in Hp. subst. auto.
Qed.

Lemma reaches_stronger : forall c k, reaches (l_goal g1) c k = true -> reaches (l_goal g2) c k = true.
Proof.
  destruct lstronger_parts as [_ [_ [_ [Hg _]]]]. unfold goal_ok, reaches in *.
  destruct (l_goal g1), (l_goal g2); try discriminate; intros c n H; apply Nat.leb_le in Hg, H; apply Nat.leb_le; lia.
Qed.

Lemma next_count_same : next_count (l_goal g1) = next_count (l_goal g2).
Proof.
  destruct lstronger_parts as [_ [_ [_ [Hg _]]]]. unfold goal_ok in Hg.
  destruct (l_goal g1), (l_goal g2); try discriminate; auto.
Qed.

Lemma reaches_transfer : forall n q, reaches_within g1 n q -> reaches_within g2 n q.
Proof.
  destruct lstronger_parts as [Hw [Hf [Hh _]]].
  assert (Ht : turn (l_well g1) = turn (l_well g2)) by (apply turn_same; auto).
  assert (Hk : cleared (l_well g1) = cleared (l_well g2)) by (unfold cleared; rewrite Hf; auto).
  induction n as [|n IH]; intros q Hr; inversion Hr as [n' B c t Hall]; subst. constructor.
  intros p t' Hc. apply choices_sub in Hc. destruct (Hall p t' Hc) as [o [col [Hl Hm]]]. cbv zeta in *.
  exists o, col. split; [eapply legal_same; eauto|]. rewrite <- Ht, <- Hk, <- next_count_same.
  destruct Hm as [Htop Hm]. split.
  - destruct (tops_out (s_height (l_well g2)) _) eqn:E; auto. apply (tops_out_mono (s_height (l_well g1))) in E; auto. congruence.
  - destruct Hm as [Hm|Hm]; [left; apply reaches_stronger; auto|right; auto].
Qed.

(* the adversary's invariant of g2 is one of g1 *)
Lemma forever_transfer : adversary_stops_forever g2 -> adversary_stops_forever g1.
Proof.
  destruct lstronger_parts as [Hw [Hf [Hh _]]].
  assert (Ht : turn (l_well g1) = turn (l_well g2)) by (apply turn_same; auto).
  assert (Hk : cleared (l_well g1) = cleared (l_well g2)) by (unfold cleared; rewrite Hf; auto).
  intros [Inv [[r [Hr Hi]] Hcl]]. exists Inv. rewrite lroots_same. split; [eauto|].
  intros B c t HI. destruct (Hcl B c t HI) as [p [t' [Hc Hall]]]. exists p, t'. split; [now apply choices_sub|].
  intros o col Hl. cbv zeta in *. rewrite Ht, Hk, next_count_same.
  destruct (Hall o col) as [Htop|[Hn HI']]; [eapply legal_same; eauto|left; eapply tops_out_mono; eauto|right].
  split; auto. destruct (reaches (l_goal g1) _ _) eqn:E; auto. apply reaches_stronger in E. congruence.
Qed.
End Order.

(* an invariant of the adversary: from its positions no strategy reaches the goal *)
Lemma forever_not_reaches : forall g, adversary_stops_forever g -> forall D, adversary_stops_within g D.
Proof.
  intros g [Inv [[r [Hr Hi]] Hcl]] D. exists r. split; auto. clear Hr. revert r Hi.
  induction D as [|D IH]; intros [[B c] t] HI H; inversion H as [n B0 c0 t0 Hall]; subst.
  destruct (Hcl B c t HI) as [p [t' [Hc Hm]]]. destruct (Hall p t' Hc) as [o [col [Hl Hn]]]. cbv zeta in *.
  destruct Hn as [Htop Hn]. destruct (Hm o col Hl) as [Ht|[Hng HI']]; [congruence|].
  destruct Hn as [Hn|Hn]; [congruence|]. eapply IH; eauto.
Qed.

(* The claim asked, from a verified player certificate's. *)
Theorem lines_player_claim_sound : forall g1 D1 g2 D2,
  player_reaches_within g1 D1 -> lines_claim_ok_player g1 D1 g2 D2 = true -> player_reaches_within g2 D2.
Proof.
  intros g1 D1 g2 D2 H Hok r Hr. unfold lines_claim_ok_player in Hok. apply andb_true_iff in Hok as [Hs HD].
  apply Nat.leb_le in HD. rewrite <- (lroots_same g1 g2 Hs) in Hr.
  apply reaches_within_mono with (n := D1); auto. apply (reaches_transfer g1 g2 Hs). auto.
Qed.

(* The claim asked, from a verified adversary certificate's (None: forever). *)
Theorem lines_adversary_claim_sound : forall g1 b1 g2 b2,
  adversary_stops g1 b1 -> lines_claim_ok_adversary g1 b1 g2 b2 = true -> adversary_stops g2 b2.
Proof.
  intros g1 b1 g2 b2 H Hok. unfold lines_claim_ok_adversary in Hok. apply andb_true_iff in Hok as [Hs Hb].
  assert (Hw : forall D1 D2, D2 <= D1 -> adversary_stops_within g1 D1 -> adversary_stops_within g2 D2).
  { intros D1 D2 HD [r [Hr Hn]]. exists r. rewrite (lroots_same g2 g1 Hs). split; auto.
    intros H2. apply Hn. apply reaches_within_mono with (n := D2); auto. apply (reaches_transfer g2 g1 Hs). auto. }
  destruct b1 as [D1|], b2 as [D2|]; simpl in *; try discriminate.
  - apply Nat.leb_le in Hb. eauto.
  - eapply Hw; [|apply forever_not_reaches; eauto]. auto.
  - eapply forever_transfer; eauto.
Qed.
