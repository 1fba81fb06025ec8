#!/usr/bin/env bash
# The house style, checked by the toolchain's swift-format with the
# repository's .swift-format (docs/ci.md lists the rules it turns off, and why).
#
#   scripts/lint.sh            # lint Sources, Tests, Fuzz, Examples and Package.swift
#   scripts/lint.sh --fix      # lay the same files out with `swift format format -i` first
#
# `swift format lint --strict` runs its rules and also compares each file with
# what its pretty-printer would write; both kinds of finding fail the lint.
# Sources/ArticleExamples is left out: it keeps the articles' code exactly as
# published (docs/porting.md), so it is neither reformatted nor linted.
# Exits 0 when nothing is found, 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
exec </dev/null

paths=()
while IFS= read -r path; do paths+=("$path"); done < <(
    find Sources Tests Fuzz Examples -name '*.swift' -not -path 'Sources/ArticleExamples/*' -not -path '*/.build/*' | LC_ALL=C sort
)
paths+=(Package.swift)

if [[ ${1:-} == --fix ]]; then
    swift format format -i --configuration .swift-format --parallel "${paths[@]}"
fi

log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
swift format lint --strict --configuration .swift-format --parallel "${paths[@]}" >"$log" 2>&1 || status=$?
if [[ -s $log ]]; then
    cat "$log" >&2
    printf 'lint: %d findings (scripts/lint.sh --fix lays the files out; docs/ci.md has the configuration)\n' "$(grep -c ': \(warning\|error\):' "$log")" >&2
    exit 1
fi
if ((status != 0)); then
    echo "lint: swift format lint exited with $status" >&2
    exit 1
fi
echo "lint: no findings"
