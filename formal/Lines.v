(* formal/Lines.v -- TRUSTED. The lines game of spec/lines.md [lines.game] and its claims
   ([lines.player], [lines.adversary]), to be read beside it. The well, the turn (drop and
   clears), topping out, the pieces and the adversary's choices are formal/Survival.v's. *)
From Coq Require Import List Arith.
Import ListNotations.
From Sureline Require Import Rules Survival.

(* [lines.game] The goal: k rows cleared in total (`lines k`) or by one piece (`at-once k`). *)
Inductive goal := Total (k : nat) | AtOnce (k : nat).
Record lgame := { l_well : sgame; l_goal : goal }.

(* The rows a turn clears: those full after the drop (formal/Survival.v, sclear). *)
Definition cleared (g : sgame) (B : sboard) (o col : nat) : nat :=
  length (full_rows (s_floor g) (sdrop (s_floor g) B o col)).
(* (2) A move clearing n rows from count c reaches the goal; else (3) the count after it (0
   with at-once, where it plays no part). *)
Definition reaches (gl : goal) (c n : nat) : bool :=
  match gl with Total k => k <=? c + n | AtOnce k => k <=? n end.
Definition next_count (gl : goal) (c n : nat) : nat := match gl with Total _ => c + n | AtOnce _ => 0 end.

(* A position: the board after the clears, the count, the tag of formal/Survival.v (the index
   of the next piece with a sequence). The start: the empty board, count 0. *)
Definition lposition := (sboard * nat * tag)%type.
Definition lroots (g : lgame) : list lposition := map (fun r => (fst r, 0, snd r)) (roots (l_well g)).

(* [lines.player] "the player reaches the goal within n pieces" from a position: whatever the
   adversary gives, some placement does not top out ((1), judged first) and reaches the goal,
   or leads to a position from which he reaches it within n - 1. *)
Inductive reaches_within (g : lgame) : nat -> lposition -> Prop :=
| reach_step : forall n B c t,
    (forall p t', In (p, t') (choices (l_well g) t) ->
       exists o col, legal (l_well g) p o col /\
         let B' := turn (l_well g) B o col in let k := cleared (l_well g) B o col in
         tops_out (s_height (l_well g)) B' = false /\
         (reaches (l_goal g) c k = true \/ reaches_within g n (B', next_count (l_goal g) c k, t'))) ->
    reaches_within g (S n) (B, c, t).
Definition player_reaches_within (g : lgame) (D : nat) : Prop :=
  forall r, In r (lroots g) -> reaches_within g D r.

(* [lines.adversary] within D: no strategy of the player reaches the goal within D pieces. *)
Definition adversary_stops_within (g : lgame) (D : nat) : Prop :=
  exists r, In r (lroots g) /\ ~ reaches_within g D r.
(* forever: a set of positions holding a start, where the adversary has a choice such that
   every placement tops out, or does not reach the goal and leads back into the set. *)
Definition adversary_stops_forever (g : lgame) : Prop :=
  exists Inv : lposition -> Prop, (exists r, In r (lroots g) /\ Inv r) /\
    forall B c t, Inv (B, c, t) -> exists p t', In (p, t') (choices (l_well g) t) /\
      forall o col, legal (l_well g) p o col ->
        let B' := turn (l_well g) B o col in let k := cleared (l_well g) B o col in
        tops_out (s_height (l_well g)) B' = true \/
        (reaches (l_goal g) c k = false /\ Inv (B', next_count (l_goal g) c k, t')).
