(* formal/driver/survival_walk.ml -- NOT TRUSTED. The node lines of survival certificates
   (spec/survival.md [surv.player], [surv.adversary]), their structure rules and the walk, as
   sureline-check does them, to name the first rule that fails; and the tables of positions
   that the verified checks (Checker.check_survival_player / _adversary, from
   formal/SurvivalCheck.v) then verify entry by entry. Nothing here can make a certificate
   VERIFIED: a wrong table is refused by the verified check. Its turns are its own, on arrays;
   its positions are packed as strings of 24 rows. An adversary's file in the compact form (its
   node lines only the adversary's choices) is read and walked by its own functions below, which
   derive the next nodes and fill the same tables. *)
open Cli
open Walk


(* how the pieces come: the set and its preview, or the sequence *)
type pieces = Set of string * bool | Seq of string
type game = { g : Checker.sgame; pieces : pieces; player : bool }

(* node lines: moves (player: o, col, next) or fields (adversary: next) from start.(id); next -1
   is `x` *)
type nodes = { o : vec; col : vec; next : vec; start : vec; letter : vec;
               mutable lines : int; first_line : int }

let fail rule id msg = raise (Reject (rule, id, msg, 1))
let orientation name = let r = ref (-1) in Array.iteri (fun i n -> if n = name then r := i) names; !r

(* the placements of a letter that fit W, canonical order ([rules.placement]) *)
let placements_of w =
  let t = Array.init 7 (fun i -> Array.of_list (Checker.splacements (piece_of_letter letters.[i]) w)) in
  fun c -> t.(String.index letters c)

