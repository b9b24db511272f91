(* formal/Fast.v -- the drop on descriptions as the verified checks compute it, for speed: the
   orientation table as a match (no list lookups), a drop that walks the description's lists once
   (no nth per column), and the completion test through the lowest column. Each function is
   proved equal to its definition in formal/Desc.v, so the soundness proofs of formal/Check.v
   are those of the definitions. *)
From Coq Require Import List Arith Bool Lia.
Import ListNotations.
From Sureline Require Import Rules Claims Desc Parity.

(* ---------- the orientation table of [rules.pieces], precomputed ---------- *)
Definition tcells (o : nat) : list (nat * nat) :=
  match o with
  | 0 => [(0,0); (1,0); (2,0); (3,0)]
  | 1 => [(0,0); (0,1); (0,2); (0,3)]
  | 2 => [(0,0); (1,0); (0,1); (1,1)]
  | 3 => [(0,0); (1,0); (2,0); (1,1)]
  | 4 => [(0,0); (0,1); (1,1); (0,2)]
  | 5 => [(1,0); (0,1); (1,1); (2,1)]
  | 6 => [(1,0); (0,1); (1,1); (1,2)]
  | 7 => [(0,0); (1,0); (1,1); (2,1)]
  | 8 => [(1,0); (0,1); (1,1); (0,2)]
  | 9 => [(1,0); (2,0); (0,1); (1,1)]
  | 10 => [(0,0); (0,1); (1,1); (1,2)]
  | 11 => [(0,0); (1,0); (2,0); (0,1)]
  | 12 => [(0,0); (0,1); (0,2); (1,2)]
  | 13 => [(2,0); (0,1); (1,1); (2,1)]
  | 14 => [(0,0); (1,0); (1,1); (1,2)]
  | 15 => [(0,0); (1,0); (2,0); (2,1)]
  | 16 => [(0,0); (1,0); (0,1); (0,2)]
  | 17 => [(0,0); (0,1); (1,1); (2,1)]
  | 18 => [(1,0); (1,1); (0,2); (1,2)]
  | _ => []
  end.

(* piece, width, height, and per column x the lowest and highest row of a cell *)
Record orient := mkorient { t_piece : piece; t_width : nat; t_height : nat; t_cols : list (nat * nat) }.
Definition tab (o : nat) : orient :=
  match o with
  | 0 => mkorient pI 4 1 [(0,0); (0,0); (0,0); (0,0)]
  | 1 => mkorient pI 1 4 [(0,3)]
  | 2 => mkorient pO 2 2 [(0,1); (0,1)]
  | 3 => mkorient pT 3 2 [(0,0); (0,1); (0,0)]
  | 4 => mkorient pT 2 3 [(0,2); (1,1)]
  | 5 => mkorient pT 3 2 [(1,1); (0,1); (1,1)]
  | 6 => mkorient pT 2 3 [(1,1); (0,2)]
  | 7 => mkorient pS 3 2 [(0,0); (0,1); (1,1)]
  | 8 => mkorient pS 2 3 [(1,2); (0,1)]
  | 9 => mkorient pZ 3 2 [(1,1); (0,1); (0,0)]
  | 10 => mkorient pZ 2 3 [(0,1); (1,2)]
  | 11 => mkorient pJ 3 2 [(0,1); (0,0); (0,0)]
  | 12 => mkorient pJ 2 3 [(0,2); (2,2)]
  | 13 => mkorient pJ 3 2 [(1,1); (1,1); (0,1)]
  | 14 => mkorient pJ 2 3 [(0,0); (0,2)]
  | 15 => mkorient pL 3 2 [(0,0); (0,0); (0,1)]
  | 16 => mkorient pL 2 3 [(0,2); (0,0)]
  | 17 => mkorient pL 3 2 [(0,1); (1,1); (1,1)]
  | 18 => mkorient pL 2 3 [(2,2); (0,2)]
  | _ => mkorient pI 1 1 []
  end.
Definition tlo (o x : nat) : nat := fst (nth x (t_cols (tab o)) (3, 0)).
Definition thi (o x : nat) : nat := snd (nth x (t_cols (tab o)) (3, 0)).

