/// Combines the JSON reports of the shards of one run into the report the
/// whole run would have produced: the same value, hence the same bytes in
/// every format.
///
/// Shards partition the work units (component × style × state) and the
/// scenario cells, and every finding belongs to one unit, so findings and
/// scenario results are concatenated and put in canonical order; the
/// additive counts (`cells`, `passes`, `violations`, `incomplete`,
/// `bySeverity`, `scenarios`) are summed; `components` and `styles` are
/// counted again from the union of the units (a component audited in two
/// shards counts once); `failed` is decided again at the threshold given.
///
/// ```swift
/// let whole = try ReportMerger.merge([("a.json", a), ("b.json", b), ("c.json", c)], failOn: .serious)
/// ```
public enum ReportMerger {
    /// Merges the reports of every shard of one run.
    /// - Parameters:
    ///   - inputs: each report with the name to use in messages (its path).
    ///   - threshold: the `--fail-on` of the run.
    /// - Throws: ``MergeError`` when the reports are not the shards of one
    ///   run: none given, different tool versions, catalogs or matrices,
    ///   shards missing or given twice, a whole run among others, or a work
    ///   unit present in two reports.
    public static func merge(_ inputs: [(name: String, report: AuditReport)], failOn threshold: FailThreshold) throws(MergeError) -> AuditReport {
        guard let first = inputs.first else { throw MergeError("no reports to merge") }
        for input in inputs.dropFirst() {
            try expectSame("tool", input, first) { "\($0.tool.name) \($0.tool.version)" }
            try expectSame("catalog", input, first) { $0.catalog }
            try expectSame("matrix", input, first) { $0.matrix }
        }
        try checkShards(inputs)
        var owner: [WorkUnit: String] = [:]
        for input in inputs {
            for unit in input.report.units {
                if let other = owner[unit], other != input.name {
                    throw MergeError("'\(input.name)' and '\(other)' both audited \(unit); shards of one run never overlap")
                }
                owner[unit] = input.name
            }
        }
        var merged = first.report
        merged.shard = nil
        for input in inputs.dropFirst() {
            let part = input.report
            merged.findings += part.findings
            merged.scenarios += part.scenarios
            merged.units += part.units
            merged.screens += part.screens
            for rule in part.rules where !merged.rules.contains(where: { $0.id == rule.id }) { merged.rules.append(rule) }
            merged.summary.cells += part.summary.cells
            merged.summary.passes += part.summary.passes
            merged.summary.violations += part.summary.violations
            merged.summary.incomplete += part.summary.incomplete
            for severity in AuditReport.Severity.all { merged.summary.bySeverity[severity] += part.summary.bySeverity[severity] }
            merged.summary.scenarios.passed += part.summary.scenarios.passed
            merged.summary.scenarios.failed += part.summary.scenarios.failed
            merged.summary.components += part.summary.components
            merged.summary.styles += part.summary.styles
        }
        // A report that audited components but lists no units cannot say which
        // components it shares with the others; then the counts only add up.
        if !inputs.contains(where: { $0.report.units.isEmpty && $0.report.summary.components > 0 }) {
            merged.summary.components = Set(merged.units.map(\.component)).count
            merged.summary.styles = Set(merged.units.map { [$0.component, $0.style] }).count
        }
        return merged.canonicalized().applyingVerdict(failOn: threshold)
    }

    private static func expectSame(_ what: String, _ input: (name: String, report: AuditReport),
                                   _ first: (name: String, report: AuditReport),
                                   _ key: (AuditReport) -> String) throws(MergeError) {
        let mine = key(input.report), theirs = key(first.report)
        guard mine == theirs else {
            throw MergeError("'\(input.name)' has \(what) '\(mine)' but '\(first.name)' has '\(theirs)'; only reports of one run merge")
        }
    }

    private static func checkShards(_ inputs: [(name: String, report: AuditReport)]) throws(MergeError) {
        let wholes = inputs.filter { $0.report.shard.map(\.isWhole) ?? true }
        if let whole = wholes.first, inputs.count > 1 {
            throw MergeError("'\(whole.name)' is a whole run (made without --shard), so it cannot be merged with other reports")
        }
        guard wholes.isEmpty, let count = inputs.first?.report.shard?.count else { return }
        var seen: [Int: String] = [:]
        for input in inputs {
            guard let shard = input.report.shard else { continue }
            guard shard.count == count else {
                throw MergeError("'\(input.name)' is shard \(shard) but '\(inputs[0].name)' is one of \(count) shards")
            }
            if let other = seen[shard.index] {
                throw MergeError("'\(input.name)' and '\(other)' are both shard \(shard)")
            }
            seen[shard.index] = input.name
        }
        let missing = (1...count).filter { seen[$0] == nil }
        if !missing.isEmpty {
            let list = missing.map { "\($0)/\(count)" }.joined(separator: ", ")
            throw MergeError("shard\(missing.count == 1 ? "" : "s") \(list) missing; merge needs every shard of the run")
        }
    }
}
