(* formal/driver/options.ml -- NOT TRUSTED. The command line checked, option by option in order,
   as sureline-check does ([cert.cli], [adv.claim], [surv.claim]): every error named (Usage, exit 2),
   --help and --version, and the options that state no claim (--limits, --concrete, --parts). The
   claim's options are read by the trusted Cli.read_asked, after this. *)
open Cli
open Walk

(* `line_only`: the first error of the options only a survival or lines certificate takes (--game
   survival, --floor, --sequence, --preview, ...) or of a --start that is no list of places;
   certificate.ml reports it for a certificate of the line games, and any later error reports it
   instead, so that the first error in the order of the command line is the one reported. *)
type t = {
  mutable large : bool; mutable concrete : bool; mutable parts : string option; mutable file : bool;
  mutable line_only : string option }
type outcome = Check of t | Help | Version

let usage = "usage: sureline-check-coq [--width W] [--rows R] [--height H] [--max-pieces D] \
             [--adversary SET] [--game capped|well|survival|lines] [--moves all|grid-2022|slide] [--within D] [--forever] \
             [--parts DIR] [--limits standard|large] [--quiet] FILE"

exception Exit_help
exception Exit_version

let unsupported what = what ^ " is not supported by the verified checker (see formal/README.md)"

let check argv =
  let o = { large = false; concrete = false; parts = None; file = false; line_only = None } in
  let fail m = raise (Usage (Option.value o.line_only ~default:m)) in
  let defer m = if o.line_only = None then o.line_only <- Some m in
  let number name lo hi v =
    let body = if String.length v > 0 && v.[0] = '+' then String.sub v 1 (String.length v - 1) else v in
    if body = "" || not (String.for_all (fun c -> c >= '0' && c <= '9') body) then
      fail (Printf.sprintf "bad value for %s: %S" name v);
    let digits = strip_zeros body in
    (* numbers are below 2^64, as sureline-check's; above 2^40 they saturate (Cli.saturate) *)
    let u64 = String.length digits < 20 || (String.length digits = 20 && digits <= "18446744073709551615") in
    let k = saturate digits in
    if not u64 || k < lo || k > hi then fail (Printf.sprintf "%s out of range: %S" name v);
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
      | "--width" -> ignore (number name 2 16 (value ()))
      | "--rows" | "--height" -> ignore (number name 1 20 (value ()))
      | "--max-pieces" | "--within" -> ignore (number name 0 max_int (value ()))
      | "--forever" -> flag ()
      | "--adversary" -> let v = value () in
          if v = "" || not (String.for_all (fun c -> String.contains letters c) v) then fail ("bad value for --adversary: " ^ v)
      | "--game" -> let v = value () in
          if v = "survival" || v = "lines" then defer (unsupported ("--game " ^ v));
          ignore (word name v ["capped"; "well"; "survival"; "lines"])
      | "--moves" ->
          if word name (value ()) ["all"; "drop"; "grid-2022"; "slide"; "srs"] = "srs" then defer (unsupported "--moves srs")
      | "--lines" | "--at-once" ->
          defer (unsupported name); ignore (number name 1 255 (value ()))
      | "--limits" -> o.large <- word name (value ()) ["standard"; "large"] = "large"
      | "--quiet" -> flag ()
      | "--concrete" -> flag (); o.concrete <- true
      | "--help" | "--version" when o.line_only <> None -> fail ""
      | "--help" -> raise Exit_help
      | "--version" -> raise Exit_version
      | "--start" -> let v = value () in
          if parse_places v = None then (defer ("bad value for --start: " ^ v); if v = "" then fail "")
      | "--floor" | "--sequence" | "--preview" ->
          defer (unsupported name);
          let v = value () in
          if name = "--preview" then ignore (word name v ["0"; "1"])
      | "--parts" -> let v = value () in if v = "" then fail "--parts needs a DIR" else o.parts <- Some v
      | "--json" -> fail (unsupported name)
      | _ -> fail ("unknown option " ^ a)
    end else begin
      if o.file then fail "a second FILE";
      o.file <- true
    end
  done;
  if not o.file then fail "no FILE";
  if o.concrete && o.large then fail "--concrete with --limits large";
  o

(* --help and --version end the run at once (exit 0, no verdict) *)
let outcome argv = try Check (check argv) with Exit_help -> Help | Exit_version -> Version

