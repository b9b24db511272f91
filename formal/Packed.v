(* formal/Packed.v -- descriptions packed into machine integers, as the verified checks of
   formal/Check.v compute them, for speed: three numbers instead of two lists (no list cell to
   allocate, walk or collect), a drop of a few shifts and masks, and a key that is the description
   itself. Each function is proved equal to its list form of formal/Fast.v (so to Desc.v's through
   the equalities proved there): the description lemma of [rules.abstract] carries over unchanged
   through `unpack`, the description a packed one stands for. *)
From Coq Require Import List Arith Bool Lia.
Import ListNotations.
From Sureline Require Import Rules Claims Desc Parity Fast.

(* ---------- a description in three numbers ---------- *)
(* The capped heights (at most K <= 20, so 5 bits), column c at bit 5c: columns 0..7 in ph0,
   8..15 in ph1 (both below 2^40 for W <= 16); the dead rows, row y at bit y of pdd. *)
Record pdesc := mkpdesc { ph0 : nat; ph1 : nat; pdd : nat }.

Definition field (a i : nat) : nat := Nat.land (Nat.shiftr a (5 * i)) 31.
Definition pget (p : pdesc) (c : nat) : nat := if c <? 8 then field (ph0 p) c else field (ph1 p) (c - 8).
Definition pdead (p : pdesc) (y : nat) : bool := Nat.testbit (pdd p) y.

(* the description p stands for in a game of W columns and K tracked rows *)
Definition unpack (W K : nat) (p : pdesc) : desc := mkdesc (map (pget p) (seq 0 W)) (map (pdead p) (seq 0 K)).

Definition pempty : pdesc := mkpdesc 0 0 0.

(* the fields f c, ..., f (c + n - 1), the first in the lowest bits *)
Fixpoint packf (f : nat -> nat) (c n : nat) : nat := match n with 0 => 0 | S n' => f c + 32 * packf f (S c) n' end.
Definition pheights (f : nat -> nat) (W dd : nat) : pdesc := mkpdesc (packf f 0 (Nat.min W 8)) (packf f 8 (W - 8)) dd.

(* ---------- the drop, [adv.drop] ---------- *)
(* the resting row: per column of the piece, its height less the piece's lowest cell there *)
Fixpoint prest (p : pdesc) (c : nat) (cols : list (nat * nat)) : nat :=
  match cols with [] => 0 | lc :: cs => Nat.max (pget p c - fst lc) (prest p (S c) cs) end.

(* the rows lo .. hi - 1, as bits *)
Definition rows (lo hi : nat) : nat := Nat.ldiff (Nat.shiftl 1 hi - 1) (Nat.shiftl 1 lo - 1).

(* the rows the drop leaves dead below K: per column of the piece, from its height up to the
   piece's lowest cell there *)
Fixpoint pnewdead (p : pdesc) (c : nat) (cols : list (nat * nat)) (y0 w K : nat) : nat :=
  match w with
  | 0 => 0
  | S w' => Nat.lor (rows (pget p c) (Nat.min (y0 + fst (hd (3, 0) cols)) K)) (pnewdead p (S c) (tl cols) y0 w' K)
  end.

(* a column's height after the drop *)
Definition pheight (p : pdesc) (o col w y0 K c : nat) : nat :=
  if (col <=? c) && (c <? col + w) then Nat.min (y0 + thi o (c - col) + 1) K else pget p c.

(* The hot loops run down a constant list of 20 slots rather than down a nat: OCaml compiles the
   extracted match on a nat (ExtrOcamlNatInt) as two closures allocated at every step. *)
Definition slots : list unit := repeat tt 20.

(* packf (pheight p o col w y0 K) c n, for n <= 20 *)
Fixpoint pfill (l : list unit) (p : pdesc) (o col w y0 K c n : nat) : nat :=
  match l with
  | [] => 0
  | _ :: l' => if n =? 0 then 0 else pheight p o col w y0 K c + 32 * pfill l' p o col w y0 K (S c) (n - 1)
  end.

Definition pstep (g : game) (p : pdesc) (o col : nat) : pdesc :=
  let K := counted_rows g in
  let W := g_width g in
  let t := tab o in
  let w := t_width t in
  let y0 := prest p col (t_cols t) in
  mkpdesc (pfill slots p o col w y0 K 0 (Nat.min W 8)) (pfill slots p o col w y0 K 8 (W - 8))
    (Nat.lor (pdd p) (pnewdead p col (t_cols t) y0 w K)).

(* ---------- legality, [rules.legal] ---------- *)
Fixpoint punder (p : pdesc) (c : nat) (cols : list (nat * nat)) (R : nat) : bool :=
  match cols with [] => true | _ :: cs => (pget p c <? R) && punder p (S c) cs R end.
Definition punder_cap (g : game) (p : pdesc) (o col : nat) : bool :=
  match g_kind g with Capped R => punder p col (t_cols (tab o)) R | _ => true end.

Definition pallowed (g : game) (p : pdesc) (pc : piece) (o col : nat) : bool :=
  (o <? 19) && piece_eqb (t_piece (tab o)) pc && (col + t_width (tab o) <=? g_width g)
  && punder_cap g p o col && (prest p col (t_cols (tab o)) + t_height (tab o) <=? top g) && in_moveset (g_moves g) o col.

(* ---------- completion, [rules.completion] ---------- *)
(* the lowest of m and the heights of columns c .. c + n - 1 *)
Fixpoint pminh (p : pdesc) (c n m : nat) : nat := match n with 0 => m | S n' => Nat.min (pget p c) (pminh p (S c) n' m) end.
(* the same read off one number's fields, a shift a column *)
Fixpoint fmin (a n m : nat) : nat := match n with 0 => m | S n' => Nat.min (Nat.land a 31) (fmin (Nat.shiftr a 5) n' m) end.
(* the same down the slots, for n <= 20 *)
Fixpoint fminl (l : list unit) (a n m : nat) : nat :=
  match l with [] => m | _ :: l' => if n =? 0 then m else Nat.min (Nat.land a 31) (fminl l' (Nat.shiftr a 5) (n - 1) m) end.
