(* formal/Desc.v -- descriptions of boards ([rules.abstract]), the drop on a description
   ([adv.drop]), and the lemma "descriptions are exact", proved. *)
From Coq Require Import List Arith Bool Lia.
Import ListNotations.
From Sureline Require Import Rules Claims.

(* ---------- descriptions ---------- *)
Record desc := mkdesc { dh : list nat; dd : list bool }.
Definition hgt (d : desc) (c : nat) : nat := nth c (dh d) 0.
Definition dead (d : desc) (y : nat) : bool := nth y (dd d) false.

(* The game's parameters are sensible: K <= top <= 20 and goal rows <= K. *)
Definition valid (g : game) : Prop :=
  goal_rows g <= counted_rows g /\ counted_rows g <= top g /\ top g <= board_rows.

(* No filled cell at or above the top. *)
Definition wf (g : game) (B : board) : Prop := forall c y, B c y = true -> y < top g.

(* d describes B: capped heights and dead rows (rows < K with a hole) *)
Definition describes (g : game) (B : board) (d : desc) : Prop :=
  length (dh d) = g_width g /\ length (dd d) = counted_rows g /\
  (forall c, c < g_width g -> hgt d c = Nat.min (height B c) (counted_rows g)) /\
  (forall y, y < counted_rows g ->
     (dead d y = true <-> exists c, c < g_width g /\ B c y = false /\ y < height B c)).

Definition empty_desc (W K : nat) : desc := mkdesc (repeat 0 W) (repeat false K).

(* ---------- per-orientation column facts ---------- *)
Definition col_ys (o x : nat) : list nat := map snd (filter (fun xy => fst xy =? x) (cells o)).
Definition lo (o x : nat) : nat := fold_right Nat.min 3 (col_ys o x).
Definition hi (o x : nat) : nat := fold_right Nat.max 0 (col_ys o x).
Definition in_piece (o x y : nat) : bool := existsb (fun xy => (fst xy =? x) && (snd xy =? y)) (cells o).
Definition occupies (o col c : nat) : bool := (col <=? c) && (c <? col + width_of o).

(* ---------- the drop on a description, [adv.drop] ---------- *)
Definition drest (d : desc) (o col : nat) : nat :=
  fold_right (fun c m => Nat.max (hgt d (col + fst c) - snd c) m) 0 (cells o).

Definition dstep (g : game) (d : desc) (o col : nat) : desc :=
  let K := counted_rows g in
  let y0 := drest d o col in
  let w := width_of o in
  let los := map (lo o) (seq 0 w) in
  mkdesc
    (map (fun c => if (col <=? c) && (c <? col + w) then Nat.min (y0 + hi o (c - col) + 1) K else hgt d c)
         (seq 0 (g_width g)))
    (map (fun y => dead d y ||
                   existsb (fun x => (hgt d (col + x) <=? y) && (y <? y0 + nth x los 0)) (seq 0 w))
         (seq 0 K)).

Definition dunder_cap (g : game) (d : desc) (o col : nat) : bool :=
  match g_kind g with
  | Capped R => forallb (fun c => hgt d (col + fst c) <? R) (cells o)
  | _ => true
  end.

Definition piece_eqb (p q : piece) : bool :=
  match p, q with
  | pI, pI | pO, pO | pT, pT | pS, pS | pZ, pZ | pJ, pJ | pL, pL => true
  | _, _ => false
  end.

Definition dallowed (g : game) (d : desc) (p : piece) (o col : nat) : bool :=
  (o <? 19) && piece_eqb (piece_of o) p && fits (g_width g) o col && dunder_cap g d o col
  && (drest d o col + height_of o <=? top g) && in_moveset (g_moves g) o col.

Definition dcomplete (W : nat) (d : desc) (y : nat) : bool :=
  negb (dead d y) && forallb (fun c => y <? hgt d c) (seq 0 W).
Definition dcompletes_below (W : nat) (d : desc) (n : nat) : bool := existsb (dcomplete W d) (seq 0 n).

(* ============================ proofs ============================ *)

Lemma piece_eqb_eq : forall p q, piece_eqb p q = true <-> p = q.
Proof. destruct p, q; simpl; split; congruence. Qed.

(* --- heights --- *)
Lemma hb_le : forall B c n, height_below B c n <= n.
Proof. induction n; simpl; auto. destruct (B c n); lia. Qed.

Lemma hb_filled : forall B c n y, y < n -> B c y = true -> y < height_below B c n.
Proof.
  induction n; intros y Hy Hb; simpl; [lia|].
  destruct (B c n) eqn:E; [lia|].
  destruct (Nat.eq_dec y n); [subst; congruence|]. apply IHn; auto; lia.
Qed.

Lemma hb_above : forall B c n y, height_below B c n <= y -> y < n -> B c y = false.
Proof.
  induction n; intros y Hh Hy; simpl in *; [lia|].
  destruct (B c n) eqn:E; [lia|].
  destruct (Nat.eq_dec y n); [subst; auto|]. apply IHn; auto; lia.
Qed.

Lemma hb_char : forall B c n h, h <= n -> (h = 0 \/ B c (h - 1) = true) ->
  (forall y, h <= y -> y < n -> B c y = false) -> height_below B c n = h.
Proof.
  induction n; intros h Hn Hf Ha; simpl; [lia|].
  destruct (Nat.eq_dec h (S n)).
  - subst. destruct Hf as [Hf|Hf]; [lia|]. replace (S n - 1) with n in Hf by lia. now rewrite Hf.
  - rewrite (Ha n) by lia. apply IHn; auto; lia.
Qed.

Lemma hb_ext : forall B B' c c' n, (forall y, B c y = B' c' y) -> height_below B c n = height_below B' c' n.
Proof. induction n; intros; simpl; auto. rewrite H, IHn by auto. reflexivity. Qed.

Lemma hb_bound : forall B c n H, (forall y, B c y = true -> y < H) -> height_below B c n <= H.
Proof. induction n; intros; simpl; [lia|]. destruct (B c n) eqn:E; auto. apply H0 in E; lia. Qed.

(* --- lists --- *)
Lemma nth_map_seq : forall {A} (f : nat -> A) n k d, k < n -> nth k (map f (seq 0 n)) d = f k.
Proof.
  intros. rewrite nth_indep with (d' := f 0) by (rewrite map_length, seq_length; auto).
  rewrite map_nth, seq_nth; auto.
Qed.

Lemma fold_max_ge : forall (f : nat * nat -> nat) l a, In a l ->
  f a <= fold_right (fun c m => Nat.max (f c) m) 0 l.
Proof. induction l; simpl; intros; [tauto|]. destruct H; subst; [lia|]. specialize (IHl _ H); lia. Qed.

Lemma fold_max_ext : forall (f f' : nat * nat -> nat) l, (forall a, In a l -> f a = f' a) ->
  fold_right (fun c m => Nat.max (f c) m) 0 l = fold_right (fun c m => Nat.max (f' c) m) 0 l.
Proof.
  induction l; simpl; intros; [reflexivity|].
  rewrite (H a) by auto. rewrite IHl by (intros; apply H; auto). reflexivity.
Qed.

Lemma forallb_ext_in : forall {A} (f f' : A -> bool) l, (forall a, In a l -> f a = f' a) -> forallb f l = forallb f' l.
Proof. induction l; simpl; intros; [reflexivity|]. rewrite (H a) by auto. rewrite IHl by (intros; apply H; auto). reflexivity. Qed.

Lemma existsb_ext_in : forall {A} (f f' : A -> bool) l, (forall a, In a l -> f a = f' a) -> existsb f l = existsb f' l.
Proof. induction l; simpl; intros; [reflexivity|]. rewrite (H a) by auto. rewrite IHl by (intros; apply H; auto). reflexivity. Qed.

Lemma forallb_seq : forall f n, forallb f (seq 0 n) = true -> forall k, k < n -> f k = true.
Proof. intros. rewrite forallb_forall in H. apply H, in_seq. lia. Qed.

(* --- the orientations: finite facts, checked by computation --- *)
Definition cells_fact (o : nat) : bool :=
  forallb (fun xy => (fst xy <? width_of o) && (snd xy <? height_of o)) (cells o) && (width_of o <=? 4) && (height_of o <=? 4)
  && forallb (fun x => forallb (fun y =>
        Bool.eqb (in_piece o x y) ((x <? width_of o) && (lo o x <=? y) && (y <=? hi o x))) (seq 0 4)) (seq 0 4)
  && forallb (fun x => (lo o x <=? hi o x) && (hi o x <? height_of o)) (seq 0 (width_of o)).

Lemma cells_facts : forall o, o < 19 -> cells_fact o = true.
Proof. intros o Ho. apply (forallb_seq cells_fact 19); [now vm_compute | exact Ho]. Qed.

Lemma cell_bounds : forall o xy, o < 19 -> In xy (cells o) -> fst xy < width_of o /\ snd xy < height_of o.
Proof.
  intros o xy Ho Hin. pose proof (cells_facts o Ho) as F. unfold cells_fact in F.
  repeat rewrite andb_true_iff in F. destruct F as [[[[F _] _] _] _].
  rewrite forallb_forall in F. specialize (F _ Hin). rewrite andb_true_iff, !Nat.ltb_lt in F. lia.
Qed.

Lemma in_piece_iff : forall o x y, in_piece o x y = true <-> In (x, y) (cells o).
Proof.
  intros. unfold in_piece. rewrite existsb_exists. split.
  - intros [[a b] [Hin He]]. simpl in He. rewrite andb_true_iff, !Nat.eqb_eq in He. destruct He; subst; auto.
  - intros Hin. exists (x, y). simpl. rewrite !Nat.eqb_refl. auto.
Qed.

Lemma in_piece_col : forall o x y, o < 19 ->
  in_piece o x y = (x <? width_of o) && (lo o x <=? y) && (y <=? hi o x).
Proof.
  intros o x y Ho. pose proof (cells_facts o Ho) as F. unfold cells_fact in F.
  repeat rewrite andb_true_iff in F. destruct F as [[[[_ Hw] Hh] F] G].
  apply Nat.leb_le in Hw. apply Nat.leb_le in Hh.
  destruct (Nat.lt_ge_cases x 4) as [Hx|Hx].
  - destruct (Nat.lt_ge_cases y 4) as [Hy|Hy].
    + pose proof (forallb_seq _ _ F x Hx) as F1. cbv beta in F1.
      pose proof (forallb_seq _ _ F1 y Hy) as F2. apply Bool.eqb_prop in F2. exact F2.
    + destruct (in_piece o x y) eqn:E.
      * apply in_piece_iff, cell_bounds in E; simpl in E; lia.
      * destruct (x <? width_of o) eqn:Ex; simpl; auto. apply Nat.ltb_lt in Ex.
        pose proof (forallb_seq _ _ G x Ex) as G1. rewrite andb_true_iff, Nat.leb_le, Nat.ltb_lt in G1.
        symmetry. rewrite andb_false_iff. right. apply Nat.leb_gt. lia.
  - destruct (in_piece o x y) eqn:E.
    + apply in_piece_iff, cell_bounds in E; simpl in E; lia.
    + replace (x <? width_of o) with false; auto. symmetry. apply Nat.ltb_ge. lia.
Qed.

Lemma lo_hi : forall o x, o < 19 -> x < width_of o -> lo o x <= hi o x /\ hi o x < height_of o.
Proof.
  intros o x Ho Hx. pose proof (cells_facts o Ho) as F. unfold cells_fact in F.
  repeat rewrite andb_true_iff in F. destruct F as [_ G].
  pose proof (forallb_seq _ _ G x Hx) as G1. rewrite andb_true_iff, Nat.leb_le, Nat.ltb_lt in G1. auto.
Qed.

Lemma cell_lo : forall o x y, o < 19 -> In (x, y) (cells o) -> lo o x <= y <= hi o x /\ x < width_of o.
Proof.
  intros. apply in_piece_iff in H0 as E. rewrite in_piece_col in E by auto.
  rewrite !andb_true_iff, Nat.ltb_lt, !Nat.leb_le in E. lia.
Qed.

(* --- the drop, cell by cell --- *)
Lemma drop_cell : forall B o col c r,
  drop B o col c r = B c r || ((col <=? c) && (rest B o col <=? r) && in_piece o (c - col) (r - rest B o col)).
Proof.
  intros. unfold drop, in_piece. f_equal. generalize (rest B o col) as y0. intro y0.
  induction (cells o) as [|[x y] l IH]; simpl; [now rewrite !andb_false_r|].
  rewrite IH. clear IH.
  destruct (Nat.eqb_spec c (col + x)); destruct (Nat.eqb_spec r (y0 + y));
  destruct (Nat.leb_spec col c); destruct (Nat.leb_spec y0 r);
  destruct (Nat.eqb_spec x (c - col)); destruct (Nat.eqb_spec y (r - y0)); simpl;
  try (exfalso; lia); auto;
  try (rewrite !andb_false_r; reflexivity); try (rewrite !andb_true_r; reflexivity);
  destruct (existsb _ l); reflexivity.
Qed.

Lemma rest_ge : forall B o col x y, In (x, y) (cells o) -> height B (col + x) <= rest B o col + y.
Proof.
  intros. unfold rest. pose proof (fold_max_ge (fun c => height B (col + fst c) - snd c) _ _ H). simpl in H0. lia.
Qed.

(* ---------- the lemma: descriptions are exact ---------- *)
Section Exact.
Variable g : game.
Variable B : board.
Variable d : desc.
Hypothesis Hv : valid g.
Hypothesis Hwf : wf g B.
Hypothesis Hd : describes g B d.
Variables o col : nat.
Hypothesis Ho : o < 19.
Hypothesis Hfit : fits (g_width g) o col = true.

Let W := g_width g.
Let K := counted_rows g.

Lemma occ_lt_W : forall x, x < width_of o -> col + x < W.
Proof. intros. unfold fits in Hfit. apply Nat.leb_le in Hfit. unfold W. lia. Qed.

Lemma cap_same : under_cap g B o col = dunder_cap g d o col.
Proof.
  unfold under_cap, dunder_cap. destruct Hd as [_ [_ [Hh _]]].
  destruct (g_kind g) eqn:Ek; auto.
  assert (KR : K = R) by (unfold K, counted_rows; rewrite Ek; auto).
  apply forallb_ext_in. intros [x y] Hin. simpl.
  apply cell_lo in Hin as [_ Hx]; auto. rewrite Hh by (apply occ_lt_W; auto). fold K. rewrite KR.
  destruct (Nat.ltb_spec (height B (col + x)) R); destruct (Nat.ltb_spec (Nat.min (height B (col + x)) R) R); auto; lia.
Qed.

Hypothesis Hcap : under_cap g B o col = true.

Lemma occ_exact : forall x y, In (x, y) (cells o) -> height B (col + x) <= K.
Proof.
  intros x y Hin. unfold K, counted_rows. destruct Hv as [_ [Hkt Ht]].
  unfold under_cap in Hcap. destruct (g_kind g) eqn:Ek.
  - unfold height. pose proof (hb_le B (col + x) board_rows). auto.
  - unfold height. apply hb_bound. intros y' Hy'. apply Hwf in Hy'. unfold top in Hy'. rewrite Ek in Hy'. auto.
  - rewrite forallb_forall in Hcap. specialize (Hcap _ Hin). simpl in Hcap. apply Nat.ltb_lt in Hcap. lia.
Qed.

Lemma rest_same : rest B o col = drest d o col.
Proof.
  unfold rest, drest. apply fold_max_ext. intros [x y] Hin. simpl. f_equal.
  destruct Hd as [_ [_ [Hh _]]]. apply cell_lo in Hin as H1; auto. destruct H1 as [_ Hx].
  rewrite Hh by (apply occ_lt_W; auto). pose proof (occ_exact _ _ Hin). fold K. lia.
Qed.

Let y0 := rest B o col.
Let B' := drop B o col.

Hypothesis Htop : below_top (top g) B o col = true.

Lemma top_bound : forall x, x < width_of o -> y0 + hi o x + 1 <= top g.
Proof.
  intros. unfold below_top in Htop. apply Nat.leb_le in Htop. pose proof (lo_hi o x Ho H). unfold y0. lia.
Qed.

Lemma occ_below : forall x, x < width_of o -> height B (col + x) <= y0 + lo o x.
Proof.
  intros. destruct (lo_hi o x Ho H).
  assert (Hin : In (x, lo o x) (cells o)).
  { apply in_piece_iff. rewrite in_piece_col by auto. rewrite (proj2 (Nat.ltb_lt _ _) H), Nat.leb_refl.
    simpl. apply Nat.leb_le. auto. }
  apply rest_ge. auto.
Qed.

Lemma wf_drop : wf g B'.
Proof.
  intros c y. unfold B'. rewrite drop_cell. intros E. apply orb_true_iff in E. destruct E as [E|E]; [apply (Hwf c y E)|].
  rewrite !andb_true_iff, !Nat.leb_le in E. destruct E as [[Hc Hy] Hp].
  rewrite in_piece_col in Hp by auto. rewrite !andb_true_iff, Nat.ltb_lt, !Nat.leb_le in Hp.
  pose proof (top_bound (c - col) (proj1 (proj1 Hp))). fold y0 in Hy. lia.
Qed.

Lemma notocc_cell : forall c y, occupies o col c = false -> B' c y = B c y.
Proof.
  intros c y Hc. unfold B'. rewrite drop_cell. unfold occupies in Hc.
  destruct (Nat.leb_spec col c); simpl; [|now rewrite orb_false_r].
  rewrite in_piece_col by auto. simpl in Hc. apply Nat.ltb_ge in Hc.
  replace (c - col <? width_of o) with false by (symmetry; apply Nat.ltb_ge; lia).
  simpl. now rewrite !andb_false_r, orb_false_r.
Qed.

Lemma occ_cell : forall x y, x < width_of o ->
  B' (col + x) y = B (col + x) y || ((y0 + lo o x <=? y) && (y <=? y0 + hi o x)).
Proof.
  intros. unfold B'. rewrite drop_cell. fold y0. f_equal.
  rewrite in_piece_col by auto. replace (col + x - col) with x by lia.
  rewrite (proj2 (Nat.ltb_lt _ _) H). rewrite (proj2 (Nat.leb_le col (col + x))) by lia. simpl.
  destruct (Nat.leb_spec y0 y); destruct (Nat.leb_spec (lo o x) (y - y0)); destruct (Nat.leb_spec (y - y0) (hi o x));
  destruct (Nat.leb_spec (y0 + lo o x) y); destruct (Nat.leb_spec y (y0 + hi o x)); simpl; auto; lia.
Qed.

Lemma occ_height : forall x, x < width_of o -> height B' (col + x) = y0 + hi o x + 1.
Proof.
  intros x Hx. pose proof (top_bound x Hx). pose proof (occ_below x Hx). pose proof (lo_hi o x Ho Hx).
  destruct Hv as [_ [_ Ht]]. unfold height. apply hb_char.
  - lia.
  - right. rewrite occ_cell by auto. replace (y0 + hi o x + 1 - 1) with (y0 + hi o x) by lia.
    apply orb_true_iff. right. rewrite andb_true_iff, !Nat.leb_le. lia.
  - intros y Hy1 Hy2. rewrite occ_cell by auto.
    rewrite (hb_above B (col + x) board_rows y) by (unfold height in *; lia). simpl.
    apply andb_false_iff. right. apply Nat.leb_gt. lia.
Qed.

Lemma notocc_height : forall c, occupies o col c = false -> height B' c = height B c.
Proof. intros. unfold height. apply hb_ext. intros. apply notocc_cell. auto. Qed.

(* the holes after the drop *)
Lemma hole_after : forall c y, c < W -> y < K ->
  (negb (B' c y) && (y <? height B' c)) =
  (negb (B c y) && (y <? height B c)) ||
  (occupies o col c && (height B c <=? y) && (y <? y0 + lo o (c - col))).
Proof.
  intros c y Hc Hy. destruct Hv as [_ [Hkt Ht]].
  destruct (occupies o col c) eqn:Eo.
  - unfold occupies in Eo. rewrite andb_true_iff, Nat.leb_le, Nat.ltb_lt in Eo. destruct Eo as [E1 E2].
    replace c with (col + (c - col)) by lia. set (x := c - col).
    assert (Hx : x < width_of o) by (unfold x; lia).
    replace (col + x - col) with x by lia.
    rewrite occ_cell, occ_height by auto.
    pose proof (occ_below x Hx). pose proof (lo_hi o x Ho Hx).
    assert (F1 : B (col + x) y = true -> y < height B (col + x))
      by (intro; apply hb_filled; [unfold board_rows, K in *; lia | auto]).
    destruct (B (col + x) y) eqn:Eb.
    + specialize (F1 eq_refl).
      destruct (Nat.leb_spec (height B (col + x)) y); simpl; [lia|].
      destruct (Nat.ltb_spec y (height B (col + x))); simpl; auto; lia.
    + destruct (Nat.leb_spec (y0 + lo o x) y); destruct (Nat.leb_spec y (y0 + hi o x));
      destruct (Nat.ltb_spec y (y0 + hi o x + 1)); destruct (Nat.ltb_spec y (y0 + lo o x));
      destruct (Nat.ltb_spec y (height B (col + x))); destruct (Nat.leb_spec (height B (col + x)) y);
      simpl; auto; lia.
  - rewrite notocc_cell, notocc_height by auto. simpl. now rewrite orb_false_r.
Qed.

Lemma hole_iff : forall (B0 : board) c y, (B0 c y = false /\ y < height B0 c) <-> (negb (B0 c y) && (y <? height B0 c)) = true.
Proof. intros. rewrite andb_true_iff, negb_true_iff, Nat.ltb_lt. tauto. Qed.

Lemma describes_drop : describes g B' (dstep g d o col).
Proof.
  pose proof Hd as Hd'. destruct Hd' as [Hlh [Hld [Hh Hdead]]].
  split; [simpl; rewrite map_length, seq_length; auto|].
  split; [simpl; rewrite map_length, seq_length; auto|].
  split.
  - intros c Hc. unfold hgt at 1, dstep; cbn [dh]. rewrite nth_map_seq by auto. rewrite <- rest_same. fold y0.
    change ((col <=? c) && (c <? col + width_of o)) with (occupies o col c).
    destruct (occupies o col c) eqn:Eo.
    + unfold occupies in Eo. rewrite andb_true_iff, Nat.leb_le, Nat.ltb_lt in Eo.
      replace c with (col + (c - col)) at 2 by lia. rewrite occ_height by lia. reflexivity.
    + rewrite notocc_height by auto. apply Hh; auto.
  - intros y Hy. unfold dead at 1, dstep; cbn [dd]. rewrite nth_map_seq by auto. rewrite <- rest_same. fold y0.
    rewrite (existsb_ext_in _ (fun x => (hgt d (col + x) <=? y) && (y <? y0 + lo o x)))
      by (intros x Hx; apply in_seq in Hx; rewrite nth_map_seq by lia; reflexivity).
    rewrite orb_true_iff, Hdead by auto. rewrite existsb_exists. split.
    + intros [[c [Hc Hhole]]|[x [Hx Hc]]].
      * exists c. split; auto. apply hole_iff. rewrite hole_after by auto. apply hole_iff in Hhole. now rewrite Hhole.
      * apply in_seq in Hx. rewrite andb_true_iff, Nat.leb_le, Nat.ltb_lt in Hc.
        exists (col + x). split; [apply occ_lt_W; lia|]. apply hole_iff. rewrite hole_after by (try apply occ_lt_W; lia).
        apply orb_true_iff. right. unfold occupies. replace (col + x - col) with x by lia.
        rewrite !andb_true_iff, Nat.leb_le, Nat.ltb_lt, Nat.leb_le, Nat.ltb_lt.
        rewrite Hh in Hc by (apply occ_lt_W; lia). fold K in Hc. lia.
    + intros [c [Hc Hhole]]. apply hole_iff in Hhole. rewrite hole_after in Hhole by auto.
      apply orb_true_iff in Hhole. destruct Hhole as [Hhole|Hhole].
      * left. exists c. split; auto. apply hole_iff. auto.
      * right. unfold occupies in Hhole. rewrite !andb_true_iff, Nat.leb_le, Nat.ltb_lt, Nat.leb_le, Nat.ltb_lt in Hhole.
        exists (c - col). split; [apply in_seq; lia|]. rewrite andb_true_iff, Nat.leb_le, Nat.ltb_lt.
        replace (col + (c - col)) with c by lia. rewrite Hh by auto. lia.
Qed.
End Exact.

Lemma complete_same : forall g B d y, valid g -> describes g B d -> y < counted_rows g ->
  row_complete (g_width g) B y = dcomplete (g_width g) d y.
Proof.
  intros g B d y Hv [Hlh [Hld [Hh Hdead]]] Hy. destruct Hv as [_ [Hkt Ht]]. unfold row_complete, dcomplete.
  destruct (dead d y) eqn:E; simpl.
  - apply Hdead in E as [c [Hc [Hb _]]]; auto. apply not_true_iff_false. intros F.
    rewrite forallb_forall in F. rewrite F in Hb; [discriminate|]. apply in_seq; lia.
  - apply forallb_ext_in. intros c Hc. apply in_seq in Hc. rewrite Hh by lia.
    destruct (B c y) eqn:Eb.
    + symmetry. apply Nat.ltb_lt. apply (hb_filled B c board_rows y) in Eb; unfold height; [lia|].
      unfold top, board_rows in *. destruct (g_kind g); lia.
    + symmetry. apply Nat.ltb_ge. destruct (Nat.lt_ge_cases y (height B c)); [|lia].
      exfalso. assert (dead d y = true) by (apply Hdead; [lia | exists c; repeat split; auto; lia]). congruence.
Qed.

Lemma completes_same : forall g B d n, valid g -> describes g B d -> n <= counted_rows g ->
  completes_below (g_width g) B n = dcompletes_below (g_width g) d n.
Proof.
  intros. unfold completes_below, dcompletes_below. apply existsb_ext_in.
  intros y Hy. apply in_seq in Hy. apply complete_same; auto. lia.
Qed.

Lemma allowed_iff : forall g B d p o col, valid g -> wf g B -> describes g B d ->
  allowed g B p o col <-> dallowed g d p o col = true.
Proof.
  intros g B d p o col Hv Hwf Hd. unfold allowed, dallowed.
  rewrite !andb_true_iff, Nat.ltb_lt, piece_eqb_eq. split.
  - intros [Ho [Hp [Hf [Hc [Ht Hm]]]]]. rewrite <- (cap_same g B d) by auto.
    unfold below_top in Ht. rewrite <- (rest_same g B d) by auto. tauto.
  - intros [[[[[Ho Hp] Hf] Hc] Ht] Hm]. rewrite <- (cap_same g B d) in Hc by auto.
    rewrite <- (rest_same g B d) in Ht by auto. unfold below_top. tauto.
Qed.

Lemma step : forall g B d p o col, valid g -> wf g B -> describes g B d -> allowed g B p o col ->
  wf g (drop B o col) /\ describes g (drop B o col) (dstep g d o col) /\
  wins_now g (drop B o col) = dcompletes_below (g_width g) (dstep g d o col) (goal_rows g) /\
  goes_on g (drop B o col) = negb (dcompletes_below (g_width g) (dstep g d o col) (counted_rows g)).
Proof.
  intros g B d p o col Hv Hwf Hd Ha. destruct Ha as [Ho [_ [Hf [Hc [Ht _]]]]].
  assert (Hd' : describes g (drop B o col) (dstep g d o col)) by (apply describes_drop; auto).
  split; [apply wf_drop; auto|]. split; auto. pose proof Hv as [Hg _].
  unfold wins_now, goes_on. rewrite !completes_same with (d := dstep g d o col); auto.
Qed.

Lemma empty_ok : forall g, valid g ->
  wf g empty_board /\ describes g empty_board (empty_desc (g_width g) (counted_rows g)).
Proof.
  intros g Hv. split; [intros c y E; discriminate|].
  assert (H0 : forall c, height empty_board c = 0) by (intros; unfold height; induction board_rows; auto).
  unfold empty_desc. split; [apply repeat_length|]. split; [apply repeat_length|]. split.
  - intros c Hc. unfold hgt. cbn [dh]. rewrite H0. rewrite nth_repeat. lia.
  - intros y Hy. unfold dead. cbn [dd]. rewrite nth_repeat. split; [discriminate|].
    intros [c [_ [_ Hlt]]]. rewrite H0 in Hlt. lia.
Qed.
