#!/usr/bin/env bash
# Checks the example: the labelled button's test passes, and the unlabeled
# button's test fails at its own line with the rule named.
# Run from anywhere: Examples/UsingAccessibilityTesting/check.sh
set -euo pipefail
cd "$(dirname "$0")"
exec </dev/null

fail() { printf 'check: %s\n' "$*" >&2; exit 1; }
test_file=Tests/ToolbarTests/ToolbarAccessibilityTests.swift
line=$(grep -n 'expectAccessible(UnlabeledDeleteButton())' "$test_file" | cut -d: -f1)
[[ -n $line ]] || fail "cannot find the failing call in $test_file"

swift build --build-tests "$@"

printf '== the labelled button passes\n'
swift test --skip-build "$@" --filter 'labelled delete button passes'

printf '== the unlabeled button fails at %s:%s\n' "$(basename "$test_file")" "$line"
set +e
output=$(swift test --skip-build "$@" --filter 'without a label fails' 2>&1)
status=$?
set -e
printf '%s\n' "$output"
[[ $status -ne 0 ]] || fail "the unlabeled button's test passed; it should fail"
[[ $output == *"recorded an issue at $(basename "$test_file"):$line:"* ]] || fail "no issue at $(basename "$test_file"):$line"
[[ $output == *"image-label-derived (serious)"* ]] || fail "the failure does not name the rule image-label-derived"
[[ $output == *'1. "trash. Button."'* ]] || fail "the failure does not list the focus stops"
printf 'check: the example behaves as the README shows\n'
