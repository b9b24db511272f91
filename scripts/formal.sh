#!/usr/bin/env bash
# scripts/formal.sh -- the verified checker of issue 26 (formal/README.md): compiles the Coq
# development, prints the axioms of every soundness theorem (twenty-three: four of survival, five of the lines game, seven of slides), extracts the checks to OCaml and
# builds target/formal/sureline-check-coq. Installs Debian's coq and ocaml when missing (root).
set -euo pipefail
cd "$(dirname "$0")/.."
missing=()
for tool in coqc ocamlfind ocamlopt; do command -v "$tool" >/dev/null || missing+=("$tool"); done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "formal.sh: missing ${missing[*]}: run as root, or apt-get install -y coq ocaml ocaml-dune ocaml-findlib" >&2
    exit 1
  fi
  apt-get update -qq && apt-get install -y -qq coq ocaml ocaml-dune ocaml-findlib >/dev/null
fi
out=target/formal
rm -rf "$out/build" && mkdir -p "$out/build/ml"
cp formal/*.v "$out/build/"
cp formal/driver/*.ml "$out/build/ml/"
cd "$out/build"
if grep -nE '\b(Admitted|admit|Axiom|Parameter|Hypothesis .*: *False)\b' Rules.v Claims.v Desc.v Parity.v Fast.v Packed.v Key.v Check.v Weaken.v Survival*.v Lines*.v Slide*.v; then
  echo "formal.sh: an admitted lemma or an axiom in the development" >&2; exit 1
fi
for f in Rules Claims Desc Parity Fast Packed Key Check Weaken Survival SurvivalClaims SurvivalFast SurvivalCheck SurvivalWeaken Lines LinesCheck Slide SlideBoard SlideDead SlideCheck SlideDrop ExtrSurvival; do
  echo "coqc $f.v"; coqc -Q . Sureline "$f.v"
done
echo "== Print Assumptions of the soundness theorems (formal/Assumptions.v)"
coqc -Q . Sureline Assumptions.v | tee assumptions.txt
if [ "$(grep -c '^Closed under the global context$' assumptions.txt)" != 23 ] || grep -q '^Axioms' assumptions.txt; then
  echo "formal.sh: a soundness theorem rests on an axiom" >&2; exit 1
fi
echo "== extraction (formal/Extract.v) and the OCaml build"
coqc -Q . Sureline Extract.v
cd ml
ocamlfind ocamlopt -package unix -linkpkg -inline 200 -w -a \
  checker.mli checker.ml sha256.ml cli.ml walk.ml options.ml survival_walk.ml lines_walk.ml header.ml \
  parts.ml slide_walk.ml verdict.ml asked.ml weakness.ml certificate.ml main.ml -o ../../sureline-check-coq
# The harnesses of the property tests checker/tests/formal_agreement.rs (the extracted drop on
# descriptions) and checker/src/survival/tests.rs (the extracted survival turn), read and written
# as lines (not part of the verified checker). Compiled from copies, so that no build artifact
# lands in formal/test.
cp ../../../../formal/test/line_io.ml ../../../../formal/test/descriptions.ml ../../../../formal/test/survival_turns.ml .
ocamlfind ocamlopt -package unix -linkpkg -inline 200 -w -a \
  checker.mli checker.ml line_io.ml descriptions.ml -o ../../descriptions
ocamlfind ocamlopt -package unix -linkpkg -inline 200 -w -a \
  checker.mli checker.ml line_io.ml survival_turns.ml -o ../../survival-turns
echo "built $out/sureline-check-coq, $out/descriptions and $out/survival-turns"
# [formal.trust] the trusted base outside Coq's kernel, counted from its file list
cd ../../../.. && bash scripts/formal-trusted.sh
