(* formal/SlideCheck.v -- the verified checks of slide certificates ([rules.moves.slide],
   [cert.semantics] "Slides", [adv.slide]) and their soundness theorems.

   Slides are walked on concrete boards ([rules.moves.lemmas]: no description lemma), written as
   rows of bits (bit c of row y: cell (c, y)). The reachable positions are computed by a flood
   (`flood`), every member of which is proved reachable, and which is proved to hold every
   reachable position when it is closed (`grow` leaves it unchanged), as the check verifies. The
   checks read tables that the unverified walk (formal/driver/slide_walk.ml) filled, entry ids and
   the entry each move leads to; the theorems hold whatever the tables. *)
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
Definition grow (F E X : list nat) : list nat :=
  map (fun r => let s := nth r X 0 in
         Nat.lor (Nat.lor (nth r E 0) s)
           (Nat.land (nth r F 0) (Nat.lor (Nat.lor (Nat.shiftl s 1) (Nat.shiftr s 1)) (nth (S r) X 0))))
      (seq 0 (length F)).
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

Lemma grow_bit : forall F E X c r, r < length F ->
  in_set (grow F E X) c r = in_set E c r || in_set X c r ||
    in_set F c r && (match c with 0 => false | S c' => in_set X c' r end || in_set X (S c) r || in_set X c (S r)).
Proof.
  intros. unfold in_set, grow. rewrite nth_map_seq by auto.
  rewrite !Nat.lor_spec, Nat.land_spec, !Nat.lor_spec, shiftl1_bit, Nat.shiftr_spec'. rewrite Nat.add_1_r. auto.
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
  2: { unfold in_set, grow in H. rewrite nth_overflow in H by (rewrite map_length, seq_length; lia).
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

(* ---------- an allowed slide, X the flood of its orientation ---------- *)
Definition sallowedb (g : game) (R : rows) (p : piece) (o c r : nat) (X : list nat) : bool :=
  let W := g_width g in let T := top g in
  (o <? 19) && piece_beq (piece_of o) p && fits W o c && under_cap g (to_board R) o c &&
  (r + height_of o <=? T) && locked W T (to_board R) (o, c, r) && in_set X c r.

Lemma sallowedb_sound : forall g R p o c r X, sound_set (g_width g) (top g) (to_board R) o X ->
  sallowedb g R p o c r X = true -> slide_allowed g (to_board R) p o c r.
Proof.
  intros g R p o c r X HX H. unfold sallowedb in H. rewrite !andb_true_iff in H.
  destruct H as [[[[[[Ho Hp] Hf] Hcap] Ht] Hl] Hin]. apply Nat.ltb_lt in Ho. apply piece_beq_eq in Hp.
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
  sallowedb g R p o c r (flood (g_width g) (top g) (to_board R) o) &&
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
  apply sallowedb_sound in Ha; [|apply flood_sound].
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
      forallb (fun o => let X := flood W T (to_board R) o in
                 closedb W T (to_board R) o X && pairs_ok (sfield_ok g N E budget R p m o X) (grid W T) (kids e o))
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
  rewrite forallb_forall in Hos. specialize (Hos o (orients_in o p Ho Hpo)). apply andb_true_iff in Hos as [Hc Hfs].
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
