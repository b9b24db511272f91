(* formal/SurvivalClaims.v -- TRUSTED. The claims of [surv.player] and [surv.adversary], about
   the game of formal/Survival.v alone (no certificate appears here). *)
From Coq Require Import List.
From Sureline Require Import Rules Survival.

(* [surv.player] "the player survives forever": some set of positions holds every starting
   position and, at each of its positions, for every choice of the adversary, the player has a
   placement of the piece that does not top out and leads to a position of the set. *)
Definition survives_forever (g : sgame) : Prop :=
  exists Inv : position -> Prop,
    (forall r, In r (roots g) -> Inv r) /\
    (forall B t p t', Inv (B, t) -> In (p, t') (choices g t) ->
       exists o col, legal g p o col /\ tops_out (s_height g) (turn g B o col) = false /\ Inv (turn g B o col, t')).

(* [surv.adversary] "the adversary ends every game within n pieces" from a position: it has a
   choice such that every placement of the piece tops out, or leads to a position from which it
   ends every game within n - 1. *)
Inductive ends (g : sgame) : nat -> position -> Prop :=
| ends_step : forall n B t p t',
    In (p, t') (choices g t) ->
    (forall o col, legal g p o col ->
       tops_out (s_height g) (turn g B o col) = true \/ ends g n (turn g B o col, t')) ->
    ends g (S n) (B, t).

(* From the start: with preview the adversary picks the first piece, so one root suffices. *)
Definition adversary_ends_within (g : sgame) (D : nat) : Prop :=
  exists r, In r (roots g) /\ ends g D r.
