(* formal/Claims.v -- the claims of [rules.claims], about the games of formal/Rules.v alone
   (no certificate appears here). *)
From Coq Require Import List.
Import ListNotations.
From Sureline Require Import Rules.

(* [rules.game] "the player wins within n pieces" from board B: whatever piece p of the set the
   adversary gives, the player has an allowed answer whose drop wins at once, or goes on (no
   counted row completed) to a board from which he wins within n - 1 pieces. *)
Inductive wins (g : game) : nat -> board -> Prop :=
| wins_step : forall n B,
    (forall p, In p (g_pieces g) ->
       exists o col, allowed g B p o col /\
         (wins_now g (drop B o col) = true \/
          (goes_on g (drop B o col) = true /\ wins g n (drop B o col)))) ->
    wins g (S n) B.

(* [comp.start] The start position: the board after dropping the start placements
   (orientation, column) in order, from the empty board. *)
Definition start_board (s : list (nat * nat)) : board :=
  fold_left (fun B oc => drop B (fst oc) (snd oc)) s empty_board.

(* player wins within D (player certificates): from the empty board. *)
Definition player_wins_within (g : game) (D : nat) : Prop := wins g D empty_board.

(* adversary prevents a line within D: no strategy of the player wins within D pieces. *)
Definition no_win_within (g : game) (D : nat) : Prop := ~ wins g D empty_board.

(* adversary prevents a line: no strategy wins within any number of pieces. *)
Definition adversary_prevents (g : game) : Prop := forall n, ~ wins g n empty_board.
