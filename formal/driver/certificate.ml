(* formal/driver/certificate.ml -- NOT TRUSTED. A certificate read into what the verified check of
   its family takes (Verdict.proof): the header read into the game (header.ml), the node or state
   lines read and walked (walk.ml, parts.ml, slide_walk.ml, survival_walk.ml, lines_walk.ml),
   the tables filled, the counts the verdict line reports; every rule of a refusal, in
   sureline-check's order, is named here or in those walks. Then, after the verified check,
   `weakness` names what a claim asked lacks (claim-too-weak) or that it is not supported. The
   trusted main.ml runs the check (verdict.ml) and asks the trusted asked.ml whether the claim
   asked follows: nothing here can make a certificate VERIFIED. *)
open Cli
open Walk

let limits (o : Options.t) = test_limits (if o.large then large_limits else standard_limits)
let debug what = if Sys.getenv_opt "SURELINE_COQ_DEBUG" <> None then Printf.eprintf "%s %.1fs\n%!" what (Sys.time ())
let declared_count lx key lim =
  let n = header_number lx key 0 max_int in
  if n > lim.nodes then raise (Reject ("limit", None, Printf.sprintf "header %s above the limit" key, 4));
  n
let option_budget = function Forever -> None | Pieces n -> Some n

(* ---------- which family: the claim line, read before the file ---------- *)
type family = Line_games | Survival of string | Lines of string

(* main.ml asks this first: a certificate of the line games is refused the options only survival
   and the lines game take (Usage, exit 2), before its file is read *)
let family (o : Options.t) file =
  match Survival_walk.claim_line file with
  | Some ("claim player-reaches-the-goal" | "claim adversary-stops-the-goal" as claim) -> Lines claim
  | Some claim when String.length claim > 6 && String.sub claim 0 6 = "claim "
                    && claim <> "claim player-completes-a-line" && claim <> "claim adversary-prevents-a-line" ->
      Survival claim
  | _ -> Option.iter (fun m -> raise (Usage m)) o.line_only; Line_games

(* ---------- the line games ([cert.grammar], [adv.grammar]); `moves slide` ---------- *)
let slide_player (a : asked) lx lim (g : Checker.game) ~set ~start =
  ignore (next_line lx);  (* moves slide *)
  let d = header_number lx "max-pieces" 0 max_int in
  let declared = declared_count lx "nodes" lim in
  let seq_text = header_text lx "sequences" in
  ignore (number lx (line_no lx) seq_text);
  let nd = read_nodes ~slide:true lx set lim in
  if start <> [] then (structure nd declared; raise (Reject ("move-outside-set", None, "moves slide: no start line and no part", 1)));
  let grid = a.moves = Some "grid-2022" in
  let table, kids, moves, n, s = Slide_walk.player_walk ~grid g lim nd ~declared ~d ~seq_text in
  Verdict.Slide_player { game = g; max_pieces = d; entries = n; table; kids; moves; nodes = nd.lines;
                 sequences = Int64.of_string ("0u" ^ s) }

let slide_adversary lx lim (g : Checker.game) ~set ~start =
  let w = g.g_width and bound = match g.g_kind with Goal r | Capped r | Well r -> r in
  (* [adv.slide] T' rows a state line: H in the well, R + 3 in the capped game; W * T' <= 128 *)
  let t' = match g.g_kind with Well h -> h | _ -> bound + 3 in
  if w * t' > 128 then syntax lx (line_no lx) "moves slide on at most 128 cells (W x T')" "more";
  let budget, within_text = Header.within lx in
  let declared = declared_count lx "states" lim in
  let states = Slide_walk.read_states lx w t' set lim in
  let table, kids = Slide_walk.adversary_walk g budget states ~declared ~start in
  Verdict.Slide_adversary { game = g; within = option_budget budget; within_text; entries = Array.length states;
                    table; kids; states = declared }

let line_player (o : Options.t) (a : asked) file lx lim start =
  let well, w, bound, set = Header.player_header lx in  (* [cert.grammar], [adv.player] *)
  let g = Header.player_game a ~well ~w ~bound ~set in
  if peek_line lx = Some "moves srs" then raise (Unsupported "moves srs");
  (* [rules.moves.slide] a slide strategy *)
  if peek_line lx = Some "moves slide" then slide_player a lx lim { g with g_moves = All } ~set ~start
  else begin
    (* a drop strategy is one of slides from the empty board: SlideDrop.player_slide_claim_sound *)
    if a.moves = Some "slide" && start <> [] then raise (Unsupported "--moves slide with a start");
    let d = header_number lx "max-pieces" 0 max_int in
    let declared = declared_count lx "nodes" lim in
    let seq_text = header_text lx "sequences" in
    ignore (number lx (line_no lx) seq_text);
    let body = read_nodes lx set lim in
    let table, moves, n, s, parts = Parts.player (Parts.run o a file lim) g body ~declared ~d ~seq_text ~start in
    Verdict.Line_player { game = g; max_pieces = d; start; table; moves; nodes = n; sequences = Int64.of_string ("0u" ^ s); parts }
  end

let line_adversary (o : Options.t) (a : asked) file lx lim start =
  let game_name, w, bound, set, moves = Header.adversary_header lx in  (* [adv.grammar] *)
  let g : Checker.game = { g_width = w; g_kind = (if game_name = "well" then Well bound else Capped bound);
                           g_moves = (if moves = "grid-2022" then Grid2022 else All); g_pieces = Header.pieces_of set } in
  if moves = "srs" then raise (Unsupported "moves srs");
  if moves = "slide" then slide_adversary lx lim g ~set ~start
  else begin
    if moves <> "all" && moves <> "grid-2022" then syntax lx (line_no lx) "all or grid-2022" moves;
    let budget, within_text = Header.within lx in
    let declared = declared_count lx "states" lim in
    let states = read_states lx w bound set lim in
    debug "read";
    let table, parts = Parts.adversary (Parts.run o a file lim) g budget states ~declared ~start in
    debug "walk";
    Verdict.Line_adversary { game = g; within = option_budget budget; within_text; start; table; states = declared; parts }
  end

