(* formal/driver/lines_driver.ml -- TRUSTED: the driver of lines certificates (spec/lines.md):
   the header (the claim: survival_driver.ml's well and pieces, then the goal and the bound), the
   claim asked and the verdict line. The node lines go to the untrusted walk (lines_walk.ml) and
   to the verified checks (Checker, from formal/LinesCheck.v), which alone decide VERIFIED.
   main.ml calls `run` first; it returns when FILE is not a lines certificate. *)
open Walk
open Cli

(* [lines.grammar] goal: `goal lines K` or `goal at-once K`, 1 <= K <= 255 *)
let goal lx =
  let l = next_line lx in
  match Option.map (String.split_on_char ' ') l with
  | Some ["goal"; kind; k] when kind = "lines" || kind = "at-once" ->
      let k = number lx (line_no lx) k in
      if k < 1 || k > 255 then syntax lx (line_no lx) "a goal 1 .. 255" (show l);
      { Lines_walk.at_once = kind = "at-once"; k }
  | _ -> syntax lx (line_no lx) "goal lines K or goal at-once K" (show l)

let cgoal (gl : Lines_walk.goal) : Checker.goal = if gl.at_once then AtOnce gl.k else Total gl.k

let run argv o =
  let file = Option.get o.file in
  match Survival_walk.claim_line file with
  | Some ("claim player-reaches-the-goal" | "claim adversary-stops-the-goal" as claim) ->
      let player = claim = "claim player-reaches-the-goal" in
      let lim = test_limits (if o.large then large_limits else standard_limits) in
      (try
        let bytes = read_or_exit file lim.bytes in
        let lx = lexer file bytes in
        if next_line lx <> Some "sureline-certificate v1" then syntax lx 1 "sureline-certificate v1" "another line";
        ignore (next_line lx);
        let sha = "sha256:" ^ Sha256.digest bytes in
        let gm, fl, _ = Survival_driver.header ~lines:true lx ~player in
        (match peek_line lx, o.moves with Some ("moves slide" | "moves srs" as m), _ | _, Some m -> prerr_endline ("sureline-check-coq: " ^ file ^ ": " ^ unsupported (if o.moves = Some m then "--moves " ^ m ^ " on a lines certificate" else m)); exit 2 | _ -> ());
        let gl = goal lx in
        (* [lines.grammar] bound: the player's max-pieces D, the adversary's within forever or D >= 1 *)
        let bound =
          if player then Pieces (header_number lx "max-pieces" 0 max_int)
          else if peek_line lx = Some "within forever" then (ignore (next_line lx); Forever)
          else Pieces (header_number lx "within" 1 max_int) in
        let declared = header_number lx "nodes" 0 max_int in
        if declared > lim.nodes then raise (Reject ("limit", None, "header nodes above the limit", 4));
        let nd = Survival_walk.read_nodes ~win:player lx gm lim in
        Survival_walk.structure nd ~declared ~roots:1 lim;
        let budget = match bound with Pieces d when not player -> Some d | _ -> None in
        let wk = Lines_walk.walk gm gl nd ~budget in
        Lines_walk.repeated nd wk;
        let n = nd.lines and g = { Checker.l_well = gm.g; l_goal = cgoal gl } in
        let set_text = match gm.pieces with
          | Set (s, _) -> Printf.sprintf "adversary=%s preview=0" s | Seq s -> "sequence=" ^ s in
        let goal_text = Printf.sprintf "%s=%d" (if gl.at_once then "at-once" else "lines") gl.k in
        (* [lines.claim] the claim asked, as a game (after the verified check: claim-too-weak comes last) *)
        let asked () =
          if o.rows <> None || o.moves <> None || o.start <> None then too_weak "claim";
          if o.game <> None && o.game <> Some "lines" then too_weak "game";
          (match o.floor with Some f when f <> fl -> too_weak "floor" | _ -> ());
          let supply : Checker.supply = match gm.g.s_supply, o.set, o.sequence, o.preview with
            | Sequence q, None, None, (None | Some false) -> Sequence q
            | Sequence q, None, Some s, (None | Some false) when gm.pieces = Seq s -> Sequence q
            | FromSet (p, _), set, None, (None | Some false) -> FromSet (Option.fold ~none:p ~some:set_pieces set, false)
            | _ -> too_weak "pieces" in
          let g2 = { Checker.l_well = { gm.g with s_width = Option.value o.width ~default:gm.g.s_width;
                                                  s_height = Option.value o.height ~default:gm.g.s_height;
                                                  s_supply = supply };
                     l_goal = Option.fold ~none:g.l_goal ~some:(fun (a, k) -> cgoal { at_once = a; k }) o.goal } in
          g2 in
        let guard_pos (((b, c), t) : Checker.lposition) =
          guard (List.for_all (fun r -> r >= 0 && r < 1 lsl 24) b && small c && (match t with Index i -> small i | _ -> true)) in
        if player then begin
          let d = match bound with Pieces d -> d | Forever -> 0 in
          let len = Survival_walk.lengths nd in
          if len.(0) <> d then raise (Reject ("max-pieces-mismatch", None, Printf.sprintf "header %d, the longest game %d" d len.(0), 1));
          let table = Lines_walk.player_table gm nd wk len and nodes = Lines_walk.player_moves nd in
          guard (small d);
          for id = 0 to n - 1 do
            Option.iter (fun (q, l) -> guard_pos q; guard (small l)) (table id);
            List.iter (fun ((o, c), x) -> guard (small o && small c && Option.fold ~none:true ~some:small x)) (nodes id)
          done;
          (* check_lines_player_sound *)
          if not (Checker.check_lines_player g d n table nodes) then refused ();
          if o.within <> None then too_weak "within (an adversary claim)";
          let d2 = Option.value o.maxp ~default:d in
          guard (small d2);
          (* lines_player_claim_sound *)
          if not (Checker.lines_claim_ok_player g d (asked ()) d2) then too_weak "claim";
          finish argv 0 [Printf.sprintf "s VERIFIED %s claim=player-reaches-the-goal game=lines width=%d height=%d floor=%s %s %s pieces<=%d nodes=%d"
                           sha gm.g.s_width gm.g.s_height fl goal_text set_text d declared]
        end else begin
          let table = Lines_walk.adversary_table gm nd wk and fields = Survival_walk.adversary_fields nd in
          guard (Option.fold ~none:true ~some:small budget);
          for id = 0 to n - 1 do
            Option.iter (fun ((q, _), m) -> guard_pos q; guard (small m)) (table id);
            List.iter (fun f -> guard (Option.fold ~none:true ~some:small f)) (fields id)
          done;
          (* check_lines_adversary_within_sound, check_lines_adversary_forever_sound *)
          if not (Checker.check_lines_adversary g budget n table fields) then refused ();
          if o.maxp <> None then too_weak "max-pieces (a player claim)";
          let b2 = match o.within with None -> budget | Some Forever -> None | Some (Pieces m) -> Some m in
          guard (Option.fold ~none:true ~some:small b2);
          (* lines_adversary_claim_sound *)
          if not (Checker.lines_claim_ok_adversary g budget (asked ()) b2) then too_weak "claim";
          finish argv 0 [Printf.sprintf "s VERIFIED %s claim=adversary-stops-the-goal game=lines width=%d height=%d floor=%s %s %s within=%s nodes=%d"
                           sha gm.g.s_width gm.g.s_height fl goal_text set_text
                           (match budget with None -> "forever" | Some d -> string_of_int d) declared]
        end
      with
      | Reject (rule, node, msg, code) -> rejected argv (rule, node, msg, code)
      | Stack_overflow | Out_of_memory -> prerr_endline "sureline-check-coq: out of memory or stack"; exit 2)
  | _ -> ()
