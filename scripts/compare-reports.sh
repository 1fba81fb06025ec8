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
# `--matrix full --format json`. Each run's exit status is in `statuses`.
# scripts/goldens.sh stores and compares them, readable in a diff: a JSON
# report as a folder of its text cut into parts (head and summary, findings,
# rules, units, one part per scenario file, the pictures' data one part per
# component; a part the same as an earlier report's is named, not stored
# again) with the SHA-256 of the whole as a guard; every other report
# verbatim. Any byte that differs fails, naming the part, with its diff.
#
# Uses the binary of the last build (`swift run --skip-build`): give the same
# build flags as that build (CI: -Xswiftc -warnings-as-errors), or SwiftPM
# would rebuild everything. Exits 0 when every report matches, 1 when one
# differs (naming the file or part, with the start of the diff), 2 on a usage
# error or when there are no goldens.
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
if ! $record && [[ ! -d $goldens ]]; then
    echo "compare-reports: no goldens in $goldens (run with --record)" >&2
    exit 2
fi

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

if $record; then
    scripts/goldens.sh record "$scratch/reports" "$goldens"
    exit 0
fi
# 0 when every report matches, 1 when one differs.
status=0
scripts/goldens.sh compare "$scratch/reports" "$goldens" || status=$?
exit "$status"
