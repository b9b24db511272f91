(* formal/Parity.v -- [rules.parity] on descriptions, proved: when every goal row is dead or has
   a maximal run of empty columns of odd length, an O never completes a goal row and the property
   holds again after it, so an adversary who gives only O prevents every line
   ([adv.terminal.parity]). *)
From Coq Require Import List Arith Bool Lia.
Import ListNotations.
From Sureline Require Import Rules Claims Desc.

(* odd_run_from l c: scanning l, with c the parity of the run of trues just before it: does a
   maximal run of trues of odd length end in l (or at its end)? *)
Fixpoint odd_run_from (l : list bool) (c : bool) : bool :=
  match l with
  | [] => c
  | true :: r => odd_run_from r (negb c)
  | false :: r => c || odd_run_from r false
  end.
Definition odd_run (l : list bool) : bool := odd_run_from l false.

(* the columns of row y that are empty above the stack: capped height <= y *)
Definition empties (W : nat) (d : desc) (y : nat) : list bool := map (fun c => hgt d c <=? y) (seq 0 W).
Definition parity_ok (g : game) (d : desc) : bool :=
  forallb (fun y => dead d y || odd_run (empties (g_width g) d y)) (seq 0 (counted_rows g)).

Lemma odd_run_split : forall (A : list bool) (c : bool), exists f c',
  forall X, odd_run_from (A ++ X) c = f || odd_run_from X c'.
