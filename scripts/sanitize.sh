#!/usr/bin/env bash
# Runs the test suite under a sanitizer (docs/robustness.md).
#
#   scripts/sanitize.sh [thread|address]... [-- <swift test arguments>]
#
# Default: thread, then address. Each sanitizer builds into its own scratch
# folder (.build-tsan, .build-asan; ignored by git) so the normal .build is
# never invalidated. Extra arguments after `--` go to `swift test`
# (e.g. `-- --filter AuditorTests`). Exits non-zero when a sanitizer reports
# anything or a test fails.
set -euo pipefail

cd "$(dirname "$0")/.."
exec </dev/null

sanitizers=()
extra=()
while [[ $# -gt 0 ]]; do
    case $1 in
        thread|address) sanitizers+=("$1") ;;
        --) shift; extra=("$@"); break ;;
        -h|--help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) printf 'sanitize.sh: unknown argument %s\n' "$1" >&2; exit 64 ;;
    esac
    shift
done
[[ ${#sanitizers[@]} -gt 0 ]] || sanitizers=(thread address)

# Sanitizer reports end the process with a non-zero status; these make them
# fail fast and keep Swift's own backtracer out of the way of theirs.
export SWIFT_BACKTRACE=enable=no
export TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 ${TSAN_OPTIONS:-}"
export ASAN_OPTIONS="detect_leaks=1 halt_on_error=1 ${ASAN_OPTIONS:-}"
export LSAN_OPTIONS="suppressions=$(pwd)/scripts/lsan-suppressions.txt print_suppressions=0 ${LSAN_OPTIONS:-}"

for sanitizer in "${sanitizers[@]}"; do
    scratch=.build-${sanitizer:0:1}san
    printf '== swift test --sanitize=%s (scratch %s)\n' "$sanitizer" "$scratch"
    swift test --sanitize="$sanitizer" --scratch-path "$scratch" "${extra[@]}"
done
printf 'sanitize.sh: %s clean\n' "${sanitizers[*]}"
