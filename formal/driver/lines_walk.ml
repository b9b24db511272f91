(* formal/driver/lines_walk.ml -- NOT TRUSTED. The walk of lines certificates (spec/lines.md
   [lines.player], [lines.adversary]) as sureline-check does it, to name the first rule that
   fails, and the tables of positions (board, count, tag) that the verified checks
   (Checker.check_lines_player / _adversary, from formal/LinesCheck.v) then verify entry by entry.
   The node lines, the structure rules, the turn on arrays and the lengths are survival_walk.ml's. *)
open Cli
open Walk
open Survival_walk

(* [lines.game] the goal: at_once, k *)
type goal = { at_once : bool; k : int }
(* the count after a turn clearing n rows from c, or None when it reaches the goal *)
let after gl c n = let c' = n + (if gl.at_once then 0 else c) in
  if c' >= gl.k then None else Some (if gl.at_once then 0 else c')

type walked = { boards : string array; counts : int array; tags : int array; depth : int array }

(* [lines.player] [lines.adversary] the walk: positions in id order, every move checked;
   budget: the adversary's within D (None: forever) *)
let walk gm gl nd ~budget =
  let n = nd.lines and w = gm.g.s_width and player = gm.player in
  let boards = Array.make n "" and counts = Array.make n 0 and tags = Array.make n 0
  and depth = Array.make n 0 in
  let floors = Array.of_list gm.g.s_floor in
  let wells = Array.init 24 (fun y -> let m = ref 0 in Array.iteri (fun c f -> if f <= y then m := !m lor (1 lsl c)) floors; !m) in
  boards.(0) <- pack (Array.of_list Checker.sempty);
  let placements = placements_of w in
  for id = 0 to n - 1 do
    if boards.(id) <> "" then begin
      let rows = unpack_array boards.(id) and x = tags.(id) and count = counts.(id) in
      let last = budget = Some (depth.(id) + 1) in
      List.iteri (fun j m ->
          let o, col = if player then nd.o.a.(m), nd.col.a.(m) else (placements letters.[nd.letter.a.(id)]).(j) in
          let child = nd.next.a.(m) in
          let piece, next_x = match gm.pieces with
            | Set (p, _) -> (if player then p.[j] else letters.[nd.letter.a.(id)]), 0
            | Seq s -> s.[x], (x + 1) mod String.length s in
          let bad rule = fail rule (Some id) (Printf.sprintf "node %d move %s@%d" id names.(o) col) in
          if letter_of o <> piece then bad "wrong-piece";
          if col + Checker.width_of o > w then bad "illegal-placement";
          let next, cleared = turn_cleared floors wells rows o col in
          let top = tops_out gm.g.s_height next in
          if player && top then bad "tops-out";
          let outcome = if top then None else after gl count cleared in
          if (not player) && (not top) && outcome = None then bad "goal-reached";
          let want = if last then None else outcome in
          if (want = None) <> (child < 0) then bad (if player then "goal-mismatch" else "top-out-mismatch");
          Option.iter (fun c' ->
              let key = pack next in
              if boards.(child) = "" then begin
                boards.(child) <- key; counts.(child) <- c'; tags.(child) <- next_x; depth.(child) <- depth.(id) + 1
              end else if boards.(child) <> key || counts.(child) <> c' || tags.(child) <> next_x then
                bad "position-mismatch") want) (moves nd id)
    end
  done;
  { boards; counts; tags; depth }

(* rule repeated-position: the first node whose position an earlier node has *)
let repeated nd wk =
  let seen = Hashtbl.create (2 * nd.lines + 1) in
  for id = 0 to nd.lines - 1 do
    let key = (wk.boards.(id), wk.counts.(id), wk.tags.(id)) in
    if Hashtbl.mem seen key then fail "repeated-position" (Some id) (Printf.sprintf "node %d repeats a position" id);
    Hashtbl.add seen key ()
  done

let position gm wk id : Checker.lposition =
  ((unpack wk.boards.(id), wk.counts.(id)), to_tag gm wk.tags.(id))

(* the tables the verified checks read *)
let player_table gm nd wk len id =
  if id < 0 || id >= nd.lines || wk.boards.(id) = "" then None else Some (position gm wk id, len.(id))
let player_moves nd id =
  List.map (fun m -> let c = nd.next.a.(m) in ((nd.o.a.(m), nd.col.a.(m)), if c < 0 then None else Some c)) (moves nd id)

let adversary_table gm nd wk id : Checker.laentry option =
  if id < 0 || id >= nd.lines || wk.boards.(id) = "" then None
  else begin
    let after : Checker.tag = match gm.pieces with
      | Set _ -> NoTag | Seq s -> Index ((wk.tags.(id) + 1) mod String.length s) in
    Some ((position gm wk id, (piece_of_letter letters.[nd.letter.a.(id)], after)), wk.depth.(id))
  end
