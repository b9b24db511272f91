(* formal/driver/cli.ml -- TRUSTED: what every certificate family shares; it depends on no
   untrusted module. The claim asked read from the command line (`asked`), the file's bytes read
   within the size limit, the range guards of [formal.trust] and the outcome (the lines printed,
   the exit code). The names of orientations and pieces and the reading of numbers are here
   because the claim asked and the verdict line use them (the untrusted walks use them too). *)

exception Reject of string * int option * string * int   (* rule, node, message, exit code *)
exception Unsupported of string
exception Usage of string

(* a budget asked or stated: within D pieces, or forever *)
type budget = Forever | Pieces of int

(* [rules.pieces] the 19 orientations by their index in formal/Rules.v's table *)
let names = [| "I0"; "I1"; "O0"; "T0"; "T1"; "T2"; "T3"; "S0"; "S1"; "Z0"; "Z1";
               "J0"; "J1"; "J2"; "J3"; "L0"; "L1"; "L2"; "L3" |]

let letters = "IOTSZJL"
let piece_of_letter c = [| Checker.PI; PO; PT; PS; PZ; PJ; PL |].(String.index letters c)
let letter_of_piece : Checker.piece -> char = function
  | PI -> 'I' | PO -> 'O' | PT -> 'T' | PS -> 'S' | PZ -> 'Z' | PJ -> 'J' | PL -> 'L'
(* an option's piece set (any order, repeats allowed) as pieces in canonical order *)
let set_pieces s = List.filter_map (fun c -> if String.contains s c then Some (piece_of_letter c) else None)
    (List.of_seq (String.to_seq letters))
(* [surv.player] a floor as a digit, 0 .. 9 then a .. z *)
let digits = "0123456789abcdefghijklmnopqrstuvwxyz"

(* a decimal number below 2^64 as an int; numbers from 2^40 on saturate at 2^40 (no count,
   column or node id of an accepted certificate comes near it), so that every number handed to
   the checks is a nat far from overflow ([formal.trust] 3) *)
let big = 1 lsl 40
let strip_zeros s =
  let i = ref 0 in
  while !i < String.length s - 1 && s.[!i] = '0' do incr i done;
  String.sub s !i (String.length s - !i)
let saturate s = if String.length s > 13 then big else min big (int_of_string s)

(* ---------- the claim asked on the command line ([cert.cli], [adv.claim], [surv.claim]) ---------- *)
(* Each option of a claim as the last of its occurrences states it (None: the certificate's
   claim says). The untrusted options.ml checks the whole command line first, naming every error
   in order (exit 2); this reads it again, and refuses (Usage) what it cannot read, rather than
   guess. *)
type asked = {
  width : int option; rows : int option; height : int option; maxp : int option;
  within : budget option; set : string option; game : string option; moves : string option;
  start : string option; floor : string option; sequence : string option; preview : bool option;
  goal : (bool * int) option (* --lines K (false) or --at-once K (true) *); file : string }

(* the arguments from argv.(i) on as (option, value) pairs, in order: `--name=value`, or
   `--name value` but for the flags; ("FILE", a) for an argument that is no option *)
let flags = ["--forever"; "--quiet"; "--concrete"; "--help"; "--version"]
let rec pairs argv i =
  let n = Array.length argv in
  if i >= n then []
  else
    let a = argv.(i) in
    match String.index_opt a '=' with
    | _ when String.length a < 2 || a.[0] <> '-' -> ("FILE", a) :: pairs argv (i + 1)
    | Some k -> (String.sub a 0 k, String.sub a (k + 1) (String.length a - k - 1)) :: pairs argv (i + 1)
    | None when List.mem a flags || i + 1 >= n -> (a, "") :: pairs argv (i + 1)
    | None -> (a, argv.(i + 1)) :: pairs argv (i + 2)

let unreadable () = raise (Usage "the command line cannot be read")
(* a number from lo to hi: decimal digits after an optional +, saturated at 2^40 *)
let number lo hi v =
  let body = if String.length v > 0 && v.[0] = '+' then String.sub v 1 (String.length v - 1) else v in
  if body = "" || not (String.for_all (fun c -> c >= '0' && c <= '9') body) then unreadable ();
  let k = saturate (strip_zeros body) in
  if k < lo || k > hi then unreadable ();
  k

let read_asked argv =
  let ps = pairs argv 1 in
  (* the last of the options `names` given, and its value *)
  let last names = List.fold_left (fun found (n, v) -> if List.mem n names then Some (n, v) else found) None ps in
  let value name = Option.map snd (last [name]) in
  let number_of name lo hi = Option.map (number lo hi) (value name) in
  let piece_set v = if v = "" || not (String.for_all (fun c -> String.contains letters c) v) then unreadable () else v in
  { width = number_of "--width" 2 16; rows = number_of "--rows" 1 20; height = number_of "--height" 1 20;
    maxp = number_of "--max-pieces" 0 max_int;
    within = Option.map (fun (n, v) -> if n = "--forever" then Forever else Pieces (number 0 max_int v))
        (last ["--within"; "--forever"]);
    set = Option.map piece_set (value "--adversary");
    game = value "--game";
    (* [rules.moves] `drop` is `all`'s name on command lines *)
    moves = Option.map (fun v -> if v = "drop" then "all" else v) (value "--moves");
    start = value "--start"; floor = value "--floor"; sequence = value "--sequence";
    preview = Option.map (function "0" -> false | "1" -> true | _ -> unreadable ()) (value "--preview");
    goal = Option.map (fun (n, v) -> (n = "--at-once", number 1 255 v)) (last ["--lines"; "--at-once"]);
    file = (match value "FILE" with Some f -> f | None -> unreadable ()) }

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
let read_or_exit file most = try read_file file most with Sys_error _ | Unix.Unix_error _ ->
  prerr_endline ("sureline-check-coq: cannot read " ^ file); exit 2

(* [formal.trust] The extracted checks compute on OCaml ints as on Coq's nat: every int they are
   given must be a nat far from overflow. The walk is not trusted, so its outputs are checked. *)
let small n = n >= 0 && n <= 1 lsl 40
let guard ok = if not ok then raise (Reject ("internal", None, "a number out of range for the verified check", 1))
let refused () = raise (Reject ("internal", None, "the verified check refuses the walk's table", 1))
let too_weak what = raise (Reject ("claim-too-weak", None, "the certificate does not prove the " ^ what ^ " asked", 1))

(* ---------- the outcome: the verdict line (only it with --quiet) and the exit code ---------- *)
let finish argv code lines =
  let quiet = Array.exists (fun a -> a = "--quiet") argv in
  (try List.iteri (fun i l -> if i = 0 || not quiet then print_endline l) lines; flush stdout
   with Sys_error _ -> prerr_endline "sureline-check-coq: cannot write the outcome"; exit 2);
  exit code
(* a refusal: never exit 0, whatever code the untrusted side gave *)
let rejected argv (rule, node, msg, code) =
  finish argv (max 1 code) [Printf.sprintf "s NOT VERIFIED rule=%s%s" rule
                      (match node with Some n -> Printf.sprintf " node=%d" n | None -> ""); "c " ^ msg]
