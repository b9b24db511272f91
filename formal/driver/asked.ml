(* formal/driver/asked.ml -- TRUSTED: the claim the command line asks (Cli.asked), as the Coq claim
   it states (the certificate's where an option is silent), and whether the verified claim
   answers it, by the Coq function of each family proved to (the theorem beside each case below).
   An option no theorem covers for the family makes the answer no. Which option a refusal names,
   and which claims are not supported, is the untrusted weakness.ml's: it runs first. *)
open Cli
open Verdict

let value = Option.value

(* [cert.claim] [adv.claim] the budget asked of an adversary: --within D or --forever *)
let budget_asked (o : asked) within = match o.within with
  | None -> within | Some Forever -> None | Some (Pieces n) -> Some n

(* [comp.start] the start asked: none, or --start's places ORIENTATION@COLUMN,... written as the
   verdict line writes the certificate's *)
let start_asked (o : asked) start = match o.start with None -> start = [] | Some v -> start <> [] && v = places_text start

(* the options of survival and the lines game, which state no claim of the line games *)
let line_options_only (o : asked) = o.floor = None && o.sequence = None && o.preview = None && o.goal = None

(* [rules.moves] a move set of hard drops asked by --moves *)
let drop_moves : string option -> Checker.moveset option = function
  | None | Some "all" -> Some All | Some "grid-2022" -> Some Grid2022 | Some _ -> None

(* [cert.claim] [adv.claim] the game of the line games the options state: --game, --width,
   --rows (goal-row and capped games) or --height (wells), --adversary, the moves; None when they
   name another kind of game *)
let line_game (o : asked) (g : Checker.game) (moves : Checker.moveset) : Checker.game option =
  let kind : Checker.kind option = match g.g_kind, o.game with
    | Well h, (None | Some "well") when o.rows = None -> Some (Well (value o.height ~default:h))
    | Capped r, (None | Some "capped") when o.height = None -> Some (Capped (value o.rows ~default:r))
    | Goal r, None when o.height = None -> Some (Goal (value o.rows ~default:r))
    | _ -> None in
  Option.map (fun kind -> { Checker.g_width = value o.width ~default:g.g_width; g_kind = kind; g_moves = moves;
                            g_pieces = Option.fold ~none:g.g_pieces ~some:set_pieces o.set }) kind

(* a player's claim: the game (`moves` reads --moves) within --max-pieces; `ok` the Coq function *)
let player_asked (o : asked) (g : Checker.game) d ~moves ~ok =
  o.within = None && line_options_only o &&
  match Option.bind (moves o.moves) (line_game o g) with
  | Some g2 -> ok g d g2 (value o.maxp ~default:d)
  | None -> false

(* an adversary's claim: the game within --within or --forever *)
let adversary_asked (o : asked) (g : Checker.game) within ~moves ~ok =
  o.maxp = None && line_options_only o &&
  match Option.bind (moves o.moves) (line_game o g) with
  | Some g2 -> ok g within g2 (budget_asked o within)
  | None -> false

(* [surv.claim] [lines.claim] the well the options state: --width, --height, --floor (the same
   floor only), --adversary with --preview, or --sequence (the same sequence only) *)
let well_game (o : asked) (g : Checker.sgame) : Checker.sgame option =
  let supply : Checker.supply option = match g.s_supply, o.set, o.sequence, o.preview with
    | Sequence q, None, None, (None | Some false) -> Some (Sequence q)
    | Sequence q, None, Some s, (None | Some false) when s = letters_of q -> Some (Sequence q)
    | FromSet (p, pv), set, None, preview ->
        Some (FromSet (Option.fold ~none:p ~some:set_pieces set, value preview ~default:pv))
    | _ -> None in
  let floor_same = match o.floor with None -> true | Some f -> f = floor_text g in
  if not floor_same then None
  else Option.map (fun supply -> { g with s_width = value o.width ~default:g.s_width;
                                          s_height = value o.height ~default:g.s_height; s_supply = supply }) supply

(* the options of the line games, which state no claim of survival or the lines game *)
let well_options_only (o : asked) game =
  o.rows = None && o.moves = None && o.start = None && (o.game = None || o.game = Some game)
let survival_options_only (o : asked) = well_options_only o "survival" && o.goal = None && o.maxp = None

(* [lines.claim] the lines game the options state: the well, and --lines or --at-once *)
let lines_game (o : asked) (g : Checker.lgame) : Checker.lgame option =
  let goal : Checker.goal = match o.goal with
    | None -> g.l_goal | Some (true, k) -> AtOnce k | Some (false, k) -> Total k in
  Option.map (fun well -> { Checker.l_well = well; l_goal = goal }) (well_game o g.l_well)

(* the claim asked follows from the certificate's (its check holding) *)
let answers (o : asked) = function
  | Line_player p ->
      (* Weaken.player_start_claim_sound; --moves slide: SlideDrop.player_slide_claim_sound (no start) *)
      let moves = function Some "slide" when p.start = [] -> Some Checker.All | m -> drop_moves m in
      start_asked o p.start && player_asked o p.game p.max_pieces ~moves ~ok:Checker.claim_ok_player
  | Line_adversary p ->
      (* Weaken.adversary_start_claim_sound *)
      let moves = function None -> Some p.game.g_moves | m -> drop_moves m in
      start_asked o p.start && adversary_asked o p.game p.within ~moves ~ok:Checker.claim_ok_adversary
  | Slide_player p ->
      (* SlideCheck.slide_player_claim_sound: slides on the same board *)
      let moves = function None | Some "slide" -> Some Checker.All | Some _ -> None in
      o.start = None && player_asked o p.game p.max_pieces ~moves ~ok:Checker.slide_claim_ok_player
  | Slide_adversary p ->
      (* SlideCheck.slide_adversary_claim_sound; --moves all or grid-2022, the claim of hard drops:
         SlideDrop.adversary_drop_claim_sound *)
      let moves = function Some "slide" -> Some Checker.All | m -> drop_moves m in
      o.start = None && adversary_asked o p.game p.within ~moves ~ok:Checker.slide_claim_ok_adversary
  | Survival_player p ->
      (* SurvivalWeaken.survival_player_claim_sound: --forever, never --within *)
      survival_options_only o && (match o.within with Some (Pieces _) -> false | None | Some Forever -> true) &&
      Option.fold ~none:false ~some:(Checker.survival_claim_ok_player p.game) (well_game o p.game)
  | Survival_adversary p ->
      (* SurvivalWeaken.survival_adversary_claim_sound: --within D, never --forever *)
      let within = match o.within with None -> Some p.within | Some (Pieces d) -> Some d | Some Forever -> None in
      survival_options_only o &&
      (match well_game o p.game, within with
       | Some g2, Some d2 -> Checker.survival_claim_ok_adversary p.game p.within g2 d2
       | _ -> false)
  | Lines_player p ->
      (* LinesCheck.lines_player_claim_sound *)
      well_options_only o "lines" && o.within = None &&
      Option.fold ~none:false ~some:(fun g2 -> Checker.lines_claim_ok_player p.game p.max_pieces g2 (value o.maxp ~default:p.max_pieces))
        (lines_game o p.game)
  | Lines_adversary p ->
      (* LinesCheck.lines_adversary_claim_sound *)
      well_options_only o "lines" && o.maxp = None &&
      Option.fold ~none:false ~some:(fun g2 -> Checker.lines_claim_ok_adversary p.game p.within g2 (budget_asked o p.within))
        (lines_game o p.game)
