(* formal/driver/slide_driver.ml -- TRUSTED: the certificates of the line games with the line
   `moves slide` ([rules.moves.slide]): main.ml reads their header up to that line and hands them
   here, with the game it states; this reads the rest of the header (the claim's budget), asks
   the verified checks (Checker, from formal/SlideCheck.v) and the claim asked, and prints the
   verdict. The walks that fill the tables and name the rules are slide_walk.ml's. *)
open Walk
open Cli

(* the game asked: the certificate's, with --adversary; another board is not supported (the
   development has no [rules.claims.order] across boards for slides) *)
let asked o (g : Checker.game) ~rows =
  let bound = match g.g_kind with Goal r | Capped r -> r | Well h -> h in
  let asked_bound = if rows then o.rows else o.height in
  if (if rows then o.height else o.rows) <> None || o.start <> None then too_weak "claim";
  if (o.width <> None && o.width <> Some g.g_width) || (asked_bound <> None && asked_bound <> Some bound) then
    raise (Unsupported "a slide claim on another board");
  { g with g_pieces = Option.fold ~none:g.g_pieces ~some:set_pieces o.set;
           g_moves = if o.moves = Some "grid-2022" then Grid2022 else All }

let player argv o (g : Checker.game) lx lim ~sha ~set ~start ~text =
  ignore (next_line lx);  (* moves slide *)
  let d = header_number lx "max-pieces" 0 max_int in
  let declared = header_number lx "nodes" 0 max_int in
  if declared > lim.nodes then raise (Reject ("limit", None, "header nodes above the limit", 4));
  let seq_text = header_text lx "sequences" in
  ignore (number lx (line_no lx) seq_text);
  let nd = read_nodes ~slide:true lx set lim in
  if start <> [] then (structure nd declared; raise (Reject ("move-outside-set", None, "moves slide: no start line and no part", 1)));
  let grid = o.moves = Some "grid-2022" in
  let table, kids, nodes, n, s = Slide_walk.player_walk ~grid g lim nd ~declared ~d ~seq_text in
  guard (small d);
  for e = 0 to n - 1 do
    Option.iter (fun ((id, b), l) -> guard (small id && small l && List.for_all small b)) (table e);
    List.iter (fun k -> guard (small k)) (kids e)
  done;
  for id = 0 to nd.lines - 1 do
    List.iter (fun (((o, c), r), x) -> guard (small o && small c && small r && Option.fold ~none:true ~some:small x)) (nodes id)
  done;
  (* check_slide_player_sound *)
  if not (Checker.check_slide_player g nodes kids n table d) then refused ();
  if o.within <> None then too_weak "within (an adversary claim)";
  if o.moves <> None && o.moves <> Some "slide" then too_weak "moves";
  (match o.game, g.g_kind with Some "well", Well _ | (None | Some "capped"), (Goal _ | Capped _) -> () | _ -> too_weak "game");
  let d2 = Option.value o.maxp ~default:d in
  guard (small d2);
  (* slide_player_claim_sound *)
  if not (Checker.slide_claim_ok_player g d (asked o g ~rows:(text <> "height")) d2) then too_weak "claim";
  finish argv 0 [Printf.sprintf "s VERIFIED %s width=%d %s=%d pieces<=%d nodes=%d sequences=%s adversary=%s%s moves=slide"
                   sha g.g_width text (match g.g_kind with Goal r | Capped r -> r | Well h -> h) d declared s set
                   (match g.g_kind with Well _ -> " game=well" | Capped _ -> " game=capped" | Goal _ -> "")]

let adversary argv o (g : Checker.game) lx lim ~sha ~set ~start ~game_name =
  let w = g.g_width and bound = match g.g_kind with Goal r | Capped r -> r | Well h -> h in
  (* [adv.slide] T' rows a state line: H in the well, R + 3 in the capped game; W * T' <= 128 *)
  let t' = match g.g_kind with Well h -> h | _ -> bound + 3 in
  if w * t' > 128 then syntax lx (line_no lx) "moves slide on at most 128 cells (W x T')" "more";
  let within_text = header_text lx "within" in
  let budget = if within_text = "forever" then Forever else Pieces (number lx (line_no lx) within_text) in
  let declared = header_number lx "states" 0 max_int in
  if declared > lim.nodes then raise (Reject ("limit", None, "header states above the limit", 4));
  let states = Slide_walk.read_states lx w t' set lim in
  let table, kids = Slide_walk.adversary_walk g budget states ~declared ~start in
  let cbudget = match budget with Forever -> None | Pieces n -> Some n in
  guard (Option.fold ~none:true ~some:small cbudget);
  let n = Array.length states in
  for e = 0 to n - 1 do
    Option.iter (fun ((b, _), m) -> guard (small m && List.for_all small b)) (table e);
    List.iter (fun o -> List.iter (fun k -> guard (small k)) (kids e o)) (Checker.orients_of (let _, p, _ = states.(e) in p))
  done;
  (* check_slide_adversary_within_sound, check_slide_adversary_forever_sound *)
  if not (Checker.check_slide_adversary g cbudget n table kids) then refused ();
  if o.maxp <> None then too_weak "max-pieces (a player claim)";
  if o.game <> None && o.game <> Some game_name then too_weak "game";
  let b2 = match o.within with None -> cbudget | Some Forever -> None | Some (Pieces m) -> Some m in
  guard (Option.fold ~none:true ~some:small b2);
  (* slide_adversary_claim_sound; with --moves all|grid-2022, SlideDrop.adversary_drop_claim_sound *)
  if not (Checker.slide_claim_ok_adversary g cbudget (asked o g ~rows:(game_name <> "well")) b2) then too_weak "claim";
  finish argv 0 [Printf.sprintf "s VERIFIED %s claim=adversary-prevents-a-line game=%s width=%d %s=%d moves=slide within=%s adversary=%s states=%d"
                   sha game_name w (if game_name = "well" then "height" else "rows") bound within_text set declared]
