(* formal/Extract.v -- extraction of the verified checks to OCaml (ml/checker.ml, built under
   target/formal by scripts/formal.sh). nat becomes OCaml's int (ExtrOcamlNatInt and the lines
   below). This is faithful for ints that are nats far from overflow: the driver hands the checks
   only numbers in 0 .. 2^40 (formal/driver/verdict.ml, guards), and then every number they compute
   (heights, rows, columns, depths, orientations, node ids, packed keys < 2^60) stays below 2^61,
   so no arithmetic wraps ([formal.trust] of spec/formal.md). *)
From Coq Require Import Extraction ExtrOcamlBasic ExtrOcamlNatInt ExtrOcamlZInt.
From Sureline Require Import Rules Claims Desc Parity Fast Packed Check Weaken.
(* Typed int, so that OCaml compares machine integers rather than values generically. Each
   operation has two names: Coq.Init.Nat's (the notations) and PeanoNat.Nat's (Arith's Nat). *)
Extract Inlined Constant Nat.add => "(+)".
Extract Inlined Constant Nat.sub => "(fun (n : int) m -> if n <= m then 0 else n - m)".
Extract Inlined Constant Nat.mul => "( * )".
Extract Inlined Constant Nat.max => "(fun (n : int) m -> if n >= m then n else m)".
Extract Inlined Constant Nat.min => "(fun (n : int) m -> if n <= m then n else m)".
Extract Inlined Constant Nat.eqb => "(fun (n : int) m -> n = m)".
Extract Inlined Constant Nat.leb => "(fun (n : int) m -> n <= m)".
Extract Inlined Constant Nat.ltb => "(fun (n : int) m -> n < m)".
Extract Constant Nat.compare => "(fun (n : int) m -> if n = m then Eq else if n < m then Lt else Gt)".
Extract Inlined Constant Coq.Arith.PeanoNat.Nat.add => "(+)".
Extract Inlined Constant Coq.Arith.PeanoNat.Nat.sub => "(fun (n : int) m -> if n <= m then 0 else n - m)".
Extract Inlined Constant Coq.Arith.PeanoNat.Nat.mul => "( * )".
Extract Inlined Constant Coq.Arith.PeanoNat.Nat.max => "(fun (n : int) m -> if n >= m then n else m)".
Extract Inlined Constant Coq.Arith.PeanoNat.Nat.min => "(fun (n : int) m -> if n <= m then n else m)".
Extract Inlined Constant Coq.Arith.PeanoNat.Nat.eqb => "(fun (n : int) m -> n = m)".
Extract Inlined Constant Coq.Arith.PeanoNat.Nat.leb => "(fun (n : int) m -> n <= m)".
Extract Inlined Constant Coq.Arith.PeanoNat.Nat.ltb => "(fun (n : int) m -> n < m)".
Extract Constant Coq.Arith.PeanoNat.Nat.compare => "(fun (n : int) m -> if n = m then Eq else if n < m then Lt else Gt)".
(* the AVL map's heights (Z, as OCaml int by ExtrOcamlZInt): compared and maxed as typed ints *)
Extract Inlined Constant Coq.ZArith.BinInt.Z.max => "(fun (n : int) m -> if n >= m then n else m)".
Extract Inlined Constant Coq.ZArith.BinInt.Z.ltb => "(fun (n : int) m -> n < m)".
Extract Inlined Constant Coq.ZArith.BinInt.Z.leb => "(fun (n : int) m -> n <= m)".
Extract Inlined Constant Coq.ZArith.BinInt.Z.eqb => "(fun (n : int) m -> n = m)".
(* survival (issue 26): its checks, and typed int comparisons (ExtrSurvival.v, after the above) *)
From Sureline Require Import Survival SurvivalCheck SurvivalWeaken Lines LinesCheck Slide SlideBoard SlideDead SlideCheck ExtrSurvival.
Extraction "ml/checker.ml" check_player check_adversary check_player_at check_adversary_at start_desc claim_ok_player claim_ok_adversary key
  pempty pstep pallowed pcompletes_below unpack placements piece_of cells width_of height_of grid_offset counted_rows goal_rows top
  M.empty M.add M.find M.cardinal M.elements M.fold
  check_survival_player check_survival_adversary survival_claim_ok_player survival_claim_ok_adversary
  turn tops_out splacements sempty
  check_lines_player check_lines_adversary lines_claim_ok_player lines_claim_ok_adversary
  check_slide_player check_slide_adversary slide_claim_ok_player slide_claim_ok_adversary grid orients_of in_moveset.
