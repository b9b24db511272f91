(* formal/driver/survival_driver.ml -- TRUSTED: the driver of survival certificates
   (spec/survival.md): the header (the claim: width, height, floor, pieces, preview, within), the
   claim asked and the verdict line; the command line, the file and the outcome are cli.ml's. The node lines
   go to the untrusted walk (survival_walk.ml) and to the verified checks (Checker, extracted from
   formal/SurvivalCheck.v and SurvivalWeaken.v), which alone decide VERIFIED. main.ml calls `run`
   after reading the command line (cli.ml); it returns when FILE is not a survival certificate. *)
open Walk
open Cli

(* [surv.player] [surv.adversary] the header after the claim line: the game it states *)
let digits = "0123456789abcdefghijklmnopqrstuvwxyz"
(* lines: the header of a lines certificate (spec/lines.md [lines.grammar]): `game lines`,
   preview 0 only, and no within line (lines_driver.ml reads the goal and the bound) *)
let header ?(lines = false) lx ~player =
  let game = if lines then "game lines" else "game survival" in
  if next_line lx <> Some game then syntax lx (line_no lx) game "another line";
  let w = header_number lx "width" 2 16 in
  let h = header_number lx "height" 1 20 in
  let fl = match next_line lx with
    | Some l when String.length l = 6 + w && String.sub l 0 6 = "floor "
                  && String.for_all (fun c -> match String.index_opt digits c with Some d -> d < h | None -> false)
                       (String.sub l 6 w) -> String.sub l 6 w
    | l -> syntax lx (line_no lx) (Printf.sprintf "floor and %d floors below %d" w h) (show l) in
  let pieces = match next_line lx with
    | Some l when String.length l > 9 && String.sub l 0 9 = "sequence " ->
        let s = String.sub l 9 (String.length l - 9) in
        if String.length s > 64 || not (String.for_all (fun c -> String.contains Survival_walk.letters c) s) then
          syntax lx (line_no lx) "up to 64 letters of IOTSZJL" (show (Some l));
        Survival_walk.Seq s
    | Some l when String.length l > 10 && String.sub l 0 10 = "adversary " ->
        let set = String.sub l 10 (String.length l - 10) in
        if not (piece_set_ok set) then
          syntax lx (line_no lx) "distinct piece letters in the order IOTSZJL" (show (Some l));
        Survival_walk.Set (set, false)
    | l -> syntax lx (line_no lx) "adversary or sequence" (show l) in
  let pieces = match next_line lx, pieces with
    | Some "preview 0", p -> p
    | Some "preview 1", Survival_walk.Set (s, _) when not lines -> Survival_walk.Set (s, true)
    | l, _ -> syntax lx (line_no lx) "preview 0 or preview 1" (show l) in
  let within = if player || lines then None else Some (header_number lx "within" 0 max_int) in
  let letters_of s = List.map Survival_walk.piece_of_letter (List.of_seq (String.to_seq s)) in
  let supply : Checker.supply = match pieces with
    | Set (s, pv) -> FromSet (letters_of s, pv) | Seq s -> Sequence (letters_of s) in
  let floors = List.init w (fun c -> String.index digits fl.[c]) in
  { Survival_walk.g = { Checker.s_width = w; s_height = h; s_floor = floors; s_supply = supply };
    pieces; player }, fl, within

(* [formal.trust] every int the verified checks are given is small (a nat far from overflow) *)
let guard_pos ((b, t) : Checker.position) =
  guard (List.for_all (fun r -> r >= 0 && r < 1 lsl 24) b && (match t with Index i -> small i | _ -> true))

(* [surv.claim] the claim asked, as a game and a budget, or what it asks that no survival
   certificate proves *)
