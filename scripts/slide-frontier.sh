#!/usr/bin/env bash
# The slide frontier (spec/rules.md [rules.moves.slide]): for every even width W of WIDTHS, the
# smallest goal-row count R of capped(W, R) and the smallest height H of well(W, H) at which the
# player wins when pieces slide, and the fewest pieces there, certified both ways: the player's
# optimal strategy, the lower bound "no win within one fewer", and the adversary's policy one size
# below (which holds for every smaller size, [rules.claims.order]). Odd widths: the adversary gives
# O forever ([rules.parity], which holds with slides). Each solve is bounded by SECONDS (a cell
# still running is reported undecided with its size). Writes DIR (default certificates/slide):
# the certificates, their manifests, CLAIMS, SHA256SUMS and FRONTIER.md.
#
#   bash scripts/slide-frontier.sh [--widths "2 4 6 8"] [--seconds 600] [--out DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
widths="2 4 6 8" seconds=600 out=certificates/slide
while [ $# -gt 0 ]; do
    case "$1" in
        --widths) widths="$2"; shift 2 ;;
        --seconds) seconds="$2"; shift 2 ;;
        --out) out="$2"; shift 2 ;;
        *) echo "slide-frontier.sh: unknown option $1 (--widths, --seconds, --out)" >&2; exit 2 ;;
    esac
done
sureline="${SURELINE:-target/tests/sureline}"
mkdir -p "$out"
table="$out/FRONTIER.md" claims="$out/CLAIMS"
{
    echo "# The slide frontier"
    echo
    echo "Made by \`bash scripts/slide-frontier.sh --widths \"$widths\" --seconds $seconds\`"
    echo "(\`--moves slide\`: spec/rules.md [rules.moves.slide]). A cell is the smallest size at which"
    echo "the player wins with slides, the fewest pieces there, and the certificates."
    echo
    echo "| W | game | smallest size | fewest pieces | player | lower bound | adversary below |"
    echo "|---:|---|---:|---:|---|---|---|"
} > "$table"
echo "# sureline-check options stating each certificate's claim (checked by scripts/slide-frontier.sh)" > "$claims"

# climb GAME FLAG W FIRST LAST: the sizes FIRST.. up to LAST until the player wins.
climb() {
    local game="$1" flag="$2" w="$3" size="$4" last="$5" kind
    local well=""; [ "$game" = well ] && well="-well"
    while [ "$size" -le "$last" ]; do
        local log; log="$(mktemp)"
        if ! timeout "$seconds" "$sureline" solve --width "$w" "$flag" "$size" --moves slide \
                --optimal --quiet --force -o "$out/${w}x${size}${well}-slide.cert" > "$log" 2>&1; then
            echo "| $w | $game | undecided at $size (over ${seconds} s) | | | | |" >> "$table"
            rm -f "$out/${w}x${size}${well}-slide.cert" "$out/${w}x${size}${well}-slide.cert.json" "$log"
            return
        fi
        if grep -q "wins within" "$log"; then
            local d; d="$(grep -o 'wins within [0-9]*' "$log" | grep -o '[0-9]*$')"
            local below=$((size - 1)) adv="-"
            [ -f "$out/${w}x${below}${well}-slide.cert" ] && adv="\`${w}x${below}${well}-slide.cert\`"
            echo "| $w | $game | $size | $d | \`${w}x${size}${well}-slide.cert\` | \`${w}x${size}${well}-slide-no-win-within-$((d - 1)).cert\` | $adv |" >> "$table"
            echo "${w}x${size}${well}-slide.cert --game $game --width $w $flag $size --moves slide --max-pieces $d" >> "$claims"
            echo "${w}x${size}${well}-slide-no-win-within-$((d - 1)).cert --game $game --width $w $flag $size --moves slide --within $((d - 1))" >> "$claims"
            [ "$adv" != "-" ] && echo "${w}x${below}${well}-slide.cert --game $game --width $w $flag $below --moves slide --forever" >> "$claims"
            rm -f "$log"
            return
        fi
        # The adversary wins at this size: keep only the largest such certificate.
        kind="$(( size - 1 ))"
        rm -f "$out/${w}x${kind}${well}-slide.cert" "$out/${w}x${kind}${well}-slide.cert.json" "$log"
        size=$((size + 1))
    done
    echo "| $w | $game | none up to $last | | | | |" >> "$table"
}
for w in $widths; do
    climb capped --rows "$w" 1 8
    climb well --height "$w" 1 15
done
# The claims: every certificate verifies with the options that state it.
while read -r cert options; do
    case "$cert" in '#'*|'') continue ;; esac
    # shellcheck disable=SC2086
    if [ -f "$out/$cert" ]; then
        "${CHECK:-target/tests/sureline-check}" $options "$out/$cert" > /dev/null
    else                                # archived compressed: `sureline check` reads the .xz
        "$sureline" check $options "$out/$cert.xz" > /dev/null
    fi
done < "$claims"
# (A certificate archived as .xz is added to SHA256SUMS by hand, with its own digest.)
(cd "$out" && sha256sum -- *.cert > SHA256SUMS)
cat "$table"
