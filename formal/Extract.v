(* formal/Extract.v -- extraction of the verified checks to OCaml (formal/ml/checker.ml).
   nat becomes OCaml's int (ExtrOcamlNatInt and the lines below): every number the checks meet is
   a height, a row, a column, a depth, an orientation, a node id or a packed key, all far below
   2^62 (node ids < 2^24, keys < 2^60), so no arithmetic wraps. *)
From Coq Require Import Extraction ExtrOcamlBasic ExtrOcamlNatInt.
From Sureline Require Import Rules Claims Desc Parity Check Weaken.
Extract Inlined Constant Nat.add => "(+)".
Extract Inlined Constant Nat.sub => "(fun n m -> Stdlib.max 0 (n-m))".
Extract Inlined Constant Nat.mul => "( * )".
Extract Inlined Constant Nat.max => "Stdlib.max".
Extract Inlined Constant Nat.min => "Stdlib.min".
Extract Inlined Constant Nat.eqb => "(=)".
Extract Inlined Constant Nat.leb => "(<=)".
Extract Inlined Constant Nat.ltb => "(<)".
Extract Constant Nat.compare => "(fun n m -> if n = m then Eq else if n < m then Lt else Gt)".
Extraction "ml/checker.ml" check_player check_adversary claim_ok_player claim_ok_adversary key empty_desc dstep dallowed dcompletes_below
  all_dead parity_ok placements piece_of cells width_of height_of grid_offset counted_rows goal_rows top
  M.empty M.add M.find M.cardinal M.elements.
