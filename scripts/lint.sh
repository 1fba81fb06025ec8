#!/usr/bin/env bash
# The house style, checked by the toolchain's swift-format with the
# repository's .swift-format (docs/ci.md lists the rules it turns off, and why).
#
#   scripts/lint.sh            # lint Sources, Tests, Fuzz, Examples and Package.swift
#
# swift-format's lint runs its rules and also compares each file with what its
# pretty-printer would write. This code is not laid out by that printer
# (continuation lines are aligned, short bodies stay on one line), and a
# configuration cannot turn the printer's findings off on this toolchain
# (6.3.1: they are not rules, `"Indentation": false` is refused as an
# unrecognized rule), so `--strict` cannot be used. Instead this script runs
# the lint and fails on every finding except the printer's layout findings
# (AddLines, Indentation, LineLength, RemoveLine, Spacing, TrailingComma).
# Trailing whitespace is checked everywhere except in Sources/ArticleExamples,
# which keeps the articles' code as published.
# Exits 0 when nothing is found, 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
exec </dev/null

log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
swift format lint --configuration .swift-format --parallel --recursive \
    Sources Tests Fuzz Examples Package.swift >"$log" 2>&1 || status=$?
findings=$(grep -vE '^[^:]+:[0-9]+:[0-9]+: warning: \[(AddLines|Indentation|LineLength|RemoveLine|Spacing|TrailingComma)\] ' "$log" |
    grep -vE '^Sources/ArticleExamples/[^:]+:[0-9]+:[0-9]+: warning: \[TrailingWhitespace\] ' || true)
if [[ -n $findings ]]; then
    printf '%s\n' "$findings" >&2
    printf 'lint: %d findings (see docs/ci.md for the configuration)\n' "$(printf '%s\n' "$findings" | wc -l)" >&2
    exit 1
fi
if ((status != 0)); then
    echo "lint: swift format lint exited with $status" >&2
    exit 1
fi
echo "lint: no findings"