Proof.
  induction A as [|a A IH]; intros c.
  - exists false, c. intros X. reflexivity.
  - destruct a; simpl.
    + destruct (IH (negb c)) as [f [c' H]]. exists f, c'. intros X. apply H.
    + destruct (IH false) as [f [c' H]]. exists (c || f), c'. intros X. rewrite H. apply orb_assoc.
Qed.

Lemma odd_run_clear : forall A B, odd_run (A ++ true :: true :: B) = true -> odd_run (A ++ false :: false :: B) = true.
Proof.
  intros A B H. unfold odd_run in *. destruct (odd_run_split A false) as [f [c' E]].
  rewrite E in *. simpl in H. rewrite negb_involutive in H. simpl.
  destruct f; auto. destruct c'; auto.
Qed.

Lemma odd_run_from_true : forall l c, odd_run_from l c = true -> c = true \/ In true l.
Proof.
  induction l as [|a l IH]; intros c H; simpl in *; auto.
  destruct a; [right; left; reflexivity|]. apply orb_true_iff in H as [H|H]; [left; exact H|].
  destruct (IH _ H); [discriminate|right; right; exact H0].
Qed.

Lemma seq_split2 : forall col W, col + 2 <= W ->
  seq 0 W = seq 0 col ++ col :: S col :: seq (col + 2) (W - col - 2).
Proof.
  intros. assert (E : W = col + S (S (W - col - 2))) by lia. rewrite E at 1. rewrite seq_app. simpl.
  replace (col + 2) with (S (S col)) by lia. reflexivity.
Qed.

Section Step.
Variable g : game.
Variable d : desc.
Variable col : nat.
Hypothesis Hfit : col + 2 <= g_width g.
Let W := g_width g.
Let K := counted_rows g.
Let d' := dstep g d 2 col.
Let a := hgt d col.
Let b := hgt d (col + 1).

Lemma o_hgt : forall c, c < W ->
  hgt d' c = if (col <=? c) && (c <? col + 2) then Nat.min (Nat.max a b + 2) K else hgt d c.
Proof.
  intros c Hc. unfold d', dstep, hgt at 1. cbn [dh]. rewrite nth_map_seq by auto.
  assert (Ew : width_of 2 = 2) by reflexivity. unfold occupies. rewrite Ew.
  destruct ((col <=? c) && (c <? col + 2)) eqn:E; auto.
  rewrite andb_true_iff, Nat.leb_le, Nat.ltb_lt in E.
  assert (Hr : drest d 2 col = Nat.max a b) by (unfold drest, a, b; simpl; rewrite Nat.add_0_r; lia).
  rewrite Hr. fold K.
  assert (c - col = 0 \/ c - col = 1) as [H|H] by lia; rewrite H;
    [change (hi 2 0) with 1 | change (hi 2 1) with 1]; f_equal; lia.
Qed.

Lemma o_dead : forall y, y < K ->
  dead d' y = dead d y || ((a <=? y) && (y <? Nat.max a b)) || ((b <=? y) && (y <? Nat.max a b)).
Proof.
  intros y Hy. unfold d', dstep, dead at 1. cbn [dd]. rewrite nth_map_seq by auto.
  assert (Hr : drest d 2 col = Nat.max a b) by (unfold drest, a, b; simpl; rewrite Nat.add_0_r; lia).
  rewrite Hr. simpl. rewrite Nat.add_0_r. fold a. unfold b.
  rewrite !Nat.add_0_r, orb_false_r, orb_assoc. reflexivity.
Qed.

Lemma o_row : forall y, y < K -> dead d y || odd_run (empties W d y) = true ->
  dead d' y || odd_run (empties W d' y) = true.
Proof.
  intros y Hy H. rewrite o_dead by auto.
  destruct (dead d y) eqn:Ed; [reflexivity|]. simpl in *.
  destruct (Nat.leb_spec a y); destruct (Nat.leb_spec b y); destruct (Nat.ltb_spec y (Nat.max a b)); simpl;
    try reflexivity; try (exfalso; lia).
  - (* y >= max a b *)
    unfold empties in *. rewrite (seq_split2 col W Hfit) in *. rewrite !map_app in *. cbn [map] in *.
    assert (Hs : forall c, In c (seq 0 col) \/ In c (seq (col + 2) (W - col - 2)) ->
              (hgt d' c <=? y) = (hgt d c <=? y)).
    { intros c Hc. rewrite o_hgt by (destruct Hc as [Hc|Hc]; apply in_seq in Hc; unfold W; lia).
      destruct Hc as [Hc|Hc]; apply in_seq in Hc;
      replace ((col <=? c) && (c <? col + 2)) with false; auto; symmetry;
      apply andb_false_iff; [left; apply Nat.leb_gt | right; apply Nat.ltb_ge]; lia. }
    rewrite (map_ext_in (fun c => hgt d' c <=? y) (fun c => hgt d c <=? y) (seq 0 col)) by auto.
    rewrite (map_ext_in (fun c => hgt d' c <=? y) (fun c => hgt d c <=? y) (seq (col + 2) _)) by auto.
    rewrite !o_hgt by (unfold W; lia).
    rewrite (proj2 (Nat.leb_le col col)), (proj2 (Nat.ltb_lt col (col + 2))) by lia.
    rewrite (proj2 (Nat.leb_le col (S col))), (proj2 (Nat.ltb_lt (S col) (col + 2))) by lia. simpl.
    replace (hgt d (S col)) with b in * by (unfold b; f_equal; lia). fold a in H |- *.
    destruct (Nat.leb_spec (Nat.min (Nat.max a b + 2) K) y).
    + rewrite (proj2 (Nat.leb_le a y)), (proj2 (Nat.leb_le b y)) in H by lia. exact H.
    + apply odd_run_clear. rewrite (proj2 (Nat.leb_le a y)), (proj2 (Nat.leb_le b y)) in H by lia. exact H.
  - (* y < a and y < b *)
    unfold empties in *. apply eq_trans with (y := odd_run (map (fun c => hgt d c <=? y) (seq 0 W))); [|exact H].
    f_equal. apply map_ext_in. intros c Hc. apply in_seq in Hc. rewrite o_hgt by lia.
    destruct ((col <=? c) && (c <? col + 2)) eqn:E; auto.
    rewrite andb_true_iff, Nat.leb_le, Nat.ltb_lt in E.
    assert (hgt d c > y) by (assert (c = col \/ c = col + 1) as [->| ->] by lia; unfold a, b in *; lia).
    destruct (Nat.leb_spec (hgt d c) y); [lia|]. apply Nat.leb_gt. unfold K in *. lia.
Qed.
End Step.

Lemma parity_step : forall g d o col, valid g -> parity_ok g d = true -> dallowed g d pO o col = true ->
  parity_ok g (dstep g d o col) = true /\
  dcompletes_below (g_width g) (dstep g d o col) (goal_rows g) = false.
Proof.
  intros g d o col Hv H Ha. unfold dallowed in Ha. rewrite !andb_true_iff, Nat.ltb_lt, piece_eqb_eq in Ha.
  destruct Ha as [[[[[Ho Hp] Hf] _] _] _].
  assert (o = 2) by (clear -Ho Hp; do 19 (destruct o as [|o]; [discriminate || reflexivity|]); lia). subst o.
  unfold fits in Hf. apply Nat.leb_le in Hf. change (width_of 2) with 2 in Hf.
  unfold parity_ok in *. rewrite forallb_forall in H.
  assert (Hr : forall y, y < counted_rows g -> dead (dstep g d 2 col) y || odd_run (empties (g_width g) (dstep g d 2 col) y) = true).
  { intros y Hy. apply o_row; auto. apply H, in_seq. lia. }
  split.
  - rewrite forallb_forall. intros y Hy. apply in_seq in Hy. apply Hr. lia.
  - unfold dcompletes_below. apply not_true_iff_false. rewrite existsb_exists. intros [y [Hy Hc]].
    apply in_seq in Hy. destruct Hv as [Hgk _]. specialize (Hr y ltac:(lia)).
    unfold dcomplete in Hc. apply andb_true_iff in Hc as [Hn Hc]. apply negb_true_iff in Hn. rewrite Hn in Hr.
    simpl in Hr. apply odd_run_from_true in Hr as [Hr|Hr]; [discriminate|].
    unfold empties in Hr. apply in_map_iff in Hr as [c [Hc1 Hc2]]. rewrite forallb_forall in Hc.
    specialize (Hc c Hc2). apply Nat.leb_le in Hc1. apply Nat.ltb_lt in Hc. lia.
Qed.

(* the adversary gives O forever from a board whose description passes parity_ok *)
Lemma parity_sound : forall g n B d, valid g -> In pO (g_pieces g) -> parity_ok g d = true ->
  wf g B -> describes g B d -> ~ wins g n B.
Proof.
  intros g n. induction n; intros B d Hv Hp Hpar Hwf Hd Hw; [inversion Hw|].
  inversion Hw; subst. destruct (H0 pO Hp) as [o [col [Ha Hr]]].
  assert (Ha' := Ha). apply (allowed_iff g B d) in Ha'; auto.
  destruct (step g B d pO o col) as [Hwf' [Hd' [Hwin Hgo]]]; auto.
  destruct (parity_step g d o col Hv Hpar Ha') as [Hpar' Hc].
  destruct Hr as [Hr|[_ Hr]].
  - rewrite Hwin, Hc in Hr. discriminate.
  - eapply IHn; eauto.
Qed.
