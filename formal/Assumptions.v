(* formal/Assumptions.v -- each soundness theorem's statement, then the axioms it rests on. *)
From Sureline Require Import Rules Claims Desc Parity Check Weaken.
Check check_player_sound.
Print Assumptions check_player_sound.
Check check_adversary_forever_sound.
Print Assumptions check_adversary_forever_sound.
Check check_adversary_within_sound.
Print Assumptions check_adversary_within_sound.
Check player_claim_sound.
Print Assumptions player_claim_sound.
Check adversary_claim_sound.
Print Assumptions adversary_claim_sound.
Check player_start_claim_sound.
Print Assumptions player_start_claim_sound.
Check adversary_start_claim_sound.
Print Assumptions adversary_start_claim_sound.
From Sureline Require Import SurvivalCheck SurvivalWeaken.  (* survival (issue 26) *)
Check check_survival_player_sound.
Print Assumptions check_survival_player_sound.
Check check_survival_adversary_sound.
Print Assumptions check_survival_adversary_sound.
Check survival_player_claim_sound.
Print Assumptions survival_player_claim_sound.
Check survival_adversary_claim_sound.
Print Assumptions survival_adversary_claim_sound.
From Sureline Require Import LinesCheck.  (* the lines game (issue 28) *)
Check check_lines_player_sound.
Print Assumptions check_lines_player_sound.
Check check_lines_adversary_within_sound.
Print Assumptions check_lines_adversary_within_sound.
Check check_lines_adversary_forever_sound.
Print Assumptions check_lines_adversary_forever_sound.
Check lines_player_claim_sound.
Print Assumptions lines_player_claim_sound.
Check lines_adversary_claim_sound.
Print Assumptions lines_adversary_claim_sound.
From Sureline Require Import SlideCheck.  (* sliding pieces (issue 28) *)
Check check_slide_player_sound.
Print Assumptions check_slide_player_sound.
Check check_slide_adversary_within_sound.
Print Assumptions check_slide_adversary_within_sound.
Check check_slide_adversary_forever_sound.
Print Assumptions check_slide_adversary_forever_sound.
Check slide_player_claim_sound.
Print Assumptions slide_player_claim_sound.
Check slide_adversary_claim_sound.
Print Assumptions slide_adversary_claim_sound.
From Sureline Require Import SlideDrop.  (* drop within slide *)
Check player_slide_claim_sound.
Print Assumptions player_slide_claim_sound.
Check adversary_drop_claim_sound.
Print Assumptions adversary_drop_claim_sound.
