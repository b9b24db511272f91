(* formal/SlideDead.v -- [rules.moves.lemmas] and [adv.slide], proved: the boards from which no
   strategy of the player wins whatever he slides, (1) parity on boards: O is in P and every goal
   row has a maximal run of empty cells of odd length, which an O never removes; (2) closed rows:
   every goal row holds a closed cell (no path of empty cells from above reaches it), which no
   piece ever fills. *)
From Coq Require Import List Arith Bool Lia.
Import ListNotations.
From Sureline Require Import Rules Desc Slide Survival SurvivalCheck SurvivalWeaken SlideBoard.

(* ---------- terminal boards ([adv.slide]) ---------- *)
(* [rules.moves.lemmas] parity on boards: row y has a maximal run c1 .. c2 of empty cells of odd length *)
Definition odd_run (W : nat) (B : board) (y c1 c2 : nat) : bool :=
  (c1 <=? c2) && (c2 <? W) && Nat.odd (S (c2 - c1)) && forallb (fun c => negb (B c y)) (seq c1 (S (c2 - c1))) &&
  match c1 with 0 => true | S c => B c y end && ((S c2 =? W) || B (S c2) y).
Definition has_odd_run (W : nat) (B : board) (y : nat) : bool :=
  existsb (fun c1 => existsb (fun c2 => odd_run W B y c1 c2) (seq 0 W)) (seq 0 W).

Lemma empty_in_run : forall W B y c1 c2 c, odd_run W B y c1 c2 = true -> c1 <= c <= c2 -> B c y = false /\ c < W.
Proof.
  intros W B y c1 c2 c H Hc. unfold odd_run in H. rewrite !andb_true_iff in H.
  destruct H as [[[[[H1 H2] _] H4] _] _]. apply Nat.ltb_lt in H2. rewrite forallb_forall in H4.
  split; [|lia]. apply negb_true_iff. apply H4. apply in_seq. lia.
Qed.

Lemma odd_run_intro : forall W B y c1 c2, c1 <= c2 -> c2 < W -> Nat.odd (S (c2 - c1)) = true ->
  (forall c, c1 <= c <= c2 -> B c y = false) -> (c1 = 0 \/ exists c, c1 = S c /\ B c y = true) ->
  (S c2 = W \/ B (S c2) y = true) -> odd_run W B y c1 c2 = true.
Proof.
  intros W B y c1 c2 H1 H2 H3 H4 H5 H6. unfold odd_run. rewrite H3.
  assert (E1 : (c1 <=? c2) = true) by (apply Nat.leb_le; lia). assert (E2 : (c2 <? W) = true) by (apply Nat.ltb_lt; lia).
  assert (E4 : forallb (fun c => negb (B c y)) (seq c1 (S (c2 - c1))) = true).
  { apply forallb_forall. intros c Hc. apply in_seq in Hc. rewrite H4; auto. lia. }
  rewrite E1, E2, E4. cbn [andb].
  assert (E6 : ((S c2 =? W) || B (S c2) y) = true) by (destruct H6 as [E | E]; [apply Nat.eqb_eq in E; rewrite E | rewrite E, orb_true_r]; auto).
  rewrite E6. destruct H5 as [-> | [c [-> Hc]]]; [|rewrite Hc]; auto.
Qed.

Lemma has_odd_run_spec : forall W B y, has_odd_run W B y = true -> exists c1 c2, odd_run W B y c1 c2 = true.
Proof.
  intros W B y H. unfold has_odd_run in H. apply existsb_exists in H as [c1 [_ H]]. apply existsb_exists in H as [c2 [_ H]]. eauto.
Qed.

Lemma has_odd_run_intro : forall W B y c1 c2, odd_run W B y c1 c2 = true -> has_odd_run W B y = true.
Proof.
  intros. unfold has_odd_run. pose proof H as H'. unfold odd_run in H'. rewrite !andb_true_iff in H'.
  destruct H' as [[[[[H1 H2] _] _] _] _]. apply Nat.leb_le in H1. apply Nat.ltb_lt in H2.
  apply existsb_exists. exists c1. split; [apply in_seq; lia|]. apply existsb_exists. exists c2. split; auto. apply in_seq. lia.
Qed.

