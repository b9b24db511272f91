(* formal/test/descriptions.ml -- the extracted drop on descriptions, for the property test that
   compares it with the Rust kernel's (checker/tests/formal_agreement.rs). Not part of the
   verified checker: it only calls the extracted functions the verified checks run, pallowed,
   pstep and pcompletes_below on packed descriptions (formal/Packed.v, each proved equal to its
   list form of formal/Fast.v, so to its definition in Desc.v), and unpack to print one.

   Each line of standard input: GAME W K R MOVES HEIGHTS DEAD O COL, where GAME is goal, capped
   or well, K the rows a description tracks (20, R or H), R the goal rows, MOVES all or grid-2022,
   HEIGHTS the W capped heights joined by commas, DEAD K characters 0 or 1 (row 0 first), O the
   orientation's canonical index and COL its column. Each line of standard output: "no" (not an
   allowed placement), "completes G" (it completes a row below K; G is 1 when one is below R), or
   "continues HEIGHTS DEAD" (the description after the drop). *)

let game_of kind w k r moves =
  let g_kind =
    match kind with
    | "goal" -> Checker.Goal r
    | "capped" -> Checker.Capped k
    | "well" -> Checker.Well k
    | other -> failwith ("unknown game " ^ other)
  in
  let g_moves = if moves = "grid-2022" then Checker.Grid2022 else Checker.All in
  let pieces = Checker.[ PI; PO; PT; PS; PZ; PJ; PL ] in
  { Checker.g_width = w; g_kind; g_moves; g_pieces = pieces }

let bits s = List.init (String.length s) (fun i -> s.[i] = '1')
let show_bits l = String.concat "" (List.map (fun b -> if b then "1" else "0") l)
let show_heights l = String.concat "," (List.map string_of_int l)

(* the packed description of formal/Packed.v: 5 bits a height, columns 0..7 then 8..15; dead
   rows as bits *)
let pack heights dead =
  let h = Array.of_list heights and w = List.length heights in
  let field lo n = let r = ref 0 in for c = lo + n - 1 downto lo do r := !r * 32 + h.(c) done; !r in
  { Checker.ph0 = field 0 (min w 8); ph1 = field 8 (max 0 (w - 8));
    pdd = List.fold_right (fun b m -> (m lsl 1) lor (if b then 1 else 0)) dead 0 }

let answer line =
  match String.split_on_char ' ' line with
  | [ kind; w; k; r; moves; heights; dead; o; col ] ->
      let w = int_of_string w and k = int_of_string k and r = int_of_string r in
      let o = int_of_string o and col = int_of_string col in
      let g = game_of kind w k r moves in
      let d = pack (List.map int_of_string (String.split_on_char ',' heights)) (bits dead) in
      if not (Checker.pallowed g d (Checker.piece_of o) o col) then "no"
      else
        let next = Checker.pstep g d o col in
        if Checker.pcompletes_below w next k then
          Printf.sprintf "completes %d" (if Checker.pcompletes_below w next r then 1 else 0)
        else
          let u = Checker.unpack w k next in
          Printf.sprintf "continues %s %s" (show_heights u.Checker.dh) (show_bits u.Checker.dd)
  | _ -> failwith ("bad line: " ^ line)

let () = Line_io.serve answer
