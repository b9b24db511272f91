(* formal/driver/main.ml -- the trusted driver of the verified checker: the command line, the
   file, the header (the claim: game, width, rows or height, pieces, budget), the verdict line
   and the exit codes. The node and state lines it reads go to the untrusted walk (walk.ml) and
   to the verified checks (Checker, extracted from formal/Check.v), which alone decide VERIFIED. *)
open Walk

let usage = "usage: sureline-check-coq [--width W] [--rows R] [--height H] [--max-pieces D] \
             [--adversary SET] [--game capped|well] [--moves all|grid-2022] [--within D] [--forever] \
             [--limits standard|large] [--quiet] FILE"

exception Usage of string

(* ---------- the command line ([cert.cli], [adv.claim]) ---------- *)
type opts = {
  mutable width : int option; mutable rows : int option; mutable height : int option;
  mutable maxp : int option; mutable set : string option; mutable game : string option;
  mutable moves : string option; mutable within : budget option; mutable large : bool;
  mutable quiet : bool; mutable file : string option; mutable start : (int * int) list option }

let opt_number name lo hi v =
  let body = if String.length v > 0 && v.[0] = '+' then String.sub v 1 (String.length v - 1) else v in
  if body = "" || not (String.for_all (fun c -> c >= '0' && c <= '9') body) then
    raise (Usage (Printf.sprintf "bad value for %s: %S" name v));
  let n = saturate (strip_zeros body) in
  if n < lo || n > hi then raise (Usage (Printf.sprintf "%s out of range: %S" name v));
  n

(* a start: orientation@column places ([comp.start]); None when one is not well formed *)
let place_of s =
  match String.index_opt s '@' with
  | Some a ->
      let name = String.sub s 0 a and c = String.sub s (a + 1) (String.length s - a - 1) in
      let o = let r = ref (-1) in Array.iteri (fun i n -> if n = name then r := i) names; !r in
      if o < 0 || c = "" || not (String.for_all (fun ch -> ch >= '0' && ch <= '9') c)
         || (String.length c > 1 && c.[0] = '0') || String.length c > 13 then None
      else Some (o, saturate c)
  | None -> None
let parse_places v =
  let ps = List.map place_of (String.split_on_char ',' v) in
  if v = "" || List.mem None ps then raise (Usage ("bad value for --start: " ^ v));
  List.map Option.get ps
let show_places ps = String.concat "," (List.map (fun (o, c) -> Printf.sprintf "%s@%d" names.(o) c) ps)

let concrete = ref false
let parse_args argv =
  let o = { width = None; rows = None; height = None; maxp = None; set = None; game = None;
            moves = None; within = None; large = false; quiet = false; file = None; start = None } in
  let n = Array.length argv in
  let i = ref 1 in
  while !i < n do
    let a = argv.(!i) in
    incr i;
    if String.length a > 1 && a.[0] = '-' then begin
      let name, inline = match String.index_opt a '=' with
        | Some k -> String.sub a 0 k, Some (String.sub a (k + 1) (String.length a - k - 1))
        | None -> a, None in
      let value () = match inline with
        | Some v -> v
        | None -> if !i < n then (incr i; argv.(!i - 1)) else raise (Usage ("missing value for " ^ name)) in
      let flag () = if inline <> None then raise (Usage (name ^ " takes no value")) in
      match name with
      | "--width" -> o.width <- Some (opt_number name 2 16 (value ()))
      | "--rows" -> o.rows <- Some (opt_number name 1 20 (value ()))
      | "--height" -> o.height <- Some (opt_number name 1 20 (value ()))
      | "--max-pieces" -> o.maxp <- Some (opt_number name 0 max_int (value ()))
      | "--within" -> o.within <- Some (Pieces (opt_number name 0 max_int (value ())))
      | "--forever" -> flag (); o.within <- Some Forever
      | "--adversary" ->
          let v = value () in
          if v = "" || not (String.for_all (fun c -> String.contains "IOTSZJL" c) v) then
            raise (Usage ("bad value for --adversary: " ^ v));
          o.set <- Some v
      | "--game" -> let v = value () in
          if v = "survival" then raise (Usage "--game survival is not supported by the verified checker (see formal/README.md)");
          if v <> "capped" && v <> "well" then raise (Usage ("bad value for --game: " ^ v)); o.game <- Some v
      | "--moves" -> let v = value () in
          if v <> "all" && v <> "grid-2022" then raise (Usage ("bad value for --moves: " ^ v)); o.moves <- Some v
      | "--limits" -> (match value () with "standard" -> o.large <- false | "large" -> o.large <- true
                       | v -> raise (Usage ("bad value for --limits: " ^ v)))
      | "--quiet" -> flag (); o.quiet <- true
      | "--concrete" -> flag (); concrete := true
      | "--help" -> print_endline usage; exit 0
      | "--version" -> print_endline "sureline-check-coq 0.1.0"; exit 0
      | "--start" -> o.start <- Some (parse_places (value ()))
      | "--json" | "--parts" | "--floor" | "--sequence" | "--preview" ->
          raise (Usage (name ^ " is not supported by the verified checker (see formal/README.md)"))
      | _ -> raise (Usage ("unknown option " ^ a))
    end else begin
      if o.file <> None then raise (Usage "a second FILE");
      o.file <- Some a
    end
  done;
  (match o.file with None -> raise (Usage "no FILE") | Some _ -> ());
  if !concrete && o.large then raise (Usage "--concrete with --limits large");

  o