Definition pminw (p : pdesc) (W m : nat) : nat := fminl slots (ph0 p) (Nat.min W 8) (fminl slots (ph1 p) (W - 8) m).
(* some row of y .. y + m - 1 not dead *)
Fixpoint plive (p : pdesc) (y m : nat) : bool := match m with 0 => false | S m' => negb (pdead p y) || plive p (S y) m' end.
(* a row below n completes: one below the lowest column is not dead *)
Definition pcompletes_below (W : nat) (p : pdesc) (n : nat) : bool := plive p 0 (pminw p W n).

Fixpoint pdead_from (p : pdesc) (y n : nat) : bool := match n with 0 => true | S n' => pdead p y && pdead_from p (S y) n' end.
Definition pall_dead (K : nat) (p : pdesc) : bool := pdead_from p 0 K.

(* [adv.terminal.parity] (formal/Parity.v): row y's columns c .. c + n - 1 scanned, run the
   parity of the run of empty columns (height <= y) just before; does a run of odd length end? *)
Fixpoint podd (p : pdesc) (y c n : nat) (run : bool) : bool :=
  match n with
  | 0 => run
  | S n' => if pget p c <=? y then podd p y (S c) n' (negb run) else run || podd p y (S c) n' false
  end.
Fixpoint pparity_from (p : pdesc) (W y n : nat) : bool :=
  match n with 0 => true | S n' => (pdead p y || podd p y 0 W false) && pparity_from p W (S y) n' end.
Definition pparity_ok (g : game) (p : pdesc) : bool := pparity_from p (g_width g) 0 (counted_rows g).

Definition peqb (p q : pdesc) : bool := (ph0 p =? ph0 q) && (ph1 p =? ph1 q) && (pdd p =? pdd q).

(* ============================ proofs ============================ *)

Lemma field_div : forall a i, field a i = a / 2 ^ (5 * i) mod 32.
Proof. intros. unfold field. rewrite Nat.shiftr_div_pow2. change 31 with (Nat.ones 5). now rewrite Nat.land_ones. Qed.

Lemma field_lt : forall a i, field a i < 32.
Proof. intros. rewrite field_div. apply Nat.mod_upper_bound. lia. Qed.

Lemma pget_lt : forall p c, pget p c < 32.
Proof. intros. unfold pget. destruct (c <? 8); apply field_lt. Qed.

