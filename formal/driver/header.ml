(* formal/driver/header.ml -- NOT TRUSTED. The header lines of every certificate family, read into
   the game of formal/Rules.v, Survival.v or Lines.v that the verified check then takes: the line
   games' (a top's, certificate.ml, and a part's, parts.ml), survival's and the lines game's. The
   trusted verdict line (verdict.ml) is printed from that same game, so that a wrong reading here
   changes what is checked and printed together, never makes a false claim VERIFIED; here the
   syntax rule names what a header lacks. *)
open Cli
open Walk

(* a header's piece set: distinct letters in the order IOTSZJL *)
let piece_set_ok s = s <> "" && String.for_all (fun c -> String.contains letters c) s &&
  (let rec inc i = i + 1 >= String.length s ||
                   (String.index letters s.[i] < String.index letters s.[i + 1] && inc (i + 1)) in inc 0)
let pieces_of set = List.map piece_of_letter (List.of_seq (String.to_seq set))

(* ---------- the line games ([cert.grammar], [adv.grammar]) ---------- *)
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

(* a player certificate's game: the goal-row game unless it is a well, or --game capped asks the
   capped game ([rules.games]); the moves are --moves grid-2022's or all *)
let player_game (o : asked) ~well ~w ~bound ~set : Checker.game =
  { g_width = w; g_kind = (if well then Well bound else if o.game = Some "capped" then Capped bound else Goal bound);
    g_moves = (if o.moves = Some "grid-2022" then Grid2022 else All); g_pieces = pieces_of set }

(* [adv.grammar] within D or forever: the budget, and the header's text *)
let within lx =
  let text = header_text lx "within" in
  ((if text = "forever" then Forever else Pieces (number lx (line_no lx) text)), text)

(* ---------- survival and the lines game ([surv.player], [surv.adversary], [lines.grammar]) ---------- *)
(* the floor line: W floors, each a digit below H *)
let floor lx w h = match next_line lx with
  | Some l when String.length l = 6 + w && String.sub l 0 6 = "floor "
                && String.for_all (fun c -> match String.index_opt digits c with Some d -> d < h | None -> false)
                     (String.sub l 6 w) -> String.sub l 6 w
  | l -> syntax lx (line_no lx) (Printf.sprintf "floor and %d floors below %d" w h) (show l)

(* the pieces: a sequence, or a set with its preview line *)
let pieces lx ~lines =
  let pieces = match next_line lx with
    | Some l when String.length l > 9 && String.sub l 0 9 = "sequence " ->
        let s = String.sub l 9 (String.length l - 9) in
        if String.length s > 64 || not (String.for_all (fun c -> String.contains letters c) s) then
          syntax lx (line_no lx) "up to 64 letters of IOTSZJL" (show (Some l));
        Survival_walk.Seq s
    | Some l when String.length l > 10 && String.sub l 0 10 = "adversary " ->
        let set = String.sub l 10 (String.length l - 10) in
        if not (piece_set_ok set) then
          syntax lx (line_no lx) "distinct piece letters in the order IOTSZJL" (show (Some l));
        Survival_walk.Set (set, false)
    | l -> syntax lx (line_no lx) "adversary or sequence" (show l) in
  match next_line lx, pieces with
  | Some "preview 0", p -> p
  | Some "preview 1", Survival_walk.Set (s, _) when not lines -> Survival_walk.Set (s, true)
  | l, _ -> syntax lx (line_no lx) "preview 0 or preview 1" (show l)

(* The header after the claim line: the game it states (and, for a survival adversary, its
   within). lines: the header of a lines certificate (spec/lines.md [lines.grammar]): `game
   lines`, preview 0 only, and no within line (`goal` and `bound` below read the rest). *)
let well ?(lines = false) lx ~player =
  let game = if lines then "game lines" else "game survival" in
  if next_line lx <> Some game then syntax lx (line_no lx) game "another line";
  let w = header_number lx "width" 2 16 in
  let h = header_number lx "height" 1 20 in
  let fl = floor lx w h in
  let pieces = pieces lx ~lines in
  let within = if player || lines then None else Some (header_number lx "within" 0 max_int) in
  let supply : Checker.supply = match pieces with
    | Set (s, pv) -> FromSet (pieces_of s, pv) | Seq s -> Sequence (pieces_of s) in
  let floors = List.init w (fun c -> String.index digits fl.[c]) in
  { Survival_walk.g = { Checker.s_width = w; s_height = h; s_floor = floors; s_supply = supply };
    pieces; player }, within

(* [lines.grammar] goal: `goal lines K` or `goal at-once K`, 1 <= K <= 255 *)
let goal lx : Lines_walk.goal =
  let l = next_line lx in
  match Option.map (String.split_on_char ' ') l with
  | Some ["goal"; kind; k] when kind = "lines" || kind = "at-once" ->
      let k = number lx (line_no lx) k in
      if k < 1 || k > 255 then syntax lx (line_no lx) "a goal 1 .. 255" (show l);
      { at_once = kind = "at-once"; k }
  | _ -> syntax lx (line_no lx) "goal lines K or goal at-once K" (show l)

(* [lines.grammar] the bound: the player's max-pieces D, the adversary's within forever or D >= 1 *)
let bound lx ~player =
  if player then Pieces (header_number lx "max-pieces" 0 max_int)
  else if peek_line lx = Some "within forever" then (ignore (next_line lx); Forever)
  else Pieces (header_number lx "within" 1 max_int)
