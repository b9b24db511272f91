(* formal/driver/verdict.ml -- TRUSTED: what the verified checks take (a `proof`, which the
   untrusted certificate.ml fills: the game, budget and start the header states, the walk's
   tables, the counts), the range guards of [formal.trust] 3, the verified check of each family,
   and the verdict line printed from the same game, budget and start the check took: what is
   printed is what is proved. The counts (nodes=, sequences=, states=, parts=) are the walk's,
   not part of the claim. A budget None is `forever`. *)
open Cli

(* a strategy or a policy of the line games, with hard drops ([cert.semantics], [adv.walk]) *)
type line_player = {
  game : Checker.game; max_pieces : int; start : (int * int) list;
  table : Checker.pentry Checker.M.t; moves : int -> Checker.move list;
  nodes : int; sequences : int64; parts : int }
type line_adversary = {
  game : Checker.game; within : int option; within_text : string; start : (int * int) list;
  table : Checker.aentry Checker.M.t; states : int; parts : int }
(* the same with `moves slide` ([rules.moves.slide], [adv.slide]): `entries` table entries *)
type slide_player = {
  game : Checker.game; max_pieces : int; entries : int; table : int -> Checker.sentry option;
  kids : int -> int list; moves : int -> Checker.smove list; nodes : int; sequences : int64 }
type slide_adversary = {
  game : Checker.game; within : int option; within_text : string; entries : int;
  table : int -> Checker.saentry option; kids : int -> int -> int list; states : int }
(* survival ([surv.player], [surv.adversary]) and the lines game ([lines.player], [lines.adversary]) *)
type survival_player = {
  game : Checker.sgame; nodes : int; table : int -> Checker.position option;
  moves : int -> ((int * int) * int) list }
type survival_adversary = {
  game : Checker.sgame; within : int; nodes : int; table : int -> Checker.aentry0 option;
  fields : int -> int option list }
type lines_player = {
  game : Checker.lgame; max_pieces : int; nodes : int; table : int -> (Checker.lposition * int) option;
  moves : int -> ((int * int) * int option) list }
type lines_adversary = {
  game : Checker.lgame; within : int option; nodes : int; table : int -> Checker.laentry option;
  fields : int -> int option list }

type proof =
  | Line_player of line_player | Line_adversary of line_adversary
  | Slide_player of slide_player | Slide_adversary of slide_adversary
  | Survival_player of survival_player | Survival_adversary of survival_adversary
  | Lines_player of lines_player | Lines_adversary of lines_adversary

