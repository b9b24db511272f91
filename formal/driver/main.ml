(* formal/driver/main.ml -- the trusted driver of the verified checker: the header of a
   certificate of the line games (the claim: game, width, rows or height, pieces, read by cli.ml,
   and budget), the claim asked and the verdict line; the command line and the file are cli.ml's.
   The node and state lines it reads go to the untrusted walk (walk.ml) and to the verified checks
   (Checker, extracted from formal/Check.v), which alone decide VERIFIED. *)
open Walk
open Cli

let show_places ps = String.concat "," (List.map (fun (o, c) -> Printf.sprintf "%s@%d" names.(o) c) ps)

(* [formal.trust] the walk's outputs, in range (cli.ml's guard) *)
let guard_desc (d : Checker.pdesc) = guard (small d.ph0 && small d.ph1 && small d.pdd)
let guard_nodes f n = let ms = f n in
  List.iter (fun (m : Checker.move) -> guard (small m.m_o && small m.m_col &&
    (match m.m_next with Some x -> small x | None -> true))) ms; ms
let guard_table table entry = Checker.M.fold (fun _ e () -> entry e) table ()

let subset a b = String.for_all (fun c -> String.contains b c) a

let () =
  let argv = Sys.argv in
  let usage_error m = prerr_endline ("sureline-check-coq: " ^ m); prerr_endline usage; exit 2 in
  let o = try parse_args argv with Usage m -> usage_error m in
  Lines_driver.run argv o;  (* lines certificates (spec/lines.md): exits when FILE is one *)
  Survival_driver.run argv o;  (* survival certificates (spec/survival.md): exits when FILE is one *)
  Option.iter usage_error o.line_only;
  let ostart = Option.bind o.start parse_places in
  let finish = finish argv and file = Option.get o.file in
  let lim = test_limits (if o.large then large_limits else standard_limits) in
  try
    let bytes = read_or_exit file lim.bytes in
    let lx = lexer file bytes in
    let l1 = next_line lx in
    if l1 <> Some "sureline-certificate v1" then syntax lx 1 "sureline-certificate v1" (show l1);
    let l2 = next_line lx in
    let sha = "sha256:" ^ Sha256.digest bytes in
    let start = read_start lx in  (* [comp.start] the claim's start position, if any *)
    let start_ok = (match ostart with None -> start = [] | Some s -> s = start) in
    let start_text = if start = [] then "" else " start=" ^ show_places start in
    let parts_text n = if n = 0 then "" else Printf.sprintf " parts=%d" n in  (* [comp.verdict] *)
    let root_of g = match Checker.start_desc g start with
      | Some e -> e | None -> raise (Reject ("internal", None, "the verified check refuses the start", 1)) in
    match l2 with
    | Some "claim player-completes-a-line" ->
        let well, w, bound, set = player_header lx in  (* [cert.grammar], [adv.player] *)
        let pieces = List.map piece_of_letter (List.of_seq (String.to_seq set)) in
        let kind : Checker.kind =
          if well then Well bound else if o.game = Some "capped" then Capped bound else Goal bound in
        if peek_line lx = Some "moves srs" then raise (Unsupported "moves srs");
        (* [rules.moves.slide] a slide strategy: slide_driver.ml *)
        if peek_line lx = Some "moves slide" then
          Slide_driver.player argv o { Checker.g_width = w; g_kind = kind; g_moves = All; g_pieces = pieces } lx lim
            ~sha ~set ~start ~text:(if well then "height" else "rows");
        (* a drop strategy is one of slides from the empty board: SlideDrop.player_slide_claim_sound *)
        if o.moves = Some "slide" && start <> [] then raise (Unsupported "--moves slide with a start");
        let d = header_number lx "max-pieces" 0 max_int in
        let nodes_declared = header_number lx "nodes" 0 max_int in
        if nodes_declared > lim.nodes then raise (Reject ("limit", None, "header nodes above the limit", 4));
        let seq_text = header_text lx "sequences" in
        ignore (number lx (line_no lx) seq_text);
        let g = { Checker.g_width = w; g_kind = kind;
                  g_moves = (if o.moves = Some "grid-2022" then Grid2022 else All); g_pieces = pieces } in
        let body = read_nodes lx set lim in
        let table, nodes_fn, n, s, parts = Parts.player (Parts.run o file lim) g body ~declared:nodes_declared ~d ~seq_text ~start in
        (* the verified check: VERIFIED only when it holds (Check.check_player_sound) *)
        guard (small d);
        guard_table table (fun ((n, dsc), l) -> guard (small n && small l); guard_desc dsc);
        List.iter (fun (o, c) -> guard (small o && small c)) start;
        if not (Checker.check_player_at g (guard_nodes nodes_fn) table d (root_of g)) then
          refused ();
        let game_name = if well then "well" else if o.game = Some "capped" then "capped" else "goal" in
        let weak =
          List.find_opt (fun (ok, _) -> not ok) [
            (Option.fold ~none:true ~some:(( = ) w) o.width, "width");
            (Option.fold ~none:true ~some:(( = ) game_name) o.game, "game");
            (Option.fold ~none:true ~some:(fun r -> not well && r >= bound) o.rows, "rows");
            (Option.fold ~none:true ~some:(fun h -> well && h >= bound) o.height, "height");
            (Option.fold ~none:true ~some:(fun m -> m >= d) o.maxp, "max-pieces (a player claim)");
            (o.within = None, "within (an adversary claim)");
            (Option.fold ~none:true ~some:(fun p -> subset p set) o.set, "adversary");
            (start_ok, "start") ] in
        (* the claim asked, as a game and a budget: Weaken.player_claim_sound *)
        let g2 = { Checker.g_width = Option.value o.width ~default:w;
                   g_kind = (match kind with Goal r -> Goal (Option.value o.rows ~default:r)
                             | Capped r -> Capped (Option.value o.rows ~default:r)
                             | Well h -> Well (Option.value o.height ~default:h));
                   g_moves = g.g_moves; g_pieces = Option.fold ~none:pieces ~some:set_pieces o.set } in
        let weak = if weak = None && not (Checker.claim_ok_player g d g2 (Option.value o.maxp ~default:d))
          then Some (false, "claim") else weak in
        Option.iter (fun (_, what) -> too_weak what) weak;
        finish 0 [Printf.sprintf "s VERIFIED %s width=%d %s=%d pieces<=%d nodes=%d sequences=%s adversary=%s%s"
                    sha w (if well then "height" else "rows") bound d n s set
                    (if well then " game=well" else if o.game = Some "capped" then " game=capped" else "") ^ start_text ^ parts_text parts]
    | Some "claim adversary-prevents-a-line" ->
        let game_name, w, bound, set, moves = adversary_header lx in  (* [adv.grammar] *)
        let well = game_name = "well" in
        let pieces = List.map piece_of_letter (List.of_seq (String.to_seq set)) in
        let kind : Checker.kind = if well then Well bound else Capped bound in
        if moves = "srs" then raise (Unsupported "moves srs");
        if moves = "slide" then
          Slide_driver.adversary argv o { Checker.g_width = w; g_kind = kind; g_moves = All; g_pieces = pieces } lx lim
            ~sha ~set ~start ~game_name;
        if moves <> "all" && moves <> "grid-2022" then syntax lx (line_no lx) "all or grid-2022" moves;
        let within_text = header_text lx "within" in
        let budget = if within_text = "forever" then Forever else Pieces (number lx (line_no lx) within_text) in
        let states_declared = header_number lx "states" 0 max_int in
        if states_declared > lim.nodes then raise (Reject ("limit", None, "header states above the limit", 4));
        let g = { Checker.g_width = w; g_kind = kind;
                  g_moves = (if moves = "grid-2022" then Grid2022 else All); g_pieces = pieces } in
        let states = read_states lx w bound set lim in
        let dbg what = if Sys.getenv_opt "SURELINE_COQ_DEBUG" <> None then Printf.eprintf "%s %.1fs\n%!" what (Sys.time ()) in
        dbg "read";
        let table, parts = Parts.adversary (Parts.run o file lim) g budget states ~declared:states_declared ~start in
        dbg "walk";
        let cbudget = match budget with Forever -> None | Pieces n -> Some n in
        let t0 = Sys.time () in
        (* the verified check: VERIFIED only when it holds (Check.check_adversary_*_sound) *)
        guard (match cbudget with Some n -> small n | None -> true);
        guard_table table (fun ((dsc, _), m) -> guard (small m); guard_desc dsc);
        List.iter (fun (o, c) -> guard (small o && small c)) start;
        if not (Checker.check_adversary_at g table cbudget (root_of g)) then
          refused ();
        if Sys.getenv_opt "SURELINE_COQ_DEBUG" <> None then Printf.eprintf "check %.1fs\n%!" (Sys.time () -. t0);
        let within_ok = function
          | Forever -> budget = Forever
          | Pieces n -> (match budget with Forever -> true | Pieces m -> n <= m) in
        let weak =
          List.find_opt (fun (ok, _) -> not ok) [
            (Option.fold ~none:true ~some:(( = ) w) o.width, "width");
            (Option.fold ~none:true ~some:(( = ) game_name) o.game, "game");
            (Option.fold ~none:true ~some:(fun r -> not well && r <= bound) o.rows, "rows");
            (Option.fold ~none:true ~some:(fun h -> well && h <= bound) o.height, "height");
            (o.maxp = None, "max-pieces (a player claim)");
            (Option.fold ~none:true ~some:within_ok o.within, "within (an adversary claim)");
            (Option.fold ~none:true ~some:(fun p -> subset set p) o.set, "adversary");
            (Option.fold ~none:true ~some:(fun m -> m <> "slide" && (m = "grid-2022" || moves = "all")) o.moves, "moves");
            (start_ok, "start") ] in
        (* the claim asked, as a game and a budget: Weaken.adversary_claim_sound *)
        let g2 = { Checker.g_width = Option.value o.width ~default:w;
                   g_kind = (match kind with Capped r -> Capped (Option.value o.rows ~default:r)
                             | Well h -> Well (Option.value o.height ~default:h) | k -> k);
                   g_moves = (match o.moves with Some "grid-2022" -> Grid2022 | Some _ -> All | None -> g.g_moves);
                   g_pieces = Option.fold ~none:pieces ~some:set_pieces o.set } in
        let b2 = match o.within with None -> cbudget | Some Forever -> None | Some (Pieces n) -> Some n in
        let weak = if weak = None && not (Checker.claim_ok_adversary g cbudget g2 b2)
          then Some (false, "claim") else weak in
        Option.iter (fun (_, what) -> too_weak what) weak;
        finish 0 [Printf.sprintf "s VERIFIED %s claim=adversary-prevents-a-line game=%s width=%d %s=%d moves=%s within=%s adversary=%s states=%d"
                    sha game_name w (if well then "height" else "rows") bound moves within_text set states_declared ^ start_text ^ parts_text parts]
    | Some l when String.length l > 6 && String.sub l 0 6 = "claim " && l <> "claim player-completes-a-line" ->
        prerr_endline ("sureline-check-coq: " ^ file ^ ": " ^ unsupported l);
        exit 2
    | l -> syntax lx 2 "claim player-completes-a-line or claim adversary-prevents-a-line" (show l)
  with
  | Reject (rule, node, msg, code) -> rejected argv (rule, node, msg, code)
  | Unsupported m ->
      prerr_endline ("sureline-check-coq: " ^ file ^ ": " ^ unsupported m);
      exit 2
  | Stack_overflow | Out_of_memory ->
      prerr_endline "sureline-check-coq: out of memory or stack"; exit 2
