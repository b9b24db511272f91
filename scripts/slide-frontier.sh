#!/usr/bin/env bash
# The slide frontier (spec/rules.md [rules.moves.slide]), or with `--moves srs` the srs frontier
# ([rules.moves.srs]: slides and turns): for every even width W of WIDTHS, the smallest goal-row
# count R of capped(W, R) and the smallest height H of well(W, H) at which the player wins when
# pieces slide (and turn), and the fewest pieces there, certified both ways: the player's
# optimal strategy, the lower bound "no win within one fewer", and the adversary's policy one size
# below (which holds for every smaller size, [rules.claims.order]). Odd widths: the adversary gives
# O forever ([rules.parity], which holds with slides). Each solve is bounded by SECONDS (a cell
# still running is reported undecided with its size). Writes DIR (default certificates/MOVES):
# the certificates, their manifests, CLAIMS, SHA256SUMS and FRONTIER.md.
#
#   bash scripts/slide-frontier.sh [--moves slide|srs] [--widths "2 4 6 8"] [--seconds 600] [--out DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
widths="2 4 6 8" seconds=600 out="" moves=slide
while [ $# -gt 0 ]; do
    case "$1" in
        --moves) moves="$2"; shift 2 ;;
        --widths) widths="$2"; shift 2 ;;
        --seconds) seconds="$2"; shift 2 ;;
        --out) out="$2"; shift 2 ;;
        *) echo "slide-frontier.sh: unknown option $1 (--moves, --widths, --seconds, --out)" >&2; exit 2 ;;
    esac
done
case "$moves" in
    slide) what="slides" ;;
    srs) what="srs (slides and turns)" ;;
    *) echo "slide-frontier.sh: --moves is slide or srs, not $moves" >&2; exit 2 ;;
esac
out="${out:-certificates/$moves}"
sureline="${SURELINE:-target/tests/sureline}"
mkdir -p "$out"
table="$out/FRONTIER.md" claims="$out/CLAIMS"
{
    echo "# The $moves frontier"
    echo
    if [ "$moves" = slide ]; then
        echo "Made by \`bash scripts/slide-frontier.sh --widths \"$widths\" --seconds $seconds\`"
    else
        echo "Made by \`bash scripts/slide-frontier.sh --moves $moves --widths \"$widths\" --seconds $seconds\`"
    fi
    echo "(\`--moves $moves\`: spec/rules.md [rules.moves.$moves]). A cell is the smallest size at which"
    echo "the player wins with $what, the fewest pieces there, and the certificates."
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
        if ! timeout "$seconds" "$sureline" solve --width "$w" "$flag" "$size" --moves $moves \
                --optimal --quiet --force -o "$out/${w}x${size}${well}-$moves.cert" > "$log" 2>&1; then
            rm -f "$out/${w}x${size}${well}-$moves.cert" "$out/${w}x${size}${well}-$moves.cert.json" "$log"
            local below=$((size - 1)) adv=""
            if [ -f "$out/${w}x${below}${well}-$moves.cert" ]; then  # the adversary's, one size below
                adv="\`${w}x${below}${well}-$moves.cert\`"
                echo "${w}x${below}${well}-$moves.cert --game $game --width $w $flag $below --moves $moves --forever" >> "$claims"
            fi
            echo "| $w | $game | >= $size (undecided at $size: over ${seconds} s) | | | | $adv |" >> "$table"
            return
        fi
        if grep -q "wins within" "$log"; then
            local d; d="$(grep -o 'wins within [0-9]*' "$log" | grep -o '[0-9]*$')"
            local below=$((size - 1)) adv="-"
            [ -f "$out/${w}x${below}${well}-$moves.cert" ] && adv="\`${w}x${below}${well}-$moves.cert\`"
            echo "| $w | $game | $size | $d | \`${w}x${size}${well}-$moves.cert\` | \`${w}x${size}${well}-$moves-no-win-within-$((d - 1)).cert\` | $adv |" >> "$table"
            echo "${w}x${size}${well}-$moves.cert --game $game --width $w $flag $size --moves $moves --max-pieces $d" >> "$claims"
            echo "${w}x${size}${well}-$moves-no-win-within-$((d - 1)).cert --game $game --width $w $flag $size --moves $moves --within $((d - 1))" >> "$claims"
            [ "$adv" != "-" ] && echo "${w}x${below}${well}-$moves.cert --game $game --width $w $flag $below --moves $moves --forever" >> "$claims"
            rm -f "$log"
            return
        fi
        # The adversary wins at this size: keep only the largest such certificate.
        kind="$(( size - 1 ))"
        rm -f "$out/${w}x${kind}${well}-$moves.cert" "$out/${w}x${kind}${well}-$moves.cert.json" "$log"
        size=$((size + 1))
    done
    local held="${w}x${last}${well}-$moves.cert"
    if [ -f "$out/$held" ]; then                # the adversary holds at every size up to LAST
        echo "| $w | $game | none up to $last | | | | \`$held\` |" >> "$table"
        echo "$held --game $game --width $w $flag $last --moves $moves --forever" >> "$claims"
    else
        echo "| $w | $game | none up to $last | | | | |" >> "$table"
    fi
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
