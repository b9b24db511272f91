(* formal/test/survival_turns.ml -- the extracted survival turn, for the property test that
   compares it with the Rust kernel's (checker/src/survival/tests.rs). Not part of the verified
   checker: it only calls the extracted functions the verified checks run, fits (formal/Rules.v),
   fturn_cleared, swells, sheights and ftops_out (formal/SurvivalFast.v, each proved equal to its
   definition in formal/Survival.v and formal/Lines.v: fturn_cleared_eq, ftops_out_eq).

   Each line of standard input: W H FLOORS ROWS O COL, where FLOORS are the W floors joined by
   commas (column 0 first), ROWS the 24 rows of the board as numbers (bit c: column c; row 0
   first) joined by commas, O the orientation's canonical index and COL its column. Each line of
   standard output: "illegal" (O is not an orientation, or it does not fit between the walls at
   COL), "tops-out" (after the clears a cell is at row H or above), or "ok ROWS N" (the board
   after the turn and the number of rows it cleared). *)

let numbers s = List.map int_of_string (String.split_on_char ',' s)
let show l = String.concat "," (List.map string_of_int l)

let answer line =
  match String.split_on_char ' ' line with
  | [ w; h; floors; rows; o; col ] ->
      let w = int_of_string w and h = int_of_string h in
      let o = int_of_string o and col = int_of_string col in
      let f = numbers floors and b = numbers rows in
      if o >= 19 || not (Checker.fits w o col) then "illegal"
      else
        let next, cleared = Checker.fturn_cleared f (Checker.swells f) b (Checker.sheights f b) o col in
        if Checker.ftops_out h next then "tops-out" else Printf.sprintf "ok %s %d" (show next) cleared
  | _ -> failwith ("bad line: " ^ line)

let () = Line_io.serve answer
