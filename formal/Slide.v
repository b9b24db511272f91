(* formal/Slide.v -- TRUSTED. The move set `slide` of spec/rules.md [rules.moves.slide] and the
   claims of the line games played with it, to be read beside it. The board, the pieces, the
   walls, the cap, the top and the completed rows are formal/Rules.v's. *)
From Coq Require Import List Arith Bool.
Import ListNotations.
From Sureline Require Import Rules.

(* A position (orientation o, column c, row r): its cells are (c + x, r + y). *)
Definition spos := (nat * nat * nat)%type.
(* Free on a board of W columns and top T: each cell inside the walls, empty or at row >= T. *)
Definition free (W T : nat) (B : board) (q : spos) : bool :=
  let '(o, c, r) := q in
  forallb (fun xy => (c + fst xy <? W) && ((T <=? r + snd xy) || negb (B (c + fst xy) (r + snd xy)))) (cells o).
(* The entries (o, c, T), c + width(o) <= W: wholly above the board. *)
Definition entry (W T : nat) (q : spos) : Prop := let '(o, c, r) := q in r = T /\ c + width_of o <= W.
(* One move of `slide`: one cell left, right or down, the orientation kept. *)
Definition slide_step (q q' : spos) : Prop :=
  let '(o, c, r) := q in let '(o', c', r') := q' in
  o' = o /\ ((c' = S c \/ c = S c') /\ r' = r \/ c' = c /\ r = S r').
(* The reachable positions: the least set holding the entries and, with each of its positions,
   every free position one step away (the step a parameter, so that another move set slots in). *)
Inductive reachable (start : spos -> Prop) (step : spos -> spos -> Prop) (ok : spos -> bool) : spos -> Prop :=
| reach_start : forall q, start q -> reachable start step ok q
| reach_next : forall q q', reachable start step ok q -> step q q' -> ok q' = true -> reachable start step ok q'.
(* Locked: free, and not free one row lower (r = 0, or a filled cell below one of its cells). *)
Definition locked (W T : nat) (B : board) (q : spos) : bool :=
  let '(o, c, r) := q in free W T B q && match r with 0 => true | S r' => negb (free W T B (o, c, r')) end.

(* An allowed slide placement of piece p in game g: an orientation of p that fits the walls,
   under the cap in the capped game, its top below T, locked, reachable. *)
Definition slide_allowed (g : game) (B : board) (p : piece) (o c r : nat) : Prop :=
  let W := g_width g in let T := top g in
  o < 19 /\ piece_of o = p /\ fits W o c = true /\ under_cap g B o c = true /\ r + height_of o <= T /\
  locked W T B (o, c, r) = true /\ reachable (entry W T) slide_step (free W T B) (o, c, r).
(* The piece fills its cells (c + x, r + y). *)
Definition place (B : board) (o c r : nat) : board :=
  fun x y => B x y || existsb (fun xy => (x =? c + fst xy) && (y =? r + snd xy)) (cells o).

(* [rules.game] with slides: "the player wins within n pieces" from board B. *)
Inductive swins (g : game) : nat -> board -> Prop :=
| swins_step : forall n B,
    (forall p, In p (g_pieces g) ->
       exists o c r, slide_allowed g B p o c r /\
         (wins_now g (place B o c r) = true \/
          (goes_on g (place B o c r) = true /\ swins g n (place B o c r)))) ->
    swins g (S n) B.
