#!/usr/bin/env bash
# Golden reports a reviewer can read: stores rendered reports under a goldens
# folder, and compares rendered reports with what is stored, byte for byte.
#
#   scripts/goldens.sh record  <rendered folder> <goldens folder>
#   scripts/goldens.sh compare <rendered folder> <goldens folder>
#   scripts/goldens.sh assemble <goldens folder> <report name>   (the stored bytes, on stdout)
#
# scripts/compare-reports.sh renders the reports and calls this; the layout
# (docs/ci.md, "Golden reports"):
#
# - A JSON report (<name>.json) is kept as a folder of the same name holding
#   its text cut into parts, each part a run of whole lines of the report,
#   exactly as written:
#     head.json                 from the first line to the first array member
#                               (version, tool, catalog, matrix, summary)
#     findings.json, run.json, units.json, rules.json, …
#                               one part per later top-level member
#     scenarios/<file>.json     the scenario results, one part per .scenario file
#     screens/<component>.json  the pictures' data, one part per component
#   `parts` lists the parts in the order they make up the report, each as a
#   path under the goldens folder. A part identical to the part of the same
#   name of a report stored before it (in the order of `statuses`, the order
#   of rendering) is not stored again: `parts` names the earlier one (the full
#   matrix's report differs from the main job's only in its head and
#   findings). `report.sha256` is the SHA-256 of the whole report, a guard on
#   the bytes: the parts must add up to it.
# - Every other file (SARIF, JUnit, Markdown, text, `statuses`) is kept
#   verbatim.
#
# compare exits 0 when every rendered file equals its golden, 1 when one
# differs (naming the part, with the start of its diff), when one has no
# golden or a golden is no longer rendered, or when the goldens do not add up
# (a part edited by hand, missing or stray); 2 on a usage error or when there
# are no goldens.
set -euo pipefail
export LC_ALL=C

me=goldens
usage() {
    printf 'usage: scripts/goldens.sh record|compare <rendered folder> <goldens folder>\n' >&2
    printf '       scripts/goldens.sh assemble <goldens folder> <report name>\n' >&2
    exit 2
}

# The top-level arrays whose elements are cut into one part per value of
# their first member (a screen's component, a scenario's file).
split_by_first_member="screens scenarios"