(* ---------- the drop on descriptions, each list walked once ---------- *)
(* zipmap dflt f l c n: f (c + i) (nth i l dflt) for i < n, in one pass over l *)
Fixpoint zipmap {A B} (dflt : A) (f : nat -> A -> B) (l : list A) (c n : nat) : list B :=
  match n with
  | 0 => []
  | S n' =>
      match l with
      | [] => f c dflt :: zipmap dflt f [] (S c) n'
      | x :: t => f c x :: zipmap dflt f t (S c) n'
      end
  end.

(* the heights from column col on: a piece's columns are read there, at most 4 steps in *)
Definition window (d : desc) (col : nat) : list nat := skipn col (dh d).

Definition fdrest0 (d : desc) (o col : nat) : nat :=
  let win := window d col in
  fold_right (fun c m => Nat.max (nth (fst c) win 0 - snd c) m) 0 (tcells o).

Definition fdstep0 (g : game) (d : desc) (o col : nat) : desc :=
  let K := counted_rows g in
  let y0 := fdrest0 d o col in
  let w := t_width (tab o) in
  (* per column of the piece: the column's height before, the lowest cell's row after *)
  let win := window d col in
  let spans := map (fun x => (nth x win 0, y0 + tlo o x)) (seq 0 w) in
  mkdesc
    (zipmap 0 (fun c h => if (col <=? c) && (c <? col + w) then Nat.min (y0 + thi o (c - col) + 1) K else h)
            (dh d) 0 (g_width g))
    (zipmap false (fun y b => b || existsb (fun s => (fst s <=? y) && (y <? snd s)) spans) (dd d) 0 K).

(* ---------- the same, each a recursion of its own (no closure called per element) ---------- *)
(* the resting row: per column of the piece, its height less the lowest cell of the piece there *)
Fixpoint frest (win : list nat) (cols : list (nat * nat)) : nat :=
  match cols with [] => 0 | c :: cs => Nat.max (hd 0 win - fst c) (frest (tl win) cs) end.
Definition fdrest (d : desc) (o col : nat) : nat := frest (window d col) (t_cols (tab o)).

(* per column of the piece: the column's height before, the lowest cell's row after *)
Fixpoint fspans (win : list nat) (cols : list (nat * nat)) (y0 w : nat) : list (nat * nat) :=
  match w with
  | 0 => []
  | S w' => match cols with
            | [] => (hd 0 win, y0 + 3) :: fspans (tl win) [] y0 w'
            | c :: cs => (hd 0 win, y0 + fst c) :: fspans (tl win) cs y0 w'
            end
  end.
Fixpoint in_spans (y : nat) (l : list (nat * nat)) : bool :=
  match l with [] => false | s :: r => ((fst s <=? y) && (y <? snd s)) || in_spans y r end.
Fixpoint fheights (o col w y0 K : nat) (l : list nat) (c n : nat) : list nat :=
  match n with
  | 0 => []
  | S n' =>
      match l with
      | [] => (if (col <=? c) && (c <? col + w) then Nat.min (y0 + thi o (c - col) + 1) K else 0)
              :: fheights o col w y0 K [] (S c) n'
      | h :: t => (if (col <=? c) && (c <? col + w) then Nat.min (y0 + thi o (c - col) + 1) K else h)
              :: fheights o col w y0 K t (S c) n'
      end
  end.
Fixpoint fdeads (spans : list (nat * nat)) (l : list bool) (y n : nat) : list bool :=
  match n with
  | 0 => []
  | S n' =>
      match l with
      | [] => in_spans y spans :: fdeads spans [] (S y) n'
      | b :: t => (b || in_spans y spans) :: fdeads spans t (S y) n'
      end
  end.
Definition fdstep (g : game) (d : desc) (o col : nat) : desc :=
  let K := counted_rows g in
  let y0 := fdrest d o col in
  let w := t_width (tab o) in
  mkdesc (fheights o col w y0 K (dh d) 0 (g_width g)) (fdeads (fspans (window d col) (t_cols (tab o)) y0 w) (dd d) 0 K).

Definition fdunder_cap0 (g : game) (d : desc) (o col : nat) : bool :=
  match g_kind g with
  | Capped R => let win := window d col in forallb (fun c => nth (fst c) win 0 <? R) (tcells o)
  | _ => true
  end.
(* the same per column of the piece *)
Fixpoint funder (win : list nat) (cols : list (nat * nat)) (R : nat) : bool :=
  match cols with [] => true | _ :: cs => (hd 0 win <? R) && funder (tl win) cs R end.
Definition fdunder_cap (g : game) (d : desc) (o col : nat) : bool :=
  match g_kind g with Capped R => funder (window d col) (t_cols (tab o)) R | _ => true end.

Definition fdallowed (g : game) (d : desc) (p : piece) (o col : nat) : bool :=
  (o <? 19) && piece_eqb (t_piece (tab o)) p && (col + t_width (tab o) <=? g_width g)
  && fdunder_cap g d o col && (fdrest d o col + t_height (tab o) <=? top g) && in_moveset (g_moves g) o col.

(* A row y < n is complete when it is not dead and below every column's height: only rows below
   the lowest column (and n) can be. *)
Definition fdcompletes_below0 (W : nat) (d : desc) (n : nat) : bool :=
  let m := fold_right Nat.min n (zipmap 0 (fun _ h => h) (dh d) 0 W) in
  existsb (fun y => negb (dead d y)) (seq 0 m).

(* the lowest of n and the first W heights; some row below m not dead *)
Fixpoint fminh (l : list nat) (n W : nat) : nat :=
  match W with
  | 0 => n
  | S W' => match l with [] => Nat.min 0 (fminh [] n W') | h :: t => Nat.min h (fminh t n W') end
  end.
Fixpoint fany_live (l : list bool) (m : nat) {struct m} : bool :=
  match m with 0 => false | S m' => match l with [] => true | b :: t => negb b || fany_live t m' end end.
Definition fdcompletes_below (W : nat) (d : desc) (n : nat) : bool := fany_live (dd d) (fminh (dh d) n W).

(* [adv.terminal.parity], the heights read once rather than once per row *)
Definition fparity_ok (g : game) (d : desc) : bool :=
  let hs := zipmap 0 (fun _ h => h) (dh d) 0 (g_width g) in
  forallb (fun b => b) (zipmap false (fun y b => b || odd_run (map (fun h => h <=? y) hs)) (dd d) 0 (counted_rows g)).

(* ============================ proofs ============================ *)

Lemma tcells_eq : forall o, tcells o = cells o.
Proof. intro o. do 19 (destruct o as [|o]; [reflexivity|]). destruct o; reflexivity. Qed.

Lemma tab_eq : forall o, t_piece (tab o) = piece_of o /\ t_width (tab o) = width_of o /\ t_height (tab o) = height_of o.
Proof. intro o. do 19 (destruct o as [|o]; [repeat split|]). destruct o; repeat split. Qed.

Lemma tlo_hi_eq : forall o x, tlo o x = lo o x /\ thi o x = hi o x.
Proof.
  intros o x. unfold tlo, thi.
  do 19 (destruct o as [|o]; [do 5 (destruct x as [|x]; [split; reflexivity|]); split; reflexivity|]).
  destruct o; do 5 (destruct x as [|x]; [split; reflexivity|]); split; reflexivity.
Qed.

Lemma zipmap_eq : forall {A B} (dflt : A) (f : nat -> A -> B) n l c,
  zipmap dflt f l c n = map (fun i => f (c + i) (nth i l dflt)) (seq 0 n).
Proof.
  intros A B dflt f n. induction n as [|n IH]; intros l c; [reflexivity|].
  cbn [seq map]. rewrite <- seq_shift, map_map. rewrite Nat.add_0_r.
  destruct l as [|x t]; cbn [zipmap]; rewrite IH; f_equal; apply map_ext; intros i;
    rewrite Nat.add_succ_r; destruct i; reflexivity.
Qed.

Lemma existsb_map : forall {A B} (f : B -> bool) (g : A -> B) l, existsb f (map g l) = existsb (fun x => f (g x)) l.
Proof. induction l; simpl; congruence. Qed.

Lemma forallb_map : forall {A B} (f : B -> bool) (g : A -> B) l, forallb f (map g l) = forallb (fun x => f (g x)) l.
Proof. induction l; simpl; congruence. Qed.

Lemma nth_window : forall d col x, nth x (window d col) 0 = hgt d (col + x).
Proof.
  intros [l dd] col. unfold window, hgt. simpl. revert l.
  induction col; intros l x; destruct l; simpl; auto; destruct x; reflexivity.
Qed.

Lemma fdrest0_eq : forall d o col, fdrest0 d o col = drest d o col.
Proof.
  intros. unfold fdrest0, drest. rewrite tcells_eq. apply fold_max_ext. intros c _. now rewrite nth_window.
Qed.

(* per column, the lowest cell decides: the other cells of the column are higher *)
Lemma frest_eq : forall o win,
  frest win (t_cols (tab o)) = fold_right (fun c m => Nat.max (nth (fst c) win 0 - snd c) m) 0 (tcells o).
Proof.
  intros o win.
  do 19 (destruct o as [|o]; [destruct win as [|h0 [|h1 [|h2 [|h3 r]]]]; simpl;
    rewrite ?Nat.sub_0_r, ?Nat.max_0_r; first [reflexivity | lia]|]).
  reflexivity.
Qed.

Lemma fdrest_eq : forall d o col, fdrest d o col = drest d o col.
Proof. intros. unfold fdrest. rewrite frest_eq. apply fdrest0_eq. Qed.

Lemma fdstep0_eq : forall g d o col, fdstep0 g d o col = dstep g d o col.
Proof.
  intros. unfold fdstep0, dstep. rewrite fdrest0_eq. destruct (tab_eq o) as [_ [Hw _]]. rewrite Hw.
  f_equal; rewrite zipmap_eq; apply map_ext; intros i; cbv beta; rewrite Nat.add_0_l.
  - destruct (tlo_hi_eq o (i - col)) as [_ ->]. reflexivity.
  - unfold dead. f_equal. rewrite existsb_map. apply existsb_ext_in. intros x Hx. apply in_seq in Hx.
    cbn [fst snd]. rewrite nth_map_seq, nth_window by lia. destruct (tlo_hi_eq o x) as [-> _]. reflexivity.
Qed.

Lemma fdunder_cap_fast : forall g d o col, fdunder_cap g d o col = fdunder_cap0 g d o col.
Proof.
  intros. unfold fdunder_cap, fdunder_cap0. destruct (g_kind g); auto. cbv zeta.
  generalize (window d col) as win. intros win.
  do 19 (destruct o as [|o]; [destruct win as [|h0 [|h1 [|h2 [|h3 r]]]]; simpl;
    repeat match goal with |- context [?a <? R] => destruct (a <? R) end; reflexivity|]).
  reflexivity.
Qed.

Lemma fdallowed_eq : forall g d p o col, fdallowed g d p o col = dallowed g d p o col.
Proof.
  intros. unfold fdallowed. rewrite fdunder_cap_fast.
  unfold dallowed, fits, fdunder_cap0, dunder_cap. destruct (tab_eq o) as [-> [-> ->]].
  rewrite fdrest_eq, tcells_eq. destruct (g_kind g); auto.
  cbv zeta. rewrite (forallb_ext_in _ (fun c => hgt d (col + fst c) <? R)) by (intros c _; now rewrite nth_window).
  reflexivity.
Qed.

Lemma fold_min_lt : forall y n l, y < n -> forallb (fun h => y <? h) l = (y <? fold_right Nat.min n l).
Proof.
  intros y n l Hy. induction l as [|h l IH]; simpl; [symmetry; apply Nat.ltb_lt; auto|].
  rewrite IH. destruct (Nat.ltb_spec y h); destruct (Nat.ltb_spec y (fold_right Nat.min n l));
    destruct (Nat.ltb_spec y (Nat.min h (fold_right Nat.min n l))); auto; lia.
Qed.

Lemma fold_min_le : forall n l, fold_right Nat.min n l <= n.
Proof. induction l; simpl; lia. Qed.

Lemma existsb_below : forall (P : nat -> bool) n m, m <= n ->
  existsb (fun y => P y && (y <? m)) (seq 0 n) = existsb P (seq 0 m).
Proof.
  intros P n m Hm. replace n with (m + (n - m)) by lia. rewrite seq_app, existsb_app. simpl.
  rewrite (existsb_ext_in _ P) by (intros y Hy; apply in_seq in Hy; rewrite (proj2 (Nat.ltb_lt y m)) by lia; apply andb_true_r).
  replace (existsb _ (seq m (n - m))) with false; [apply orb_false_r|].
  symmetry. apply not_true_iff_false. rewrite existsb_exists. intros [y [Hy E]]. apply in_seq in Hy.
  rewrite andb_true_iff, Nat.ltb_lt in E. lia.
Qed.

Lemma fdcompletes_below0_eq : forall W d n, fdcompletes_below0 W d n = dcompletes_below W d n.
Proof.
  intros. unfold fdcompletes_below0, dcompletes_below, dcomplete. rewrite zipmap_eq.
  rewrite <- existsb_below with (n := n) by apply fold_min_le.
  apply existsb_ext_in. intros y Hy. apply in_seq in Hy. f_equal.
  rewrite <- fold_min_lt by lia. rewrite forallb_map. reflexivity.
Qed.

Lemma fparity_ok_eq : forall g d, fparity_ok g d = parity_ok g d.
Proof.
  intros. unfold fparity_ok, parity_ok. rewrite zipmap_eq, forallb_map. apply forallb_ext_in. intros y _.
  unfold empties, dead. rewrite zipmap_eq, map_map. reflexivity.
Qed.

(* ---------- the recursions of their own, equal to the forms above ---------- *)
Lemma fheights_eq : forall o col w y0 K n l c,
  fheights o col w y0 K l c n =
  zipmap 0 (fun c h => if (col <=? c) && (c <? col + w) then Nat.min (y0 + thi o (c - col) + 1) K else h) l c n.
Proof. intros o col w y0 K n. induction n as [|n IH]; intros l c; [reflexivity|]. destruct l; simpl; now rewrite IH. Qed.

Lemma in_spans_eq : forall y l, in_spans y l = existsb (fun s => (fst s <=? y) && (y <? snd s)) l.
Proof. induction l; simpl; congruence. Qed.

Lemma fdeads_eq : forall spans n l y,
  fdeads spans l y n = zipmap false (fun y b => b || existsb (fun s => (fst s <=? y) && (y <? snd s)) spans) l y n.
Proof. intros spans n. induction n as [|n IH]; intros l y; [reflexivity|]. destruct l; simpl; rewrite IH, in_spans_eq; reflexivity. Qed.

Lemma fspans_eq : forall w win cols y0,
  fspans win cols y0 w = map (fun x => (nth x win 0, y0 + fst (nth x cols (3, 0)))) (seq 0 w).
Proof.
  induction w as [|w IH]; intros win cols y0; [reflexivity|].
  cbn [seq map]. rewrite <- seq_shift, map_map.
  destruct cols as [|c cs]; cbn [fspans]; rewrite IH; f_equal;
    try (destruct win; reflexivity); apply map_ext; intros x; destruct win; simpl; destruct x; reflexivity.
Qed.

Lemma fdstep_fast : forall g d o col, fdstep g d o col = fdstep0 g d o col.
Proof.
  intros. unfold fdstep, fdstep0. rewrite fdrest_eq, fdrest0_eq. f_equal.
  - apply fheights_eq.
  - rewrite fdeads_eq, fspans_eq. reflexivity.
Qed.

Lemma fdstep_eq : forall g d o col, fdstep g d o col = dstep g d o col.
Proof. intros. rewrite fdstep_fast. apply fdstep0_eq. Qed.

Lemma fminh_eq : forall W l n c, fminh l n W = fold_right Nat.min n (zipmap 0 (fun _ h => h) l c W).
Proof. induction W as [|W IH]; intros l n c; [reflexivity|]. destruct l; cbn [fminh zipmap fold_right]; now rewrite (IH _ _ (S c)). Qed.

Lemma fany_live_eq : forall m l, fany_live l m = existsb (fun y => negb (nth y l false)) (seq 0 m).
Proof.
  induction m as [|m IH]; intros l; [reflexivity|].
  cbn [seq existsb]. rewrite <- seq_shift, existsb_map. destruct l as [|b t]; [reflexivity|].
  cbn [fany_live nth]. rewrite IH. reflexivity.
Qed.

Lemma fdcompletes_below_eq : forall W d n, fdcompletes_below W d n = dcompletes_below W d n.
Proof.
  intros. rewrite <- fdcompletes_below0_eq. unfold fdcompletes_below, fdcompletes_below0.
  rewrite (fminh_eq _ _ _ 0), fany_live_eq. reflexivity.
Qed.