(* ---------- the file: regular files only, read within the size limit ---------- *)
let read_file name most =
  let ic =
    if name = "-" then stdin
    else begin
      (match (Unix.stat name).Unix.st_kind with
       | Unix.S_REG -> ()
       | _ -> raise (Sys_error (name ^ ": not a regular file")));
      open_in_bin name
    end in
  let buf = Buffer.create 65536 and chunk = Bytes.create 65536 in
  let rec go () =
    let k = input ic chunk 0 65536 in
    if k > 0 then begin
      Buffer.add_subbytes buf chunk 0 k;
      if Buffer.length buf > most then raise (Reject ("limit", None, Printf.sprintf "the file is larger than %d bytes" most, 4));
      go ()
    end in
  go ();
  if name <> "-" then close_in ic;
  Buffer.contents buf

(* ---------- the header: the claim ---------- *)
let letters = "IOTSZJL"
let piece_of_letter c = [| Checker.PI; PO; PT; PS; PZ; PJ; PL |].(String.index letters c)

(* piece-set: distinct letters in the order IOTSZJL *)
let piece_set (lx : lexer) line tok =
  let ok = tok <> "" && String.for_all (fun c -> String.contains letters c) tok &&
           (let rec inc i = i + 1 >= String.length tok ||
                            (String.index letters tok.[i] < String.index letters tok.[i + 1] && inc (i + 1)) in inc 0) in
  if not ok then syntax lx line "a piece set (distinct letters in the order IOTSZJL)" tok;
  tok

(* [formal.trust] The extracted checks compute on OCaml ints as on Coq's nat: every int they are
   given must be a nat far from overflow. The walk is not trusted, so its outputs are checked. *)
let small n = n >= 0 && n <= 1 lsl 40
let guard ok = if not ok then raise (Reject ("internal", None, "a number out of range for the verified check", 1))
let guard_desc (d : Checker.desc) = guard (List.for_all small d.dh)
let guard_nodes f n = let ms = f n in
  List.iter (fun (m : Checker.move) -> guard (small m.m_o && small m.m_col &&
    (match m.m_next with Some x -> small x | None -> true))) ms; ms
let guard_table table entry = Checker.M.fold (fun _ e () -> entry e) table ()

