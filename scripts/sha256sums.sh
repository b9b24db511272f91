#!/usr/bin/env bash
# `sha256sum -c` for the archive's checksum lists, where a certificate over 20 MB is stored
# compressed: SHA256SUMS lists NAME.cert with the digest of its decompressed bytes (its identity)
# and NAME.cert.xz with the digest of the stored file. A listed NAME that is absent beside a
# NAME.xz is checked on `xz -dc NAME.xz`, nothing written to disk; every other line as
# sha256sum -c checks it. One line per file, `NAME: OK` or `NAME: FAILED` (as sha256sum says
# them), and a non-zero exit when any fails.
#   bash scripts/sha256sums.sh certificates/SHA256SUMS [OTHER/SHA256SUMS ...]
set -uo pipefail
[ "$#" -gt 0 ] || { echo "usage: bash scripts/sha256sums.sh DIR/SHA256SUMS ..." >&2; exit 2; }
failed=0
for sums in "$@"; do
    dir=$(dirname "$sums")
    [ -r "$sums" ] || { echo "$sums: cannot read it" >&2; exit 2; }
    while read -r digest name; do
        [ -n "$digest" ] || continue
        name=${name#\*}
        file="$dir/$name"
        if [ -e "$file" ]; then
            actual=$(sha256sum < "$file")
        elif [ -e "$file.xz" ]; then
            actual=$(xz -dc "$file.xz" | sha256sum)
            name="$name (from $name.xz)"
        else
            echo "$dir/$name: FAILED open or read"; failed=1; continue
        fi
        if [ "${actual%% *}" = "$digest" ]; then
            echo "$dir/$name: OK"
        else
            echo "$dir/$name: FAILED"; failed=1
        fi
    done < "$sums"
done
exit "$failed"
