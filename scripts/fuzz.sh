#!/usr/bin/env bash
# Builds and runs the libFuzzer targets of a11y-audit (docs/robustness.md).
#
#   scripts/fuzz.sh [all|<target>...] [seconds]    fuzz each target for `seconds` (default 60), one after another
#   scripts/fuzz.sh --check                         exit 0 when this toolchain can build fuzz targets
#   scripts/fuzz.sh --list                          print the target names
#
# Targets: FuzzTreeReader FuzzSettings FuzzScenario FuzzReports FuzzRoundTrip.
# Each runs alone in one process (the machine is shared; libFuzzer's default is
# one worker), from the seed corpus in Fuzz/Corpus/<target>/ plus a working
# corpus, with a time, memory and per-input limit. Crashes, timeouts,
# out-of-memory inputs and leaks are written under fuzz-artifacts/<target>/
# (ignored by git) and make the script exit non-zero; a summary line per
# target gives its run time and the number of inputs executed.
#
# Environment: FUZZ_RSS_MB (default 2048), FUZZ_TIMEOUT (seconds per input,
# default 10), FUZZ_SANITIZE (extra sanitizer for the build, default
# `address`, which also detects leaks; `none` for a plain fuzzer build).
set -euo pipefail

cd "$(dirname "$0")/.."
root=$(pwd)
exec </dev/null

all_targets=(FuzzTreeReader FuzzSettings FuzzScenario FuzzReports FuzzRoundTrip)
scratch=.build-fuzz
artifacts=fuzz-artifacts
rss_mb=${FUZZ_RSS_MB:-2048}
timeout=${FUZZ_TIMEOUT:-10}
sanitize=${FUZZ_SANITIZE:-address}

# Whether the toolchain ships libFuzzer (the fuzzer runtime of its clang).
has_fuzzer() {
    local swift_bin
    swift_bin=$(command -v swift) || return 1
    local toolchain
    toolchain=$(cd "$(dirname "$(readlink -f "$swift_bin")")/.." && pwd)
    compgen -G "$toolchain/lib/clang/*/lib/*/libclang_rt.fuzzer*.a" >/dev/null \
        || compgen -G "$toolchain/lib/swift/clang/lib/*/libclang_rt.fuzzer*.a" >/dev/null
}

case "${1:-}" in
    --check) has_fuzzer; exit $? ;;
    --list) printf '%s\n' "${all_targets[@]}"; exit 0 ;;
    -h|--help) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
esac

targets=()
seconds=60
for word in "$@"; do
    if [[ $word =~ ^[0-9]+$ ]]; then
        seconds=$word
    elif [[ $word == all ]]; then
        targets+=("${all_targets[@]}")
    elif printf '%s\n' "${all_targets[@]}" | grep -qx -- "$word"; then
        targets+=("$word")
    else
        printf 'fuzz.sh: unknown target %s (targets: %s)\n' "$word" "${all_targets[*]}" >&2
        exit 64
    fi
done
[[ ${#targets[@]} -gt 0 ]] || targets=("${all_targets[@]}")

has_fuzzer || { echo "fuzz.sh: this toolchain has no libFuzzer runtime" >&2; exit 3; }

build_flags=(-c release --sanitize=fuzzer -Xswiftc -DFUZZING --scratch-path "$scratch")
# swiftc keeps only the last -sanitize= flag it is given, and SwiftPM passes
# one per --sanitize: `--sanitize=fuzzer --sanitize=address` alone would build
# with AddressSanitizer and no coverage, leaving libFuzzer blind. The combined
# flag, passed last, gives both (to compiling and linking alike).
[[ $sanitize == none ]] || build_flags+=(--sanitize="$sanitize" -Xswiftc "-sanitize=fuzzer,$sanitize")

failed=0
summary=()
for target in "${targets[@]}"; do
    printf '== building %s\n' "$target"
    swift build "${build_flags[@]}" --product "$target"
    binary="$root/$scratch/release/$target"
    out="$root/$artifacts/$target"
    mkdir -p "$out/corpus"
    log="$out/last-run.log"
    printf '== fuzzing %s for %s s (log: %s)\n' "$target" "$seconds" "${log#"$root"/}"
    set +e
    # Run inside the artifact folder so that anything libFuzzer writes stays there.
    (cd "$out" && SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=1 "$binary" \
        -max_total_time="$seconds" -rss_limit_mb="$rss_mb" -malloc_limit_mb="$rss_mb" -timeout="$timeout" \
        -print_final_stats=1 -artifact_prefix="$out/" \
        "$out/corpus" "$root/Fuzz/Corpus/$target") >"$log" 2>&1
    status=$?
    set -e
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    elapsed=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log" | tail -1)
    if [[ $status -eq 0 ]] && grep -q "no interesting inputs were found so far" "$log"; then
        result="FAILED (no coverage: the build is not instrumented for libFuzzer)"
        failed=1
    elif [[ $status -eq 0 ]]; then
        result=ok
    else
        result="FAILED (exit $status; see ${log#"$root"/} and the crash-*/leak-*/timeout-*/oom-* files beside it)"
        failed=1
        tail -40 "$log" >&2
    fi
    line="$target: ${elapsed:-?} s, ${execs:-?} inputs executed, $result"
    summary+=("$line")
    printf '%s\n' "$line"
done

printf '\n== summary\n'
printf '%s\n' "${summary[@]}"
exit $failed
