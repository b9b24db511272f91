(* formal/driver/parts.ml -- NOT TRUSTED. The parts of a composite (spec/composite.md [comp.part],
   [comp.match]), written inline into the one table the verified check reads (spec/formal.md
   [formal.parts]): a player part's nodes after the top's, its node n as n + its offset, so that
   the move citing it leads to its node 0; an adversary part's states at their depth plus the
   depth where the top cites it, the shallower entry kept where two share a description
   (walk.ml, merge_states). The verified check then checks every entry against the game, budget
   and start read from the top's header alone (and printed in its verdict line): a wrong part, or a wrong
   reading of one, can make it refuse, never verify a claim that does not hold. Here: finding and
   reading a part (regular files only, at most the limit plus one byte), its identity, the depth
   bound, its header and walk, and the rules missing-part, part-fails and limit, in
   sureline-check's order. *)
open Cli
open Walk

(* [comp.match] Parts nest at most this deep (a part of a part of ... of the top): a chain deeper
   is `limit`, so the recursion below (a check a level) stays shallow. *)
let part_depth = 64

(* A run: where its parts are, its limits, walk, --game and --moves; the parts checked so far, how
   many checks of parts are under way; the player table of the top and its parts, and their node
   lines as segments (the id of their node 0, the lines), in the order of their offsets. *)
type run = {
  dir : string; lim : limits; concrete : bool; game : string option; moves : string option;
  checked : (string, part) Hashtbl.t; mutable depth : int;
  table : ((int * Checker.pdesc) * int) Checker.M.t ref;
  mutable segments : (int * nodes) list; mutable total : int }

(* [comp.match] part sha256:H is DIR/H.cert, DIR the composite's directory unless --parts names one *)
let run (o : Options.t) (a : asked) file lim =
  { dir = Option.value o.parts ~default:(Filename.dirname file); lim; concrete = o.concrete; game = a.game;
    moves = a.moves; checked = Hashtbl.create 64; depth = 0; table = ref Checker.M.empty; segments = []; total = 0 }

let moves_of = function Some "grid-2022" -> Checker.Grid2022 | _ -> Checker.All
let too_weak what = raise (Reject ("claim-too-weak", None, "the part does not prove the " ^ what ^ " asked", 1))

(* the player walk of one file of the run, its nodes from node id `off` on *)
let rec walk_player run (g : Checker.game) nd ~declared ~d ~seq_text ~start =
  let off = run.total in
  run.total <- off + nd.lines; run.segments <- (off, nd) :: run.segments;
  let saved = !Bd.width in
  let walk = if run.concrete then (Bd.width := g.g_width; Pb.player_walk) else Pd.player_walk in
  let n, s = walk g run.lim nd ~declared ~d ~seq_text ~start ~cite:(cite run) ~off ~table:run.table in
  Bd.width := saved;
  (off, n, s)

(* [comp.match] part `name`, checked once a run with the run's --game and --moves and its own
   start: missing-part, limit, part-fails (naming no node: the player walk adds the move's) *)
and cite run name =
  match Hashtbl.find_opt run.checked name with
  | Some v -> v
  | None ->
      let path = Filename.concat run.dir (String.sub name 7 64 ^ ".cert") in
      let missing why = raise (Reject ("missing-part", None, Printf.sprintf "part %s: %s" name why, 1)) in
      let bytes = try read_file path run.lim.bytes with
        | Sys_error m -> missing ("cannot read " ^ m)
        | Unix.Unix_error (e, _, _) -> missing (Printf.sprintf "cannot read %s: %s" path (Unix.error_message e)) in
      if run.depth >= part_depth then
        raise (Reject ("limit", None, Printf.sprintf "part %s is nested %d deep, more than %d" name (run.depth + 1) part_depth, 4));
      let found = "sha256:" ^ Sha256.digest bytes in
      if found <> name then missing ("the file's sha256 is " ^ found);
      run.depth <- run.depth + 1;
      let v = try check run name bytes with
        | Reject (rule, _, m, _) when rule <> "limit" ->
            raise (Reject ("part-fails", None, Printf.sprintf "part %s: rule=%s: %s" name rule m, 1)) in
      run.depth <- run.depth - 1;
      Hashtbl.add run.checked name v;
      v

(* a part's bytes: the claim line, its start, then a player's or an adversary's header and walk *)
and check run name bytes =
  let lx = lexer name bytes in
  if next_line lx <> Some "sureline-certificate v1" then syntax lx 1 "sureline-certificate v1" "another line";
  let claim = next_line lx in
  let start = Header.read_start lx in
  match claim with
  | Some "claim player-completes-a-line" -> player run lx start
  | Some "claim adversary-prevents-a-line" -> adversary run lx start
  | Some l when String.length l > 6 && String.sub l 0 6 = "claim " -> raise (Unsupported ("a part of claim " ^ l))
  | l -> syntax lx 2 "claim player-completes-a-line or claim adversary-prevents-a-line" (show l)

(* [cert.grammar] a player part, in the order of certificate.ml's reading of a top *)
and player run lx start =
  let well, w, bound, set = Header.player_header lx in
  if peek_line lx = Some "moves slide" then raise (Unsupported "a part with moves slide");
  let d = header_number lx "max-pieces" 0 max_int in
  let declared = header_number lx "nodes" 0 max_int in
  if declared > run.lim.nodes then raise (Reject ("limit", None, "header nodes above the limit", 4));
  let seq_text = header_text lx "sequences" in
  ignore (number lx (line_no lx) seq_text);
  let kind : Checker.kind = if well then Well bound else if run.game = Some "capped" then Capped bound else Goal bound in
  let g = { Checker.g_width = w; g_kind = kind; g_moves = moves_of run.moves; g_pieces = Header.pieces_of set } in
  let nd = read_nodes lx set run.lim in
  let root, _, s = walk_player run g nd ~declared ~d ~seq_text ~start in
  if run.game <> None && run.game <> Some (game_name g) then too_weak "game";
  { p_game = game_name g; p_width = w; p_bound = bound; p_set = set; p_start = start;
    p_proves = Wins (d, Int64.of_string ("0u" ^ s)); p_root = root; p_states = Checker.M.empty }

(* [adv.grammar] an adversary part, likewise *)
and adversary run lx start =
  let game, w, bound, set, moves = Header.adversary_header lx in
  if moves = "slide" then raise (Unsupported "a part with moves slide");
  if moves <> "all" && moves <> "grid-2022" then syntax lx (line_no lx) "all or grid-2022" moves;
  let within = header_text lx "within" in
  let budget = if within = "forever" then Forever else Pieces (number lx (line_no lx) within) in
  let declared = header_number lx "states" 0 max_int in
  if declared > run.lim.nodes then raise (Reject ("limit", None, "header states above the limit", 4));
  let kind : Checker.kind = if game = "well" then Well bound else Capped bound in
  let g = { Checker.g_width = w; g_kind = kind; g_moves = moves_of (Some moves); g_pieces = Header.pieces_of set } in
  let states = read_states lx w bound set run.lim in
  let table = adversary_walk g budget states ~declared ~start ~cite:(cite run) in
  if run.game <> None && run.game <> Some game then too_weak "game";
  if run.moves = Some "all" && moves <> "all" then too_weak "moves";
  { p_game = game; p_width = w; p_bound = bound; p_set = set; p_start = start;
    p_proves = Prevents (moves, budget); p_root = 0; p_states = table }

(* [comp.verdict] the number of distinct parts a file names *)
let count_parts states = List.length (List.sort_uniq compare (List.filter_map (fun s -> s.part) (Array.to_list states)))

(* The top of a player certificate (certificate.ml): the run's table, the node lines of the top and its
   parts as one function, the top's node count, its sequences and its number of parts. *)
let player run g nd ~declared ~d ~seq_text ~start =
  let _, n, s = walk_player run g nd ~declared ~d ~seq_text ~start in
  let segments = Array.of_list (List.rev run.segments) in
  (* the segment holding node id n: the last whose first id is <= n *)
  let rec find lo hi n = if hi - lo <= 1 then lo else
      let mid = (lo + hi) / 2 in if fst segments.(mid) <= n then find mid hi n else find lo mid n in
  let nodes_fn n =
    let off, nd = segments.(find 0 (Array.length segments) n) in
    if n - off >= nd.lines then [] else
      List.init nd.k (fun s -> let i = (n - off) * nd.k + s in let x = nd.next.a.(i) in
        { Checker.m_o = nd.o.a.(i); m_col = nd.col.a.(i);
          m_next = if x = -1 then None else if x >= 0 then Some (x + off)
            else Some (match Hashtbl.find_opt run.checked (Hashtbl.find nd.name_of (-2 - x)) with
                | Some v -> v.p_root | None -> -1) }) in
  (!(run.table), nodes_fn, n, s, Hashtbl.length nd.part_of)

(* The top of an adversary certificate (certificate.ml): the table, with its parts', and its number of parts. *)
let adversary run g budget states ~declared ~start =
  (adversary_walk g budget states ~declared ~start ~cite:(cite run), count_parts states)
