(* formal/driver/slide_walk.ml -- NOT TRUSTED. The walks of slide certificates
   ([rules.moves.slide], [cert.semantics] "Slides", [adv.slide]) on boards of 20 rows (bit c of
   row y: cell (c, y)), as sureline-check does them, to name the first rule that fails; and the
   tables that the verified checks (Checker.check_slide_player / _adversary, from
   formal/SlideCheck.v) then verify entry by entry: the entries, and the entry each move leads to. *)
open Cli
open Walk

let cells = Nd.cells and wid = Nd.wid and hei = Nd.hei

(* [rules.moves.slide] free, locked, the reachable positions of o (seen.(r).(c)), the placement *)
let free w t (b : int array) o c r =
  c >= 0 && r >= 0 &&
  Array.for_all (fun (x, y) -> c + x < w && (r + y >= t || b.(r + y) land (1 lsl (c + x)) = 0)) cells.(o)
let locked w t b o c r = free w t b o c r && not (free w t b o c (r - 1))
let reach w t b o =
  let seen = Array.make_matrix (t + 1) w false and q = Queue.create () in
  for c = 0 to w - wid.(o) do seen.(t).(c) <- true; Queue.add (c, t) q done;
  while not (Queue.is_empty q) do
    let c, r = Queue.pop q in
    List.iter (fun (c', r') ->
        if c' >= 0 && c' < w && r' >= 0 && not seen.(r').(c') && free w t b o c' r' then begin
          seen.(r').(c') <- true; Queue.add (c', r') q end) [(c - 1, r); (c + 1, r); (c, r - 1)]
  done;
  seen
let place b o c r = let b' = Array.copy b in
  Array.iter (fun (x, y) -> b'.(r + y) <- b'.(r + y) lor (1 lsl (c + x))) cells.(o); b'
let lowest_complete w k (b : int array) =
  let full = (1 lsl w) - 1 in
  let rec go y = if y >= k then None else if b.(y) land full = full then Some y else go (y + 1) in go 0

(* [adv.slide] terminal boards: every goal row holds a closed cell (no path of empty cells from
   above reaches it), or O is in P and every goal row has an odd run of empty cells *)
let closed w k (b : int array) =
  let full = (1 lsl w) - 1 in
  let opn = ref full and dead = ref true in
  for r = 19 downto 0 do
    let empty = lnot b.(r) land full and reached = ref 0 in
    let grow x = (x lor (x lsl 1) lor (x lsr 1) lor !opn) land empty in
    while !reached <> grow !reached do reached := grow !reached done;
    dead := !dead && (r >= k || empty land lnot !reached <> 0);
    opn := !reached
  done;
  !dead
let parity w k (b : int array) =
  let row y = let odd = ref false and run = ref 0 in
    for c = 0 to w do
      if c < w && b.(y) land (1 lsl c) = 0 then incr run else (if !run land 1 = 1 then odd := true; run := 0)
    done; !odd in
  let rec all y = y >= k || (row y && all (y + 1)) in all 0
let terminal (g : Checker.game) b = let w = g.g_width and k = Checker.goal_rows g in
  closed w k b || (List.mem Checker.PO g.g_pieces && parity w k b)

let to_rows (b : int array) = Array.to_list b
let height (b : int array) c = Bd.height b c
let key (b : int array) = Bd.key b

