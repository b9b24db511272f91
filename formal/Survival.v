(* formal/Survival.v -- TRUSTED. The survival game of spec/survival.md [surv.game], one
   definition per paragraph, to be read beside it. Definitions only: proofs are elsewhere. The
   pieces, orientations, placements and `fits` are those of formal/Rules.v. *)
From Coq Require Import List Arith Bool.
Import ListNotations.
From Sureline Require Import Rules.

(* [surv.game] The players: the adversary's set P, with or without preview; or a sequence Q
   (the spec's S), its pieces in order, over and over. *)
Inductive supply := FromSet (P : list piece) (preview : bool) | Sequence (Q : list piece).

(* The well: W columns, H rows, the floor f(c) of each column (the list, column 0 first). *)
Record sgame := { s_width : nat; s_height : nat; s_floor : list nat; s_supply : supply }.
Definition floor_at (F : list nat) (c : nat) : nat := nth c F 0.

(* A board: rows 0, 1, ... from the bottom, each a number whose bit c is set when cell (c, y)
   is filled. The boards of the game have 24 rows: a piece rests at most at row H <= 20
   ([surv.limits]), so every cell of a drop from a board that has not topped out is below 24. *)
Definition srows := 24.
Definition sboard := list nat.
Definition sempty : sboard := repeat 0 srows.

(* The height of a column: 1 + its highest filled cell, or f(c) when it has none; the rows read
   from the bottom up (row y of B is row y of the well). The functions of a turn take the floors
   F, one a column (they do not depend on H). *)
Fixpoint height_from (c y h : nat) (B : sboard) : nat :=
  match B with [] => h | r :: B' => height_from c (S y) (if Nat.testbit r c then S y else h) B' end.
Definition sheight (F : list nat) (B : sboard) (c : nat) : nat := height_from c 0 (floor_at F c) B.

(* [surv.game] A turn: the piece hard-dropped onto the stack and the floor, its resting row
   y0 = max over cells (x, y) of max(0, height(column + x) - y) (nat "-" is that max), its cells
   (column + x, y0 + y) filled. *)
Definition srest (F : list nat) (B : sboard) (o col : nat) : nat :=
  fold_right (fun xy m => Nat.max (sheight F B (col + fst xy) - snd xy) m) 0 (cells o).
Fixpoint map_rows (f : nat -> nat -> nat) (y : nat) (B : sboard) : sboard :=
  match B with [] => [] | r :: B' => f y r :: map_rows f (S y) B' end.
Definition sdrop (F : list nat) (B : sboard) (o col : nat) : sboard :=
  let y0 := srest F B o col in
  let cs := cells o in
  map_rows (fun y r => fold_left (fun r xy =>
      if y =? y0 + snd xy then Nat.lor r (Nat.shiftl 1 (col + fst xy)) else r) cs r) 0 B.

(* The well cells of row y: the columns c (one a floor f(c) of F, column 0 first) with
   f(c) <= y, as bits. A row is full when it has a well cell and all its well cells are filled
   (any row, above H too). *)
Fixpoint well_from (y c : nat) (F : list nat) : nat :=
  match F with [] => 0 | f :: F' => Nat.lor (if f <=? y then Nat.shiftl 1 c else 0) (well_from y (S c) F') end.
Definition well_row (F : list nat) (y : nat) : nat := well_from y 0 F.
Definition full_row (F : list nat) (y r : nat) : bool :=
  let m := well_row F y in negb (m =? 0) && (Nat.land r m =? m).
(* the same, an empty row first ruled out (it has no filled well cell): the turn's, for speed *)
Definition full_row_fast (F : list nat) (y r : nat) : bool := negb (r =? 0) && full_row F y r.

(* Clearing one full row y: in the columns where it is a well row (f(c) <= y), its cells are
   removed and every cell above moves down one row; the other columns do not move. *)
Fixpoint shift_down (well : nat) (B : sboard) : sboard :=
  match B with
  | [] => []
  | [r] => [Nat.ldiff r well]
  | r :: ((r' :: _) as B') => Nat.lor (Nat.ldiff r well) (Nat.land r' well) :: shift_down well B'
  end.
Definition clear_row (F : list nat) (B : sboard) (y : nat) : sboard :=
  firstn y B ++ shift_down (well_row F y) (skipn y B).
(* The rows full after the drop clear at once, and no others: each is cleared in turn, the
   highest first, so that a clear moves only the cells above that row; together, a cell moves
   down one row for each full row below it that is a well row of its column (Tsuruda). *)
Fixpoint full_from (F : list nat) (y : nat) (B : sboard) : list nat :=
  match B with [] => [] | r :: B' => if full_row_fast F y r then y :: full_from F (S y) B' else full_from F (S y) B' end.
Definition full_rows (F : list nat) (B : sboard) : list nat := full_from F 0 B.
Definition sclear (F : list nat) (B : sboard) : sboard :=
  fold_right (fun y B => clear_row F B y) B (full_rows F B).
Definition sturn (F : list nat) (B : sboard) (o col : nat) : sboard := sclear F (sdrop F B o col).
(* the turn in game g (the checks require one floor a column) *)
Definition turn (g : sgame) : sboard -> nat -> nat -> sboard := sturn (s_floor g).

(* [surv.game] Losing: after the clears some filled cell is in a row >= H. *)
Definition tops_out (H : nat) (B : sboard) : bool := existsb (fun r => negb (r =? 0)) (skipn H B).

(* A placement of piece p: an orientation of p that fits between the walls ([rules.placement]). *)
Definition legal (g : sgame) (p : piece) (o col : nat) : Prop :=
  o < 19 /\ piece_of o = p /\ fits (s_width g) o col = true.

(* A position: the board, and what the next decision depends on besides it: nothing without
   preview, the piece to place with preview, the index in S of the next piece with a sequence. *)
Inductive tag := NoTag | ToPlace (x : piece) | Index (i : nat).
Definition position := (sboard * tag)%type.
Definition next_index (Q : list piece) (i : nat) : nat := if S i <? length Q then S i else 0.

(* The adversary's choices at a position with tag t: each the piece the player places now and
   the tag of the position after it. Without preview: any piece of P. With preview, the piece to
   place x: x, and any piece of P committed as the next one. With a sequence: S[i], then i + 1
   (mod |S|), no choice. *)
Definition choices (g : sgame) (t : tag) : list (piece * tag) :=
  match s_supply g, t with
  | FromSet P false, NoTag => map (fun p => (p, NoTag)) P
  | FromSet P true, ToPlace x => map (fun y => (x, ToPlace y)) P
  | Sequence Q, Index i => [(nth i Q pI, Index (next_index Q i))]
  | _, _ => []
  end.

(* The starting positions: the empty board; with preview, with any first piece of P to place
   (the adversary's first choice); with a sequence, at index 0. *)
Definition roots (g : sgame) : list position :=
  match s_supply g with
  | FromSet _ false => [(sempty, NoTag)]
  | FromSet P true => map (fun x => (sempty, ToPlace x)) P
  | Sequence _ => [(sempty, Index 0)]
  end.