Lemma field_packf : forall f n c i, (forall j, f j < 32) -> i < n -> field (packf f c n) i = f (c + i).
Proof.
  intros f n. induction n as [|n IH]; intros c i Hf Hi; [lia|]. cbn [packf]. rewrite field_div.
  destruct i as [|i].
  - rewrite Nat.mul_0_r, Nat.pow_0_r, Nat.div_1_r, Nat.add_0_r, (Nat.mul_comm 32), Nat.mod_add by lia.
    apply Nat.mod_small, Hf.
  - replace (2 ^ (5 * S i)) with (32 * 2 ^ (5 * i))
      by (rewrite Nat.mul_succ_r, Nat.pow_add_r; change (2 ^ 5) with 32; apply Nat.mul_comm).
    rewrite <- Nat.div_div by (try apply Nat.pow_nonzero; lia).
    rewrite (Nat.mul_comm 32), Nat.div_add, (Nat.div_small (f c)) by (auto; lia). simpl Nat.add.
    rewrite <- field_div, IH by (auto; lia). f_equal. lia.
Qed.

Lemma pget_heights : forall f W dd c, (forall j, f j < 32) -> c < W -> pget (pheights f W dd) c = f c.
Proof.
  intros f W dd c Hf Hc. unfold pget, pheights. cbn [ph0 ph1].
  destruct (Nat.ltb_spec c 8).
  - rewrite field_packf by (auto; lia). reflexivity.
  - rewrite field_packf by (auto; lia). f_equal. lia.
Qed.

Lemma hgt_unpack : forall W K p c, c < W -> hgt (unpack W K p) c = pget p c.
Proof. intros. unfold hgt, unpack. cbn [dh]. now rewrite nth_map_seq. Qed.

Lemma dead_unpack : forall W K p y, y < K -> dead (unpack W K p) y = pdead p y.
Proof. intros. unfold dead, unpack. cbn [dd]. now rewrite nth_map_seq. Qed.

Lemma window_unpack : forall W K p col x, col + x < W -> nth x (window (unpack W K p) col) 0 = pget p (col + x).
Proof. intros. rewrite nth_window. now apply hgt_unpack. Qed.

Lemma nth_tl : forall (win : list nat) x, nth x (tl win) 0 = nth (S x) win 0.
Proof. intros [|h t] x; [destruct x|]; reflexivity. Qed.

Lemma tcols_len : forall o, length (t_cols (tab o)) <= t_width (tab o).
Proof. intro o. do 19 (destruct o as [|o]; [simpl; lia|]). simpl; lia. Qed.

