#!/bin/sh
# Checks at compile time what docs/spec/rules.md promises: a type of each rule
# kind (StopRule, TreeRule, DrawingRule) can be handed to an audit, and a type
# that conforms to the bare Rule cannot (it does not compile). The modules come
# from a debug build: run `swift build` first.
#
#   scripts/check-rule-kinds.sh
set -eu
cd "$(dirname "$0")/.."
modules=.build/debug/Modules
if [ ! -f "$modules/AccessibilityAudit.swiftmodule" ]; then
    echo "error: no $modules/AccessibilityAudit.swiftmodule; run swift build first" >&2
    exit 2
fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

info='static let info = CheckDescription(id: "x", title: "x", severity: .minor, wcag: [], explanation: "x", fix: "x")'
cat >"$dir/kinds.swift" <<EOF
import AccessibilityAudit

struct ByStop: StopRule {
    $info
    func check(_ stop: AuditedStop, in context: RuleContext) -> Verdict? { nil }
}
struct WholeTree: TreeRule {
    $info
    func check(_ context: RuleContext, into report: inout RuleReport) {}
}
struct Drawn: DrawingRule {
    $info
    let looksAt = DrawnItems.text
    func check(_ drawing: DrawnGroup, in context: RuleContext) -> DrawingVerdict<String> { .pass }
}
let selection = RuleSelection(custom: [ByStop(), WholeTree(), Drawn()])
EOF
cat >"$dir/bare.swift" <<EOF
import AccessibilityAudit

struct Bare: Rule {
    $info
}
let selection = RuleSelection(custom: [Bare()])
EOF

# The C module the model imports, by its module map.
flags="-I $modules -Xcc -fmodule-map-file=.build/debug/CacheHints.build/module.modulemap"
if ! swiftc -typecheck $flags "$dir/kinds.swift" >"$dir/kinds.log" 2>&1; then
    cat "$dir/kinds.log" >&2
    echo "FAIL: a rule of each kind does not compile" >&2
    exit 1
fi
if swiftc -typecheck $flags "$dir/bare.swift" >"$dir/bare.log" 2>&1; then
    echo "FAIL: a type that conforms to the bare Rule compiles" >&2
    exit 1
fi
if ! grep -q "does not conform to protocol 'Rule'" "$dir/bare.log"; then
    cat "$dir/bare.log" >&2
    echo "FAIL: the bare Rule is refused for another reason" >&2
    exit 1
fi
echo "ok: stop, tree and drawing rules compile; a bare Rule does not"
