# Sourced by run-tests.sh and verify-archive.sh (bash): the verdict line a certificate must
# produce when valid, computed from its header and its bytes alone.

# The verdict line a valid certificate must produce, built from its header and its bytes:
# [cert.claim] for a goal-row player certificate, [adv.player] for one in the well (`game well`,
# `height H`), [adv.claim] for an adversary certificate.
verdict_of() {
    local f="$1" sum key value
    local -A h=()
    local -a sum_out lines
    read -r -a sum_out < <(sha256sum "$f"); sum="${sum_out[0]}"
    mapfile -t -n 9 lines < "$f"
    for key in "${lines[@]}"; do h[${key%% *}]="${key#* }"; done
    if [ "${h[claim]:-}" = adversary-prevents-a-line ]; then
        local bound=rows; [ "${h[game]:-}" = well ] && bound=height
        echo "s VERIFIED sha256:$sum claim=adversary-prevents-a-line game=${h[game]:-}" \
             "width=${h[width]:-} $bound=${h[$bound]:-} moves=${h[moves]:-}" \
             "within=${h[within]:-} adversary=${h[adversary]:-} states=${h[states]:-}"
    elif [ "${h[game]:-}" = well ]; then
        echo "s VERIFIED sha256:$sum width=${h[width]:-} height=${h[height]:-}" \
             "pieces<=${h[max-pieces]:-} nodes=${h[nodes]:-} sequences=${h[sequences]:-}" \
             "adversary=${h[adversary]:-} game=well"
    else
        echo "s VERIFIED sha256:$sum width=${h[width]:-} rows=${h[rows]:-}" \
             "pieces<=${h[max-pieces]:-} nodes=${h[nodes]:-} sequences=${h[sequences]:-}" \
             "adversary=${h[adversary]:-}"
    fi
}
