(* formal/test/descriptions.ml -- the extracted drop on descriptions, for the property test that
   compares it with the Rust kernel's (checker/tests/formal_agreement.rs). Not part of the
   verified checker: it only calls the extracted functions the verified checks run, fdallowed,
   fdstep and fdcompletes_below (formal/Fast.v, each proved equal to its definition in Desc.v).

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

let answer line =
  match String.split_on_char ' ' line with
  | [ kind; w; k; r; moves; heights; dead; o; col ] ->
      let w = int_of_string w and k = int_of_string k and r = int_of_string r in
      let o = int_of_string o and col = int_of_string col in
      let g = game_of kind w k r moves in
      let d =
        { Checker.dh = List.map int_of_string (String.split_on_char ',' heights); dd = bits dead }
      in
      if not (Checker.fdallowed g d (Checker.piece_of o) o col) then "no"
      else
        let next = Checker.fdstep g d o col in
        if Checker.fdcompletes_below w next k then
          Printf.sprintf "completes %d" (if Checker.fdcompletes_below w next r then 1 else 0)
        else
          Printf.sprintf "continues %s %s" (show_heights next.Checker.dh) (show_bits next.Checker.dd)
  | _ -> failwith ("bad line: " ^ line)

let () =
  try
    while true do
      print_endline (answer (input_line stdin))
    done
  with End_of_file -> ()