(* ---------- the player walk ([cert.semantics]): positions (node, board), depth first ---------- *)
let player_walk ?(grid = false) (g : Checker.game) lim nd ~declared ~d ~seq_text =
  structure nd declared;
  let w = g.g_width and t = Checker.top g and kk = Checker.counted_rows g and goal = Checker.goal_rows g in
  let capped = (match g.g_kind with Capped _ -> true | _ -> false) in
  let memo = Positions.create 4096 and entries = Hashtbl.create 4096 and kids = Hashtbl.create 4096 in
  let count = ref 0 in
  let fail rule id msg = raise (Reject (rule, Some id, msg, 1)) in
  let rec position id b depth =
    let k = (id, key b) in
    match Positions.find_opt memo k with
    | Some r -> r
    | None ->
        let e = !count in
        incr count;
        if !count > lim.positions then raise (Reject ("limit", None, "more distinct positions than the limit", 4));
        let longest = ref 0 and seqs = ref 0L and ks = ref [] in
        for s = 0 to nd.k - 1 do
          let kid, len, cnt = play id s b depth in
          let sum = Int64.add !seqs cnt in
          if Int64.unsigned_compare sum !seqs < 0 then raise (Reject ("limit", None, "the sequence count does not fit in 64 bits", 4));
          longest := max !longest (1 + len); seqs := sum; ks := kid :: !ks
        done;
        Positions.add memo k (e, !longest, !seqs);
        Hashtbl.replace entries e (id, b, !longest); Hashtbl.replace kids e (List.rev !ks);
        (e, !longest, !seqs)
  and play id s b depth =
    let i = id * nd.k + s in
    let o = nd.o.a.(i) and col = min nd.col.a.(i) 1000 and row = min nd.row.a.(i) 1000 and win = nd.next.a.(i) < 0 in
    let piece = depth + 1 in
    let at () = Printf.sprintf "node %d (line %d) move %s@%d:%d" id (nd.first_line + id) names.(o) nd.col.a.(i) nd.row.a.(i) in
    if not (Nd.fits w o col) then fail "illegal-placement" id (at () ^ " does not fit the width");
    if capped && not (Array.for_all (fun (x, _) -> height b (col + x) < goal) cells.(o)) then
      fail "cap-exceeded" id (at () ^ " lands on a column already R high");
    if row + hei.(o) > t then fail "illegal-placement" id (at () ^ " is above the top");
    if grid && not (Checker.in_moveset Grid2022 o col) then fail "move-outside-set" id (at () ^ " is not a move of the 2022 grids");
    if not (locked w t b o col row) then fail "not-locked" id (at () ^ " is not locked");
    if not (reach w t b o).(row).(col) then fail "unreachable-placement" id (at () ^ " is not reachable");
    let b' = place b o col row in
    match lowest_complete w kk b' with
    | None when win -> fail "false-win" id (at () ^ " is marked win but completes no row")
    | Some r when win && r >= goal -> fail "completion-outside-goal" id (Printf.sprintf "%s completes row %d >= %d" (at ()) r goal)
    | Some r when not win -> fail "unmarked-completion" id (Printf.sprintf "%s completes row %d, not marked win" (at ()) r)
    | _ when piece > d -> fail "too-many-pieces" id (Printf.sprintf "%s is piece %d > max-pieces %d" (at ()) piece d)
    | Some _ -> (0, 0, 1L)
    | None ->
        let e', len, cnt = position nd.next.a.(i) b' piece in
        if piece + len > d then fail "too-many-pieces" id (Printf.sprintf "%s is piece %d of %d" (at ()) piece (piece + len));
        (e', len, cnt) in
  let _, longest, seqs = position 0 (Array.make 20 0) 0 in
  if longest <> d then raise (Reject ("max-pieces-mismatch", None, Printf.sprintf "header max-pieces %d, but the longest game has %d pieces" d longest, 1));
  let s = Printf.sprintf "%Lu" seqs in
  if s <> seq_text then raise (Reject ("sequences-mismatch", None, Printf.sprintf "header sequences %s, but the strategy answers %s" seq_text s, 1));
  let table e = Option.map (fun (n, b, l) -> ((n, to_rows b), l)) (Hashtbl.find_opt entries e) in
  let kids e = Option.value (Hashtbl.find_opt kids e) ~default:[] in
  let nodes n = List.init nd.k (fun s -> let i = n * nd.k + s in
      (((nd.o.a.(i), nd.col.a.(i)), nd.row.a.(i)), if nd.next.a.(i) < 0 then None else Some nd.next.a.(i))) in
  (table, kids, nodes, !count, s)

(* ---------- adversary policies ([adv.slide]): state lines of boards ---------- *)
(* T' rows of ceil(W/4) hexadecimal digits, row 0 first, then a piece of the set *)
let read_states (lx : lexer) w t' set lim =
  let states = ref [] and prev = ref "" and digits = (w + 3) / 4 in
  read_lines lx lim (fun count l ->
        (match String.split_on_char ' ' l with
         | [bd; p] ->
             let hex ch = match ch with '0' .. '9' -> Char.code ch - 48 | 'a' .. 'f' -> Char.code ch - 87 | _ -> 99 in
             if String.length bd <> t' * digits || String.exists (fun ch -> hex ch > 15) bd then
               syntax lx lx.line (Printf.sprintf "a board of %d rows" t') ("`" ^ bd ^ "`");
             let b = Array.make 20 0 in
             for y = 0 to t' - 1 do
               let v = ref 0 in
               for j = 0 to digits - 1 do v := !v * 16 + hex bd.[y * digits + j] done;
               if !v >= 1 lsl w then syntax lx lx.line "rows below 2^W" ("`" ^ bd ^ "`");
               b.(y) <- !v
             done;
             if String.length p > 7 && String.sub p 0 7 = "sha256:" then raise (Unsupported "a part reference (composite)");
             if String.length p <> 1 || not (String.contains set p.[0]) then syntax lx lx.line "a piece of the set" ("`" ^ p ^ "`");
             if count > 0 && compare !prev bd >= 0 && !misordered = None then misordered := Some lx.line;
             prev := bd;
             states := (b, piece_of_letter p.[0], lx.line) :: !states
         | _ -> syntax lx lx.line "BOARD PIECE" (show (Some l))));
  Array.of_list (List.rev !states)

(* [adv.walk] on boards: breadth first from the empty board; the table (board, piece, depth) by
   state line, and for each line and orientation the line each position (column, row) leads to *)
let adversary_walk (g : Checker.game) budget states ~declared ~start =
  let fail rule msg = raise (Reject (rule, None, msg, 1)) in
  let n = Array.length states in
  state_rules n ~declared;
  if start <> [] then fail "move-outside-set" "moves slide: no start line and no part";
  let w = g.g_width and t = Checker.top g and goal = Checker.goal_rows g in
  let capped = (match g.g_kind with Capped _ -> true | _ -> false) in
  let index = Keys.create (2 * n + 1) in
  Array.iteri (fun i (b, _, _) -> Keys.replace index (key b) i) states;
  let depth_of = Array.make n (-1) and kids = Hashtbl.create (4 * n + 1) in
  let reach_state b depth queue =
    if budget = Pieces depth || terminal g b then None
    else match Keys.find_opt index (key b) with
      | None -> fail "missing-state" (Printf.sprintf "no state line for a board reached at depth %d" depth)
      | Some i -> if depth_of.(i) < 0 then (depth_of.(i) <- depth; Queue.add i queue); Some i in
  let expand i depth nq =
    let b, p, _ = states.(i) in
    List.iter (fun o ->
        let seen = reach w t b o and ks = Array.make (w * t) 0 in
        for c = 0 to w - wid.(o) do
          for r = 0 to t - hei.(o) do
            if (not capped || Array.for_all (fun (x, _) -> height b (c + x) < goal) cells.(o))
               && locked w t b o c r && seen.(r).(c) then begin
              let b' = place b o c r in
              if lowest_complete w goal b' <> None then
                fail "adversary-fails" (Printf.sprintf "the player completes a row with %s@%d:%d" names.(o) c r);
              Option.iter (fun j -> ks.(c * t + r) <- j) (reach_state b' (depth + 1) nq)
            end
          done
        done;
        Hashtbl.replace kids (i, o) (Array.to_list ks)) (Checker.orients_of p) in
  let q = ref (Queue.create ()) and depth = ref 0 in
  ignore (reach_state (Array.make 20 0) 0 !q);
  while not (Queue.is_empty !q) do
    let nq = Queue.create () in
    Queue.iter (fun i -> expand i !depth nq) !q;
    (* [adv.walk] a depth is expanded in file order, as sureline-check's *)
    q := Queue.of_seq (List.to_seq (List.sort compare (List.of_seq (Queue.to_seq nq)))); incr depth
  done;
  Array.iteri (fun i (_, _, line) -> if depth_of.(i) < 0 then fail "unreachable-state" (Printf.sprintf "line %d: the walk never reaches it" line)) states;
  let table i = if i < 0 || i >= n then None else let b, p, _ = states.(i) in Some ((to_rows b, p), depth_of.(i)) in
  (table, (fun i o -> Option.value (Hashtbl.find_opt kids (i, o)) ~default:[]))