let asked o (gm : Survival_walk.game) fl =
  let g = gm.g in
  (match o.other with Some what -> too_weak what | None -> ());
  if o.start <> None then too_weak "start";
  if o.game <> None && o.game <> Some "survival" then too_weak "game";
  if o.goal <> None then too_weak "goal";
  (match o.floor with Some f when f <> fl -> too_weak "floor" | _ -> ());
  (* [surv.claim]: --within for adversaries, --forever for players only (sureline-check accepts
     --forever on an adversary's certificate too; the second checker and the spec do not) *)
  (match o.within with
   | Some (Pieces _) when gm.player -> too_weak "within (an adversary claim)"
   | Some Forever when not gm.player -> too_weak "forever (a player claim)"
   | _ -> ());
  let supply : Checker.supply = match g.s_supply, o.set, o.sequence, o.preview with
    | Sequence q, None, None, None -> Sequence q
    | Sequence q, None, Some s, None when s = (match gm.pieces with Seq s0 -> s0 | _ -> "") -> Sequence q
    | FromSet (p, pv), set, None, pv2 ->
        FromSet (Option.fold ~none:p ~some:set_pieces set, Option.value pv2 ~default:pv)
    | _ -> too_weak "pieces" in
  { g with s_width = Option.value o.width ~default:g.s_width;
           s_height = Option.value o.height ~default:g.s_height; s_supply = supply }

let run argv o =
  let file = Option.get o.file in
  match Survival_walk.claim_line file with
  (* the survival claims, and (main.ml knowing the two others) any unknown claim line: syntax *)
  (* the lines game (spec/lines.md): lines_driver.ml, which main.ml runs first *)
  | Some claim when String.length claim > 6 && String.sub claim 0 6 = "claim "
                    && claim <> "claim player-completes-a-line" && claim <> "claim adversary-prevents-a-line"
                    && claim <> "claim player-reaches-the-goal" && claim <> "claim adversary-stops-the-goal" ->
      let finish = finish argv and lim = test_limits (if o.large then large_limits else standard_limits) in
      let player = claim = "claim player-survives" in
      (try
        let bytes = read_or_exit file lim.bytes in
        let lx = lexer file bytes in
        if next_line lx <> Some "sureline-certificate v1" then syntax lx 1 "sureline-certificate v1" "another line";
        if not (player || claim = "claim adversary-ends-the-game") then syntax lx 2 "a claim" ("`" ^ claim ^ "`");
        ignore (next_line lx);
        let sha = "sha256:" ^ Sha256.digest bytes in
        let gm, fl, within = header lx ~player in
        let declared = header_number lx "nodes" 0 max_int in
        if declared > lim.nodes then raise (Reject ("limit", None, "header nodes above the limit", 4));
        let nd = Survival_walk.read_nodes lx gm lim in
        let roots = Survival_walk.root_tags gm in
        Survival_walk.structure nd ~declared ~roots:(List.length roots) lim;
        let wk = Survival_walk.walk gm nd ~roots in
        Survival_walk.repeated gm nd wk;
        let n = nd.lines in
        let set_text = match gm.pieces with
          | Set (s, pv) -> Printf.sprintf "adversary=%s preview=%d" s (if pv then 1 else 0) | Seq s -> "sequence=" ^ s in
        if player then begin
          let table = Survival_walk.player_table gm nd wk and nodes = Survival_walk.player_moves nd in
          (* the verified check: VERIFIED only when it holds (check_survival_player_sound) *)
          for id = 0 to n - 1 do
            Option.iter guard_pos (table id);
            List.iter (fun ((o, c), x) -> guard (small o && small c && small x)) (nodes id)
          done;
          if not (Checker.check_survival_player gm.g n table nodes) then
            refused ();
          (* survival_player_claim_sound *)
          let g2 = asked o gm fl in
          if not (Checker.survival_claim_ok_player gm.g g2) then
            raise (Reject ("claim-too-weak", None, "the certificate does not prove the claim asked", 1));
          finish 0 [Printf.sprintf "s VERIFIED %s claim=player-survives game=survival width=%d height=%d floor=%s %s nodes=%d"
                      sha gm.g.s_width gm.g.s_height fl set_text declared]
        end else begin
          let d = Option.get within in
          let len = Survival_walk.lengths nd in
          if len.(0) <> d then raise (Reject ("within-mismatch", None, Printf.sprintf "header within %d, but the longest game has %d pieces" d len.(0), 1));
          let table = Survival_walk.adversary_table gm nd wk len and fields = Survival_walk.adversary_fields nd in
          guard (small d);
          for id = 0 to n - 1 do
            Option.iter (fun ((q, _), l) -> guard_pos q; guard (small l)) (table id);
            List.iter (fun f -> guard (match f with Some x -> small x | None -> true)) (fields id)
          done;
          (* check_survival_adversary_sound *)
          if not (Checker.check_survival_adversary gm.g d n table fields) then
            refused ();
          let d2 = match o.within with Some (Pieces m) -> m | _ -> d in  (* no --forever here *)
          guard (small d2);
          (* survival_adversary_claim_sound *)
          let g2 = asked o gm fl in
          if not (Checker.survival_claim_ok_adversary gm.g d g2 d2) then
            raise (Reject ("claim-too-weak", None, "the certificate does not prove the claim asked", 1));
          finish 0 [Printf.sprintf "s VERIFIED %s claim=adversary-ends-the-game game=survival width=%d height=%d floor=%s %s within=%d nodes=%d"
                      sha gm.g.s_width gm.g.s_height fl set_text d declared]
        end
      with
      | Reject (rule, node, msg, code) -> rejected argv (rule, node, msg, code)
      | Stack_overflow | Out_of_memory -> prerr_endline "sureline-check-coq: out of memory or stack"; exit 2)
  | _ -> ()