# split <report> <folder>: cuts a pretty-printed JSON report into parts under
# <folder> and writes <folder>/parts (part names, relative to <folder>). Every
# line goes to exactly one part, in order, so the parts concatenated in the
# order of `parts` are the report again (a report without a final newline is
# marked in `parts` with "# no final newline").
split_report() {
    local report=$1 out=$2
    mkdir -p "$out"
    awk -v out="$out" -v splitkeys="$split_by_first_member" '
        function clean(s) {
            sub(/.*\//, "", s)
            gsub(/[^A-Za-z0-9._-]/, "_", s)
            if (s == "" || s ~ /^\.+$/) s = "_"
            return substr(s, 1, 100)
        }
        # Starts the part <name> unless the current part is that name; a
        # name used before (its lines were not contiguous) gets a suffix ~2, ~3….
        function start(name,   unique, n, dir) {
            if (name == base) return
            unique = name; n = 1
            while (unique in used) { n++; unique = name "~" n }
            if (current != "") close(out "/" current)
            base = name; current = unique; used[unique] = 1
            dir = unique
            if (sub(/\/[^\/]*$/, "", dir) && !(dir in made)) {
                made[dir] = 1
                system("mkdir -p \"" out "/" dir "\"")
            }
            printf "" > (out "/" current)
            print current > (out "/parts")
        }
        function emit(line) { print line > (out "/" current) }
        BEGIN {
            n = split(splitkeys, keys, " ")
            for (i = 1; i <= n; i++) splitting[keys[i]] = 1
            printf "" > (out "/parts")
            start("head.json")
            arrays = 0; splitkey = ""; pending = ""; haspending = 0; awaiting = 0
        }
        awaiting {
            # The first member of an element of a split array names its part.
            value = ""
            if (match($0, /^      "[^"]*": "/)) { value = substr($0, RLENGTH + 1); sub(/",?$/, "", value) }
            start(splitkey "/" clean(value) ".json")
            if (haspending) { emit(pending); haspending = 0 }
            emit("    {"); emit($0); awaiting = 0
            next
        }
        /^  "[^"]*": / {
            # A member of the top-level object.
            if (haspending) { emit(pending); haspending = 0 }
            key = $0; sub(/^  "/, "", key); sub(/": .*/, "", key)
            splitkey = ""
            if ($0 ~ /: \[$/) arrays++
            if (arrays == 0) { emit($0); next }
            if ($0 ~ /: \[$/ && (key in splitting)) { splitkey = key; pending = $0; haspending = 1; next }
            start(clean(key) ".json"); emit($0)
            next
        }
        splitkey != "" && $0 == "    {" { awaiting = 1; next }
        {
            if (haspending) { emit(pending); haspending = 0 }
            emit($0)
        }
        END {
            if (haspending) emit(pending)
            if (awaiting) emit("    {")
        }
    ' "$report"
    if [[ -s $report && $(tail -c 1 "$report" | od -An -c | tr -d ' ') != '\n' ]]; then
        printf '# no final newline\n' >>"$out/parts"
    fi
}

# assemble_parts <base folder> <parts file>: the report on stdout. The paths
# in <parts file> are relative to <base folder>.
assemble_parts() {
    local base=$1 list=$2 part trim=false
    {
        while IFS= read -r part; do
            if [[ $part == '# no final newline' ]]; then trim=true; continue; fi
            cat "$base/$part"
        done <"$list"
    } >"$scratch/assembled"
    if $trim && [[ -s $scratch/assembled ]]; then
        head -c "$(($(wc -c <"$scratch/assembled") - 1))" "$scratch/assembled"
    else
        cat "$scratch/assembled"
    fi
}

# The stored report names, in rendering order (`statuses`), then any other file.
report_names() {
    local folder=$1
    {
        [[ -f $folder/statuses ]] && awk '{ print $1 }' "$folder/statuses"
        (cd "$folder" && ls -1)
    } | awk '!seen[$0]++'
}

# sha256 <file>: its SHA-256 in hex (sha256sum, or shasum on macOS).
sha256() {
    if command -v sha256sum >/dev/null; then sha256sum <"$1"; else shasum -a 256 <"$1"; fi | cut -d ' ' -f 1
}

# digest <file> <name>: the sha256sum line of <file> under the name <name>.
digest() { printf '%s  %s\n' "$(sha256 "$1")" "$2"; }

record() {
    local rendered=$1 goldens=$2 name part stored earlier found
    local -a split_names=()
    [[ -d $rendered ]] || usage
    rm -rf "$goldens"
    mkdir -p "$goldens"
    while IFS= read -r name; do
        [[ -f $rendered/$name ]] || continue
        if [[ $name != *.json ]]; then
            cp "$rendered/$name" "$goldens/$name"
            continue
        fi
        rm -rf "$scratch/split"
        split_report "$rendered/$name" "$scratch/split"
        if ! assemble_parts "$scratch/split" "$scratch/split/parts" | cmp -s - "$rendered/$name"; then
            printf '%s: cutting %s into parts loses bytes (a bug in scripts/goldens.sh)\n' "$me" "$name" >&2
            exit 1
        fi
        mkdir -p "$goldens/$name"
        : >"$goldens/$name/parts"
        while IFS= read -r part; do
            if [[ $part == '#'* ]]; then printf '%s\n' "$part" >>"$goldens/$name/parts"; continue; fi
            found=""
            for earlier in ${split_names[@]+"${split_names[@]}"}; do
                stored=$goldens/$earlier/$part
                if [[ -f $stored ]] && cmp -s "$stored" "$scratch/split/$part"; then found=$earlier/$part; break; fi
            done
            if [[ -z $found ]]; then
                mkdir -p "$(dirname "$goldens/$name/$part")"
                cp "$scratch/split/$part" "$goldens/$name/$part"
                found=$name/$part
            fi
            printf '%s\n' "$found" >>"$goldens/$name/parts"
        done <"$scratch/split/parts"
        digest "$rendered/$name" "$name" >"$goldens/$name/report.sha256"
        split_names+=("$name")
    done < <(report_names "$rendered")
    printf '%s: recorded %d reports in %s (%d files, %s)\n' "$me" "$(report_names "$rendered" | wc -l)" "$goldens" \
        "$(find "$goldens" -type f | wc -l)" "$(du -sh "$goldens" | cut -f 1)"
}

# stored_part <goldens folder> <parts file> <part name>: the stored file of
# that part of the report (the entry of <parts file> whose path after the
# report's folder is <part name>), or nothing.
stored_part() {
    local entry
    while IFS= read -r entry; do
        if [[ $entry != '#'* && ${entry#*/} == "$3" ]]; then printf '%s\n' "$1/$entry"; return; fi
    done <"$2"
}

# show_diff <golden file> <actual file> <label>: the start of the difference.
show_diff() {
    diff -u -L "$3 (golden)" -L "$3 (rendered)" "$1" "$2" | head -n 40 >&2 || true
}

compare() {
    local rendered=$1 goldens=$2 name golden part entry status=0 missing
    [[ -d $rendered ]] || usage
    [[ -d $goldens ]] || { printf '%s: no goldens in %s (run scripts/compare-reports.sh --record)\n' "$me" "$goldens" >&2; exit 2; }
    # Every golden file some report accounts for, one a line.
    local accounted=$scratch/accounted
    : >"$accounted"
    while IFS= read -r name; do
        golden=$goldens/$name
        if [[ -f $golden ]]; then
            printf '%s\n' "$golden" >>"$accounted"
            if [[ ! -f $rendered/$name ]]; then
                printf '%s: %s: not rendered any more\n' "$me" "$golden" >&2
                status=1
            elif ! cmp -s "$golden" "$rendered/$name"; then
                printf '%s: %s differs:\n' "$me" "$golden" >&2
                show_diff "$golden" "$rendered/$name" "$golden"
                status=1
            fi
            continue
        fi
        # A report stored in parts.
        printf '%s\n' "$golden/parts" "$golden/report.sha256" >>"$accounted"
        if [[ ! -f $golden/parts || ! -f $golden/report.sha256 ]]; then
            printf '%s: %s has no parts or no report.sha256 (re-record)\n' "$me" "$golden" >&2
            status=1
            continue
        fi
        missing=false
        while IFS= read -r entry; do
            [[ $entry == '#'* ]] && continue
            printf '%s\n' "$goldens/$entry" >>"$accounted"
            if [[ ! -f $goldens/$entry ]]; then
                printf '%s: %s/parts names %s, which is missing\n' "$me" "$golden" "$goldens/$entry" >&2
                missing=true
            fi
        done <"$golden/parts"
        if $missing; then status=1; continue; fi
        assemble_parts "$goldens" "$golden/parts" >"$scratch/golden"
        if [[ $(digest "$scratch/golden" "$name") != "$(cat "$golden/report.sha256")" ]]; then
            printf '%s: the parts of %s do not add up to its report.sha256 (edited by hand? re-record on purpose)\n' "$me" "$golden" >&2
            status=1
        fi
        if [[ ! -f $rendered/$name ]]; then
            printf '%s: %s: not rendered any more\n' "$me" "$golden" >&2
            status=1
            continue
        fi
        cmp -s "$scratch/golden" "$rendered/$name" && continue
        status=1
        printf '%s: %s differs (%d bytes stored, %d rendered; sha256 %s):\n' "$me" "$golden" \
            "$(wc -c <"$scratch/golden")" "$(wc -c <"$rendered/$name")" "$(sha256 "$rendered/$name")" >&2
        # Name the parts that differ, with the start of each one's diff.
        rm -rf "$scratch/split"
        split_report "$rendered/$name" "$scratch/split"
        local shown=false stored
        while IFS= read -r part; do
            [[ $part == '#'* ]] && continue
            stored=$(stored_part "$goldens" "$golden/parts" "$part")
            if [[ -z $stored ]]; then
                printf '  new part %s/%s:\n' "$golden" "$part" >&2
                shown=true
                head -n 20 "$scratch/split/$part" | sed 's/^/+/' >&2
            elif ! cmp -s "$stored" "$scratch/split/$part"; then
                printf '  part %s differs:\n' "$stored" >&2
                shown=true
                show_diff "$stored" "$scratch/split/$part" "$stored"
            fi
        done <"$scratch/split/parts"
        while IFS= read -r entry; do
            [[ $entry == '#'* ]] && continue
            if ! grep -qxF -- "${entry#*/}" "$scratch/split/parts"; then
                printf '  part %s is no longer rendered\n' "$goldens/$entry" >&2
                shown=true
            fi
        done <"$golden/parts"
        if ! $shown; then
            printf '  every part is the same; their order or the final newline differs:\n' >&2
            show_diff <(sed 's#^[^/]*/##' "$golden/parts") "$scratch/split/parts" "$golden/parts"
        fi
    done < <(report_names "$goldens")
    while IFS= read -r name; do
        if [[ ! -e $goldens/$name ]]; then
            printf '%s: %s has no golden (now rendered; run scripts/compare-reports.sh --record on purpose)\n' "$me" "$name" >&2
            status=1
        fi
    done < <(report_names "$rendered")
    while IFS= read -r golden; do
        if ! grep -qxF -- "$golden" "$accounted"; then
            printf '%s: %s is part of no report (stray; re-record)\n' "$me" "$golden" >&2
            status=1
        fi
    done < <(find "$goldens" -type f | sort)
    if ((status == 0)); then
        printf '%s: %d reports identical to %s\n' "$me" "$(report_names "$rendered" | grep -cvx statuses)" "$goldens"
    fi
    return "$status"
}

(($# == 3)) || usage
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
case $1 in
    record) record "$2" "$3" ;;
    compare) compare "$2" "$3" ;;
    assemble)
        [[ -f $2/$3/parts ]] || { printf '%s: %s is not a report stored in parts\n' "$me" "$2/$3" >&2; exit 2; }
        assemble_parts "$2" "$2/$3/parts"
        ;;
    *) usage ;;
esac
