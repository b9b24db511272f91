(* formal/Assumptions.v -- prints the axioms every soundness theorem rests on. *)
From Sureline Require Import Rules Claims Desc Parity Check Weaken.
Print Assumptions check_player_sound.
Print Assumptions check_adversary_forever_sound.
Print Assumptions check_adversary_within_sound.
Print Assumptions player_claim_sound.
Print Assumptions adversary_claim_sound.
