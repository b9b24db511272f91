(* formal/driver/main.ml -- TRUSTED: the verified checker's run, for every certificate family.
   The untrusted options.ml checks the command line (every error, exit 2); cli.ml reads the claim
   asked and the file's bytes, sha256.ml their identity; the untrusted certificate.ml reads the
   certificate into what the verified check of its family takes (Verdict.proof). VERIFIED is
   printed, and 0 the exit code, only when that check holds (verdict.ml) and the claim asked
   follows from the certificate's (asked.ml); the line printed is the claim the check took. *)
open Cli

let () =
  let argv = Sys.argv in
  let usage_error m = prerr_endline ("sureline-check-coq: " ^ m); prerr_endline Options.usage; exit 2 in
  let o = match Options.outcome argv with
    | Check o -> o
    | Help -> print_endline Options.usage; exit 0
    | Version -> print_endline "sureline-check-coq 0.1.0"; exit 0
    | exception Usage m -> usage_error m in
  let a = try read_asked argv with Usage m -> usage_error m in
  try
    let family = Certificate.family o a.file in
    let lim = Certificate.limits o in
    let bytes = read_or_exit a.file lim.Walk.bytes in
    let sha = "sha256:" ^ Sha256.digest bytes in
    let proof = Certificate.read o a family a.file bytes lim in
    if not (Verdict.holds proof) then refused ();
    Certificate.debug "check";
    Weakness.name argv a proof;
    if not (Asked.answers a proof) then too_weak "claim";
    finish argv 0 [Verdict.line sha proof]
  with
  | Usage m -> usage_error m
  | Reject (rule, node, msg, code) -> rejected argv (rule, node, msg, code)
  | Unsupported m -> prerr_endline ("sureline-check-coq: " ^ a.file ^ ": " ^ Options.unsupported m); exit 2
  | Stack_overflow | Out_of_memory -> prerr_endline "sureline-check-coq: out of memory or stack"; exit 2