let line_games (o : Options.t) (a : asked) file bytes lim =
  let lx = lexer file bytes in
  let l1 = next_line lx in
  if l1 <> Some "sureline-certificate v1" then syntax lx 1 "sureline-certificate v1" (show l1);
  let l2 = next_line lx in
  let start = Header.read_start lx in  (* [comp.start] the claim's start position, if any *)
  match l2 with
  | Some "claim player-completes-a-line" -> line_player o a file lx lim start
  | Some "claim adversary-prevents-a-line" -> line_adversary o a file lx lim start
  | Some l when String.length l > 6 && String.sub l 0 6 = "claim " -> raise (Unsupported l)
  | l -> syntax lx 2 "claim player-completes-a-line or claim adversary-prevents-a-line" (show l)

(* ---------- survival (spec/survival.md) and the lines game (spec/lines.md) ---------- *)
(* the first two lines; the claim line was read by `family` *)
let well_lexer file bytes ~claim ~known =
  let lx = lexer file bytes in
  if next_line lx <> Some "sureline-certificate v1" then syntax lx 1 "sureline-certificate v1" "another line";
  if not known then syntax lx 2 "a claim" ("`" ^ claim ^ "`");
  ignore (next_line lx);
  lx

(* an adversary's rules after the walk, `endless-game` and `within-mismatch`, both forms *)
let survival_adversary (gm : Survival_walk.game) within (nd : Survival_walk.nodes) wk =
  let d = Option.get within in
  let len = Survival_walk.lengths nd in
  if len.(0) <> d then raise (Reject ("within-mismatch", None, Printf.sprintf "header within %d, but the longest game has %d pieces" d len.(0), 1));
  Verdict.Survival_adversary { game = gm.g; within = d; nodes = nd.lines; table = Survival_walk.adversary_table gm nd wk len;
                               fields = Survival_walk.adversary_fields nd }

let survival file bytes lim claim =
  let player = claim = "claim player-survives" in
  let lx = well_lexer file bytes ~claim ~known:(player || claim = "claim adversary-ends-the-game") in
  let gm, within = Header.well lx ~player in
  let declared = declared_count lx "nodes" lim in
  if not player && Survival_walk.compact_first lx then begin
    (* the compact form: the next nodes derived by the walk, not read *)
    let cp = Survival_walk.read_compact lx gm lim in
    debug "read";
    let nd, wk = Survival_walk.compact_walk gm cp lim ~declared in
    debug "walk";
    survival_adversary gm within nd wk
  end else begin
    let nd = Survival_walk.read_nodes lx gm lim in
    debug "read";
    let roots = Survival_walk.root_tags gm in
    Survival_walk.structure nd ~declared ~roots:(List.length roots) lim;
    let wk = Survival_walk.walk gm nd ~roots in
    Survival_walk.repeated gm nd wk;
    debug "walk";
    if player then
      Verdict.Survival_player { game = gm.g; nodes = nd.lines; table = Survival_walk.player_table gm nd wk;
                                moves = Survival_walk.player_moves nd }
    else survival_adversary gm within nd wk
  end

let lines a file bytes lim claim =
  let player = claim = "claim player-reaches-the-goal" in
  let lx = well_lexer file bytes ~claim ~known:true in
  let gm, _ = Header.well ~lines:true lx ~player in
  (* [lines.slide] [lines.srs] slides and srs in the lines game, and --moves asked of a lines
     certificate: not in the verified checker (spec/formal.md) *)
  (match peek_line lx, a.moves with
   | Some ("moves slide" | "moves srs" as m), _ -> raise (Unsupported m)
   | _, Some m -> raise (Unsupported ("--moves " ^ m ^ " on a lines certificate"))
   | _ -> ());
  let gl = Header.goal lx in
  let bound = Header.bound lx ~player in
  let declared = declared_count lx "nodes" lim in
  let nd = Survival_walk.read_nodes ~win:player lx gm lim in
  Survival_walk.structure nd ~declared ~roots:1 lim;
  let budget = match bound with Pieces d when not player -> Some d | _ -> None in
  let wk = Lines_walk.walk gm gl nd ~budget in
  Lines_walk.repeated nd wk;
  let g = { Checker.l_well = gm.g; l_goal = if gl.at_once then AtOnce gl.k else Total gl.k } in
  if player then begin
    let d = match bound with Pieces d -> d | Forever -> 0 in
    let len = Survival_walk.lengths nd in
    if len.(0) <> d then raise (Reject ("max-pieces-mismatch", None, Printf.sprintf "header %d, the longest game %d" d len.(0), 1));
    Verdict.Lines_player { game = g; max_pieces = d; nodes = nd.lines; table = Lines_walk.player_table gm nd wk len;
                   moves = Lines_walk.player_moves nd }
  end else
    Verdict.Lines_adversary { game = g; within = budget; nodes = nd.lines; table = Lines_walk.adversary_table gm nd wk;
                      fields = Survival_walk.adversary_fields nd }

(* the certificate in FILE (its bytes, read by main.ml) as its family's proof *)
let read o a family file bytes lim = match family with
  | Line_games -> line_games o a file bytes lim
  | Survival claim -> survival file bytes lim claim
  | Lines claim -> lines a file bytes lim claim
