(* formal/test/line_io.ml -- what the property tests' harnesses share (not part of the
   verified checker): answer each line of standard input with one line of standard output, until
   the input ends. The Rust test writes every case, then reads every answer. *)

let serve answer =
  try
    while true do
      print_endline (answer (input_line stdin))
    done
  with End_of_file -> ()
