(* formal/Rules.v -- the rules of spec/rules.md, one definition per section, to be read beside it.
   Definitions only: every proof is in another file. This file and the driver's verdict line and
   claim asked (formal/driver/verdict.ml, asked.ml) are what an auditor compares with the spec. *)
From Coq Require Import List Arith Bool.
Import ListNotations.

(* [rules.board] A board: cell (column, row) filled or not. Rows 0 .. 19 from the floor. *)
Definition board := nat -> nat -> bool.
Definition empty_board : board := fun _ _ => false.
Definition board_rows := 20.

(* The height of column c: 1 + the highest filled row below row n, 0 when there is none. *)
Fixpoint height_below (B : board) (c n : nat) : nat :=
  match n with
  | 0 => 0
  | S m => if B c m then S m else height_below B c m
  end.
Definition height (B : board) (c : nat) : nat := height_below B c board_rows.

(* [rules.pieces] The 7 pieces, in canonical piece order, and the 19 orientations of the table:
   orientation k (0 .. 18) is the k-th line, its piece and its cells (x, y). *)
Inductive piece := pI | pO | pT | pS | pZ | pJ | pL.  (* I O T S Z J L *)
Definition piece_order := [pI; pO; pT; pS; pZ; pJ; pL].

Definition orientations : list (piece * list (nat * nat)) := [
  (pI, [(0,0); (1,0); (2,0); (3,0)]);  (* 0  I0 *)
  (pI, [(0,0); (0,1); (0,2); (0,3)]);  (* 1  I1 *)
  (pO, [(0,0); (1,0); (0,1); (1,1)]);  (* 2  O0 *)
  (pT, [(0,0); (1,0); (2,0); (1,1)]);  (* 3  T0 *)
  (pT, [(0,0); (0,1); (1,1); (0,2)]);  (* 4  T1 *)
  (pT, [(1,0); (0,1); (1,1); (2,1)]);  (* 5  T2 *)
  (pT, [(1,0); (0,1); (1,1); (1,2)]);  (* 6  T3 *)
  (pS, [(0,0); (1,0); (1,1); (2,1)]);  (* 7  S0 *)
  (pS, [(1,0); (0,1); (1,1); (0,2)]);  (* 8  S1 *)
  (pZ, [(1,0); (2,0); (0,1); (1,1)]);  (* 9  Z0 *)
  (pZ, [(0,0); (0,1); (1,1); (1,2)]);  (* 10 Z1 *)
  (pJ, [(0,0); (1,0); (2,0); (0,1)]);  (* 11 J0 *)
  (pJ, [(0,0); (0,1); (0,2); (1,2)]);  (* 12 J1 *)
  (pJ, [(2,0); (0,1); (1,1); (2,1)]);  (* 13 J2 *)
  (pJ, [(0,0); (1,0); (1,1); (1,2)]);  (* 14 J3 *)
  (pL, [(0,0); (1,0); (2,0); (2,1)]);  (* 15 L0 *)
  (pL, [(0,0); (1,0); (0,1); (0,2)]);  (* 16 L1 *)
  (pL, [(0,0); (0,1); (1,1); (2,1)]);  (* 17 L2 *)
  (pL, [(1,0); (1,1); (0,2); (1,2)])   (* 18 L3 *)
].
Definition piece_of (o : nat) : piece := fst (nth o orientations (pI, [])).
Definition cells (o : nat) : list (nat * nat) := snd (nth o orientations (pI, [])).
Definition width_of (o : nat) : nat := S (fold_right (fun c m => Nat.max (fst c) m) 0 (cells o)).
Definition height_of (o : nat) : nat := S (fold_right (fun c m => Nat.max (snd c) m) 0 (cells o)).

(* [rules.placement] A placement (o, col): cell (x, y) of orientation o lands in column col + x. *)

(* [rules.drop] The resting offset y0 = max over cells of max(0, height(col + x) - y); on nat,
   "a - b" is already max(0, a - b). The drop fills the cells (col + x, y0 + y). *)
Definition rest (B : board) (o col : nat) : nat :=
  fold_right (fun c m => Nat.max (height B (col + fst c) - snd c) m) 0 (cells o).
Definition drop (B : board) (o col : nat) : board :=
  fun c r => B c r || existsb (fun xy => (c =? col + fst xy) && (r =? rest B o col + snd xy)) (cells o).

(* [rules.legal] Inside the board after the drop: column + width <= W, y0 + height <= top. *)
Definition fits (W o col : nat) : bool := col + width_of o <=? W.
Definition below_top (top : nat) (B : board) (o col : nat) : bool := rest B o col + height_of o <=? top.

(* [rules.completion] Row r is completed when its W cells are filled; "some row below n". *)
Definition row_complete (W : nat) (B : board) (r : nat) : bool := forallb (fun c => B c r) (seq 0 W).
Definition completes_below (W : nat) (B : board) (n : nat) : bool := existsb (row_complete W B) (seq 0 n).

(* [rules.games] The three games and their move sets. *)
Inductive kind := Goal (R : nat) | Well (H : nat) | Capped (R : nat).
Inductive moveset := All | Grid2022.
Record game := { g_width : nat; g_kind : kind; g_moves : moveset; g_pieces : list piece }.

(* The top of the board: H rows in a well, 20 otherwise. *)
Definition top (g : game) : nat := match g_kind g with Well H => H | _ => board_rows end.
(* The goal rows: a drop wins when it completes a row < goal_rows ([rules.game.goal]: its lowest
   completed row is < R, which is the same as completing some row < R). *)
Definition goal_rows (g : game) : nat := match g_kind g with Goal R => R | Well H => H | Capped R => R end.
(* The rows that end the game when one completes ([rules.completion], [rules.abstract] K):
   every row in the goal-row game and the well, the goal rows in the capped game. *)
Definition counted_rows (g : game) : nat := match g_kind g with Goal _ => board_rows | Well H => H | Capped R => R end.
(* [rules.game.capped] The cap: every column the piece occupies is < R high before the drop. *)
Definition under_cap (g : game) (B : board) (o col : nat) : bool :=
  match g_kind g with
  | Capped R => forallb (fun c => height B (col + fst c) <? R) (cells o)
  | _ => true
  end.
(* [adv.moves] grid-2022: column >= the grid offset, 1 for T0 J0 L0, 2 for T3 J3 L3. *)
Definition grid_offset (o : nat) : nat :=
  match o with 3 | 11 | 15 => 1 | 6 | 14 | 18 => 2 | _ => 0 end.
Definition in_moveset (m : moveset) (o col : nat) : bool :=
  match m with All => true | Grid2022 => grid_offset o <=? col end.

(* An allowed answer to piece p: an orientation of p that fits, is under the cap, stays below the
   top, and is in the move set. *)
Definition allowed (g : game) (B : board) (p : piece) (o col : nat) : Prop :=
  o < 19 /\ piece_of o = p /\ fits (g_width g) o col = true /\ under_cap g B o col = true
  /\ below_top (top g) B o col = true /\ in_moveset (g_moves g) o col = true.

(* After an allowed drop B': the player wins when B' completes a goal row; play goes on when it
   completes no counted row; otherwise the game is over without a win. *)
Definition wins_now (g : game) (B' : board) : bool := completes_below (g_width g) B' (goal_rows g).
Definition goes_on (g : game) (B' : board) : bool := negb (completes_below (g_width g) B' (counted_rows g)).