(* the list forms read the window's head and tail; the packed ones, the fields c, c + 1, ... *)
Lemma prest_frest : forall p cols win c, (forall x, x < length cols -> nth x win 0 = pget p (c + x)) ->
  frest win cols = prest p c cols.
Proof.
  intros p cols. induction cols as [|lc cs IH]; intros win c H; [reflexivity|]. cbn [frest prest].
  replace (hd 0 win) with (nth 0 win 0) by (destruct win; reflexivity).
  rewrite H, Nat.add_0_r by (simpl; lia). f_equal. apply IH. intros x Hx.
  rewrite nth_tl, H by (simpl; lia). f_equal. lia.
Qed.

Lemma punder_funder : forall p R cols win c, (forall x, x < length cols -> nth x win 0 = pget p (c + x)) ->
  funder win cols R = punder p c cols R.
Proof.
  intros p R cols. induction cols as [|lc cs IH]; intros win c H; [reflexivity|]. cbn [funder punder].
  replace (hd 0 win) with (nth 0 win 0) by (destruct win; reflexivity).
  rewrite H, Nat.add_0_r by (simpl; lia). f_equal. apply IH. intros x Hx.
  rewrite nth_tl, H by (simpl; lia). f_equal. lia.
Qed.

Lemma testbit_rows : forall a b y, Nat.testbit (rows a b) y = (a <=? y) && (y <? b).
Proof.
  assert (E : forall n y, Nat.testbit (Nat.shiftl 1 n - 1) y = (y <? n)).
  { intros n y. replace (Nat.shiftl 1 n - 1) with (Nat.ones n) by (unfold Nat.ones; lia).
    destruct (Nat.ltb_spec y n); [now apply Nat.ones_spec_iff|].
    apply not_true_iff_false. rewrite Nat.ones_spec_iff. lia. }
  intros. unfold rows. rewrite Nat.ldiff_spec, !E.
  destruct (Nat.ltb_spec y b); destruct (Nat.ltb_spec y a); destruct (Nat.leb_spec a y); simpl; auto; lia.
Qed.

Lemma pnewdead_spans : forall w p cols win c y0 K y, y < K ->
  (forall x, x < w -> nth x win 0 = pget p (c + x)) ->
  Nat.testbit (pnewdead p c cols y0 w K) y = in_spans y (fspans win cols y0 w).
Proof.
  intros w. induction w as [|w IH]; intros p cols win c y0 K y Hy H; [apply Nat.testbit_0_l|].
  cbn [pnewdead]. rewrite Nat.lor_spec, testbit_rows.
  assert (Hb : forall b, (y <? Nat.min b K) = (y <? b)).
  { intros b. destruct (Nat.ltb_spec y (Nat.min b K)); destruct (Nat.ltb_spec y b); auto; lia. }
  assert (Ht : forall x, x < w -> nth x (tl win) 0 = pget p (S c + x)).
  { intros x Hx. rewrite nth_tl, H by lia. f_equal. lia. }
  assert (H0 : hd 0 win = pget p c).
  { specialize (H 0). rewrite Nat.add_0_r in H. destruct win; apply H; lia. }
  destruct cols as [|lc cs]; cbn [fspans in_spans fst snd hd tl];
    rewrite Hb, H0, (IH _ _ (tl win)) by auto; reflexivity.
Qed.

(* the drop on packed descriptions is the drop of formal/Fast.v on what they stand for *)
Lemma pstep_eq : forall g p o col, counted_rows g < 32 -> g_width g <= 16 -> col + t_width (tab o) <= g_width g ->
  unpack (g_width g) (counted_rows g) (pstep g p o col) = fdstep g (unpack (g_width g) (counted_rows g) p) o col.
Proof.
  intros g p o col HK HW Hf.
  assert (Hfill : forall n c, n <= 20 -> pfill slots p o col (t_width (tab o)) (prest p col (t_cols (tab o))) (counted_rows g) c n =
                              packf (pheight p o col (t_width (tab o)) (prest p col (t_cols (tab o))) (counted_rows g)) c n)
    by (intros n c; unfold slots; generalize 20 as k; intros k; revert c k; induction n as [|n IH]; intros c k Hk;
        destruct k; cbn [repeat pfill packf]; try reflexivity; try lia; rewrite Nat.sub_1_r; cbn [Nat.eqb Nat.pred];
        rewrite IH by lia; reflexivity).
  unfold pstep. rewrite !Hfill by lia. fold (pheights (pheight p o col (t_width (tab o)) (prest p col (t_cols (tab o))) (counted_rows g))
    (g_width g) (Nat.lor (pdd p) (pnewdead p col (t_cols (tab o)) (prest p col (t_cols (tab o))) (t_width (tab o)) (counted_rows g)))).
  unfold fdstep. cbv zeta.
  assert (Hw : forall x, x < t_width (tab o) -> nth x (window (unpack (g_width g) (counted_rows g) p) col) 0 = pget p (col + x))
    by (intros; apply window_unpack; lia).
  replace (fdrest _ o col) with (prest p col (t_cols (tab o)))
    by (symmetry; apply prest_frest; intros x Hx; apply Hw; pose proof (tcols_len o); lia).
  set (y0 := prest p col (t_cols (tab o))). unfold unpack at 1. f_equal.
  - rewrite fheights_eq, zipmap_eq. apply map_ext_in. intros c Hc. apply in_seq in Hc.
    rewrite pget_heights by (first [lia | intros j; unfold pheight; destruct (_ && _); [lia | apply pget_lt]]).
    cbn [dh unpack]. rewrite nth_map_seq by lia. reflexivity.
  - rewrite fdeads_eq, zipmap_eq. apply map_ext_in. intros y Hy. apply in_seq in Hy.
    unfold pdead at 1. cbn [pdd pheights dd unpack]. rewrite Nat.lor_spec, nth_map_seq by lia.
    rewrite <- in_spans_eq, (pnewdead_spans _ _ _ (window (unpack (g_width g) (counted_rows g) p) col)) by (auto; lia).
    reflexivity.
Qed.

Lemma pallowed_eq : forall g p pc o col,
  pallowed g p pc o col = fdallowed g (unpack (g_width g) (counted_rows g) p) pc o col.
Proof.
  intros. unfold pallowed, fdallowed.
  destruct (col + t_width (tab o) <=? g_width g) eqn:Ef; [|now rewrite !andb_false_r].
  apply Nat.leb_le in Ef.
  assert (Hw : forall x, x < length (t_cols (tab o)) -> nth x (window (unpack (g_width g) (counted_rows g) p) col) 0 = pget p (col + x))
    by (intros; apply window_unpack; pose proof (tcols_len o); lia).
  unfold fdrest. rewrite (prest_frest p _ _ col) by auto. f_equal. f_equal. f_equal.
  unfold punder_cap, fdunder_cap. destruct (g_kind g); auto. symmetry. now apply punder_funder.
Qed.

Lemma pminh_fminh : forall n p c m, fminh (map (pget p) (seq c n)) m n = pminh p c n m.
Proof. induction n as [|n IH]; intros; [reflexivity|]. cbn [seq map fminh pminh]. now rewrite IH. Qed.

Lemma pminh_le : forall p n c m, pminh p c n m <= m.
Proof. intros p n. induction n as [|n IH]; intros; cbn [pminh]; [lia|]. specialize (IH (S c) m). lia. Qed.

Lemma plive_eq : forall m p y, plive p y m = existsb (fun i => negb (pdead p i)) (seq y m).
Proof. induction m as [|m IH]; intros; [reflexivity|]. cbn [plive seq existsb]. now rewrite IH. Qed.

Lemma pminh_add : forall a p b c m, pminh p c (a + b) m = pminh p c a (pminh p (c + a) b m).
Proof.
  induction a as [|a IH]; intros; cbn [pminh Nat.add]; [now rewrite Nat.add_0_r|].
  rewrite IH. do 3 f_equal. lia.
Qed.

(* fmin reads the fields c, c + 1, ... of a *)
Lemma fmin_field : forall n a c m, fmin (Nat.shiftr a (5 * c)) n m =
  (fix G c n := match n with 0 => m | S n' => Nat.min (field a c) (G (S c) n') end) c n.
