#!/usr/bin/env bash
# Checks scripts/goldens.sh on small made-up reports, without a build: what
# it records adds up to the reports byte for byte, a report that is the same
# passes, and every change fails (exit 1): a byte of a JSON report changed
# (at every line's ends and line breaks), a line added or removed, parts in
# another order, a final newline gained or lost, a report new or gone, and
# goldens edited by hand, missing a part or holding a stray file.
#
#   scripts/test-goldens.sh
set -euo pipefail
cd "$(dirname "$0")/.."
exec </dev/null

goldens=scripts/goldens.sh
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
failures=0

fail() {
    printf 'test-goldens: %s\n' "$*" >&2
    failures=$((failures + 1))
}

# A report as JSONWriter lays it out: a head, two split arrays, other members.
write_reports() {
    local folder=$1
    mkdir -p "$folder"
    cat >"$folder/a.json" <<'EOF'
{
  "version": 1,
  "summary": {
    "cells": 4
  },
  "findings": [
    {
      "rule": "r",
      "component": "B"
    }
  ],
  "scenarios": [
    {
      "file": "Scenarios/one.scenario",
      "status": "passed"
    },
    {
      "file": "Scenarios/two.scenario",
      "status": "passed"
    }
  ],
  "run": {
    "env": "default"
  },
  "screens": [
    {
      "component": "A",
      "nodes": [16, 60]
    },
    {
      "component": "B",
      "nodes": []
    }
  ]
}
EOF
    # A second report sharing all but its head with the first.
    sed 's/"cells": 4/"cells": 8/' "$folder/a.json" >"$folder/b.json"
    printf 'plain text\nreport\n' >"$folder/a.text"
    printf 'a.json 0\nb.json 0\na.text 0\n' >"$folder/statuses"
}

# expect <status> <what> <rendered> <goldens>: runs compare and checks its exit status.
expect() {
    local want=$1 what=$2 status=0
    "$goldens" compare "$3" "$4" >"$scratch/out" 2>&1 || status=$?
    if [[ $status != "$want" ]]; then
        fail "$what: compare exited $status, expected $want"
        sed 's/^/    /' "$scratch/out" >&2
    fi
}

write_reports "$scratch/rendered"
"$goldens" record "$scratch/rendered" "$scratch/goldens" >/dev/null

# Recorded as parts that add up to the reports.
for name in a.json b.json; do
    "$goldens" assemble "$scratch/goldens" "$name" | cmp -s - "$scratch/rendered/$name" \
        || fail "$name: its parts do not add up to it"
done
[[ -f $scratch/goldens/a.json/screens/A.json && -f $scratch/goldens/a.json/scenarios/two.scenario.json ]] \
    || fail "a.json: no part per component or per scenario file"
[[ ! -e $scratch/goldens/b.json/screens ]] || fail "b.json: parts the same as a.json's were stored again"
cmp -s "$scratch/goldens/a.text" "$scratch/rendered/a.text" || fail "a.text: not stored verbatim"
expect 0 "the same reports" "$scratch/rendered" "$scratch/goldens"

# mutate <what> <command…>: a fresh copy of the reports, changed by the
# command (run in that folder), must fail.
mutate() {
    local what=$1
    shift
    rm -rf "$scratch/changed"
    cp -R "$scratch/rendered" "$scratch/changed"
    (cd "$scratch/changed" && "$@")
    expect 1 "$what" "$scratch/changed" "$scratch/goldens"
}

# A byte of a JSON report changed, at every line's first and last byte
# (where a report is cut into parts) and every line break.
offsets=$(od -An -v -tu1 "$scratch/rendered/a.json" | tr -s ' ' '\n' | grep -v '^$' \
    | awk 'NR == 1 || previous == 10 || $1 == 10 { print NR - 1 } { previous = $1 }' | sort -nu)
checked=0
for offset in $offsets; do
    rm -rf "$scratch/changed"
    cp -R "$scratch/rendered" "$scratch/changed"
    {
        head -c "$offset" "$scratch/rendered/a.json"
        printf 'X'
        tail -c "+$((offset + 2))" "$scratch/rendered/a.json"
    } >"$scratch/changed/a.json"
    expect 1 "a.json with byte $offset changed" "$scratch/changed" "$scratch/goldens"
    checked=$((checked + 1))
done
mutate "a line added to a part" sed -i.orig -e 's/"nodes": \[\]/"nodes": [],\n      "extra": 1/' b.json
mutate "a line removed" sed -i.orig -e '/"env"/d' a.json
mutate "a component renamed" sed -i.orig -e 's/"component": "A"/"component": "C"/' a.json
mutate "the final newline lost" sh -c 'head -c "$(($(wc -c <a.json) - 1))" a.json >x && mv x a.json'
mutate "a final newline gained" sh -c 'printf "\n" >>a.json'
mutate "a text report changed" sh -c 'printf "more\n" >>a.text'
mutate "a new report" sh -c 'printf "{}\n" >c.json'
mutate "a report gone" rm a.text
# The same lines in another order: the report's parts with A's and B's screens swapped.
rm -rf "$scratch/changed"
cp -R "$scratch/rendered" "$scratch/changed"
sed -e 's#/screens/A.json#/screens/@#; s#/screens/B.json#/screens/A.json#; s#/screens/@#/screens/B.json#' \
    "$scratch/goldens/a.json/parts" | while IFS= read -r part; do cat "$scratch/goldens/$part"; done >"$scratch/changed/a.json"
expect 1 "parts in another order" "$scratch/changed" "$scratch/goldens"

# Goldens that do not add up.
spoil() {
    local what=$1
    shift
    rm -rf "$scratch/spoilt"
    cp -R "$scratch/goldens" "$scratch/spoilt"
    (cd "$scratch/spoilt" && "$@")
    expect 1 "$what" "$scratch/rendered" "$scratch/spoilt"
}
spoil "a part edited by hand" sh -c 'printf " \n" >>a.json/screens/A.json'
spoil "a part missing" rm a.json/run.json
spoil "a stray file" touch a.json/screens/Z.json
spoil "no report.sha256" rm b.json/report.sha256
expect 2 "no goldens" "$scratch/rendered" "$scratch/none"

if ((failures > 0)); then
    printf 'test-goldens: %d checks failed\n' "$failures" >&2
    exit 1
fi
printf 'test-goldens: scripts/goldens.sh records, compares and catches every change (%d changed bytes among them)\n' "$checked"
