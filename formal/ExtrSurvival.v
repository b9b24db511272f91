(* formal/ExtrSurvival.v -- TRUSTED (extraction directives): the bit operations of the survival
   boards (formal/Survival.v) as OCaml's, for speed. Faithful on the ints the checks compute:
   rows below 2^24 and bit indices below 62 (columns < 16, as the driver guards), where OCaml's
   land, lor, lsl, lsr on non-negative ints are Coq's Nat.land, lor, shiftl, shiftr, testbit. Required by
   formal/Extract.v. *)
From Coq Require Import Arith Extraction.
Extract Inlined Constant Nat.land => "(land)".
Extract Inlined Constant Nat.lor => "(lor)".
Extract Inlined Constant Nat.ldiff => "(fun a b -> a land (lnot b))".
Extract Inlined Constant Nat.shiftl => "(fun a n -> a lsl n)".
Extract Inlined Constant Nat.shiftr => "(fun a n -> a lsr n)".
Extract Inlined Constant Nat.testbit => "(fun a n -> (a lsr n) land 1 = 1)".
(* The comparisons on ints typed as such (OCaml's polymorphic compare is slow), and max and min
   as reached through Arith: the same functions as formal/Extract.v's mappings, which formal/Extract.v
   replaces with these by requiring this file last. *)
Extract Inlined Constant Nat.eqb => "(fun (a : int) (b : int) -> a = b)".
Extract Inlined Constant Nat.leb => "(fun (a : int) (b : int) -> a <= b)".
Extract Inlined Constant Nat.ltb => "(fun (a : int) (b : int) -> a < b)".
Extract Inlined Constant Nat.max => "(fun (a : int) b -> if a >= b then a else b)".
Extract Inlined Constant Nat.min => "(fun (a : int) b -> if a <= b then a else b)".
