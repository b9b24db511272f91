(* formal/SlideDrop.v -- [rules.moves.slide] "Lemma (drop within slide)", proved: every allowed
   hard drop (o, c) is an allowed slide placement (o, c, y0), y0 its resting row, and fills the
   same cells. So a player strategy of drops is one of slides, an adversary strategy of slides
   one of drops: the claims asked across move sets ([rules.claims.order] read across them). *)
From Coq Require Import List Arith Bool Lia.
Import ListNotations.
From Sureline Require Import Rules Claims Desc Check Weaken Slide SlideBoard SlideCheck.

Lemma fold_max_attained : forall (f : nat * nat -> nat) l,
  fold_right (fun c m => Nat.max (f c) m) 0 l = 0 \/ exists c, In c l /\ fold_right (fun c m => Nat.max (f c) m) 0 l = f c.
Proof.
  intros f l. induction l as [|a l IH]; simpl; [auto|]. destruct IH as [IH|[c [Hc IH]]]; rewrite IH.
  - rewrite Nat.max_0_r. destruct (f a) eqn:E; [left; auto|right; exists a; split; [left; auto|auto]].
  - right. destruct (Nat.le_ge_cases (f a) (f c)).
    + exists c. split; [right; auto|]. apply Nat.max_r. auto.
    + exists a. split; [left; auto|]. apply Nat.max_l. auto.
Qed.

Lemma hb_top : forall B c n k, height_below B c n = S k -> B c k = true.
Proof.
  intros B c n. induction n as [|n IH]; intros k H; simpl in H; [discriminate|].
  destruct (B c n) eqn:E; [injection H as <-; auto|auto].
Qed.

Section Drop.
Variables (g : game) (B : board) (o c : nat).
Hypothesis Htop : top g <= board_rows.
Hypothesis Ho : o < 19.
Hypothesis Hfit : fits (g_width g) o c = true.
Hypothesis Hbt : below_top (top g) B o c = true.

(* every row from the resting row up is free for o at column c *)
Lemma free_above : forall r, (rest B o c) <= r -> free (g_width g) (top g) B (o, c, r) = true.
Proof.
  intros r Hr. unfold free. apply forallb_forall. intros [x y] Hin. simpl.
  destruct (cell_bounds o (x, y) Ho Hin) as [Hx Hy]. simpl in Hx, Hy. unfold fits in Hfit. apply Nat.leb_le in Hfit.
  assert (E1 : (c + x <? g_width g) = true) by (apply Nat.ltb_lt; lia). rewrite E1. simpl.
  destruct (top g <=? r + y) eqn:E2; auto. apply Nat.leb_gt in E2. apply negb_true_iff.
  pose proof (rest_ge B o c x y Hin). unfold height in H. apply (hb_above B (c + x) board_rows); lia.
Qed.

Lemma drop_reachable : reachable (entry (g_width g) (top g)) slide_step (free (g_width g) (top g) B) (o, c, (rest B o c)).
Proof.
  assert (Hle : (rest B o c) <= top g) by (unfold below_top in Hbt; apply Nat.leb_le in Hbt; lia).
  assert (H : forall k, k <= top g - (rest B o c) -> reachable (entry (g_width g) (top g)) slide_step (free (g_width g) (top g) B) (o, c, top g - k)).
  { induction k as [|k IH]; intros Hk.
    - constructor. simpl. split; [lia|]. unfold fits in Hfit. apply Nat.leb_le in Hfit. auto.
    - apply (reach_next _ _ _ (o, c, top g - k)); [apply IH; lia|simpl; split; auto; right; split; auto; lia|].
      apply free_above. lia. }
  replace (rest B o c) with (top g - (top g - (rest B o c))) by lia. apply H. auto.
Qed.

Lemma drop_locked : locked (g_width g) (top g) B (o, c, (rest B o c)) = true.
Proof.
  unfold locked. rewrite free_above by lia. simpl. destruct (rest B o c) as [|r] eqn:Ey; auto.
  apply negb_true_iff. apply not_true_iff_false. intros Hf. unfold free in Hf. rewrite forallb_forall in Hf.
  destruct (fold_max_attained (fun xy => height B (c + fst xy) - snd xy) (cells o)) as [H0|[[x y] [Hin Hm]]];
     cbv beta in *; unfold rest in Ey; [lia|]. simpl in Hm.
  specialize (Hf (x, y) Hin). simpl in Hf. apply andb_true_iff in Hf as [_ Hf].
  assert (Hh : height B (c + x) = S (r + y)) by lia.
  destruct (cell_bounds o (x, y) Ho Hin) as [_ Hy]. simpl in Hy.
  unfold below_top in Hbt. apply Nat.leb_le in Hbt. unfold rest in Hbt.
  assert (E : (top g <=? r + y) = false) by (apply Nat.leb_gt; lia). rewrite E in Hf. simpl in Hf.
  unfold height in Hh. apply hb_top in Hh. rewrite Hh in Hf. discriminate.
Qed.
End Drop.

Lemma allowed_slide : forall g B p o c, top g <= board_rows -> allowed g B p o c -> slide_allowed g B p o c (rest B o c).
Proof.
  intros g B p o c Ht (Ho & Hp & Hf & Hcap & Hbt & _). repeat split; auto.
  - unfold below_top in Hbt. apply Nat.leb_le in Hbt. auto.
  - apply drop_locked; auto.
  - apply drop_reachable; auto.
Qed.

(* the drop fills the cells of the slide placement at its resting row: the same board *)
Lemma wins_swins : forall g n B, top g <= board_rows -> wins g n B -> swins g n B.
Proof.
  intros g n. induction n as [|n IH]; intros B Ht H; inversion H; subst. constructor. intros p Hp.
  destruct (H1 p Hp) as [o [c [Ha Hw]]]. exists o, c, (rest B o c). split; [apply allowed_slide; auto|].
  change (place B o c (rest B o c)) with (drop B o c). destruct Hw as [Hw|[Hg Hw]]; auto.
Qed.

(* A drop player certificate answers the slide claim asked (no start). *)
Theorem player_slide_claim_sound : forall g1 nodes T D1 g2 D2 e,
  start_desc g1 [] = Some e -> check_player_at g1 nodes T D1 e = true ->
  claim_ok_player g1 D1 g2 D2 = true -> top g2 <= board_rows -> swins g2 D2 empty_board.
Proof.
  intros. apply wins_swins; auto. exact (player_start_claim_sound g1 nodes T D1 g2 D2 [] e H H0 H1).
Qed.

(* A slide adversary certificate answers the drop claim asked (any move set, the same game). *)
Theorem adversary_drop_claim_sound : forall g1 b1 g2 b2,
  slide_prevents g1 b1 -> slide_claim_ok_adversary g1 b1 g2 b2 = true -> top g2 <= board_rows ->
  match b2 with Some D => no_win_within g2 D | None => adversary_prevents g2 end.
Proof.
  intros g1 b1 g2 b2 H Hok Ht. pose proof (slide_adversary_claim_sound g1 b1 g2 b2 H Hok) as H2.
  destruct b2 as [D|]; simpl in H2; [intros Hw; apply H2; apply wins_swins; auto|].
  intros n Hw. apply (H2 n). apply wins_swins; auto.
Qed.
