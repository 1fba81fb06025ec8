#!/usr/bin/env bash
# Builds the DocC documentation of every public module with warnings as errors:
# `swift package dump-symbol-graph`, then the toolchain's `docc convert` per
# module over its symbol graphs (and its .docc catalog, when it has one).
# Usage: scripts/docc.sh [output-dir] [swift build flags…]   (default: .build/docc)
# Give the same build flags as the build before it (CI: -Xswiftc
# -warnings-as-errors) so that the symbol graphs reuse that build.
set -euo pipefail
cd "$(dirname "$0")/.."
exec </dev/null

modules=(AccessibilityModel HeadlessUI ScreenReader AccessibilityAudit ScenarioScript ReportFormats
         AccessibilityTesting AuditCommandLine DesignSystem)
out=${1:-.build/docc}
shift || true
mkdir -p "$out"

swift package "$@" dump-symbol-graph >/dev/null
graphs=$(find .build -maxdepth 2 -type d -name symbolgraph | head -n 1)
[[ -n $graphs ]] || { echo "docc: no symbol graphs were written" >&2; exit 1; }

status=0
for module in "${modules[@]}"; do
    dir=$(mktemp -d)
    cp "$graphs/$module.symbols.json" "$dir/"
    # Extensions of other modules' types live in Module@Other.symbols.json.
    find "$graphs" -maxdepth 1 -name "$module@*.symbols.json" -exec cp {} "$dir/" \;
    catalog=()
    [[ -d Sources/$module/$module.docc ]] && catalog=("Sources/$module/$module.docc")
    if docc convert "${catalog[@]}" --additional-symbol-graph-dir "$dir" \
        --fallback-display-name "$module" --fallback-bundle-identifier "a11y-audit.$module" \
        --output-path "$out/$module.doccarchive" --warnings-as-errors >"$dir/log" 2>&1; then
        echo "docc: $module documented"
    else
        echo "docc: $module has documentation errors:" >&2
        cat "$dir/log" >&2
        status=1
    fi
    rm -rf "$dir"
done
exit $status
