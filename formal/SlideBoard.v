(* formal/SlideBoard.v -- slide games on concrete boards, written as rows of bits (bit c of row
   y: cell (c, y)): the placement on rows proved to fill the cells of formal/Slide.v's `place`,
   boards that agree cell by cell play alike, and the flood that finds the reachable positions of
   one orientation, every member of which is proved reachable, and which holds every reachable
   position when it is closed (one more round adds nothing). *)
From Coq Require Import List Arith Bool Lia.
Import ListNotations.
From Sureline Require Import Rules Desc Slide Survival SurvivalCheck SurvivalWeaken.

(* ---------- boards as rows of bits ---------- *)
Definition rows := list nat.
Definition to_board (R : rows) : board := fun c y => Nat.testbit (nth y R 0) c.
Definition empty_rows : rows := repeat 0 board_rows.
Definition place_rows (R : rows) (o c r : nat) : rows :=
  map_rows (fun y v => fold_left (fun v xy =>
      if y =? r + snd xy then Nat.lor v (Nat.shiftl 1 (c + fst xy)) else v) (cells o) v) 0 R.

(* two boards with the same cells *)
Definition agree (B B' : board) : Prop := forall c y, B c y = B' c y.

Lemma fold_set_bit : forall (l : list (nat * nat)) y r c v x,
  Nat.testbit (fold_left (fun v xy => if y =? r + snd xy then Nat.lor v (Nat.shiftl 1 (c + fst xy)) else v) l v) x =
  Nat.testbit v x || existsb (fun xy => (x =? c + fst xy) && (y =? r + snd xy)) l.
Proof.
  induction l as [|xy l IH]; intros; simpl; [now rewrite orb_false_r|]. rewrite IH.
  destruct (y =? r + snd xy) eqn:E; simpl.
  - rewrite Nat.lor_spec, Nat.shiftl_1_l, Nat.pow2_bits_eqb. rewrite andb_true_r.
    rewrite (Nat.eqb_sym (c + fst xy) x). symmetry. apply orb_assoc.
  - rewrite andb_false_r. reflexivity.
Qed.

Lemma nth_map_rows : forall f R k y, y < length R ->
  nth y (map_rows f k R) 0 = f (k + y) (nth y R 0).
Proof.
  intros f R. induction R as [|v R IH]; intros k y Hy; simpl in *; [lia|].
  destruct y; [f_equal; lia|]. rewrite IH by lia. f_equal. lia.
Qed.

Lemma map_rows_length : forall f R k, length (map_rows f k R) = length R.
Proof. intros f R. induction R; intros; simpl; auto. Qed.

Lemma place_rows_agree : forall R o c r, length R = board_rows -> o < 19 -> r + height_of o <= board_rows ->
  agree (to_board (place_rows R o c r)) (place (to_board R) o c r).
Proof.
  intros R o c r HR Ho Hr x y. unfold to_board, place, place_rows.
  destruct (Nat.lt_ge_cases y (length R)) as [Hy|Hy].
  - rewrite nth_map_rows by auto. simpl. apply fold_set_bit.
  - rewrite !nth_overflow; [| lia | rewrite map_rows_length; lia]. rewrite !Nat.bits_0. simpl.
    symmetry. apply not_true_iff_false. intros E. apply existsb_exists in E as [xy [Hin E]].
    apply andb_true_iff in E as [_ E]. apply Nat.eqb_eq in E. destruct (cell_bounds o xy Ho Hin). lia.
Qed.

(* ---------- the rules read boards cell by cell: boards that agree play alike ---------- *)
Section Agree.
Variables (B B' : board).
Hypothesis HB : agree B B'.

Lemma height_agree : forall c, height B c = height B' c.
Proof. intros. apply hb_ext. auto. Qed.

Lemma free_agree : forall W T q, free W T B q = free W T B' q.
Proof. intros W T [[o c] r]. unfold free. apply forallb_ext_in. intros xy _. rewrite HB. auto. Qed.

Lemma locked_agree : forall W T q, locked W T B q = locked W T B' q.
Proof. intros W T [[o c] r]. unfold locked. destruct r; rewrite !free_agree; auto. Qed.

Lemma completes_agree : forall W n, completes_below W B n = completes_below W B' n.
Proof.
  intros. unfold completes_below, row_complete. apply existsb_ext_in. intros y _.
  apply forallb_ext_in. intros c _. auto.
Qed.

Lemma place_agree : forall o c r, agree (place B o c r) (place B' o c r).
Proof. intros o c r x y. unfold place. rewrite HB. auto. Qed.
End Agree.

Lemma reachable_ext : forall start step (ok ok' : spos -> bool) q, (forall q, ok q = ok' q) ->
  reachable start step ok q -> reachable start step ok' q.
Proof.
  intros start step ok ok' q E H. induction H; [now constructor|]. eapply reach_next; eauto; congruence.
Qed.

Lemma allowed_agree : forall g B B' p o c r, agree B B' -> slide_allowed g B p o c r -> slide_allowed g B' p o c r.
Proof.
  intros g B B' p o c r HB (Ho & Hp & Hf & Hcap & Ht & Hl & Hr). repeat split; auto.
  - unfold under_cap in *. destruct (g_kind g); auto. rewrite <- Hcap. apply forallb_ext_in. intros xy _.
    rewrite (height_agree B B'); auto.
  - rewrite <- (locked_agree B B'); auto.
  - eapply reachable_ext; [|exact Hr]. intros q. apply free_agree. auto.
Qed.

Lemma swins_agree : forall g n B B', agree B B' -> swins g n B -> swins g n B'.
Proof.
  intros g n. induction n as [|n IH]; intros B B' HB H; inversion H; subst. constructor.
  intros p Hp. destruct (H1 p Hp) as [o [c [r [Ha Hw]]]]. exists o, c, r. split; [eapply allowed_agree; eauto|].
  unfold wins_now, goes_on in *. rewrite <- !(completes_agree _ _ (place_agree B B' HB o c r)).
  destruct Hw as [Hw|[Hg Hw]]; auto. right. split; auto. eapply IH; [|exact Hw]. apply place_agree. auto.
Qed.

Lemma swins_mono : forall g n B m, swins g n B -> n <= m -> swins g m B.
Proof.
  intros g n. induction n as [|n IH]; intros B m H Hm; inversion H; subst. destruct m as [|m]; [lia|].
  constructor. intros p Hp. destruct (H1 p Hp) as [o [c [r [Ha Hw]]]]. exists o, c, r. split; auto.
  destruct Hw as [Hw|[Hg Hw]]; auto. right. split; auto. apply IH; auto. lia.
Qed.

(* ---------- the flood: the reachable positions of one orientation ---------- *)
(* sets of positions (o, c, r), o fixed: rows 0 .. T of bits, bit c of row r *)
Definition in_set (X : list nat) (c r : nat) : bool := Nat.testbit (nth r X 0) c.
Definition mask (f : nat -> bool) (W : nat) : nat :=
  fold_right (fun c m => if f c then Nat.lor (Nat.shiftl 1 c) m else m) 0 (seq 0 W).
(* the free positions, and the entries (row T, inside the walls) *)
Definition frees (W T : nat) (B : board) (o : nat) : list nat :=
  map (fun r => mask (fun c => free W T B (o, c, r)) W) (seq 0 (S T)).
Definition entries (W T o : nat) : list nat :=
  map (fun r => if r =? T then mask (fun c => c + width_of o <=? W) W else 0) (seq 0 (S T)).
(* one round: the entries, the set, and each free position one step (right, left, down) from it *)
Definition grow_row (f e s above : nat) : nat :=
  Nat.lor (Nat.lor e s) (Nat.land f (Nat.lor (Nat.lor (Nat.shiftl s 1) (Nat.shiftr s 1)) above)).
(* the rows in step (F's length; a missing row is 0), X' the rows above those of X *)
Fixpoint grow_rows (F E X X' : list nat) : list nat :=
  match F with
  | [] => []
  | f :: F' => grow_row f (hd 0 E) (hd 0 X) (hd 0 X') :: grow_rows F' (tl E) (tl X) (tl X')
  end.
Definition grow (F E X : list nat) : list nat := grow_rows F E X (tl X).
Fixpoint iterate (fuel : nat) (F E X : list nat) : list nat :=
  match fuel with
  | 0 => X
  | S k => let X' := grow F E X in if rows_eqb X' X then X else iterate k F E X'
  end.
Definition flood (W T : nat) (B : board) (o : nat) : list nat :=
  let E := entries W T o in iterate (S W * S T) (frees W T B o) E E.
(* closed: one more round adds nothing *)
Definition closedb (W T : nat) (B : board) (o : nat) (X : list nat) : bool :=
  rows_eqb (grow (frees W T B o) (entries W T o) X) X.

Lemma mask_from : forall (f : nat -> bool) W s c,
  Nat.testbit (fold_right (fun (c : nat) (m : nat) => if f c then Nat.lor (Nat.shiftl 1 c) m else m) 0 (seq s W)) c =
  (s <=? c) && (c <? s + W) && f c.
Proof.
  intros f W. induction W as [|W IH]; intros s c; cbn [seq fold_right].
  - rewrite Nat.bits_0. replace (s + 0) with s by lia.
    destruct (s <=? c) eqn:E1, (c <? s) eqn:E2; cbn [andb]; auto. apply Nat.leb_le in E1. apply Nat.ltb_lt in E2. lia.
  - assert (Hr := IH (S s) c).
    assert (Hb : Nat.testbit (Nat.shiftl 1 s) c = (s =? c)) by (rewrite Nat.shiftl_1_l, Nat.pow2_bits_eqb; auto).
    replace (s + S W) with (S s + W) by lia.
    destruct (Nat.eq_dec s c) as [<-|Hne].
    + rewrite Nat.leb_refl. assert (E : (s <? S s + W) = true) by (apply Nat.ltb_lt; lia). rewrite E.
      destruct (f s) eqn:Ef; [rewrite Nat.lor_spec, Hb, Nat.eqb_refl; auto|]. rewrite Hr.
      assert (E2 : (S s <=? s) = false) by (apply Nat.leb_gt; lia). rewrite E2. auto.
    + assert (H1 : (s <=? c) = (S s <=? c)).
      { destruct (s <=? c) eqn:E1, (S s <=? c) eqn:E2; auto; rewrite ?Nat.leb_le, ?Nat.leb_gt in *; lia. }
      rewrite H1. apply Nat.eqb_neq in Hne. destruct (f s); [rewrite Nat.lor_spec, Hb, Hne|]; rewrite Hr; auto.
Qed.
Lemma mask_bit : forall f W c, Nat.testbit (mask f W) c = (c <? W) && f c.
Proof. intros. unfold mask. rewrite mask_from. auto. Qed.

Definition reach (W T : nat) (B : board) : spos -> Prop := reachable (entry W T) slide_step (free W T B).

Lemma shiftl1_bit : forall s c, Nat.testbit (Nat.shiftl s 1) c = match c with 0 => false | S c' => Nat.testbit s c' end.
Proof.
  intros s [|c]; [apply Nat.shiftl_spec_low; lia|]. rewrite Nat.shiftl_spec_high by lia. f_equal. lia.
Qed.

Lemma nth_grow_rows : forall F E X X' r, r < length F ->
  nth r (grow_rows F E X X') 0 = grow_row (nth r F 0) (nth r E 0) (nth r X 0) (nth r X' 0).
Proof.
  induction F as [|f F IH]; intros E X X' r Hr; simpl in *; [lia|].
  destruct r as [|r]; [destruct E, X, X'; reflexivity|].
  rewrite IH by lia. destruct E, X, X'; simpl; auto; destruct r; auto.
Qed.

Lemma grow_rows_length : forall F E X X', length (grow_rows F E X X') = length F.
Proof. induction F; intros; simpl; auto. Qed.

Lemma grow_bit : forall F E X c r, r < length F ->
  in_set (grow F E X) c r = in_set E c r || in_set X c r ||
    in_set F c r && (match c with 0 => false | S c' => in_set X c' r end || in_set X (S c) r || in_set X c (S r)).
Proof.
  intros. unfold in_set, grow. rewrite nth_grow_rows by auto. unfold grow_row.
  rewrite !Nat.lor_spec, Nat.land_spec, !Nat.lor_spec, shiftl1_bit, Nat.shiftr_spec'. rewrite Nat.add_1_r.
  replace (nth r (tl X) 0) with (nth (S r) X 0) by (destruct X; simpl; auto; destruct r; auto). auto.
Qed.

Lemma zero_col : forall o, o < 19 -> exists y, In (0, y) (cells o).
Proof. intros o Ho. do 19 (destruct o as [|o]; [simpl; eauto 20|]). lia. Qed.

Lemma free_col : forall W T B o c r, o < 19 -> free W T B (o, c, r) = true -> c < W.
Proof.
  intros W T B o c r Ho Hf. destruct (zero_col o Ho) as [y Hy]. unfold free in Hf. rewrite forallb_forall in Hf.
  specialize (Hf _ Hy). simpl in Hf. apply andb_true_iff in Hf as [Hf _]. apply Nat.ltb_lt in Hf. lia.
Qed.

Lemma frees_bit : forall W T B o c r, in_set (frees W T B o) c r = (r <? S T) && (c <? W) && free W T B (o, c, r).
Proof.
  intros. unfold in_set, frees. destruct (r <? S T) eqn:E.
  - apply Nat.ltb_lt in E. rewrite nth_map_seq by auto. apply mask_bit.
  - apply Nat.ltb_ge in E. rewrite nth_overflow by (rewrite map_length, seq_length; lia). apply Nat.bits_0.
Qed.

Lemma entries_bit : forall W T o c r, in_set (entries W T o) c r = (r <? S T) && (r =? T) && (c <? W) && (c + width_of o <=? W).
Proof.
  intros. unfold in_set, entries. destruct (r <? S T) eqn:E.
  - apply Nat.ltb_lt in E. rewrite nth_map_seq by auto. destruct (r =? T); simpl; [rewrite mask_bit; auto|apply Nat.bits_0].
  - apply Nat.ltb_ge in E. rewrite nth_overflow by (rewrite map_length, seq_length; lia). apply Nat.bits_0.
Qed.

Section Flood.
Variables (W T : nat) (B : board) (o : nat).
Let F := frees W T B o.
Let E := entries W T o.
Definition sound_set (X : list nat) : Prop := forall c r, in_set X c r = true -> reach W T B (o, c, r).

Lemma entries_sound : sound_set E.
Proof.
  intros c r H. unfold E in H. rewrite entries_bit in H. rewrite !andb_true_iff in H.
  destruct H as [[[_ Hr] _] Hc]. apply Nat.eqb_eq in Hr. apply Nat.leb_le in Hc. subst. constructor. simpl. auto.
Qed.

Lemma grow_sound : forall X, sound_set X -> sound_set (grow F E X).
Proof.
  intros X HX c r H. destruct (Nat.lt_ge_cases r (length F)) as [Hr|Hr].
  2: { unfold in_set, grow in H. rewrite nth_overflow in H by (rewrite grow_rows_length; lia).
       rewrite Nat.bits_0 in H. discriminate. }
  rewrite grow_bit in H by auto. rewrite !orb_true_iff, andb_true_iff, !orb_true_iff in H.
  destruct H as [[H|H]|[Hf [[H|H]|H]]]; [now apply entries_sound|now apply HX|..];
    unfold F in Hf; rewrite frees_bit, !andb_true_iff in Hf; destruct Hf as [_ Hf].
  - destruct c as [|c]; [discriminate|]. eapply reach_next; [apply (HX c r H)|simpl; auto|auto].
  - eapply reach_next; [apply (HX (S c) r H)|simpl; auto|auto].
  - eapply reach_next; [apply (HX c (S r) H)|simpl; auto|auto].
Qed.

Lemma iterate_sound : forall k X, sound_set X -> sound_set (iterate k F E X).
Proof.
  induction k as [|k IH]; intros X HX; [exact HX|].
  change (iterate (S k) F E X) with (if rows_eqb (grow F E X) X then X else iterate k F E (grow F E X)).
  destruct (rows_eqb (grow F E X) X); auto. apply IH. apply grow_sound. auto.
Qed.

Lemma flood_sound : sound_set (flood W T B o).
Proof. unfold flood. apply iterate_sound. apply entries_sound. Qed.

(* a closed set holds every reachable position of o *)
Lemma closed_complete : forall X, o < 19 -> closedb W T B o X = true ->
  forall q, reach W T B q -> fst (fst q) = o -> snd q <= T /\ in_set X (snd (fst q)) (snd q) = true.
Proof.
  intros X Ho Hc. unfold closedb in Hc. apply rows_eqb_eq in Hc.
  assert (HF : length (frees W T B o) = S T) by (unfold frees; rewrite map_length, seq_length; auto).
  intros q Hq. induction Hq as [[[o' c] r] Hs|[[o1 c1] r1] [[o' c] r] Hq IH Hst Hfree]; simpl; intros Ho'; subst o'.
  - destruct Hs as [-> Hw]. split; auto. rewrite <- Hc. rewrite grow_bit by lia.
    rewrite entries_bit. rewrite Nat.eqb_refl. destruct (zero_col o Ho) as [y Hy].
    assert (Hwid : 1 <= width_of o) by (unfold width_of; lia).
    assert (E1 : (T <? S T) = true) by (apply Nat.ltb_lt; lia). assert (E2 : (c <? W) = true) by (apply Nat.ltb_lt; lia).
    assert (E3 : (c + width_of o <=? W) = true) by (apply Nat.leb_le; lia). rewrite E1, E2, E3. auto.
  - simpl in Hst. destruct Hst as [<- Hst]. destruct (IH eq_refl) as [Hr1 Hin]. simpl in Hr1, Hin.
    assert (Hr : r <= T) by (destruct Hst as [[_ Er]|[_ Er]]; lia).
    split; auto. rewrite <- Hc. rewrite grow_bit by lia.
    rewrite frees_bit. assert (E1 : (r <? S T) = true) by (apply Nat.ltb_lt; lia).
    assert (E2 : (c <? W) = true) by (apply Nat.ltb_lt; eapply free_col; eauto). rewrite E1, E2, Hfree. simpl.
    destruct Hst as [[[-> | ->] ->] | [-> ->]]; rewrite Hin; simpl; rewrite ?orb_true_r; auto.
Qed.
End Flood.

(* the same sets, the free positions computed a row at a time from the rows (each row read once a
   cell of the orientation, not once a column) *)
Definition frees_rows (W T : nat) (R : rows) (o : nat) : list nat :=
  map (fun r => fold_right (fun xy m => Nat.land m (let v := nth (r + snd xy) R 0 in
          mask (fun c => (c + fst xy <? W) && ((T <=? r + snd xy) || negb (Nat.testbit v (c + fst xy)))) W))
        (mask (fun _ => true) W) (cells o)) (seq 0 (S T)).
Definition flood_rows (W T : nat) (R : rows) (o : nat) : list nat :=
  let E := entries W T o in iterate (S W * S T) (frees_rows W T R o) E E.
Definition closedb_rows (W T : nat) (R : rows) (o : nat) (X : list nat) : bool :=
  rows_eqb (grow (frees_rows W T R o) (entries W T o) X) X.

Lemma frees_rows_eq : forall W T R o, frees_rows W T R o = frees W T (to_board R) o.
Proof.
  intros. unfold frees_rows, frees. apply map_ext_in. intros r _. apply Nat.bits_inj. intros c.
  rewrite mask_bit. unfold free, to_board. induction (cells o) as [|xy l IH]; simpl.
  - rewrite mask_bit. rewrite andb_true_r. auto.
  - rewrite Nat.land_spec, IH, mask_bit. destruct (c <? W); simpl; auto. apply andb_comm.
Qed.

Lemma flood_rows_eq : forall W T R o, flood_rows W T R o = flood W T (to_board R) o.
Proof. intros. unfold flood_rows, flood. rewrite frees_rows_eq. auto. Qed.

Lemma closedb_rows_eq : forall W T R o X, closedb_rows W T R o X = closedb W T (to_board R) o X.
Proof. intros. unfold closedb_rows, closedb. rewrite frees_rows_eq. auto. Qed.