(* filling two adjacent empty cells a, a + 1 of row y keeps an odd maximal run of empty cells *)
Lemma fill2_odd : forall W (B B' : board) y a c1 c2, odd_run W B y c1 c2 = true ->
  B a y = false -> B (S a) y = false -> S a < W ->
  (forall x, B' x y = B x y || (x =? a) || (x =? S a)) -> has_odd_run W B' y = true.
Proof.
  intros W B B' y a c1 c2 H Ha Ha1 HaW HB'. pose proof H as H0. unfold odd_run in H0. rewrite !andb_true_iff in H0.
  destruct H0 as [[[[[H1 H2] H3] _] H5] H6]. apply Nat.leb_le in H1. apply Nat.ltb_lt in H2.
  assert (Hin : forall c, c1 <= c <= c2 -> B c y = false) by (intros; eapply empty_in_run; eauto).
  assert (Hl : c1 = 0 \/ exists c, c1 = S c /\ B c y = true) by (destruct c1; [auto|right; eauto]).
  assert (Hr : S c2 = W \/ B (S c2) y = true) by (apply orb_true_iff in H6 as [H6|H6]; [left; apply Nat.eqb_eq|right]; auto).
  destruct (Nat.lt_ge_cases a c1) as [Hac|Hac]; [|destruct (Nat.lt_ge_cases c2 a) as [Hca|Hca]].
  - (* left of the run: a + 1 < c1, as c1 - 1 is filled or c1 = 0 *)
    assert (S a < c1) by (destruct Hl as [-> | [c [-> Hc]]]; [lia|]; destruct (Nat.eq_dec c a); [congruence|lia]).
    apply (has_odd_run_intro W B' y c1 c2). apply odd_run_intro; auto.
    + intros c Hc. rewrite HB', Hin by auto. destruct (c =? a) eqn:E1, (c =? S a) eqn:E2; auto;
        rewrite ?Nat.eqb_eq in *; lia.
    + destruct Hl as [-> | [c [-> Hc]]]; auto. right. exists c. rewrite HB', Hc. auto.
    + destruct Hr as [-> | Hr]; auto. right. rewrite HB', Hr. auto.
  - (* right of the run *)
    assert (c2 < a) by lia.
    apply (has_odd_run_intro W B' y c1 c2). apply odd_run_intro; auto.
    + intros c Hc. rewrite HB', Hin by auto. destruct (c =? a) eqn:E1, (c =? S a) eqn:E2; auto;
        rewrite ?Nat.eqb_eq in *; lia.
    + destruct Hl as [-> | [c [-> Hc]]]; auto. right. exists c. rewrite HB', Hc. auto.
    + destruct Hr as [-> | Hr]; auto. right. rewrite HB', Hr. auto.
  - (* inside: c1 <= a, a + 1 <= c2; the run splits into c1 .. a - 1 and a + 2 .. c2 *)
    assert (Ha2 : S a <= c2) by (destruct Hr as [Hr|Hr]; [lia|]; destruct (Nat.eq_dec a c2); [subst; congruence|lia]).
    assert (Hodd : Nat.odd (a - c1) = true \/ Nat.odd (c2 - S a) = true).
    { rewrite <- !Nat.negb_even. destruct (Nat.even (a - c1)) eqn:E1, (Nat.even (c2 - S a)) eqn:E2; auto.
      exfalso. apply Nat.even_spec in E1 as [k1 E1]. apply Nat.even_spec in E2 as [k2 E2].
      assert (Hx : Nat.odd (S (c2 - c1)) = true) by auto. rewrite <- Nat.negb_even in Hx. apply negb_true_iff in Hx.
      replace (S (c2 - c1)) with (2 * (k1 + k2 + 1)) in Hx by lia. rewrite Nat.even_mul in Hx. discriminate. }
    destruct Hodd as [Ho|Ho].
    + destruct a as [|a']; [simpl in Ho; discriminate|].
      assert (c1 <= a') by (destruct (Nat.eq_dec c1 (S a')); [subst; rewrite Nat.sub_diag in Ho; discriminate|lia]).
      apply (has_odd_run_intro W B' y c1 a'). apply odd_run_intro; try lia.
      * replace (S (a' - c1)) with (S a' - c1) by lia. auto.
      * intros c Hc. rewrite HB', Hin by lia. destruct (c =? S a') eqn:E1, (c =? S (S a')) eqn:E2; auto;
          rewrite ?Nat.eqb_eq in *; lia.
      * destruct Hl as [-> | [c [-> Hc]]]; auto. right. exists c. rewrite HB', Hc. auto.
      * right. rewrite HB', Nat.eqb_refl. rewrite orb_true_r. auto.
    + assert (S (S a) <= c2) by (destruct (Nat.eq_dec c2 (S a)); [subst; rewrite Nat.sub_diag in Ho; discriminate|lia]).
      apply (has_odd_run_intro W B' y (S (S a)) c2). apply odd_run_intro; try lia.
      * replace (S (c2 - S (S a))) with (c2 - S a) by lia. auto.
      * intros c Hc. rewrite HB', Hin by lia. destruct (c =? a) eqn:E1, (c =? S a) eqn:E2; auto;
          rewrite ?Nat.eqb_eq in *; lia.
      * right. exists (S a). rewrite HB', Nat.eqb_refl. rewrite !orb_true_r. auto.
      * destruct Hr as [-> | Hr]; auto. right. rewrite HB', Hr. auto.
Qed.

Definition parity_rows (g : game) (B : board) : bool := forallb (has_odd_run (g_width g) B) (seq 0 (goal_rows g)).

Lemma has_odd_run_row : forall W B B' y, (forall x, B x y = B' x y) -> has_odd_run W B y = has_odd_run W B' y.
Proof.
  intros W B B' y E. unfold has_odd_run, odd_run. apply existsb_ext_in. intros c1 _. apply existsb_ext_in. intros c2 _.
  assert (F : forallb (fun c => negb (B c y)) (seq c1 (S (c2 - c1))) = forallb (fun c => negb (B' c y)) (seq c1 (S (c2 - c1))))
    by (apply forallb_ext_in; intros; rewrite E; auto).
  rewrite F. destruct c1; rewrite ?E; auto.
Qed.

Lemma orient_O : forall o, o < 19 -> piece_of o = pO -> o = 2.
Proof. intros o Ho Hp. destruct o as [|o]. { cbv in Hp. discriminate. } 
destruct o as [|o]. { cbv in Hp. discriminate. } 
destruct o as [|o]. { reflexivity. }
do 16 (destruct o as [|o]; [cbv in Hp; discriminate|]). lia. Qed.

Lemma parity_place : forall g B o c r, goal_rows g <= top g -> parity_rows g B = true ->
  slide_allowed g B pO o c r -> parity_rows g (place B o c r) = true.
Proof.
  intros g B o c r Hgt Hp (Ho & Hpo & _ & _ & _ & Hl & _). apply orient_O in Hpo; auto. subst o.
  unfold locked in Hl. apply andb_true_iff in Hl as [Hf _]. unfold free in Hf. simpl in Hf.
  rewrite !andb_true_iff in Hf. destruct Hf as [[H00 H01] [[H10 H11] [[_ H20] [[_ H21] _]]]].
  rewrite !Nat.add_0_r in *. apply Nat.ltb_lt in H10.
  unfold parity_rows in *. rewrite forallb_forall in *. intros y Hy. specialize (Hp y Hy). apply in_seq in Hy.
  assert (Hyt : (top g <=? y) = false) by (apply Nat.leb_gt; lia).
  destruct (Nat.eq_dec y r) as [->|Hr]; [|destruct (Nat.eq_dec y (S r)) as [->|Hr1]].
  - apply has_odd_run_spec in Hp as [c1 [c2 Hp]]. apply (fill2_odd _ B _ r c c1 c2); auto.
    + rewrite Hyt in H01. simpl in H01. apply negb_true_iff. auto.
    + rewrite Hyt in H11. simpl in H11. apply negb_true_iff. rewrite <- Nat.add_1_r. auto.
    + lia.
    + intros x. unfold place, cells. cbn [orientations nth snd fst existsb]. rewrite !Nat.add_0_r, !Nat.add_1_r.
      repeat match goal with |- context[?a =? ?b] => destruct (Nat.eqb_spec a b) end; simpl;
      try lia; match goal with |- context[B ?a ?b] => destruct (B a b) end; reflexivity.
  - apply has_odd_run_spec in Hp as [c1 [c2 Hp]]. apply (fill2_odd _ B _ (S r) c c1 c2); auto.
    + rewrite Nat.add_1_r, Hyt in H20. simpl in H20. apply negb_true_iff. auto.
    + rewrite !Nat.add_1_r, Hyt in H21. simpl in H21. apply negb_true_iff. auto.
    + lia.
    + intros x. unfold place, cells. cbn [orientations nth snd fst existsb]. rewrite !Nat.add_0_r, !Nat.add_1_r.
      repeat match goal with |- context[?a =? ?b] => destruct (Nat.eqb_spec a b) end; simpl;
      try lia; match goal with |- context[B ?a ?b] => destruct (B a b) end; reflexivity.
  - rewrite <- Hp. apply has_odd_run_row. intros x. unfold place, cells. cbn [orientations nth snd fst existsb].
    rewrite !Nat.add_0_r, !Nat.add_1_r.
    repeat match goal with |- context[?a =? ?b] => destruct (Nat.eqb_spec a b) end; simpl;
    try lia; match goal with |- context[B ?a ?b] => destruct (B a b) end; reflexivity.
Qed.

Lemma odd_run_not_complete : forall W B y, has_odd_run W B y = true -> row_complete W B y = false.
Proof.
  intros W B y H. apply has_odd_run_spec in H as [c1 [c2 H]]. destruct (empty_in_run W B y c1 c2 c1 H) as [He Hc].
  { unfold odd_run in H. rewrite !andb_true_iff in H. destruct H as [[[[[H1 _] _] _] _] _]. apply Nat.leb_le in H1. lia. }
  unfold row_complete. apply not_true_iff_false. intros F. rewrite forallb_forall in F.
  rewrite F in He; [discriminate|]. apply in_seq. lia.
Qed.

(* [rules.moves.lemmas] parity on boards: with O in P, no strategy wins from a board whose goal
   rows each have an odd run of empty cells *)
Lemma parity_no_win : forall g, goal_rows g <= top g -> In pO (g_pieces g) ->
  forall n B, parity_rows g B = true -> ~ swins g n B.
Proof.
  intros g Hgt HO n. induction n as [|n IH]; intros B Hp Hw; inversion Hw as [n' B' Hall]; subst.
  destruct (Hall pO HO) as [o [c [r [Ha Hm]]]]. pose proof (parity_place g B o c r Hgt Hp Ha) as Hp'.
  assert (Hnw : wins_now g (place B o c r) = false).
  { unfold wins_now, completes_below. apply not_true_iff_false. intros E. apply existsb_exists in E as [y [Hy E]].
    unfold parity_rows in Hp'. rewrite forallb_forall in Hp'. specialize (Hp' y Hy).
    rewrite odd_run_not_complete in E; [discriminate|auto]. }
  destruct Hm as [Hm|[_ Hm]]; [congruence|]. eapply IH; eauto.
Qed.

(* [rules.moves.lemmas] closed cells are dead: a cell is open when a path of empty cells, each
   step left, right or down, reaches it from above the board *)
Inductive opened (W T : nat) (B : board) : nat -> nat -> Prop :=
| open_top : forall c r, c < W -> T <= r -> opened W T B c r
| open_next : forall c r c' r', opened W T B c r -> c' < W -> B c' r' = false ->
    ((c' = S c \/ c = S c') /\ r' = r \/ c' = c /\ r = S r') -> opened W T B c' r'.
Definition closed_cell (W T : nat) (B : board) (c y : nat) : Prop := c < W /\ B c y = false /\ ~ opened W T B c y.

Lemma cells_nil : forall o, 19 <= o -> cells o = [].
Proof. intros. unfold cells. rewrite nth_overflow; auto. Qed.

(* the cells of a reachable position are open *)
Lemma reach_open : forall W T B q, reach W T B q ->
  forall xy, In xy (cells (fst (fst q))) -> opened W T B (snd (fst q) + fst xy) (snd q + snd xy).
Proof.
  intros W T B q H. induction H as [[[o c] r] Hs|[[o1 c1] r1] [[o c] r] Hq IH Hst Hfree]; intros [x y] Hin; simpl in *.
  - destruct Hs as [-> Hw]. destruct (Nat.lt_ge_cases o 19) as [Ho|Ho]; [|rewrite cells_nil in Hin; auto; contradiction].
    destruct (cell_bounds o (x, y) Ho Hin) as [Hx _]. simpl in Hx. apply open_top; lia.
  - destruct Hst as [-> Hst]. unfold free in Hfree. rewrite forallb_forall in Hfree. specialize (Hfree _ Hin).
    simpl in Hfree. apply andb_true_iff in Hfree as [Hc He]. apply Nat.ltb_lt in Hc.
    apply orb_true_iff in He as [Ht|He]; [apply Nat.leb_le in Ht; apply open_top; lia|]. apply negb_true_iff in He.
    specialize (IH (x, y) Hin). simpl in IH. apply (open_next W T B (c1 + x) (r1 + y)); auto.
    destruct Hst as [[[-> | ->] ->] | [-> ->]]; lia.
Qed.

Lemma opened_mono : forall W T (B B' : board), (forall c r, B' c r = false -> B c r = false) ->
  forall c r, opened W T B' c r -> opened W T B c r.
Proof. intros W T B B' HB c r H. induction H; [now apply open_top|]. eapply open_next; eauto. Qed.

Lemma closed_stays : forall g B o c r cx cy, slide_allowed g B (piece_of o) o c r ->
  closed_cell (g_width g) (top g) B cx cy -> closed_cell (g_width g) (top g) (place B o c r) cx cy.
Proof.
  intros g B o c r cx cy (_ & _ & _ & _ & _ & _ & Hr) [Hc [He Hn]]. split; auto. split.
  - unfold place. rewrite He. simpl. apply not_true_iff_false. intros E. apply existsb_exists in E as [[x y] [Hin E]].
    apply andb_true_iff in E as [E1 E2]. apply Nat.eqb_eq in E1, E2. simpl in *. subst. apply Hn.
    exact (reach_open _ _ _ _ Hr (x, y) Hin).
  - intros Ho. apply Hn. eapply opened_mono; [|exact Ho]. intros x y E. unfold place in E.
    apply orb_false_iff in E. tauto.
Qed.

(* with some piece in P, no strategy wins from a board whose goal rows each hold a closed cell *)
Lemma closed_no_win : forall g p, In p (g_pieces g) -> goal_rows g <= top g -> forall n B,
  (forall y, y < goal_rows g -> exists c, closed_cell (g_width g) (top g) B c y) -> ~ swins g n B.
Proof.
  intros g p0 Hp0 Hgt n. induction n as [|n IH]; intros B Hcl Hw; inversion Hw as [n' B' Hall]; subst.
  destruct (Hall p0 Hp0) as [o [c [r [Ha Hm]]]]. pose proof Ha as (_ & Hpo & _). subst p0.
  assert (Hcl' : forall y, y < goal_rows g -> exists c', closed_cell (g_width g) (top g) (place B o c r) c' y).
  { intros y Hy. destruct (Hcl y Hy) as [c' Hc']. exists c'. apply closed_stays; auto. }
  assert (Hnw : wins_now g (place B o c r) = false).
  { unfold wins_now, completes_below. apply not_true_iff_false. intros E. apply existsb_exists in E as [y [Hy E]].
    apply in_seq in Hy. destruct (Hcl' y (proj2 Hy)) as [c' [Hc' [He _]]]. unfold row_complete in E.
    rewrite forallb_forall in E. rewrite E in He; [discriminate|]. apply in_seq. lia. }
  destruct Hm as [Hm|[_ Hm]]; [congruence|]. eapply IH; eauto.
Qed.

(* the open cells by a flood: rows 0 .. T, every cell of row T open; closed when one more round adds nothing *)
Definition open_frees (W T : nat) (B : board) : list nat :=
  map (fun r => mask (fun c => (T <=? r) || negb (B c r)) W) (seq 0 (S T)).
Definition open_top_row (W T : nat) : list nat := map (fun r => if r =? T then mask (fun _ => true) W else 0) (seq 0 (S T)).
Definition open_flood (W T : nat) (B : board) : list nat :=
  let E := open_top_row W T in iterate (S W * S T) (open_frees W T B) E E.
(* every goal row y < K has an empty cell outside the open set, which is closed *)
Definition closed_rows (W T K : nat) (B : board) : bool :=
  let X := open_flood W T B in
  rows_eqb (grow (open_frees W T B) (open_top_row W T) X) X &&
  forallb (fun y => existsb (fun c => negb (B c y) && negb (in_set X c y)) (seq 0 W)) (seq 0 K).

Lemma open_complete : forall W T B X, rows_eqb (grow (open_frees W T B) (open_top_row W T) X) X = true ->
  forall c r, opened W T B c r -> T < r \/ in_set X c r = true.
Proof.
  intros W T B X Hc. apply rows_eqb_eq in Hc.
  assert (HF : length (open_frees W T B) = S T) by (unfold open_frees; rewrite map_length, seq_length; auto).
  assert (Hbit : forall c r, r <= T -> c < W -> (T <=? r) || negb (B c r) = true -> in_set (open_frees W T B) c r = true).
  { intros c r Hr Hcw Hf. unfold in_set, open_frees. rewrite nth_map_seq by lia. rewrite mask_bit, Hf.
    apply Nat.ltb_lt in Hcw. rewrite Hcw. auto. }
  assert (Htop : forall c, c < W -> in_set X c T = true).
  { intros c Hcw. rewrite <- Hc, grow_bit by lia. unfold in_set at 1, open_top_row. rewrite nth_map_seq by lia.
    rewrite Nat.eqb_refl, mask_bit. apply Nat.ltb_lt in Hcw. rewrite Hcw. auto. }
  intros c r H. induction H as [c r Hcw Hr|c r c' r' Ho IH Hcw He Hst].
  - destruct (Nat.eq_dec r T) as [->|]; [right; auto|left; lia].
  - destruct (Nat.lt_ge_cases T r') as [|Hr']; [left; auto|].
    destruct (Nat.eq_dec r' T) as [->|Hr'T]; [right; auto|]. right. rewrite <- Hc, grow_bit by lia.
    rewrite (Hbit c' r') by (auto; lia || (rewrite He; apply orb_true_r)).
    destruct IH as [IH|IH]; [destruct Hst as [[_ ->]|[_ ->]]; lia|].
    destruct Hst as [[[-> | ->] ->] | [-> ->]]; rewrite IH; simpl; rewrite ?orb_true_r; auto.
Qed.

Lemma closed_rows_sound : forall W T K B, K <= T -> closed_rows W T K B = true ->
  forall y, y < K -> exists c, closed_cell W T B c y.
Proof.
  intros W T K B HK H y Hy. unfold closed_rows in H. apply andb_true_iff in H as [Hc Hr].
  rewrite forallb_forall in Hr. specialize (Hr y (proj2 (in_seq _ _ _) (conj (Nat.le_0_l y) Hy))).
  apply existsb_exists in Hr as [c [Hin E]]. apply in_seq in Hin. apply andb_true_iff in E as [E1 E2].
  apply negb_true_iff in E1, E2. exists c. split; [lia|]. split; auto. intros Ho.
  destruct (open_complete W T B _ Hc c y Ho) as [|E]; [lia|congruence].
Qed.

(* a board from which no strategy wins: closed goal rows, or parity *)
Definition sterminal (g : game) (R : rows) : bool :=
  closed_rows (g_width g) (top g) (goal_rows g) (to_board R) ||
  existsb (piece_beq pO) (g_pieces g) && parity_rows g (to_board R).

Lemma sterminal_sound : forall g R p, In p (g_pieces g) -> goal_rows g <= top g -> sterminal g R = true ->
  forall n, ~ swins g n (to_board R).
Proof.
  intros g R p0 Hp0 Hgt H n. unfold sterminal in H. apply orb_true_iff in H as [H|H].
  { apply (closed_no_win g p0 Hp0 Hgt). apply closed_rows_sound; auto. }
  apply andb_true_iff in H as [HO Hp].
  apply existsb_exists in HO as [p [Hp' E]]. apply piece_beq_eq in E. subst p. apply parity_no_win; auto.
Qed.

