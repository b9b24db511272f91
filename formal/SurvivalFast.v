(* formal/SurvivalFast.v -- the survival turn of formal/Survival.v as the verified checks compute
   it, for speed: the orientation table as a match (no list lookup), the heights of a node's
   columns read once for all its placements, a drop that rewrites only the rows up to the
   piece's (the rows above are shared, not copied), and the full rows found with the well cells
   of each row computed once a check. Each function is proved equal to Survival.v's, so the
   soundness theorems of formal/SurvivalCheck.v stay stated over the trusted definitions. *)
From Coq Require Import List Arith Bool Lia.
Import ListNotations.
From Sureline Require Import Rules Survival.

(* ---------- definitions ---------- *)

(* [rules.pieces] the cells of orientation o, by comparisons rather than nth in Rules.v's list
   (a match on nat becomes nested closures in the extracted code) *)
Definition scells (o : nat) : list (nat * nat) :=
  if o =? 0 then [(0,0); (1,0); (2,0); (3,0)] else
  if o =? 1 then [(0,0); (0,1); (0,2); (0,3)] else
  if o =? 2 then [(0,0); (1,0); (0,1); (1,1)] else
  if o =? 3 then [(0,0); (1,0); (2,0); (1,1)] else
  if o =? 4 then [(0,0); (0,1); (1,1); (0,2)] else
  if o =? 5 then [(1,0); (0,1); (1,1); (2,1)] else
  if o =? 6 then [(1,0); (0,1); (1,1); (1,2)] else
  if o =? 7 then [(0,0); (1,0); (1,1); (2,1)] else
  if o =? 8 then [(1,0); (0,1); (1,1); (0,2)] else
  if o =? 9 then [(1,0); (2,0); (0,1); (1,1)] else
  if o =? 10 then [(0,0); (0,1); (1,1); (1,2)] else
  if o =? 11 then [(0,0); (1,0); (2,0); (0,1)] else
  if o =? 12 then [(0,0); (0,1); (0,2); (1,2)] else
  if o =? 13 then [(2,0); (0,1); (1,1); (2,1)] else
  if o =? 14 then [(0,0); (1,0); (1,1); (1,2)] else
  if o =? 15 then [(0,0); (1,0); (2,0); (2,1)] else
  if o =? 16 then [(0,0); (1,0); (0,1); (0,2)] else
  if o =? 17 then [(0,0); (0,1); (1,1); (2,1)] else
  if o =? 18 then [(1,0); (1,1); (0,2); (1,2)] else
  [].

(* The heights of columns c, c + 1, ... (floors F from column c on): a node's, read once for
   all the placements the check tries there. *)
Fixpoint heights_from (B : sboard) (c : nat) (F : list nat) : list nat :=
  match F with [] => [] | f :: F' => height_from c 0 f B :: heights_from B (S c) F' end.
Definition sheights (F : list nat) (B : sboard) : list nat := heights_from B 0 F.
(* nth_error by comparisons (a match on nat becomes closures in the extracted code) *)
Fixpoint hnth (hs : list nat) (c : nat) : option nat :=
  match hs with [] => None | h :: hs' => if c =? 0 then Some h else hnth hs' (c - 1) end.