(* win: a player's next may be `win` (the lines game, spec/lines.md), read as -1 *)
let read_nodes ?(win = false) (lx : lexer) (gm : game) lim =
  let nd = { o = vec (); col = vec (); next = vec (); start = vec (); letter = vec (); lines = 0;
             first_line = lx.line + 1 } in
  let set = match gm.pieces with Set (s, _) | Seq s -> s in
  let k = match gm.pieces with Set (s, _) -> String.length s | Seq _ -> 1 in
  let placements = placements_of gm.g.s_width in
  let next_of l tok ~x = if (x && tok = "x") || (win && tok = "win") then -1 else number lx l tok in
  let rec loop () =
    if nd.lines >= lim.nodes && lx.pos < String.length lx.text && lx.text.[lx.pos] <> 'e' then
      raise (Reject ("limit", None, "more node lines than the limit", 4));
    match next_line lx with
    | None -> syntax lx (lx.line + 1) "`end`" "end of file"
    | Some l when l.[0] = 'e' ->
        if l <> "end" then syntax lx lx.line "`end`" (show (Some l));
        if nd.lines = 0 then syntax lx lx.line "node line 0" "`end`";
        if next_line lx <> None then syntax lx lx.line "end of file" "a line after `end`"
    | Some l ->
        let line = lx.line in
        (match String.split_on_char ' ' l with
         | id :: rest ->
             if number lx line id <> nd.lines then syntax lx line (Printf.sprintf "node id %d" nd.lines) id;
             push nd.start nd.next.n;
             if gm.player then begin
               if List.length rest <> k then syntax lx line (Printf.sprintf "%d moves" k) (string_of_int (List.length rest));
               List.iter (fun m ->
                   let bad () = syntax lx line "a move ORIENTATION@COLUMN>NEXT" ("`" ^ m ^ "`") in
                   match String.index_opt m '@', String.index_opt m '>' with
                   | Some a, Some b when a < b ->
                       let o = orientation (String.sub m 0 a) in
                       if o < 0 then bad ();
                       push nd.o o; push nd.col (number lx line (String.sub m (a + 1) (b - a - 1)));
                       push nd.next (next_of line (String.sub m (b + 1) (String.length m - b - 1)) ~x:false)
                   | _ -> bad ()) rest
             end else begin
               match rest with
               | p :: fields when String.length p = 1 && String.contains set p.[0] ->
                   let pl = placements p.[0] in
                   if List.length fields <> Array.length pl then
                     syntax lx line (Printf.sprintf "%d fields" (Array.length pl)) (string_of_int (List.length fields));
                   push nd.letter (String.index letters p.[0]);
                   (* the placements are the letter's: only the next nodes are kept *)
                   List.iter (fun f -> push nd.next (next_of line f ~x:true)) fields
               | p :: _ -> syntax lx line ("a piece of " ^ set) ("`" ^ p ^ "`")
               | [] -> syntax lx line "a piece" "end of line"
             end
         | [] -> syntax lx line "a node line" "nothing");
        nd.lines <- nd.lines + 1;
        loop () in
  loop ();
  push nd.start nd.next.n;
  nd

let moves nd id = List.init (nd.start.a.(id + 1) - nd.start.a.(id)) (fun j -> nd.start.a.(id) + j)

(* [cert.canonical] with r roots, and the counts ([surv.player] "What the checker verifies") *)
let structure nd ~declared ~roots lim =
  if declared <> nd.lines then fail "node-count" None (Printf.sprintf "header nodes %d, but %d node lines" declared nd.lines);
  for id = 0 to nd.lines - 1 do
    if List.exists (fun m -> nd.next.a.(m) >= declared) (moves nd id) then
      fail "dangling-child" (Some id) (Printf.sprintf "node %d refers to a node >= N" id)
  done;
  if declared < roots then fail "dangling-child" None (Printf.sprintf "%d roots, but %d node lines" roots declared);
  let next_unused = ref roots in
  for id = 0 to nd.lines - 1 do
    if id >= !next_unused then fail "unreachable-node" (Some id) (Printf.sprintf "node %d is not reachable" id);
    List.iter (fun m -> let c = nd.next.a.(m) in
                if c >= 0 && c >= !next_unused then begin
                  if c > !next_unused then fail "canonical-numbering" (Some id) (Printf.sprintf "node %d first refers to %d" id c);
                  incr next_unused
                end) (moves nd id)
  done;
  if nd.lines > lim.positions then raise (Reject ("limit", None, "more distinct positions than the limit", 4))

(* boards packed as 48 bytes, two a row (loops: a turn packs once, the tables unpack at every
   lookup) *)
let pack rows = let b = Bytes.create 48 in
  for y = 0 to 23 do
    let r = rows.(y) in
    Bytes.unsafe_set b (2 * y) (Char.unsafe_chr (r land 255)); Bytes.unsafe_set b (2 * y + 1) (Char.unsafe_chr (r lsr 8))
  done;
  Bytes.unsafe_to_string b
let row s y = Char.code s.[2 * y] lor (Char.code s.[2 * y + 1] lsl 8)
let unpack_array s = Array.init 24 (row s)
let unpack s = let rec go y acc = if y < 0 then acc else go (y - 1) (row s y :: acc) in go 23 []

(* the player's tag, or the adversary's position tag: a letter index (preview), an index in the
   sequence, or 0 *)
let to_tag gm t : Checker.tag = match gm.pieces with
  | Set (_, false) -> NoTag | Set (_, true) -> ToPlace (piece_of_letter letters.[t]) | Seq _ -> Index t

(* lengths of the longest games from node 0 ([surv.adversary]); a cycle is endless-game *)
let lengths nd =
  let len = Array.make nd.lines 0 and on_path = Array.make nd.lines false in
  let stack = Stack.create () in
  Stack.push (0, 0) stack; on_path.(0) <- true;
  while not (Stack.is_empty stack) do
    let node, slot = Stack.pop stack in
    let ms = nd.start.a.(node + 1) - nd.start.a.(node) in
    if slot >= ms then begin
      len.(node) <- 1 + List.fold_left (fun m j -> let c = nd.next.a.(j) in if c >= 0 then max m len.(c) else m) 0 (moves nd node);
      on_path.(node) <- false
    end else begin
      Stack.push (node, slot + 1) stack;
      let c = nd.next.a.(nd.start.a.(node) + slot) in
      if c >= 0 then
        if on_path.(c) then fail "endless-game" None (Printf.sprintf "node %d is on a cycle" c)
        else if len.(c) = 0 then (on_path.(c) <- true; Stack.push (c, 0) stack)
    end
  done;
  len

(* [surv.game] a turn on an array of 24 rows (the walk's own, for speed; the verified check
   computes each turn again with Checker.fturn, proved equal to Survival.v's): the drop, the
   full rows cleared from the top in the columns where they are well rows *)
let cells = Array.init 19 (fun o -> Array.of_list (Checker.cells o))
(* height c: the height of column c (1 + its highest filled cell, else its floor); the rows from
   top up are empty *)
let turn_rows wells (rows : int array) height top o col =
  let cs = cells.(o) and y0 = ref 0 in
  for i = 0 to Array.length cs - 1 do
    let x, y = cs.(i) in let r = height (col + x) - y in if r > !y0 then y0 := r
  done;
  let y0 = !y0 and next = Array.copy rows in
  for i = 0 to Array.length cs - 1 do
    let x, y = cs.(i) in if y0 + y < 24 then next.(y0 + y) <- next.(y0 + y) lor (1 lsl (col + x))
  done;
  (* the full rows, cleared from the top: a clear moves only the rows above it, which the loop
     has passed; the loop starts at the highest row that can hold a cell (an empty row is not
     full, and clears move cells only down) *)
  let cleared = ref 0 in
  for y = min 23 (max (top - 1) (y0 + 3)) downto 0 do
    let m = wells.(y) in
    if m <> 0 && next.(y) land m = m then begin
      incr cleared;
      for r = y to 22 do next.(r) <- (next.(r) land lnot m) lor (next.(r + 1) land m) done;
      next.(23) <- next.(23) land lnot m
    end
  done;
  next, !cleared
(* the board after the turn and the number of rows cleared (the lines game) *)
let turn_cleared floors wells (rows : int array) o col =
  turn_rows wells rows (fun c -> let y = ref 23 in
    while !y >= 0 && rows.(!y) land (1 lsl c) = 0 do decr y done;
    if !y >= 0 then !y + 1 else floors.(c)) 24 o col
(* the heights of all columns at once, from the top row down: the walk's, once a node *)
let heights floors (rows : int array) =
  let h = Array.copy floors and seen = ref 0 in
  for y = 23 downto 0 do
    let fresh = rows.(y) land lnot !seen in
    if fresh <> 0 then begin
      for c = 0 to Array.length h - 1 do if fresh land (1 lsl c) <> 0 then h.(c) <- y + 1 done;
      seen := !seen lor fresh
    end
  done;
  h
let tops_out h next = let t = ref false in for y = h to 23 do if next.(y) <> 0 then t := true done; !t

type walked = { boards : string array; tags : int array; nexts : int array (* adversary: next tag *) }

(* [surv.player] [surv.adversary] the walk: positions in id order, every move checked *)
let walk gm nd ~roots =
  let n = nd.lines and w = gm.g.s_width in
  let boards = Array.make n "" and tags = Array.make n 0 and nexts = Array.make n (-1) in
  let empty = pack (Array.of_list Checker.sempty) in
  let floors = Array.of_list gm.g.s_floor in
  let wells = Array.init 24 (fun y -> let m = ref 0 in Array.iteri (fun c f -> if f <= y then m := !m lor (1 lsl c)) floors; !m) in
  List.iteri (fun r t -> boards.(r) <- empty; tags.(r) <- t) roots;
  let seq_next s i = (i + 1) mod String.length s and placements = placements_of w in
  for id = 0 to n - 1 do
    if boards.(id) <> "" then begin
      let rows = unpack_array boards.(id) and x = tags.(id) in
      let hs = heights floors rows in
      let height c = hs.(c) and top = let t = ref 24 in while !t > 0 && rows.(!t - 1) = 0 do decr t done; !t in
      let next_letter = ref (-1) and first = nd.start.a.(id) in
      for j = 0 to nd.start.a.(id + 1) - first - 1 do
          let m = first + j in
          let o, col = if gm.player then nd.o.a.(m), nd.col.a.(m) else (placements letters.[nd.letter.a.(id)]).(j) in
          let child = nd.next.a.(m) in
          let piece, next_x = match gm.pieces, gm.player with
            | Set (p, false), true -> p.[j], 0
            | Set (p, true), true -> letters.[x], String.index letters p.[j]
            | Set _, false -> letters.[nd.letter.a.(id)], 0
            | Seq s, _ -> s.[x], seq_next s x in
          let bad rule = fail rule (Some id) (Printf.sprintf "node %d move %s@%d" id names.(o) col) in
          if letter_of o <> piece then bad "wrong-piece";
          if col + Checker.width_of o > w then bad "illegal-placement";
          let after = fst (turn_rows wells rows height top o col) in
          let top = tops_out gm.g.s_height after in
          if gm.player && top then bad "tops-out";
          if not gm.player && top <> (child < 0) then bad "top-out-mismatch";
          if child >= 0 then begin
            (match gm.pieces with
             | Set (_, true) when not gm.player ->
                 let l = nd.letter.a.(child) in
                 if !next_letter >= 0 && !next_letter <> l then bad "next-piece-mismatch";
                 next_letter := l
             | _ -> ());
            let key = pack after in
            if boards.(child) = "" then (boards.(child) <- key; tags.(child) <- next_x)
            else if boards.(child) <> key || tags.(child) <> next_x then bad "position-mismatch"
          end
      done;
      nexts.(id) <- !next_letter
    end
  done;
  { boards; tags; nexts }

(* rule repeated-position: the first node whose position an earlier node has *)
let repeated gm nd wk =
  let seen = Hashtbl.create (2 * nd.lines + 1) in
  let shown id = match gm.pieces with
    | Set (_, true) when not gm.player -> nd.letter.a.(id) | _ -> wk.tags.(id) in
  for id = 0 to nd.lines - 1 do
    let key = (wk.boards.(id), shown id) in
    if Hashtbl.mem seen key then fail "repeated-position" (Some id) (Printf.sprintf "node %d repeats a position" id);
    Hashtbl.add seen key ()
  done

(* ---------- the compact form of adversary certificates (spec/survival.md [surv.adversary]) ---------- *)
(* A compact node line is only the adversary's choice: one letter (two on node 0 with preview:
   the first piece to place, then the commitment). Its id is its place among the node lines; the
   next nodes are derived by the walk below, not read. A file's first node line decides its form:
   a digit starts the full form's id, anything else is read as compact (and refused as `syntax`
   when it is neither). *)
let compact_first lx = match peek_line lx with Some l -> l.[0] <> 'e' && (l.[0] < '0' || l.[0] > '9') | None -> false

type compact = { picks : string; (* node i's letter: the piece given, S[index] or the commitment *)
                 first : char; (* with preview, node 0's piece to place; else ' ' *)
                 count : int }

(* the node lines, in the reading order and with the limit of read_nodes *)
let read_compact (lx : lexer) (gm : game) lim =
  let preview = (match gm.pieces with Set (_, p) -> p | Seq _ -> false) in
  let picks = Buffer.create 4096 and first = ref ' ' and count = ref 0 in
  let piece c = String.contains letters c in
  let rec loop () =
    if !count >= lim.nodes && lx.pos < String.length lx.text && lx.text.[lx.pos] <> 'e' then
      raise (Reject ("limit", None, "more node lines than the limit", 4));
    match next_line lx with
    | None -> syntax lx (lx.line + 1) "`end`" "end of file"
    | Some l when l.[0] = 'e' ->
        if l <> "end" then syntax lx lx.line "`end`" (show (Some l));
        if next_line lx <> None then syntax lx lx.line "end of file" "a line after `end`"
    | Some l ->
        let two = preview && !count = 0 in
        let n = String.length l in
        if two && not (n = 3 && piece l.[0] && piece l.[2]) then syntax lx lx.line "two piece letters" (show (Some l));
        if not two && not (n = 1 && piece l.[0]) then syntax lx lx.line "one piece letter" (show (Some l));
        if two then first := l.[0];
        Buffer.add_char picks l.[n - 1];
        incr count;
        loop () in
  loop ();
  { picks = Buffer.contents picks; first = !first; count = !count }

(* positions as keys: the packed board and one byte of tag (a letter index with preview, an
   index in the sequence, below 64, or 0); a key serves as the node's board too (`row` reads
   its first 48 bytes) *)
module Positions = Hashtbl.Make (struct type t = string let equal = String.equal let hash = Hashtbl.hash end)
let key_of rows tag =
  let b = Bytes.create 49 in
  Bytes.blit_string (pack rows) 0 b 0 48; Bytes.unsafe_set b 48 (Char.unsafe_chr tag);
  Bytes.unsafe_to_string b

(* The limit and the count, then the walk of the compact form: nodes in id order, d the positions
   given a node; per node `unreachable-node`, `wrong-piece`, then its placements in canonical order
   (`missing-node` when a new position finds no line left), and with preview the commitment of a
   node without next nodes. It fills what the full form's reading and walk fill: each node's
   piece, its fields (next node or -1 for a top-out) and its position, so that `lengths`,
   `adversary_table` and `adversary_fields` serve both forms. *)
let compact_walk gm cp lim ~declared =
  let n = cp.count in
  (* [surv.limits] the positions are the node lines: counted before node-count, as the spec orders them *)
  if n > lim.positions then raise (Reject ("limit", None, "more distinct positions than the limit", 4));
  if declared <> n then fail "node-count" None (Printf.sprintf "header nodes %d, but %d node lines" declared n);
  let nd = { o = vec (); col = vec (); next = vec (); start = vec (); letter = vec (); lines = n; first_line = 0 } in
  let boards = Array.make n "" and tags = Array.make n 0 and nexts = Array.make n (-1) in
  let index = Positions.create (2 * n + 1) in
  let floors = Array.of_list gm.g.s_floor in
  let wells = Array.init 24 (fun y -> let m = ref 0 in Array.iteri (fun c f -> if f <= y then m := !m lor (1 lsl c)) floors; !m) in
  let placements = placements_of gm.g.s_width and at c = String.index letters c in
  let root_tag = match gm.pieces with Set (_, true) -> at cp.first | _ -> 0 in
  let root = key_of (Array.of_list Checker.sempty) root_tag in
  boards.(0) <- root; tags.(0) <- root_tag; Positions.add index root 0;
  let d = ref 1 in
  for id = 0 to n - 1 do
    if id >= !d then fail "unreachable-node" (Some id) (Printf.sprintf "node %d stands for no position the walk reaches" id);
    let c = cp.picks.[id] and x = tags.(id) in
    let wrong () = fail "wrong-piece" (Some id) (Printf.sprintf "node %d names %c" id c) in
    (* the piece to place, and the tag of the next positions *)
    let piece, next_tag = match gm.pieces with
      | Set (p, false) -> if not (String.contains p c) then wrong (); c, 0
      | Set (p, true) -> if not (String.contains p c && String.contains p letters.[x]) then wrong (); letters.[x], at c
      | Seq s -> if c <> s.[x] then wrong (); c, (x + 1) mod String.length s in
    let rows = unpack_array boards.(id) in
    let hs = heights floors rows in
    let height col = hs.(col) and top = let t = ref 24 in while !t > 0 && rows.(!t - 1) = 0 do decr t done; !t in
    push nd.start nd.next.n; push nd.letter (at piece);
    let ends = ref true in
    Array.iter (fun (o, col) ->
        let after = fst (turn_rows wells rows height top o col) in
        if tops_out gm.g.s_height after then push nd.next (-1)
        else begin
          ends := false;
          let key = key_of after next_tag in
          match Positions.find_opt index key with
          | Some k -> push nd.next k
          | None ->
              if !d = n then fail "missing-node" (Some id) (Printf.sprintf "node %d reaches a position past the %d node lines" id n);
              boards.(!d) <- key; tags.(!d) <- next_tag; Positions.add index key !d; push nd.next !d; incr d
        end) (placements piece);
    (match gm.pieces with
     | Set (p, true) ->
         (* with no next node, the commitment is canonical: the first piece of P *)
         if !ends && c <> p.[0] then wrong ();
         nexts.(id) <- at c
     | _ -> ())
  done;
  push nd.start nd.next.n;
  nd, { boards; tags; nexts }

(* the roots' tags: with preview, node r has the r-th piece of P to place (player) *)
let root_tags gm = match gm.pieces with
  | Set (p, true) when gm.player -> List.init (String.length p) (fun r -> String.index letters p.[r])
  | _ -> [0]

(* the whole of it: the rules in the order of [surv.player] / [surv.adversary]; the tables *)
let player_table gm nd wk id : Checker.position option =
  if id < 0 || id >= nd.lines || wk.boards.(id) = "" then None
  else Some (unpack wk.boards.(id), to_tag gm wk.tags.(id))
let player_moves nd id = List.map (fun m -> ((nd.o.a.(m), nd.col.a.(m)), nd.next.a.(m))) (moves nd id)

let adversary_table gm nd wk len id : Checker.aentry0 option =
  if id < 0 || id >= nd.lines || wk.boards.(id) = "" then None
  else begin
    let l = nd.letter.a.(id) in
    let tag, after = match gm.pieces with
      | Set (_, false) -> Checker.NoTag, Checker.NoTag
      | Set (p, true) -> ToPlace (piece_of_letter letters.[l]),
                         ToPlace (piece_of_letter (if wk.nexts.(id) >= 0 then letters.[wk.nexts.(id)] else p.[0]))
      | Seq s -> Index wk.tags.(id), Index ((wk.tags.(id) + 1) mod String.length s) in
    Some (((unpack wk.boards.(id), tag), (piece_of_letter letters.[l], after)), len.(id))
  end
let adversary_fields nd id = List.map (fun m -> let c = nd.next.a.(m) in if c < 0 then None else Some c) (moves nd id)

(* the claim line of a file, from its first bytes (regular files only): certificate.ml tells the
   families apart by it *)
let claim_line file =
  try
    if (Unix.stat file).Unix.st_kind <> Unix.S_REG then None
    else begin
      let ic = open_in_bin file in
      let b = Bytes.create 80 in
      let k = input ic b 0 80 in
      close_in ic;
      match String.split_on_char '\n' (Bytes.sub_string b 0 k) with
      | _ :: l :: _ :: _ -> Some l
      | _ -> None
    end
  with Sys_error _ | Unix.Unix_error _ -> None
