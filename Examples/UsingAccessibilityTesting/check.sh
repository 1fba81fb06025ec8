#!/usr/bin/env bash
# Checks the example: the labelled button's test passes, the unlabeled
# button's test fails at its own line with the rule named, and the filter
# chip given in two states that sound alike fails at its line too.
# Run from anywhere: Examples/UsingAccessibilityTesting/check.sh
set -euo pipefail
cd "$(dirname "$0")"
exec </dev/null

fail() { printf 'check: %s\n' "$*" >&2; exit 1; }
test_file=Tests/ToolbarTests/ToolbarAccessibilityTests.swift
line=$(grep -n 'expectAccessible(UnlabeledDeleteButton())' "$test_file" | cut -d: -f1)
[[ -n $line ]] || fail "cannot find the failing call in $test_file"
chip_line=$(grep -n 'expectAccessible(states: \["off": FilterChip' "$test_file" | cut -d: -f1)
[[ -n $chip_line ]] || fail "cannot find the filter chip's call in $test_file"

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
printf '== the filter chip whose states sound alike fails at %s:%s\n' "$(basename "$test_file")" "$chip_line"
set +e
output=$(swift test --skip-build "$@" --filter 'states sound alike fails' 2>&1)
status=$?
set -e
printf '%s\n' "$output"
[[ $status -ne 0 ]] || fail "the filter chip's test passed; it should fail with state-not-exposed"
[[ $output == *"recorded an issue at $(basename "$test_file"):$chip_line:"* ]] || fail "no issue at $(basename "$test_file"):$chip_line"
[[ $output == *"state-not-exposed (serious)"* ]] || fail "the failure does not name the rule state-not-exposed"
[[ $output == *"focus stops (state on, "* ]] || fail "the failure does not list the on state's focus stops"
printf 'check: the example behaves as the README shows\n'