(* the height of column c: from hs when it has it (a node's heights, or none), else read *)
Definition hget (F : list nat) (B : sboard) (hs : list nat) (c : nat) : nat :=
  match hnth hs c with Some h => h | None => sheight F B c end.

(* [surv.game] the resting row, a recursion over the cells (no closure called per cell) *)
Fixpoint frest_cells (F : list nat) (B : sboard) (hs : list nat) (col : nat) (cs : list (nat * nat)) : nat :=
  match cs with
  | [] => 0
  | (x, y) :: cs' => Nat.max (hget F B hs (col + x) - y) (frest_cells F B hs col cs')
  end.

(* The drop: rows below y0 as they are, rows y0 .. y0 + 3 with the piece's cells (an
   orientation is at most 4 rows high), the rows above shared with B. Row y gets the cells of
   row y - y0 of the piece (sdrop's fold_left as a recursion: no closure called per cell). *)
Fixpoint paint (y y0 col : nat) (cs : list (nat * nat)) (r : nat) : nat :=
  match cs with
  | [] => r
  | (x, yc) :: cs' => paint y y0 col cs' (if y =? y0 + yc then Nat.lor r (Nat.shiftl 1 (col + x)) else r)
  end.
Fixpoint drop_rows (y0 col : nat) (cs : list (nat * nat)) (y : nat) (B : sboard) : sboard :=
  match B with
  | [] => []
  | r :: B' =>
      if y <? y0 then r :: drop_rows y0 col cs (S y) B'
      else if y <? y0 + 4 then paint y y0 col cs r :: drop_rows y0 col cs (S y) B'
      else B
  end.
Definition fdrop (F : list nat) (B : sboard) (hs : list nat) (o col : nat) : sboard :=
  let cs := scells o in drop_rows (frest_cells F B hs col cs) col cs 0 B.

(* The well cells of rows y, y + 1, ..., n of them: the rows 0 .. 23 computed once a check. *)
Fixpoint wells_from (F : list nat) (y n : nat) : list nat :=
  match n with 0 => [] | S n' => well_row F y :: wells_from F (S y) n' end.
Definition swells (F : list nat) : list nat := wells_from F 0 srows.

(* The full rows from row y, each with its well cells (from wl while it lasts, else computed):
   full_row_fast of Survival.v. *)
Fixpoint ffull_from (F : list nat) (wl : list nat) (y : nat) (B : sboard) : list (nat * nat) :=
  match B with
  | [] => []
  | r :: B' =>
      let m := match wl with w :: _ => w | [] => well_row F y end in
      if negb (r =? 0) && (negb (m =? 0) && (Nat.land r m =? m))
      then (y, m) :: ffull_from F (tl wl) (S y) B'
      else ffull_from F (tl wl) (S y) B'
  end.
(* clear_row of Survival.v, its well cells given *)
Definition fclear_row (B : sboard) (ym : nat * nat) : sboard :=
  firstn (fst ym) B ++ shift_down (snd ym) (skipn (fst ym) B).
Definition fclear (F : list nat) (wl : list nat) (B : sboard) : sboard :=
  fold_right (fun ym B => fclear_row B ym) B (ffull_from F wl 0 B).

(* The turn: wl the wells of the game (swells), hs a node's heights (sheights) or none. *)
Definition fturn (F : list nat) (wl : list nat) (B : sboard) (hs : list nat) (o col : nat) : sboard :=
  fclear F wl (fdrop F B hs o col).

(* The turn and the number of rows it clears (formal/Lines.v, cleared), the drop made once. *)
Definition fturn_cleared (F : list nat) (wl : list nat) (B : sboard) (hs : list nat) (o col : nat) : sboard * nat :=
  let B1 := fdrop F B hs o col in let fr := ffull_from F wl 0 B1 in
  (fold_right (fun ym B => fclear_row B ym) B1 fr, length fr).

(* [surv.game] topping out: a filled cell in row H or above (skipn, existsb: one recursion) *)
Fixpoint ftops_out (H : nat) (B : sboard) : bool :=
  match B with [] => false | r :: B' => if H =? 0 then negb (r =? 0) || ftops_out 0 B' else ftops_out (H - 1) B' end.

(* ---------- proofs ---------- *)

Lemma scells_eq : forall o, scells o = cells o.
Proof. intros o. do 19 (destruct o as [|o]; [reflexivity|]). destruct o; reflexivity. Qed.

Lemma scells_low : forall o xy, In xy (scells o) -> snd xy < 4.
Proof.
  intros o xy. do 19 (destruct o as [|o]; [simpl; intuition; subst; simpl; lia|]). simpl; tauto.
Qed.

(* heights that hs holds are the board's *)
Definition heights_ok (F : list nat) (B : sboard) (hs : list nat) : Prop :=
  forall c h, nth_error hs c = Some h -> h = sheight F B c.

Lemma heights_from_ok : forall F B c k h,
  nth_error (heights_from B c F) k = Some h -> h = height_from (c + k) 0 (nth k F 0) B.
Proof.
  induction F as [|f F IH]; intros B c k h E; destruct k; simpl in E; try discriminate.
  - injection E as <-. f_equal; lia.
  - apply IH in E. subst. f_equal; lia.
Qed.

Lemma sheights_ok : forall F B, heights_ok F B (sheights F B).
Proof. intros F B c h E. apply heights_from_ok in E. subst. reflexivity. Qed.

Lemma no_heights_ok : forall F B, heights_ok F B [].
Proof. intros F B c h E. destruct c; discriminate. Qed.

Lemma hnth_eq : forall hs c, hnth hs c = nth_error hs c.
Proof.
  induction hs as [|h hs IH]; intros c; simpl; [destruct c; auto|].
  destruct c; simpl; auto. rewrite IH. f_equal; lia.
Qed.

Lemma hget_eq : forall F B hs c, heights_ok F B hs -> hget F B hs c = sheight F B c.
Proof.
  intros F B hs c Hok. unfold hget. rewrite hnth_eq. destruct (nth_error hs c) eqn:E; auto.
Qed.

Lemma frest_eq : forall F B hs o col, heights_ok F B hs ->
  frest_cells F B hs col (scells o) = srest F B o col.
Proof.
  intros F B hs o col Hok. unfold srest. rewrite <- scells_eq. induction (scells o) as [|[x y] cs IH]; simpl; auto.
  rewrite IH, hget_eq by auto. reflexivity.
Qed.

Lemma paint_eq : forall y y0 col cs r,
  paint y y0 col cs r = fold_left (fun r xy => if y =? y0 + snd xy then Nat.lor r (Nat.shiftl 1 (col + fst xy)) else r) cs r.
Proof. intros y y0 col cs. induction cs as [|[x yc] cs IH]; intros r; simpl; auto. Qed.

Lemma paint_id : forall y y0 col cs r, (forall xy, In xy cs -> y <> y0 + snd xy) -> paint y y0 col cs r = r.
Proof.
  intros y y0 col cs. induction cs as [|[x yc] cs IH]; intros r H; simpl; auto.
  destruct (Nat.eqb_spec y (y0 + yc)) as [E|_]; [exfalso; eapply H; [left|]; eauto|].
  apply IH. intros; apply H; right; auto.
Qed.

Lemma map_rows_paint_id : forall y0 col cs B y, (forall xy, In xy cs -> snd xy < 4) -> y0 + 4 <= y ->
  map_rows (fun y r => paint y y0 col cs r) y B = B.
Proof.
  intros y0 col cs B. induction B as [|r B IH]; intros y Hc Hy; simpl; auto.
  rewrite paint_id, IH; auto; try lia. intros xy Hin. specialize (Hc xy Hin). lia.
Qed.

Lemma map_rows_ext : forall f g B y, (forall y r, f y r = g y r) -> map_rows f y B = map_rows g y B.
Proof. intros f g B. induction B as [|r B IH]; intros y H; simpl; auto. rewrite H, IH; auto. Qed.

Lemma drop_rows_eq : forall y0 col cs B y, (forall xy, In xy cs -> snd xy < 4) ->
  drop_rows y0 col cs y B = map_rows (fun y r => paint y y0 col cs r) y B.
Proof.
  intros y0 col cs B. induction B as [|r B IH]; intros y Hc; simpl; auto.
  destruct (Nat.ltb_spec y y0).
  - rewrite paint_id, IH; auto. intros xy _. lia.
  - destruct (Nat.ltb_spec y (y0 + 4)).
    + rewrite IH; auto.
    + symmetry. change (map_rows (fun y r => paint y y0 col cs r) y (r :: B) = r :: B).
      apply map_rows_paint_id; auto.
Qed.

Lemma fdrop_eq : forall F B hs o col, heights_ok F B hs -> fdrop F B hs o col = sdrop F B o col.
Proof.
  intros F B hs o col Hok. unfold fdrop, sdrop. rewrite frest_eq by auto.
  rewrite drop_rows_eq by apply scells_low. rewrite scells_eq. apply map_rows_ext. intros; apply paint_eq.
Qed.

Lemma ffull_from_eq : forall F B y n,
  ffull_from F (wells_from F y n) y B = map (fun y => (y, well_row F y)) (full_from F y B).
Proof.
  intros F B. induction B as [|r B IH]; intros y n; simpl; auto.
  destruct n as [|n]; simpl;
    unfold full_row_fast, full_row;
    destruct (negb (r =? 0) && (negb (well_row F y =? 0) && (Nat.land r (well_row F y) =? well_row F y)));
    simpl; rewrite ?(IH (S y) n); auto; try (f_equal; apply (IH (S y) 0)); apply (IH (S y) 0).
Qed.

Lemma fclear_eq : forall F B, fclear F (swells F) B = sclear F B.
Proof.
  intros F B. unfold fclear, sclear, swells, full_rows. rewrite ffull_from_eq.
  induction (full_from F 0 B) as [|y l IH]; simpl; auto. rewrite IH. reflexivity.
Qed.

(* what the checks use: the turn of Survival.v *)
Lemma fturn_eq : forall F B hs o col, heights_ok F B hs -> fturn F (swells F) B hs o col = sturn F B o col.
Proof. intros. unfold fturn, sturn. rewrite fdrop_eq, fclear_eq by auto. reflexivity. Qed.

Lemma ftops_out_eq : forall H B, ftops_out H B = tops_out H B.
Proof.
  unfold tops_out. intros H B. revert H. induction B as [|r B IH]; intros H; [destruct H; auto|].
  destruct H as [|H]; simpl; rewrite IH; auto. replace (H - 0) with H by lia. reflexivity.
Qed.

Lemma fturn_cleared_eq : forall F B hs o col, heights_ok F B hs ->
  fturn_cleared F (swells F) B hs o col = (sturn F B o col, length (full_rows F (sdrop F B o col))).
Proof.
  intros F B hs o col Hok. rewrite <- fturn_eq with (hs := hs) by auto. unfold fturn_cleared, fturn, fclear.
  rewrite fdrop_eq by auto. f_equal. unfold swells, full_rows. rewrite ffull_from_eq. apply map_length.
Qed.