let subset a b = String.for_all (fun c -> String.contains b c) a
(* an option's piece set (any order, repeats allowed) as pieces in canonical order *)
let set_pieces s = List.filter_map (fun c -> if String.contains s c then Some (piece_of_letter c) else None)
    (List.of_seq (String.to_seq letters))

let () =
  (* a larger minor heap and a lazier major GC: the tables are built once and live to the end *)
  Gc.set { (Gc.get ()) with minor_heap_size = 1 lsl 22; space_overhead = 200 };
  let argv = Sys.argv in
  Survival_driver.run argv;  (* survival certificates (spec/survival.md): exits when FILE is one *)
  let quiet = Array.exists (fun a -> a = "--quiet") argv in
  let finish code lines =
    (try List.iteri (fun i l -> if i = 0 || not quiet then print_endline l) lines; flush stdout
     with Sys_error _ -> prerr_endline "sureline-check-coq: cannot write the outcome"; exit 2);
    exit code in
  let o = try parse_args argv with Usage m -> prerr_endline ("sureline-check-coq: " ^ m); prerr_endline usage; exit 2 in
  let file = Option.get o.file in
  let lim = if o.large then large_limits else standard_limits in
  let lim = test_limits lim in
  try
    let bytes = try read_file file lim.bytes with Sys_error m | Unix.Unix_error (_, _, m) as _e ->
      ignore m; prerr_endline ("sureline-check-coq: cannot read " ^ file); exit 2 in
    let lx = lexer file bytes in
    let l1 = next_line lx in
    if l1 <> Some "sureline-certificate v1" then syntax lx 1 "sureline-certificate v1" (show l1);
    let l2 = next_line lx in
    let sha = "sha256:" ^ Sha256.digest bytes in
    (* [comp.start] an optional start line after the claim line: the claim's start position *)
    let start =
      match peek_line lx with
      | Some l when String.length l > 6 && String.sub l 0 6 = "start " ->
          ignore (next_line lx);
          let ps = List.map place_of (List.tl (String.split_on_char ' ' l)) in
          if List.mem None ps then syntax lx (line_no lx) "start ORIENTATION@COLUMN ..." (show (Some l));
          List.map Option.get ps
      | _ -> [] in
    let start_ok = (match o.start with None -> start = [] | Some s -> s = start) in
    let start_text = if start = [] then "" else " start=" ^ show_places start in
    let root_of g = match Checker.start_desc g start with
      | Some e -> e | None -> raise (Reject ("internal", None, "the verified check refuses the start", 1)) in
    match l2 with
    | Some "claim player-completes-a-line" ->
        (* [cert.grammar], [adv.player]: an optional "game well", then width, rows or height, ... *)
        let l3 = peek_line lx in
        let well = l3 = Some "game well" in
        if well then ignore (next_line lx);
        let w = header_number lx "width" 2 16 in
        let bound = if well then header_number lx "height" 1 20 else header_number lx "rows" 1 20 in
        let set = piece_set lx (line_no lx + 1) (header_word lx "adversary") in
        let d = header_number lx "max-pieces" 0 max_int in
        let nodes_declared = header_number lx "nodes" 0 max_int in
        if nodes_declared > lim.nodes then raise (Reject ("limit", None, "header nodes above the limit", 4));
        let seq_text = header_text lx "sequences" in
        ignore (number lx (line_no lx) seq_text);
        let pieces = List.map piece_of_letter (List.of_seq (String.to_seq set)) in
        let kind : Checker.kind =
          if well then Well bound else if o.game = Some "capped" then Capped bound else Goal bound in
        let g = { Checker.g_width = w; g_kind = kind;
                  g_moves = (if o.moves = Some "grid-2022" then Grid2022 else All); g_pieces = pieces } in
        let body = read_nodes lx set lim in
        let table, nodes_fn, n, s =
          if !concrete then (Bd.width := w; Pb.player_walk g lim body ~declared:nodes_declared ~d ~seq_text ~start)
          else Pd.player_walk g lim body ~declared:nodes_declared ~d ~seq_text ~start in
        (* the verified check: VERIFIED only when it holds (Check.check_player_sound) *)
        guard (small d);
        guard_table table (fun ((n, dsc), l) -> guard (small n && small l); guard_desc dsc);
        List.iter (fun (o, c) -> guard (small o && small c)) start;
        if not (Checker.check_player_at g (guard_nodes nodes_fn) table d (root_of g)) then
          raise (Reject ("internal", None, "the verified check refuses the walk's table", 1));
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
        (match weak with
         | Some (_, what) -> raise (Reject ("claim-too-weak", None, "the certificate does not prove the " ^ what ^ " asked", 1))
         | None -> ());
        finish 0 [Printf.sprintf "s VERIFIED %s width=%d %s=%d pieces<=%d nodes=%d sequences=%s adversary=%s%s"
                    sha w (if well then "height" else "rows") bound d n s set
                    (if well then " game=well" else if o.game = Some "capped" then " game=capped" else "") ^ start_text]
    | Some "claim adversary-prevents-a-line" ->
        (* [adv.grammar] *)
        let game_name = header_word lx "game" in
        if game_name <> "capped" && game_name <> "well" then syntax lx (line_no lx) "capped or well" game_name;
        let well = game_name = "well" in
        let w = header_number lx "width" 2 16 in
        let bound = if well then header_number lx "height" 1 20 else header_number lx "rows" 1 16 in
        let set = piece_set lx (line_no lx + 1) (header_word lx "adversary") in
        let moves = header_word lx "moves" in
        if moves <> "all" && moves <> "grid-2022" then syntax lx (line_no lx) "all or grid-2022" moves;
        let within_text = header_text lx "within" in
        let budget = if within_text = "forever" then Forever else Pieces (number lx (line_no lx) within_text) in
        let states_declared = header_number lx "states" 0 max_int in
        if states_declared > lim.nodes then raise (Reject ("limit", None, "header states above the limit", 4));
        let pieces = List.map piece_of_letter (List.of_seq (String.to_seq set)) in
        let kind : Checker.kind = if well then Well bound else Capped bound in
        let g = { Checker.g_width = w; g_kind = kind;
                  g_moves = (if moves = "grid-2022" then Grid2022 else All); g_pieces = pieces } in
        let states = read_states lx w bound set lim in
        let dbg what = if Sys.getenv_opt "SURELINE_COQ_DEBUG" <> None then Printf.eprintf "%s %.1fs\n%!" what (Sys.time ()) in
        dbg "read";
        let table = adversary_walk g budget states ~declared:states_declared ~start in
        dbg "walk";
        let cbudget = match budget with Forever -> None | Pieces n -> Some n in
        let t0 = Sys.time () in
        (* the verified check: VERIFIED only when it holds (Check.check_adversary_*_sound) *)
        guard (match cbudget with Some n -> small n | None -> true);
        guard_table table (fun ((dsc, _), m) -> guard (small m); guard_desc dsc);
        List.iter (fun (o, c) -> guard (small o && small c)) start;
        if not (Checker.check_adversary_at g table cbudget (root_of g)) then
          raise (Reject ("internal", None, "the verified check refuses the walk's table", 1));
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
            (Option.fold ~none:true ~some:(fun m -> m = "grid-2022" || moves = "all") o.moves, "moves");
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
        (match weak with
         | Some (_, what) -> raise (Reject ("claim-too-weak", None, "the certificate does not prove the " ^ what ^ " asked", 1))
         | None -> ());
        finish 0 [Printf.sprintf "s VERIFIED %s claim=adversary-prevents-a-line game=%s width=%d %s=%d moves=%s within=%s adversary=%s states=%d"
                    sha game_name w (if well then "height" else "rows") bound moves within_text set states_declared ^ start_text]
    | Some l when String.length l > 6 && String.sub l 0 6 = "claim " && l <> "claim player-completes-a-line" ->
        prerr_endline ("sureline-check-coq: " ^ file ^ ": " ^ l ^ " is not supported by the verified checker (see formal/README.md)");
        exit 2
    | l -> syntax lx 2 "claim player-completes-a-line or claim adversary-prevents-a-line" (show l)
  with
  | Reject (rule, node, msg, code) ->
      finish code [Printf.sprintf "s NOT VERIFIED rule=%s%s" rule
                     (match node with Some n -> Printf.sprintf " node=%d" n | None -> "");
                   "c " ^ msg]
  | Unsupported m ->
      prerr_endline ("sureline-check-coq: " ^ file ^ ": " ^ m ^ " is not supported by the verified checker (see formal/README.md)");
      exit 2
  | Stack_overflow | Out_of_memory ->
      prerr_endline "sureline-check-coq: out of memory or stack"; exit 2
