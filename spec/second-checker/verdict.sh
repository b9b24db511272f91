# Sourced by run-tests.sh and verify-archive.sh (bash): the verdict line a certificate must
# produce when valid, computed from its header, its bytes and the command line's options.

# verdict_of FILE [OPTION...]: the verdict line a valid certificate must produce, built from its
# header and its bytes: [cert.claim] for a goal-row player certificate (followed by
# ` game=capped` when the options ask --game capped: the capped game's claim, [adv.player]),
# [adv.player] for one in the well (`game well`, `height H`), [adv.claim] for an adversary
# certificate, [surv.claim] for a survival certificate (`game survival`); a player certificate
# with `moves slide` ends with ` moves=slide` ([cert.grammar] "Slides"). The options are those
# of the command line; only the last --game counts.
verdict_of() {
    local f="$1" sum key value game="" arg next=0
    shift
    for arg in "$@"; do
        if [ "$next" = 1 ]; then game="$arg"; next=0; continue; fi
        case "$arg" in --game) next=1 ;; --game=*) game="${arg#--game=}" ;; esac
    done
    local -A h=()
    local -a sum_out lines
    read -r -a sum_out < <(sha256sum "$f"); sum="${sum_out[0]}"
    mapfile -t -n 12 lines < "$f"     # (a lines certificate with `moves slide` has 12 header lines)
    for key in "${lines[@]}"; do h[${key%% *}]="${key#* }"; done
    # [comp.start], [comp.verdict]: ` start=<placements joined by commas>`, then ` parts=N` (the
    # distinct part references of the file) for a composite
    local more="" parts
    [ -n "${h[start]:-}" ] && more=" start=${h[start]// /,}"
    parts="$(grep -o 'sha256:[0-9a-f]\{64\}' "$f" | sort -u | wc -l)"
    [ "$parts" != 0 ] && more="$more parts=$parts"
    if [ "${h[game]:-}" = survival ]; then
        # [surv.claim]: `sequence=S` for `adversary=P` with a sequence; `within=D` for the
        # adversary's certificates
        local pieces="adversary=${h[adversary]:-}"
        [ -n "${h[sequence]:-}" ] && pieces="sequence=${h[sequence]}"
        local within=""
        [ "${h[claim]:-}" = adversary-ends-the-game ] && within=" within=${h[within]:-}"
        echo "s VERIFIED sha256:$sum claim=${h[claim]:-} game=survival width=${h[width]:-}" \
             "height=${h[height]:-} floor=${h[floor]:-} $pieces preview=${h[preview]:-}$within" \
             "nodes=${h[nodes]:-}"
    elif [ "${h[game]:-}" = lines ]; then
        # [lines.claim]: the goal as `lines=K` or `at-once=K`; the player's `pieces<=D`, the
        # adversary's `within=D|forever`; [lines.slide.grammar] ` moves=slide` last
        local pieces="adversary=${h[adversary]:-}" bound=" pieces<=${h[max-pieces]:-}"
        [ -n "${h[sequence]:-}" ] && pieces="sequence=${h[sequence]}"
        [ "${h[claim]:-}" = adversary-stops-the-goal ] && bound=" within=${h[within]:-}"
        echo "s VERIFIED sha256:$sum claim=${h[claim]:-} game=lines width=${h[width]:-}" \
             "height=${h[height]:-} floor=${h[floor]:-} ${h[goal]// /=} $pieces preview=0$bound" \
             "nodes=${h[nodes]:-}${h[moves]:+ moves=${h[moves]}}"
    elif [ "${h[claim]:-}" = adversary-prevents-a-line ]; then
        local bound=rows; [ "${h[game]:-}" = well ] && bound=height
        echo "s VERIFIED sha256:$sum claim=adversary-prevents-a-line game=${h[game]:-}" \
             "width=${h[width]:-} $bound=${h[$bound]:-} moves=${h[moves]:-}" \
             "within=${h[within]:-} adversary=${h[adversary]:-} states=${h[states]:-}$more"
    elif [ "${h[game]:-}" = well ]; then
        echo "s VERIFIED sha256:$sum width=${h[width]:-} height=${h[height]:-}" \
             "pieces<=${h[max-pieces]:-} nodes=${h[nodes]:-} sequences=${h[sequences]:-}" \
             "adversary=${h[adversary]:-} game=well${h[moves]:+ moves=${h[moves]}}$more"
    else
        echo "s VERIFIED sha256:$sum width=${h[width]:-} rows=${h[rows]:-}" \
             "pieces<=${h[max-pieces]:-} nodes=${h[nodes]:-} sequences=${h[sequences]:-}" \
             "adversary=${h[adversary]:-}${game:+$([ "$game" = capped ] && echo " game=capped")}${h[moves]:+ moves=${h[moves]}}$more"
    fi
}
