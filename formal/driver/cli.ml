(* formal/driver/cli.ml -- TRUSTED: what the drivers (main.ml, survival_, lines_, slide_driver.ml)
   share: one reading of the command line for every certificate, the file read within its limit,
   the header of the line games (parts.ml reads a part's with it too), the range guards of
   [formal.trust] and the outcome lines. *)
open Walk

let usage = "usage: sureline-check-coq [--width W] [--rows R] [--height H] [--max-pieces D] \
             [--adversary SET] [--game capped|well|survival|lines] [--moves all|grid-2022|slide] [--within D] [--forever] \
             [--parts DIR] [--limits standard|large] [--quiet] FILE"

exception Usage of string

let letters = "IOTSZJL"
let piece_of_letter c = [| Checker.PI; PO; PT; PS; PZ; PJ; PL |].(String.index letters c)
(* a header's piece set: distinct letters in the order IOTSZJL *)
let piece_set_ok s = s <> "" && String.for_all (fun c -> String.contains letters c) s &&
  (let rec inc i = i + 1 >= String.length s ||
                   (String.index letters s.[i] < String.index letters s.[i + 1] && inc (i + 1)) in inc 0)
(* an option's piece set (any order, repeats allowed) as pieces in canonical order *)
let set_pieces s = List.filter_map (fun c -> if String.contains s c then Some (piece_of_letter c) else None)
    (List.of_seq (String.to_seq letters))

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

(* ---------- the header of the line games, a top's (main.ml) and a part's (parts.ml) ---------- *)
(* [comp.start] an optional start line after the claim line: the claim's start position *)
let read_start lx = match peek_line lx with
  | Some l when String.length l > 6 && String.sub l 0 6 = "start " ->
      ignore (next_line lx);
      let ps = List.map place_of (List.tl (String.split_on_char ' ' l)) in
      if List.mem None ps then syntax lx (line_no lx) "start ORIENTATION@COLUMN ..." (show (Some l));
      List.map Option.get ps
  | _ -> []
let piece_set lx = let s = header_word lx "adversary" in
  if piece_set_ok s then s else syntax lx (line_no lx) "a piece set (distinct letters in the order IOTSZJL)" s
(* [cert.grammar]: an optional "game well", width, rows or height, adversary *)
let player_header lx = let well = peek_line lx = Some "game well" in
  if well then ignore (next_line lx);
  let w = header_number lx "width" 2 16 in
  let bound = header_number lx (if well then "height" else "rows") 1 20 in (well, w, bound, piece_set lx)
(* [adv.grammar]: game, width, rows or height, adversary, moves *)
let adversary_header lx = let game = header_word lx "game" in
  if game <> "capped" && game <> "well" then syntax lx (line_no lx) "capped or well" game;
  let w = header_number lx "width" 2 16 in
  let bound = if game = "well" then header_number lx "height" 1 20 else header_number lx "rows" 1 16 in
  let set = piece_set lx in (game, w, bound, set, header_word lx "moves")

(* ---------- the command line ([cert.cli], [adv.claim], [surv.claim]) ---------- *)
(* `other`: the last of --rows, --max-pieces, --moves, which no survival certificate proves.
   `line_only`: the first error of the options only a survival certificate takes (--game
   survival, --floor, --sequence, --preview) or of a --start that is no list of places; main.ml
   reports it for a certificate of the line games, and any later error reports it instead, so
   that the first error in the order of the command line is the one reported. *)
type opts = {
  mutable width : int option; mutable rows : int option; mutable height : int option;
  mutable maxp : int option; mutable set : string option; mutable game : string option;
  mutable moves : string option; mutable within : budget option; mutable large : bool;
  mutable concrete : bool; mutable file : string option; mutable start : string option;
  mutable floor : string option; mutable sequence : string option; mutable preview : bool option;
  mutable other : string option; mutable line_only : string option; mutable parts : string option;
  mutable goal : (bool * int) option (* --lines K (false) or --at-once K (true) *) }

let unsupported what = what ^ " is not supported by the verified checker (see formal/README.md)"

let parse_args argv =
  let o = { width = None; rows = None; height = None; maxp = None; set = None; game = None;
            moves = None; within = None; large = false; concrete = false; file = None; start = None;
            floor = None; sequence = None; preview = None; other = None; line_only = None; parts = None; goal = None } in
  let fail m = raise (Usage (Option.value o.line_only ~default:m)) in
  let defer m = if o.line_only = None then o.line_only <- Some m in
  let number name lo hi v =
    let body = if String.length v > 0 && v.[0] = '+' then String.sub v 1 (String.length v - 1) else v in
    if body = "" || not (String.for_all (fun c -> c >= '0' && c <= '9') body) then
      fail (Printf.sprintf "bad value for %s: %S" name v);
    let k = saturate (strip_zeros body) in
    if k < lo || k > hi then fail (Printf.sprintf "%s out of range: %S" name v);
    k in
  let word name v ws = if List.mem v ws then v else fail ("bad value for " ^ name ^ ": " ^ v) in
  let n = Array.length argv and i = ref 1 in
  while !i < n do
    let a = argv.(!i) in
    incr i;
    if String.length a > 1 && a.[0] = '-' then begin
      let name, inline = match String.index_opt a '=' with
        | Some k -> String.sub a 0 k, Some (String.sub a (k + 1) (String.length a - k - 1))
        | None -> a, None in
      let value () = match inline with
        | Some v -> v
        | None -> if !i < n then (incr i; argv.(!i - 1)) else fail ("missing value for " ^ name) in
      let flag () = if inline <> None then fail (name ^ " takes no value") in
      match name with
      | "--width" -> o.width <- Some (number name 2 16 (value ()))
      | "--rows" -> o.rows <- Some (number name 1 20 (value ())); o.other <- Some "rows"
      | "--height" -> o.height <- Some (number name 1 20 (value ()))
      | "--max-pieces" -> o.maxp <- Some (number name 0 max_int (value ())); o.other <- Some "max-pieces (a player claim)"
      | "--within" -> o.within <- Some (Pieces (number name 0 max_int (value ())))
      | "--forever" -> flag (); o.within <- Some Forever
      | "--adversary" -> let v = value () in
          if v = "" || not (String.for_all (fun c -> String.contains letters c) v) then fail ("bad value for --adversary: " ^ v);
          o.set <- Some v
      | "--game" -> let v = value () in
          if v = "survival" || v = "lines" then defer (unsupported ("--game " ^ v));
          o.game <- Some (word name v ["capped"; "well"; "survival"; "lines"])
      | "--moves" ->
          (* [rules.moves] `drop` is `all`'s name on command lines *)
          let v = word name (value ()) ["all"; "drop"; "grid-2022"; "slide"; "srs"] in
          if v = "srs" then defer (unsupported "--moves srs");
          o.moves <- Some (if v = "drop" then "all" else v); o.other <- Some "moves"
      | "--lines" | "--at-once" ->
          defer (unsupported name); o.goal <- Some (name = "--at-once", number name 1 255 (value ()))
      | "--limits" -> o.large <- word name (value ()) ["standard"; "large"] = "large"
      | "--quiet" -> flag ()
      | "--concrete" -> flag (); o.concrete <- true
      | "--help" | "--version" when o.line_only <> None -> fail ""
      | "--help" -> print_endline usage; exit 0
      | "--version" -> print_endline "sureline-check-coq 0.1.0"; exit 0
      | "--start" -> let v = value () in
          if parse_places v = None then (defer ("bad value for --start: " ^ v); if v = "" then fail "");
          o.start <- Some v
      | "--floor" | "--sequence" | "--preview" ->
          defer (unsupported name);
          let v = value () in
          if name = "--floor" then o.floor <- Some v else if name = "--sequence" then o.sequence <- Some v
          else o.preview <- Some (word name v ["0"; "1"] = "1")
      | "--parts" -> let v = value () in if v = "" then fail "--parts needs a DIR" else o.parts <- Some v
      | "--json" -> fail (unsupported name)
      | _ -> fail ("unknown option " ^ a)
    end else begin
      if o.file <> None then fail "a second FILE";
      o.file <- Some a
    end
  done;
  if o.file = None then fail "no FILE";
  if o.concrete && o.large then fail "--concrete with --limits large";
  o

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
let rejected argv (rule, node, msg, code) =
  finish argv code [Printf.sprintf "s NOT VERIFIED rule=%s%s" rule
                      (match node with Some n -> Printf.sprintf " node=%d" n | None -> ""); "c " ^ msg]