Proof.
  induction n as [|n IH]; intros; [reflexivity|]. cbn [fmin]. f_equal.
  rewrite Nat.shiftr_shiftr, <- IH. f_equal. f_equal. lia.
Qed.

Lemma fminl_eq : forall n k a m, n <= k -> fminl (repeat tt k) a n m = fmin a n m.
Proof.
  induction n as [|n IH]; intros k a m Hk; destruct k; cbn [repeat fminl fmin]; try reflexivity; try lia.
  rewrite Nat.sub_1_r. cbn [Nat.eqb Nat.pred]. rewrite IH by lia. reflexivity.
Qed.

Lemma pminw_eq : forall p W m, W <= 16 -> pminw p W m = pminh p 0 W m.
Proof.
  intros p W m HW. unfold pminw, slots. rewrite !fminl_eq by lia.
  assert (E1 : forall n c, fmin (Nat.shiftr (ph1 p) (5 * c)) n m = pminh p (8 + c) n m).
  { intros n c. rewrite fmin_field. revert c. induction n as [|n IH]; intros; [reflexivity|]. cbn [pminh].
    replace (S (8 + c)) with (8 + S c) by lia. rewrite <- IH. unfold pget. replace (8 + c <? 8) with false by (symmetry; apply Nat.ltb_ge; lia).
    do 2 f_equal; lia. }
  assert (E0 : forall n c m', c + n <= 8 -> fmin (Nat.shiftr (ph0 p) (5 * c)) n m' = pminh p c n m').
  { intros n c m'. rewrite fmin_field. revert c. induction n as [|n IH]; intros c Hn; [reflexivity|]. cbn [pminh].
    rewrite <- IH by lia. unfold pget. replace (c <? 8) with true by (symmetry; apply Nat.ltb_lt; lia). reflexivity. }
  pose proof (E1 (W - 8) 0) as H1. rewrite Nat.mul_0_r, Nat.shiftr_0_r, Nat.add_0_r in H1. rewrite H1.
  pose proof (E0 (Nat.min W 8) 0 (pminh p 8 (W - 8) m)) as H0. rewrite Nat.mul_0_r, Nat.shiftr_0_r in H0.
  rewrite H0 by lia.
  destruct (Nat.le_ge_cases W 8) as [Hw|Hw].
  - rewrite Nat.min_l, (proj2 (Nat.sub_0_le W 8)) by lia. reflexivity.
  - rewrite Nat.min_r by lia. pose proof (pminh_add 8 p (W - 8) 0 m) as E.
    replace (0 + 8) with 8 in E by reflexivity. replace (8 + (W - 8)) with W in E by lia. now rewrite E.
Qed.

Lemma pcompletes_eq : forall W K p n, n <= K -> W <= 16 ->
  pcompletes_below W p n = fdcompletes_below W (unpack W K p) n.
Proof.
  intros. unfold pcompletes_below, fdcompletes_below, unpack. cbn [dh dd]. rewrite pminw_eq by auto.
  rewrite pminh_fminh, fany_live_eq, plive_eq. pose proof (pminh_le p W 0 n).
  apply existsb_ext_in. intros y Hy. apply in_seq in Hy. now rewrite nth_map_seq by lia.
Qed.

(* all_dead of formal/Check.v *)
Lemma pall_dead_eq : forall W K p, pall_dead K p = forallb (dead (unpack W K p)) (seq 0 K).
Proof.
  intros. unfold pall_dead.
  assert (E : forall n y, pdead_from p y n = forallb (pdead p) (seq y n))
    by (induction n as [|n IH]; intros; [reflexivity|]; cbn [pdead_from seq forallb]; now rewrite IH).
  rewrite E. apply forallb_ext_in. intros y Hy. apply in_seq in Hy. symmetry. apply dead_unpack. lia.
Qed.

Lemma pempty_eq : forall W K, unpack W K pempty = empty_desc W K.
Proof.
  intros. unfold unpack, empty_desc.
  assert (E : forall {A} (f : nat -> A) x n c, (forall i, f i = x) -> map f (seq c n) = repeat x n)
    by (intros A f x n; induction n as [|n IH]; intros c Hf; [reflexivity|]; cbn; now rewrite Hf, (IH (S c) Hf)).
  f_equal; apply E; intros i.
  - unfold pget, field. cbn [ph0 ph1 pempty]. destruct (i <? 8); now rewrite Nat.shiftr_0_l, Nat.land_0_l.
  - apply Nat.testbit_0_l.
Qed.

Lemma podd_eq : forall n p y c run, podd p y c n run = odd_run_from (map (fun c => pget p c <=? y) (seq c n)) run.
Proof. induction n as [|n IH]; intros; [reflexivity|]. cbn [podd seq map odd_run_from]. destruct (pget p c <=? y); now rewrite IH. Qed.

Lemma pparity_eq : forall g p, pparity_ok g p = parity_ok g (unpack (g_width g) (counted_rows g) p).
Proof.
  intros. unfold pparity_ok, parity_ok.
  assert (E : forall n y, pparity_from p (g_width g) y n = forallb (fun y => pdead p y || podd p y 0 (g_width g) false) (seq y n))
    by (induction n as [|n IH]; intros; [reflexivity|]; cbn [pparity_from seq forallb]; now rewrite IH).
  rewrite E. apply forallb_ext_in. intros y Hy. apply in_seq in Hy. rewrite dead_unpack by lia. f_equal.
  rewrite podd_eq. unfold odd_run, empties. f_equal. apply map_ext_in. intros c Hc. apply in_seq in Hc.
  rewrite hgt_unpack by lia. reflexivity.
Qed.

Lemma peqb_eq : forall p q, peqb p q = true -> p = q.
Proof.
  intros [a b c] [a' b' c'] H. unfold peqb in H. cbn [ph0 ph1 pdd] in H.
  rewrite !andb_true_iff, !Nat.eqb_eq in H. destruct H as [[-> ->] ->]. reflexivity.
Qed.