(* ---------- [formal.trust] 3: the ranges of every number a check is handed ---------- *)
let guard_nat n = guard (small n)
let guard_nat_opt = Option.iter guard_nat
let guard_places = List.iter (fun (o, c) -> guard_nat o; guard_nat c)
let guard_desc (d : Checker.pdesc) = guard (small d.ph0 && small d.ph1 && small d.pdd)
(* a table or a node's moves as the check reads them: each result guarded before the check sees it *)
let guarded f guard_result x = let y = f x in guard_result y; y
(* the board the headers allow: 2 <= W <= 16, the rows, height or goal 1 .. 20 (bit rows of W bits) *)
let guard_game (g : Checker.game) =
  let bound = match g.g_kind with Goal r | Capped r | Well r -> r in
  guard (g.g_width >= 2 && g.g_width <= 16 && bound >= 1 && bound <= 20)
(* a well: W <= 16, H <= 20, W floors below H; boards of 24 rows below 2^24 *)
let guard_well (g : Checker.sgame) =
  guard (g.s_width >= 2 && g.s_width <= 16 && g.s_height >= 1 && g.s_height <= 20
         && List.length g.s_floor = g.s_width && List.for_all (fun f -> f >= 0 && f < g.s_height) g.s_floor)
let guard_lines (g : Checker.lgame) = guard_well g.l_well; guard_nat (match g.l_goal with Total k | AtOnce k -> k)
let guard_rows = List.iter (fun r -> guard (r >= 0 && r < 1 lsl 24))
let guard_tag : Checker.tag -> unit = function Index i -> guard_nat i | NoTag | ToPlace _ -> ()
let guard_position ((b, t) : Checker.position) = guard_rows b; guard_tag t
let guard_lposition (((b, c), t) : Checker.lposition) = guard_rows b; guard_nat c; guard_tag t
let guard_move ((o, c), x) = guard_nat o; guard_nat c; guard_nat x
let guard_lmove ((o, c), x) = guard_nat o; guard_nat c; guard_nat_opt x

(* ---------- the verified checks ---------- *)
(* Weaken.player_start_claim_sound (with start [], Check.check_player_sound) *)
let line_player_holds (p : line_player) =
  guard_game p.game; guard_nat p.max_pieces; guard_places p.start;
  Checker.M.fold (fun _ ((n, d), l) () -> guard_nat n; guard_nat l; guard_desc d) p.table ();
  let move (m : Checker.move) = guard_nat m.m_o; guard_nat m.m_col; guard_nat_opt m.m_next in
  match Checker.start_desc p.game p.start with
  | Some e -> Checker.check_player_at p.game (guarded p.moves (List.iter move)) p.table p.max_pieces e
  | None -> false

(* Weaken.adversary_start_claim_sound (Check.check_adversary_*_sound) *)
let line_adversary_holds (p : line_adversary) =
  guard_game p.game; guard_nat_opt p.within; guard_places p.start;
  Checker.M.fold (fun _ ((d, _), m) () -> guard_nat m; guard_desc d) p.table ();
  match Checker.start_desc p.game p.start with
  | Some e -> Checker.check_adversary_at p.game p.table p.within e
  | None -> false

(* SlideCheck.check_slide_player_sound *)
let slide_player_holds (p : slide_player) =
  guard_game p.game; guard_nat p.max_pieces; guard_nat p.entries;
  let entry ((id, b), l) = guard_nat id; guard_nat l; List.iter guard_nat b in
  let move (((o, c), r), x) = guard_lmove ((o, c), x); guard_nat r in
  Checker.check_slide_player p.game (guarded p.moves (List.iter move)) (guarded p.kids (List.iter guard_nat))
    p.entries (guarded p.table (Option.iter entry)) p.max_pieces

(* SlideCheck.check_slide_adversary_within_sound, _forever_sound *)
let slide_adversary_holds (p : slide_adversary) =
  guard_game p.game; guard_nat_opt p.within; guard_nat p.entries;
  let entry ((b, _), m) = guard_nat m; List.iter guard_nat b in
  Checker.check_slide_adversary p.game p.within p.entries (guarded p.table (Option.iter entry))
    (fun e -> guarded (p.kids e) (List.iter guard_nat))

(* SurvivalCheck.check_survival_player_sound *)
let survival_player_holds (p : survival_player) =
  guard_well p.game; guard_nat p.nodes;
  Checker.check_survival_player p.game p.nodes (guarded p.table (Option.iter guard_position))
    (guarded p.moves (List.iter guard_move))

(* SurvivalCheck.check_survival_adversary_sound *)
let survival_adversary_holds (p : survival_adversary) =
  guard_well p.game; guard_nat p.within; guard_nat p.nodes;
  let entry ((q, _), l) = guard_position q; guard_nat l in
  Checker.check_survival_adversary p.game p.within p.nodes (guarded p.table (Option.iter entry))
    (guarded p.fields (List.iter guard_nat_opt))

(* LinesCheck.check_lines_player_sound *)
let lines_player_holds (p : lines_player) =
  guard_lines p.game; guard_nat p.max_pieces; guard_nat p.nodes;
  let entry (q, l) = guard_lposition q; guard_nat l in
  Checker.check_lines_player p.game p.max_pieces p.nodes (guarded p.table (Option.iter entry))
    (guarded p.moves (List.iter guard_lmove))

(* LinesCheck.check_lines_adversary_within_sound, _forever_sound *)
let lines_adversary_holds (p : lines_adversary) =
  guard_lines p.game; guard_nat_opt p.within; guard_nat p.nodes;
  let entry ((q, _), m) = guard_lposition q; guard_nat m in
  Checker.check_lines_adversary p.game p.within p.nodes (guarded p.table (Option.iter entry))
    (guarded p.fields (List.iter guard_nat_opt))

(* the certificate's claim holds: the verified check of its family says so *)
let holds = function
  | Line_player p -> line_player_holds p | Line_adversary p -> line_adversary_holds p
  | Slide_player p -> slide_player_holds p | Slide_adversary p -> slide_adversary_holds p
  | Survival_player p -> survival_player_holds p | Survival_adversary p -> survival_adversary_holds p
  | Lines_player p -> lines_player_holds p | Lines_adversary p -> lines_adversary_holds p

(* ---------- the verdict line: the claim checked, as sureline-check prints it ---------- *)
let letters_of pieces = String.concat "" (List.map (fun p -> String.make 1 (letter_of_piece p)) pieces)
let rows_text (g : Checker.game) = match g.g_kind with
  | Goal r | Capped r -> Printf.sprintf "rows=%d" r | Well h -> Printf.sprintf "height=%d" h
let game_name (g : Checker.game) = match g.g_kind with Goal _ -> "goal" | Capped _ -> "capped" | Well _ -> "well"
let moves_name : Checker.moveset -> string = function All -> "all" | Grid2022 -> "grid-2022"
(* [comp.start] [comp.verdict] *)
let places_text start = String.concat "," (List.map (fun (o, c) -> Printf.sprintf "%s@%d" names.(o) c) start)
let start_text start = if start = [] then "" else " start=" ^ places_text start
let parts_text n = if n = 0 then "" else Printf.sprintf " parts=%d" n
(* within forever or D: the budget the check took; a header's number of 2^40 or more was checked
   as 2^40 (Cli.saturate) and is printed as the header writes it ([formal.trust] 3) *)
let within_text within text = match within with
  | None -> "forever"
  | Some d when d = big && text <> "" && String.for_all (fun c -> c >= '0' && c <= '9') text && saturate text = big -> text
  | Some d -> string_of_int d

(* [cert.claim] a player's; `rest`: the start and parts, or the slide's moves *)
let player_line sha (g : Checker.game) d ~nodes ~sequences rest =
  Printf.sprintf "s VERIFIED %s width=%d %s pieces<=%d nodes=%d sequences=%Lu adversary=%s%s%s" sha g.g_width
    (rows_text g) d nodes sequences (letters_of g.g_pieces) (if game_name g = "goal" then "" else " game=" ^ game_name g) rest
(* [adv.claim] an adversary's; `moves`: the move set's name *)
let adversary_line sha (g : Checker.game) ~moves ~within ~states rest =
  Printf.sprintf "s VERIFIED %s claim=adversary-prevents-a-line game=%s width=%d %s moves=%s within=%s adversary=%s states=%d%s"
    sha (game_name g) g.g_width (rows_text g) moves within (letters_of g.g_pieces) states rest

(* [surv.claim] [lines.claim] the well: width, height, floor; the pieces *)
let floor_text (g : Checker.sgame) = String.concat "" (List.map (fun f -> String.make 1 digits.[f]) g.s_floor)
let well_text (g : Checker.sgame) = Printf.sprintf "width=%d height=%d floor=%s" g.s_width g.s_height (floor_text g)
let supply_text (g : Checker.sgame) = match g.s_supply with
  | FromSet (p, pv) -> Printf.sprintf "adversary=%s preview=%d" (letters_of p) (if pv then 1 else 0)
  | Sequence q -> "sequence=" ^ letters_of q
let goal_text : Checker.goal -> string = function Total k -> Printf.sprintf " lines=%d" k | AtOnce k -> Printf.sprintf " at-once=%d" k
(* `goal`: the lines game's, before the pieces; `rest`: the budget and the count *)
let well_line sha ~claim ~game (g : Checker.sgame) ~goal rest =
  Printf.sprintf "s VERIFIED %s claim=%s game=%s %s%s %s %s" sha claim game (well_text g) goal (supply_text g) rest

let line sha = function
  | Line_player p -> player_line sha p.game p.max_pieces ~nodes:p.nodes ~sequences:p.sequences
                       (start_text p.start ^ parts_text p.parts)
  | Line_adversary p -> adversary_line sha p.game ~moves:(moves_name p.game.g_moves) ~within:(within_text p.within p.within_text)
                          ~states:p.states (start_text p.start ^ parts_text p.parts)
  | Slide_player p -> player_line sha p.game p.max_pieces ~nodes:p.nodes ~sequences:p.sequences " moves=slide"
  | Slide_adversary p -> adversary_line sha p.game ~moves:"slide" ~within:(within_text p.within p.within_text) ~states:p.states ""
  | Survival_player p -> well_line sha ~claim:"player-survives" ~game:"survival" p.game ~goal:""
                           (Printf.sprintf "nodes=%d" p.nodes)
  | Survival_adversary p -> well_line sha ~claim:"adversary-ends-the-game" ~game:"survival" p.game ~goal:""
                              (Printf.sprintf "within=%d nodes=%d" p.within p.nodes)
  | Lines_player p -> well_line sha ~claim:"player-reaches-the-goal" ~game:"lines" p.game.l_well ~goal:(goal_text p.game.l_goal)
                        (Printf.sprintf "pieces<=%d nodes=%d" p.max_pieces p.nodes)
  | Lines_adversary p -> well_line sha ~claim:"adversary-stops-the-goal" ~game:"lines" p.game.l_well ~goal:(goal_text p.game.l_goal)
                           (Printf.sprintf "within=%s nodes=%d" (within_text p.within "") p.nodes)
