#!/usr/bin/env bash
# Golden reports: renders the reports below with the built a11y-audit and
# compares them byte for byte with the files committed under
# Tests/Goldens/reports/, so that a change meant to keep every report the same
# (a refactoring) proves it did.
#
#   scripts/compare-reports.sh [--record] [swift build flags…]
#
# Reports: the main job in every format (json, sarif, junit, markdown, text
# with --no-color), the `articles` catalog in the same formats, and
# `--matrix full --format json`. A small report is kept verbatim
# (<name>); a large one (over 256 KiB) only as its SHA-256 (<name>.sha256), to
# keep the repository lean. Each run's exit status is in `statuses`.
#
# Uses the binary of the last build (`swift run --skip-build`): give the same
# build flags as that build (CI: -Xswiftc -warnings-as-errors), or SwiftPM
# would rebuild everything. Exits 0 when every report matches, 1 when one
# differs (naming the file, with the start of the diff), 2 on a usage error.
#
# The goldens are re-recorded ON PURPOSE by a change that changes reports
# (a new rule, a new field, a fixed message): run with --record, read
# `git diff Tests/Goldens/reports` and commit the goldens with that change,
# saying why they changed. A refactoring must never need --record.
set -euo pipefail
cd "$(dirname "$0")/.."
exec </dev/null

record=false
if [[ ${1:-} == --record ]]; then
    record=true
    shift
fi
goldens=Tests/Goldens/reports
limit=$((256 * 1024))

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/reports"

flags=("$@")
a11y() { swift run --skip-build "${flags[@]}" a11y-audit "$@"; }
statuses=$scratch/reports/statuses

# render <name> <a11y-audit arguments…>: writes $scratch/reports/<name> and
# appends the run's exit status to `statuses`.
render() {
    local name=$1
    shift
    local status=0
    a11y "$@" --output "$scratch/reports/$name" >"$scratch/$name.log" 2>&1 || status=$?
    if [[ ! -f $scratch/reports/$name ]]; then
        printf 'compare-reports: a11y-audit %s wrote no report (exit %d):\n' "$*" "$status" >&2
        tail -n 20 "$scratch/$name.log" >&2
        exit 1
    fi
    printf '%s %d\n' "$name" "$status" >>"$statuses"
}

for format in json sarif junit markdown text; do
    render "main.$format" --format "$format" --no-color
    render "articles.$format" --catalog articles --format "$format" --no-color
done
render "matrix-full.json" --matrix full --format json --no-color

# Large reports are compared by digest.
for file in "$scratch"/reports/*; do
    if (($(wc -c <"$file") > limit)); then
        (cd "$scratch/reports" && sha256sum "$(basename "$file")") >"$file.sha256"
        mv "$file" "$scratch/$(basename "$file").full"
    fi
done

if $record; then
    rm -rf "$goldens"
    mkdir -p "$goldens"
    cp "$scratch"/reports/* "$goldens/"
    printf 'compare-reports: recorded %d files in %s\n' "$(find "$goldens" -type f | wc -l)" "$goldens"
    exit 0
fi

[[ -d $goldens ]] || { echo "compare-reports: no goldens in $goldens (run with --record)" >&2; exit 2; }
status=0
for golden in "$goldens"/*; do
    name=$(basename "$golden")
    actual=$scratch/reports/$name
    if [[ ! -f $actual ]]; then
        printf 'compare-reports: %s: not rendered any more (or now too large to keep verbatim)\n' "$golden" >&2
        status=1
    elif ! cmp -s "$golden" "$actual"; then
        printf 'compare-reports: %s differs:\n' "$golden" >&2
        full=$scratch/${name%.sha256}.full
        if [[ $name == *.sha256 && -f $full ]]; then
            printf '  (a digest: the report is %d bytes; render it again to see the difference)\n' "$(wc -c <"$full")" >&2
        fi
        diff "$golden" "$actual" | head -n 20 >&2 || true
        status=1
    fi
done
for actual in "$scratch"/reports/*; do
    name=$(basename "$actual")
    if [[ ! -f $goldens/$name ]]; then
        printf 'compare-reports: %s has no golden (now rendered; run with --record on purpose)\n' "$name" >&2
        status=1
    fi
done
if ((status == 0)); then
    printf 'compare-reports: %d files identical to %s\n' "$(find "$goldens" -type f | wc -l)" "$goldens"
fi
exit "$status"
