(* formal/driver/weakness.ml -- NOT TRUSTED. After the verified check, what a claim asked on the
   command line lacks, named as sureline-check names it (claim-too-weak: "the certificate does not
   prove the width asked", ...), or that the verified checker has no theorem for it (not
   supported, exit 2). Whether the claim asked follows is decided by the trusted asked.ml, after
   this: a wrong name here changes a refusal's message, never a verdict. *)
open Cli
open Verdict
open Walk

let subset a b = String.for_all (fun c -> String.contains b c) a
(* the first of the (condition, what) that fails is named *)
let first_weak checks = List.iter (fun (ok, what) -> if not ok then too_weak what) checks
let fits f = function None -> true | Some v -> f v

let bound_of (g : Checker.game) = match g.g_kind with Goal r | Capped r | Well r -> r
let is_well (g : Checker.game) = match g.g_kind with Well _ -> true | Goal _ | Capped _ -> false
let start_named (o : asked) start = match Option.bind o.start parse_places with None -> start = [] | Some s -> s = start

(* [cert.claim] *)
let line_player (o : asked) (p : line_player) =
  let g = p.game and set = letters_of p.game.g_pieces in
  let well = is_well g and bound = bound_of g in
  first_weak [
    (fits (( = ) g.g_width) o.width, "width");
    (fits (( = ) (game_name g)) o.game, "game");
    (fits (fun r -> not well && r >= bound) o.rows, "rows");
    (fits (fun h -> well && h >= bound) o.height, "height");
    (fits (fun m -> m >= p.max_pieces) o.maxp, "max-pieces (a player claim)");
    (o.within = None, "within (an adversary claim)");
    (fits (fun s -> subset s set) o.set, "adversary");
    (start_named o p.start, "start") ]

(* [adv.claim] *)
let line_adversary (o : asked) (p : line_adversary) =
  let g = p.game and set = letters_of p.game.g_pieces in
  let well = is_well g and bound = bound_of g and moves = moves_name g.g_moves in
  let within_ok = function
    | Forever -> p.within = None
    | Pieces n -> (match p.within with None -> true | Some m -> n <= m) in
  first_weak [
    (fits (( = ) g.g_width) o.width, "width");
    (fits (( = ) (game_name g)) o.game, "game");
    (fits (fun r -> not well && r <= bound) o.rows, "rows");
    (fits (fun h -> well && h <= bound) o.height, "height");
    (o.maxp = None, "max-pieces (a player claim)");
    (fits within_ok o.within, "within (an adversary claim)");
    (fits (fun s -> subset set s) o.set, "adversary");
    (fits (fun m -> m <> "slide" && (m = "grid-2022" || moves = "all")) o.moves, "moves");
    (start_named o p.start, "start") ]

(* slides: the same board only; the development has no [rules.claims.order] across boards *)
let slide_board (o : asked) (g : Checker.game) =
  let well = is_well g and bound = bound_of g in
  let asked_bound = if well then o.height else o.rows in
  if (if well then o.rows else o.height) <> None || o.start <> None then too_weak "claim";
  if (o.width <> None && o.width <> Some g.g_width) || (asked_bound <> None && asked_bound <> Some bound) then
    raise (Unsupported "a slide claim on another board")

let slide_player (o : asked) (p : slide_player) =
  if o.within <> None then too_weak "within (an adversary claim)";
  if o.moves <> None && o.moves <> Some "slide" then too_weak "moves";
  (match o.game, p.game.g_kind with
   | Some "well", Well _ | (None | Some "capped"), (Goal _ | Capped _) -> ()
   | _ -> too_weak "game");
  slide_board o p.game

let slide_adversary (o : asked) (p : slide_adversary) =
  if o.maxp <> None then too_weak "max-pieces (a player claim)";
  if o.game <> None && o.game <> Some (game_name p.game) then too_weak "game";
  slide_board o p.game

(* the last of --rows, --max-pieces and --moves on the command line: no survival certificate
   proves them *)
let line_option_named argv =
  Array.fold_left (fun last a -> match List.hd (String.split_on_char '=' a) with
      | "--rows" -> Some "rows" | "--max-pieces" -> Some "max-pieces (a player claim)" | "--moves" -> Some "moves"
      | _ -> last) None argv

(* [surv.claim] [lines.claim] the well's options: the floor, the pieces *)
let floor_named (o : asked) (g : Checker.sgame) =
  match o.floor with Some f when f <> floor_text g -> too_weak "floor" | _ -> ()
let pieces_named (o : asked) (g : Checker.sgame) ~lines =
  (* survival: no --preview with a sequence; lines: --preview 0 only *)
  let preview_ok p = p = None || (lines && p = Some false) in
  match g.s_supply, o.set, o.sequence, o.preview with
  | Sequence _, None, None, p when preview_ok p -> ()
  | Sequence q, None, Some s, p when preview_ok p && s = letters_of q -> ()
  | FromSet _, _, None, p when not lines || preview_ok p -> ()
  | _ -> too_weak "pieces"

(* [surv.claim]: --within for adversaries, --forever for players only (sureline-check accepts
   --forever on an adversary's certificate too; the second checker and the spec do not) *)
let survival argv (o : asked) (g : Checker.sgame) ~player =
  Option.iter too_weak (line_option_named argv);
  if o.start <> None then too_weak "start";
  if o.game <> None && o.game <> Some "survival" then too_weak "game";
  if o.goal <> None then too_weak "goal";
  floor_named o g;
  (match o.within with
   | Some (Pieces _) when player -> too_weak "within (an adversary claim)"
   | Some Forever when not player -> too_weak "forever (a player claim)"
   | _ -> ());
  pieces_named o g ~lines:false

(* [lines.claim] *)
let lines (o : asked) (g : Checker.lgame) =
  if o.rows <> None || o.moves <> None || o.start <> None then too_weak "claim";
  if o.game <> None && o.game <> Some "lines" then too_weak "game";
  floor_named o g.l_well;
  pieces_named o g.l_well ~lines:true

let name argv o = function
  | Line_player p -> line_player o p | Line_adversary p -> line_adversary o p
  | Slide_player p -> slide_player o p | Slide_adversary p -> slide_adversary o p
  | Survival_player p -> survival argv o p.game ~player:true
  | Survival_adversary p -> survival argv o p.game ~player:false
  | Lines_player p -> if o.within <> None then too_weak "within (an adversary claim)"; lines o p.game
  | Lines_adversary p -> if o.maxp <> None then too_weak "max-pieces (a player claim)"; lines o p.game
