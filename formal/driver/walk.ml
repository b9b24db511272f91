(* formal/driver/walk.ml -- NOT TRUSTED. Reads the node and state lines, checks the structure
   rules, walks the certificate as sureline-check does to name the first rule that fails, and
   fills the tables of positions that the verified checks (Checker, from formal/Check.v) then
   verify entry by entry. Nothing here can make a certificate VERIFIED: a wrong table is refused
   by the verified check. It only decides which rule a rejection names. Its drops are computed
   on arrays (module Nd below, from the orientation table of the extracted Rules.v), for speed;
   the verified checks compute each drop again with the extracted Coq functions. *)

(* A lazier major GC, set when the program starts (this module is linked before every driver):
   the tables are built once and live to the end. Space overhead 300 rather than 200
   (BENCHMARKS.md, issue 26, 2026-11-29): less major GC work for about 16% more memory. *)
let () = Gc.set { (Gc.get ()) with space_overhead = 300 }

open Cli

(* max and min on ints (Stdlib's are polymorphic: a generic comparison a call); the modules that
   open Walk use these too *)
let max (a : int) b = if a >= b then a else b
let min (a : int) b = if a <= b then a else b

type limits = { bytes : int; nodes : int; positions : int }
let standard_limits = { bytes = 1 lsl 27; nodes = 1 lsl 24; positions = 14_000_000 }
let large_limits = { bytes = 1 lsl 31; nodes = 1 lsl 27; positions = 234_881_024 }

(* SURELINE_TEST_LIMITS=BYTES,NODES,POSITIONS lowers the limits ([cert.cli]) *)
let test_limits l =
  match Sys.getenv_opt "SURELINE_TEST_LIMITS" with
  | None -> l
  | Some v ->
      let bad () = prerr_endline "sureline-check-coq: bad SURELINE_TEST_LIMITS"; exit 2 in
      (match String.split_on_char ',' v with
       | [b; n; p] when List.for_all (fun s -> s <> "" && String.length s <= 18 && String.for_all (fun c -> c >= '0' && c <= '9') s) [b; n; p] ->
           { bytes = min l.bytes (int_of_string b); nodes = min l.nodes (int_of_string n);
             positions = min l.positions (int_of_string p) }
       | _ -> bad ())

(* ---------- lines, [cert.encoding] ---------- *)
type lexer = { file : string; text : string; mutable pos : int; mutable line : int }
(* A file over 2 MB gets a minor heap of 32 MiB (fewer minor collections); a smaller one keeps
   OCaml's 2 MiB, since its run is short and touching 32 MiB of fresh pages was a tenth of it
   (10x6-optimal.cert, BENCHMARKS.md, issue 26, 2026-11-29). *)
let lexer file text =
  if String.length text > 1 lsl 21 && (Gc.get ()).minor_heap_size < 1 lsl 22 then
    Gc.set { (Gc.get ()) with minor_heap_size = 1 lsl 22 };
  { file; text; pos = 0; line = 0 }
let line_no lx = lx.line
let show = function Some l -> "`" ^ (if String.length l > 40 then String.sub l 0 40 ^ "..." else l) ^ "`" | None -> "end of file"

let syntax lx line expected found =
  raise (Reject ("syntax", None, Printf.sprintf "%s:%d:1: expected %s, found %s" lx.file line expected found, 3))

let next_line lx : string option =
  if lx.pos >= String.length lx.text then None
  else begin
    lx.line <- lx.line + 1;
    let stop = match String.index_from_opt lx.text lx.pos '\n' with
      | Some k -> k
      | None -> syntax lx lx.line "a line ended by LF" "end of file" in
    let l = String.sub lx.text lx.pos (stop - lx.pos) in
    lx.pos <- stop + 1;
    let n = String.length l in
    if n = 0 then syntax lx lx.line "a line" "an empty line";
    String.iteri (fun i c ->
        if c < ' ' || c > '~' then syntax lx lx.line "printable ASCII" (Printf.sprintf "byte 0x%02x" (Char.code c));
        if c = ' ' && (i = 0 || i = n - 1 || l.[i - 1] = ' ') then syntax lx lx.line "one space between tokens" "a space") l;
    Some l
  end

let peek_line lx =
  let pos, line = lx.pos, lx.line in
  let l = try next_line lx with Reject _ -> None in
  lx.pos <- pos; lx.line <- line; l

(* a header's number: a decimal below 2^64, saturated at 2^40 (Cli.saturate) *)
let number lx line s =
  let digits = s <> "" && String.for_all (fun c -> c >= '0' && c <= '9') s in
  if not digits || (String.length s > 1 && s.[0] = '0') then syntax lx line "a number" ("`" ^ s ^ "`");
  if String.length s > 20 || (String.length s = 20 && s > "18446744073709551615") then
    syntax lx line "a number below 2^64" ("`" ^ s ^ "`");
  saturate s

let header_text lx key =
  let l = next_line lx in
  match l with
  | Some l when String.length l > String.length key + 1 && String.sub l 0 (String.length key + 1) = key ^ " " ->
      let v = String.sub l (String.length key + 1) (String.length l - String.length key - 1) in
      if String.contains v ' ' then syntax lx lx.line ("`" ^ key ^ "` and one value") (show (Some l));
      v
  | _ -> syntax lx lx.line ("`" ^ key ^ " ...`") (show l)

let header_word lx key = header_text lx key
let header_number lx key lo hi =
  let v = number lx (lx.line) (header_text lx key) in
  if v < lo || v > hi then syntax lx lx.line (Printf.sprintf "%s from %d to %d" key lo hi) (string_of_int v);
  v

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
  if v = "" || List.mem None ps then None else Some (List.map Option.get ps)

(* ---------- growable int arrays ---------- *)
type vec = { mutable a : int array; mutable n : int }
let vec () = { a = Array.make 1024 0; n = 0 }
let push v x =
  if v.n = Array.length v.a then (let b = Array.make (2 * v.n) 0 in Array.blit v.a 0 b 0 v.n; v.a <- b);
  v.a.(v.n) <- x; v.n <- v.n + 1

(* ---------- node lines ([cert.grammar]) ---------- *)
let letter_of o = "IIOTTTTSSZZJJJJLLLL".[o]

(* next: a node id, -1 for win, -2 - j for the j-th distinct part the file names ([comp.part]) *)
type nodes = { k : int; o : vec; col : vec; next : vec; mutable lines : int; first_line : int;
               part_of : (string, int) Hashtbl.t; name_of : (int, string) Hashtbl.t;
               row : vec (* slide: the row of each move *) }

(* [comp.part] `sha256:` and 64 lowercase hexadecimal digits *)
let part_ref_ok s = String.length s = 71 && String.sub s 0 7 = "sha256:" &&
  String.for_all (fun c -> (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f')) (String.sub s 7 64)
let part_index nd name = match Hashtbl.find_opt nd.part_of name with
  | Some j -> j
  | None -> let j = Hashtbl.length nd.part_of in
      Hashtbl.add nd.part_of name j; Hashtbl.add nd.name_of j name; j

(* slide: the moves are ORIENTATION@COLUMN:ROW>NEXT ([rules.moves.slide]) *)
let read_nodes ?(slide = false) lx set lim =
  let k = String.length set in
  let nd = { k; o = vec (); col = vec (); next = vec (); lines = 0; first_line = lx.line + 1;
             part_of = Hashtbl.create 16; name_of = Hashtbl.create 16; row = vec () } in
  let rec loop () =
    (* [cert.limits]: past the limit, a line is refused before it is read unless it begins with e *)
    if nd.lines >= lim.nodes && lx.pos < String.length lx.text && lx.text.[lx.pos] <> 'e' then
      raise (Reject ("limit", None, "more node lines than the limit", 4));
    match next_line lx with
    | None -> syntax lx (lx.line + 1) "`end`" "end of file"
    | Some l when l.[0] = 'e' ->
        if l <> "end" then syntax lx lx.line "`end`" (show (Some l));
        if next_line lx <> None then syntax lx lx.line "end of file" "a line after `end`"
    | Some l ->
        if nd.lines >= lim.nodes then raise (Reject ("limit", None, "more node lines than the limit", 4));
        let toks = String.split_on_char ' ' l in
        (match toks with
         | id :: moves ->
             if number lx lx.line id <> nd.lines then syntax lx lx.line (Printf.sprintf "node id %d" nd.lines) id;
             if List.length moves <> k then syntax lx lx.line (Printf.sprintf "%d moves" k) (string_of_int (List.length moves));
             List.iteri (fun slot m ->
                 let bad () = syntax lx lx.line (Printf.sprintf "a move ORIENTATION@COLUMN>NEXT for %c" set.[slot]) ("`" ^ m ^ "`") in
                 match String.index_opt m '@', String.index_opt m '>' with
                 | Some a, Some b when a < b ->
                     let name = String.sub m 0 a and c = String.sub m (a + 1) (b - a - 1)
                     and nx = String.sub m (b + 1) (String.length m - b - 1) in
                     let o = let r = ref (-1) in Array.iteri (fun i s -> if s = name then r := i) names; !r in
                     if o < 0 || letter_of o <> set.[slot] then bad ();
                     let part = String.length nx > 7 && String.sub nx 0 7 = "sha256:" in
                     if part && slide then raise (Unsupported "a part reference with moves slide");
                     if part && not (part_ref_ok nx) then syntax lx lx.line "sha256: and 64 lowercase hexadecimal digits" ("`" ^ nx ^ "`");
                     let c = match String.index_opt c ':' with
                       | Some j when slide ->
                           push nd.row (number lx lx.line (String.sub c (j + 1) (String.length c - j - 1))); String.sub c 0 j
                       | _ -> if slide then bad (); c in
                     push nd.o o; push nd.col (number lx lx.line c);
                     push nd.next (if part then -2 - part_index nd nx else if nx = "win" then -1 else number lx lx.line nx)
                 | _ -> bad ()) moves
         | [] -> syntax lx lx.line "a node line" "nothing");
        nd.lines <- nd.lines + 1;
        loop () in
  loop ();
  nd

(* ---------- the structure rules ([cert.canonical], [cert.header]) ---------- *)
let structure nd declared =
  let fail rule id msg = raise (Reject (rule, id, msg, 1)) in
  if declared <> nd.lines then fail "node-count" None (Printf.sprintf "header nodes %d, but %d node lines" declared nd.lines);
  for id = 0 to nd.lines - 1 do
    for s = 0 to nd.k - 1 do
      let c = nd.next.a.(id * nd.k + s) in
      if c >= declared then fail "dangling-child" (Some id) (Printf.sprintf "node %d refers to a node >= N" id)
    done
  done;
  let next_unused = ref 1 in
  for id = 0 to nd.lines - 1 do
    if id >= !next_unused then fail "unreachable-node" (Some id) (Printf.sprintf "node %d is not reachable from node 0" id);
    for s = 0 to nd.k - 1 do
      let c = nd.next.a.(id * nd.k + s) in
      if c >= !next_unused then begin
        if c > !next_unused then fail "canonical-numbering" (Some id) (Printf.sprintf "node %d first refers to %d, expected %d" id c !next_unused);
        incr next_unused
      end
    done
  done;
  (* a node's moves as a string of 8-byte integers, hashed and compared as a string *)
  let module Moves = Hashtbl.Make (struct type t = string let equal = String.equal let hash = Hashtbl.hash end) in
  let seen = Moves.create (2 * nd.lines + 1) in
  let per = if nd.row.n > 0 then 4 else 3 in
  for id = 0 to nd.lines - 1 do
    let b = Bytes.create (8 * per * nd.k) in
    for j = 0 to nd.k - 1 do
      let i = id * nd.k + j and at = 8 * per * j in
      Bytes.set_int64_le b at (Int64.of_int nd.o.a.(i));
      Bytes.set_int64_le b (at + 8) (Int64.of_int nd.col.a.(i));
      Bytes.set_int64_le b (at + 16) (Int64.of_int nd.next.a.(i));
      if per = 4 then Bytes.set_int64_le b (at + 24) (Int64.of_int nd.row.a.(i))
    done;
    let key = Bytes.unsafe_to_string b in
    match Moves.find_opt seen key with
    | Some first -> fail "duplicate-node" (Some id) (Printf.sprintf "node %d repeats node %d" id first)
    | None -> Moves.add seen key id
  done

(* ---------- descriptions on arrays ([adv.drop]) ---------- *)
module Nd = struct
  type t = { h : int array; dead : int }   (* capped heights; dead rows as bits *)
  let cells = Array.init 19 (fun o -> Array.of_list (Checker.cells o))
  let wid = Array.init 19 Checker.width_of
  let hei = Array.init 19 Checker.height_of
  let col_range o x f = Array.fold_left (fun m (x', y) -> if x' = x then f m y else m)
  let lo = Array.init 19 (fun o -> Array.init 4 (fun x -> col_range o x min max_int cells.(o)))
  let hi = Array.init 19 (fun o -> Array.init 4 (fun x -> col_range o x max (-1) cells.(o)))
  (* the packed description of formal/Packed.v: heights 5 bits a column, columns 0..7 in ph0 and
     8..15 in ph1; dead rows as bits *)
  let of_desc w (d : Checker.pdesc) =
    { h = Array.init w (fun c -> if c < 8 then (d.ph0 lsr (5 * c)) land 31 else (d.ph1 lsr (5 * (c - 8))) land 31);
      dead = d.pdd }
  let pack (h : int array) lo n = let r = ref 0 in for c = lo + n - 1 downto lo do r := !r * 32 + h.(c) done; !r
  let to_desc _ (n : t) : Checker.pdesc =
    let w = Array.length n.h in
    { ph0 = pack n.h 0 (min w 8); ph1 = pack n.h 8 (max 0 (w - 8)); pdd = n.dead }
  let key (n : t) = String.init (Array.length n.h + 3) (fun i ->
      if i < Array.length n.h then Char.chr n.h.(i) else Char.chr ((n.dead lsr (8 * (i - Array.length n.h))) land 255))
  let empty w = { h = Array.make w 0; dead = 0 }
  let rest n o col = Array.fold_left (fun m (x, y) -> max m (n.h.(col + x) - y)) 0 cells.(o)
  let fits w o col = col + wid.(o) <= w
  let under_cap r n o col = Array.for_all (fun (x, _) -> n.h.(col + x) < r) cells.(o)
  let step k n o col =
    let y0 = rest n o col and h = Array.copy n.h and dead = ref n.dead in
    for x = 0 to wid.(o) - 1 do
      let c = col + x in
      for y = n.h.(c) to min (k - 1) (y0 + lo.(o).(x) - 1) do dead := !dead lor (1 lsl y) done;
      h.(c) <- min k (y0 + hi.(o).(x) + 1)
    done;
    { h; dead = !dead }
  let lowest_complete k n =
    let rec go y = if y >= k then None
      else if n.dead land (1 lsl y) = 0 && Array.for_all (fun hc -> y < hc) n.h then Some y else go (y + 1) in
    go 0
  let all_dead k n = n.dead = (1 lsl k) - 1
  (* [adv.terminal.parity]: every goal row dead or with an odd maximal run of columns h <= y *)
  let parity w k n =
    let row y = n.dead land (1 lsl y) <> 0 ||
      (let odd = ref false and run = ref 0 in
       for c = 0 to w do
         if c < w && n.h.(c) <= y then incr run else (if !run land 1 = 1 then odd := true; run := 0)
       done; !odd) in
    let rec all y = y >= k || (row y && all (y + 1)) in all 0
  (* allowed placements ([adv.moves]) *)
  let allowed (g : Checker.game) n o col =
    fits g.g_width o col &&
    (match g.g_kind with Capped r -> under_cap r n o col | _ -> true) &&
    rest n o col + hei.(o) <= Checker.top g && Checker.in_moveset g.g_moves o col
end

(* ---------- concrete boards, for --concrete ([cert.semantics]) ---------- *)
module Bd = struct
  type t = int array   (* 20 rows, bit c: column c filled *)
  let height (b : t) c = let r = ref 0 in Array.iteri (fun y row -> if row land (1 lsl c) <> 0 then r := y + 1) b; !r
  let key (b : t) = String.init 40 (fun i -> Char.chr ((b.(i / 2) lsr (8 * (i mod 2))) land 255))
  let empty _ : t = Array.make 20 0
  let fits = Nd.fits
  let rest b o col = Array.fold_left (fun m (x, y) -> max m (height b (col + x) - y)) 0 Nd.cells.(o)
  let under_cap r b o col = Array.for_all (fun (x, _) -> height b (col + x) < r) Nd.cells.(o)
  let step _ b o col =
    let y0 = rest b o col and b' = Array.copy b in
    Array.iter (fun (x, y) -> if y0 + y < 20 then b'.(y0 + y) <- b'.(y0 + y) lor (1 lsl (col + x))) Nd.cells.(o);
    b'
  let width = ref 0
  let lowest_complete k (b : t) =
    let full = (1 lsl !width) - 1 in
    let rec go y = if y >= k then None else if b.(y) land full = full then Some y else go (y + 1) in go 0
  let to_desc k (b : t) : Checker.pdesc =
    let w = !width in
    let hs = Array.init w (height b) in
    let dead = ref 0 in
    for y = 0 to k - 1 do
      if Array.exists (fun c -> b.(y) land (1 lsl c) = 0 && y < hs.(c)) (Array.init w Fun.id) then dead := !dead lor (1 lsl y)
    done;
    Nd.to_desc k { Nd.h = Array.map (fun h -> min h k) hs; dead = !dead }
end

(* [comp.start] the start position, placement by placement: rule illegal-start *)
let start_root (g : Checker.game) start ~empty ~fits ~rest ~under_cap ~step ~lowest_complete =
  let k = Checker.counted_rows g in
  List.fold_left (fun p (o, col) ->
      let bad why = raise (Reject ("illegal-start", None, Printf.sprintf "start %s@%d %s" names.(o) col why, 1)) in
      if not (List.mem (Checker.piece_of o) g.g_pieces) then bad "is not a piece of the set";
      if not (fits g.g_width o col) then bad "does not fit the width";
      (match g.g_kind with Capped r -> if not (under_cap r p o col) then bad "lands on the cap" | _ -> ());
      if rest p o col + Nd.hei.(o) > Checker.top g then bad "is above the top";
      if not (Checker.in_moveset g.g_moves o col) then bad "is not in the move set";
      let p' = step k p o col in
      if lowest_complete k p' <> None then bad "completes a row";
      p') empty start

(* [comp.match] What a verified part proves, for the walk that cites it to compare with the
   position it reaches (part-mismatch). A player part's entries are already in the run's table
   (its node 0 is `p_root` there); an adversary part's states (`p_states`, depths from its own
   root) are merged by the adversary walk that cites it. *)
type proves = Wins of int * int64 (* max-pieces, sequences *) | Prevents of string * budget (* moves, within *)
type astates = ((Checker.pdesc * Checker.piece) * int) Checker.M.t
type part = { p_game : string; p_width : int; p_bound : int; p_set : string; p_start : (int * int) list;
              p_proves : proves; p_root : int; p_states : astates }

(* the game's name, bound and piece set as a header writes them *)
let game_name (g : Checker.game) = match g.g_kind with Goal _ -> "goal" | Capped _ -> "capped" | Well _ -> "well"
let bound_of (g : Checker.game) = match g.g_kind with Goal r | Capped r | Well r -> r
let set_of (g : Checker.game) = String.concat "" (List.map (fun p ->
    String.make 1 "IOTSZJL".[match p with Checker.PI -> 0 | PO -> 1 | PT -> 2 | PS -> 3 | PZ -> 4 | PJ -> 5 | PL -> 6]) g.g_pieces)

module type POS = sig
  type t
  val key : t -> string
  val empty : int -> t
  val fits : int -> int -> int -> bool
  val rest : t -> int -> int -> int
  val under_cap : int -> t -> int -> int -> bool
  val step : int -> t -> int -> int -> t
  val lowest_complete : int -> t -> int option
  val to_desc : int -> t -> Checker.pdesc
end

(* positions (node, description key) compared as such, not by OCaml's generic comparison *)
module Positions = Hashtbl.Make (struct
  type t = int * string
  let equal (a, s) (b, t) = a = b && String.equal s t
  let hash = Hashtbl.hash
end)

module Player (P : POS) = struct
(* ---------- the player walk ([cert.semantics]) ---------- *)
(* Its entries go to the run's `table`, node n as n + off ([comp.part]: a composite and its player
   parts share one table); `cite` checks a part once a run (parts.ml). *)
let player_walk (g : Checker.game) lim nd ~declared ~d ~seq_text ~start ~cite ~off ~table =
  structure nd declared;
  let root = start_root g start ~empty:(P.empty g.g_width) ~fits:P.fits ~rest:P.rest ~under_cap:P.under_cap
      ~step:P.step ~lowest_complete:P.lowest_complete in
  let w = g.g_width and kk = Checker.counted_rows g and rows = Checker.goal_rows g in
  let capped = (match g.g_kind with Capped _ -> true | _ -> false) in
  let memo = Positions.create 4096 in
  let positions = ref 0 in
  let fail rule id msg = raise (Reject (rule, Some id, msg, 1)) in
  (* [comp.match] the move of node id reaches d', the start of part `name`: its max-pieces and
     sequences; the part's own failure names the node (a limit names none) *)
  let cited id name d' =
    let v = try cite name with Reject (r, _, m, c) when r <> "limit" -> raise (Reject (r, Some id, m, c)) in
    let same = (v.p_game, v.p_width, v.p_bound, v.p_set) = (game_name g, w, bound_of g, set_of g) in
    let at = v.p_start <> [] && (try P.key (start_root g v.p_start ~empty:(P.empty w) ~fits:P.fits ~rest:P.rest
        ~under_cap:P.under_cap ~step:P.step ~lowest_complete:P.lowest_complete) = P.key d' with Reject _ -> false) in
    match v.p_proves with
    | Wins (m, s) when same && at -> (m, s)
    | _ -> fail "part-mismatch" id (Printf.sprintf "node %d reaches a position part %s does not prove" id name) in
  let rec position id dsc depth =
    let key = (id, P.key dsc) in
    match Positions.find_opt memo key with
    | Some r -> r
    | None ->
        incr positions;
        if !positions > lim.positions then raise (Reject ("limit", None, "more distinct positions than the limit", 4));
        let longest = ref 0 and seqs = ref 0L in
        for s = 0 to nd.k - 1 do
          let len, cnt = play id s dsc depth in
          let sum = Int64.add !seqs cnt in
          if Int64.unsigned_compare sum !seqs < 0 then raise (Reject ("limit", None, "the sequence count does not fit in 64 bits", 4));
          longest := max !longest (1 + len); seqs := sum
        done;
        Positions.add memo key (!longest, !seqs);
        let d = P.to_desc kk dsc in
        table := Checker.M.add (Checker.key0 (id + off) d) ((id + off, d), !longest) !table;
        (!longest, !seqs)
  and play id s dsc depth =
    let i = id * nd.k + s in
    let o = nd.o.a.(i) and col = min nd.col.a.(i) 1000 and win = nd.next.a.(i) = -1 in
    let piece = depth + 1 in
    (* the move, named only when a rule fails *)
    let at () = Printf.sprintf "node %d (line %d) move %s@%d" id (nd.first_line + id) names.(o) nd.col.a.(i) in
    if not (P.fits w o col) then fail "illegal-placement" id (at () ^ " is illegal: it does not fit the width");
    if capped && not (P.under_cap rows dsc o col) then fail "cap-exceeded" id (at () ^ " lands on a column already R high");
    if P.rest dsc o col + Nd.hei.(o) > Checker.top g then fail "illegal-placement" id (at () ^ " is illegal: above the top");
    if not (Checker.in_moveset g.g_moves o col) then fail "move-outside-set" id (at () ^ " is not a move of the 2022 grids");
    let d' = P.step kk dsc o col in
    match P.lowest_complete kk d' with
    | None when win -> fail "false-win" id (at () ^ " is marked win but completes no row")
    | Some r when win && r >= rows -> fail "completion-outside-goal" id (Printf.sprintf "%s completes row %d >= %d" (at ()) r rows)
    | Some r when not win -> fail "unmarked-completion" id (Printf.sprintf "%s completes row %d, not marked win" (at ()) r)
    | _ when piece > d -> fail "too-many-pieces" id (Printf.sprintf "%s is piece %d > max-pieces %d" (at ()) piece d)
    | Some _ -> (0, 1L)
    | None ->
        let next = nd.next.a.(i) in
        let len, cnt = if next >= 0 then position next d' piece else cited id (Hashtbl.find nd.name_of (-2 - next)) d' in
        if piece + len > d then fail "too-many-pieces" id (Printf.sprintf "%s is piece %d of %d" (at ()) piece (piece + len));
        (len, cnt) in
  let longest, seqs = position 0 root 0 in
  if longest <> d then raise (Reject ("max-pieces-mismatch", None, Printf.sprintf "header max-pieces %d, but the longest game has %d pieces" d longest, 1));
  let s = Printf.sprintf "%Lu" seqs in
  if s <> seq_text then raise (Reject ("sequences-mismatch", None, Printf.sprintf "header sequences %s, but the strategy answers %s" seq_text s, 1));
  (nd.lines, s)

end

module Pd = Player (Nd)
module Pb = Player (Bd)

(* ---------- state lines ([adv.grammar]) ---------- *)
(* [comp.part] a state line naming a part has no piece (`piece` unused) *)
type state = { sd : Checker.pdesc; piece : Checker.piece; line : int; part : string option }
(* the first state line not above the line before, in byte order ([adv.rules] state-order) *)
let misordered = ref None

(* state lines up to `end`, within the limit of [adv.limits]; `line i l` reads the i-th *)
let read_lines (lx : lexer) lim line =
  let count = ref 0 in
  misordered := None;
  let rec loop () =
    let t = lx.text and p = lx.pos in
    if !count >= lim.nodes && p < String.length t && not (p + 1 < String.length t && t.[p] = 'e' && t.[p + 1] = 'n') then
      raise (Reject ("limit", None, "more state lines than the limit", 4));
    match next_line lx with
    | None -> syntax lx (lx.line + 1) "`end`" "end of file"
    | Some l when String.length l >= 2 && String.sub l 0 2 = "en" ->
        if l <> "end" then syntax lx lx.line "`end`" (show (Some l));
        if next_line lx <> None then syntax lx lx.line "end of file" "a line after `end`"
    | Some l ->
        if !count >= lim.nodes then raise (Reject ("limit", None, "more state lines than the limit", 4));
        line !count l; incr count; loop () in
  loop ()

let read_states (lx : lexer) w k set lim =
  let states = ref [] and prev = ref "" in
  let piece_of c = [| Checker.PI; PO; PT; PS; PZ; PJ; PL |].(String.index "IOTSZJL" c) in
  read_lines lx lim (fun count l ->
        (match String.split_on_char ' ' l with
         | [h; dd; p] ->
             let part = if String.length p > 7 && String.sub p 0 7 = "sha256:" then Some p else None in
             let hv c = if c >= '0' && c <= '9' then Char.code c - 48 else if c >= 'a' && c <= 'z' then Char.code c - 87 else 99 in
             if String.length h <> w || String.exists (fun c -> hv c > k) h then
               syntax lx lx.line (Printf.sprintf "%d heights of at most %d" w k) ("`" ^ h ^ "`");
             if String.length dd <> k || String.exists (fun c -> c <> '.' && c <> 'x') dd then
               syntax lx lx.line (Printf.sprintf "%d dead-row marks" k) ("`" ^ dd ^ "`");
             if part = None && (String.length p <> 1 || not (String.contains set p.[0])) then syntax lx lx.line "a piece of the set" ("`" ^ p ^ "`");
             if part <> None && not (part_ref_ok p) then syntax lx lx.line "sha256: and 64 lowercase hexadecimal digits" ("`" ^ p ^ "`");
             let dead = ref 0 in
             String.iteri (fun y c -> if c = 'x' then dead := !dead lor (1 lsl y)) dd;
             let sd = Nd.to_desc k { Nd.h = Array.init w (fun c -> hv h.[c]); dead = !dead } in
             let text = h ^ " " ^ dd in
             if count > 0 && compare !prev text >= 0 && !misordered = None then misordered := Some lx.line;
             prev := text;
             states := { sd; piece = (if part = None then piece_of p.[0] else Checker.PI); line = lx.line; part } :: !states
         | _ -> syntax lx lx.line "HEIGHTS DEAD PIECE" (show (Some l))));
  Array.of_list (List.rev !states)

(* ---------- the adversary walk ([adv.walk]) ---------- *)
(* keys compared as strings, not by OCaml's generic comparison (slide_walk.ml's boards) *)
module Keys = Hashtbl.Make (struct type t = string let equal = String.equal let hash = Hashtbl.hash end)
(* descriptions keyed by their packed form (three ints), compared as such *)
module PKeys = Hashtbl.Make (struct
  type t = Checker.pdesc
  let equal (a : t) (b : t) = a.ph0 = b.ph0 && a.ph1 = b.ph1 && a.pdd = b.pdd
  (* mixed so that the low bits, which pick the bucket, depend on every field *)
  let hash (a : t) = let x = (a.ph0 * 0x1E3779B97F4A7C1 + a.ph1) * 0x1E3779B97F4A7C1 + a.pdd in
    (x lxor (x lsr 29)) land max_int
end)

(* [comp.part] the entries of `from` with their depths raised by k, into `into`: where both hold a
   description, the shallower entry (its next entries are as shallow, so every entry still passes) *)
let merge_states (into : astates) (from : astates) k =
  Checker.M.fold (fun key ((d, p), m) acc -> match Checker.M.find key acc with
      | Some (_, m0) when m0 <= m + k -> acc
      | _ -> Checker.M.add key ((d, p), m + k) acc) from into

(* [adv.rules] 2, 3: state-count, state-order *)
let state_rules n ~declared =
  let fail rule msg = raise (Reject (rule, None, msg, 1)) in
  if declared <> n then fail "state-count" (Printf.sprintf "header states %d, but %d state lines" declared n);
  match !misordered with
  | Some line -> fail "state-order" (Printf.sprintf "line %d is not above the line before" line)
  | None -> ()

let adversary_walk (g : Checker.game) budget states ~declared ~start ~cite =
  let fail rule msg = raise (Reject (rule, None, msg, 1)) in
  let n = Array.length states in
  state_rules n ~declared;
  let root = start_root g start ~empty:(Nd.empty g.g_width) ~fits:Nd.fits ~rest:Nd.rest ~under_cap:Nd.under_cap
      ~step:Nd.step ~lowest_complete:Nd.lowest_complete in
  let w = g.g_width and k = Checker.counted_rows g in
  let has_o = List.mem Checker.PO g.g_pieces in
  let index = PKeys.create (2 * n + 1) in
  Array.iteri (fun i s -> PKeys.replace index s.sd i) states;

  let depth_of = Array.make n (-1) and parts = ref Checker.M.empty and any_part = ref false in
  (* [comp.match] line i names part `name`, first reached at `depth` with description d *)
  let cited i name d depth =
    let v = cite name in
    let need = match budget with Pieces b -> Pieces (b - depth) | Forever -> Forever in
    let same = (v.p_game, v.p_width, v.p_bound, v.p_set) = (game_name g, w, bound_of g, set_of g) in
    let at = same && v.p_start <> [] && (try Nd.key (start_root g v.p_start ~empty:(Nd.empty w) ~fits:Nd.fits
        ~rest:Nd.rest ~under_cap:Nd.under_cap ~step:Nd.step ~lowest_complete:Nd.lowest_complete) = Nd.key d with Reject _ -> false) in
    let moves = if g.g_moves = Grid2022 then "grid-2022" else "all" in
    let enough = function Forever -> true | Pieces a -> (match need with Pieces b -> a >= b | Forever -> false) in
    (match v.p_proves with
     | Prevents (m, within) when at && m = moves && enough within -> ()
     | _ -> fail "part-mismatch" (Printf.sprintf "line %d: part %s does not prove its position within the rest" states.(i).line name));
    any_part := true;
    parts := merge_states !parts v.p_states depth in
  let reach d depth queue =
    if budget = Pieces depth || Nd.all_dead k d then ()
    else if has_o && Nd.parity w k d then ()
    else
      match PKeys.find_opt index (Nd.to_desc k d) with
      | None -> fail "missing-state" (Printf.sprintf "no state line for a description reached at depth %d" depth)
      | Some i when depth_of.(i) < 0 ->
          depth_of.(i) <- depth;
          (match states.(i).part with Some name -> cited i name d depth | None -> Queue.add i queue)
      | Some _ -> () in
  (* each piece's placements, orientation ascending then column ascending, made once *)
  let index_of (p : Checker.piece) = match p with PI -> 0 | PO -> 1 | PT -> 2 | PS -> 3 | PZ -> 4 | PJ -> 5 | PL -> 6 in
  let placements = Array.init 7 (fun j -> List.concat_map (fun o -> List.init w (fun col -> (o, col)))
      (List.filter (fun o -> index_of (Checker.piece_of o) = j) (List.init 19 Fun.id))) in
  let moves p = placements.(index_of p) in
  let expand d p on_child =
    List.iter (fun (o, col) ->
        if Nd.allowed g d o col then begin
          let d' = Nd.step k d o col in
          if Nd.lowest_complete (Checker.goal_rows g) d' <> None then
            fail "adversary-fails" (Printf.sprintf "the player completes a row with %s@%d" names.(o) col);
          on_child d'
        end) (moves p) in
  let q = ref (Queue.create ()) and depth = ref 0 in
  reach root 0 !q;
  while not (Queue.is_empty !q) do
    let nq = Queue.create () in
    Queue.iter (fun i -> expand (Nd.of_desc w states.(i).sd) states.(i).piece (fun d' -> reach d' (!depth + 1) nq)) !q;
    (* [adv.walk] a depth is expanded in file order, as sureline-check's *)
    q := Queue.of_seq (List.to_seq (List.sort compare (List.of_seq (Queue.to_seq nq)))); incr depth
  done;
  Array.iteri (fun i s -> if depth_of.(i) < 0 then fail "unreachable-state" (Printf.sprintf "line %d: the walk never reaches it" s.line)) states;
  PKeys.reset index;
  (* the table: every state line at the depth where the walk first reached it, and the parts' *)
  let own = ref Checker.M.empty in
  Array.iteri (fun i s -> if s.part = None then own := Checker.M.add (Checker.key0 0 s.sd) ((s.sd, s.piece), depth_of.(i)) !own) states;
  if !any_part then merge_states !parts !own 0 else !own
