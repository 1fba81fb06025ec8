import AccessibilityAudit

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
    ///   a whole run among others, shards that do not record their run or
    ///   record different runs (``AuditReport/Run``), shards missing or given
    ///   twice, or a work unit or scenario cell present in two reports.
    ///
    /// The work is proportional to the size of the reports, never to the
    /// shard count they claim: missing shards are counted, and at most
    /// three are named.
    public static func merge(_ inputs: [(name: String, report: AuditReport)], failOn threshold: FailThreshold) throws(MergeError) -> AuditReport {
        guard let first = inputs.first else { throw MergeError("no reports to merge") }
        for input in inputs.dropFirst() {
            try expectSame("tool", input, first) { "\($0.tool.name) \($0.tool.version)" }
            try expectSame("catalog", input, first) { $0.catalog }
            try expectSame("matrix", input, first) { $0.matrix }
        }
        try checkWholes(inputs)
        if inputs.count > 1 { try checkRuns(inputs) }
        try checkShards(inputs)
        var owner: [WorkUnit: String] = [:]
        var ran: [AuditReport.ScenarioCellKey: String] = [:]
        for input in inputs {
            for unit in input.report.units {
                if let other = owner[unit], other != input.name {
                    throw MergeError("'\(input.name)' and '\(other)' both audited \(unit); shards of one run never overlap")
                }
                owner[unit] = input.name
            }
            for cell in input.report.scenarios.map(\.cellKey) {
                if let other = ran[cell], other != input.name {
                    throw MergeError(
                        "'\(input.name)' and '\(other)' both ran scenario '\(cell.name)' of \(cell.file) in style "
                            + "\(cell.style) with \(cell.settings.isEmpty ? "default settings" : cell.settings); shards of one run never overlap")
                }
                ran[cell] = input.name
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
            for severity in Severity.all { merged.summary.bySeverity[severity] += part.summary.bySeverity[severity] }
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

    private static func expectSame(
        _ what: String, _ input: (name: String, report: AuditReport),
        _ first: (name: String, report: AuditReport),
        _ key: (AuditReport) -> String
    ) throws(MergeError) {
        let mine = key(input.report), theirs = key(first.report)
        guard mine == theirs else {
            throw MergeError("'\(input.name)' has \(what) '\(mine)' but '\(first.name)' has '\(theirs)'; only reports of one run merge")
        }
    }

    private static func checkWholes(_ inputs: [(name: String, report: AuditReport)]) throws(MergeError) {
        if inputs.count > 1, let whole = inputs.first(where: { $0.report.shard.map(\.isWhole) ?? true }) {
            throw MergeError("'\(whole.name)' is a whole run (made without --shard), so it cannot be merged with other reports")
        }
    }

    /// Every shard records its run, and all record the same one.
    private static func checkRuns(_ inputs: [(name: String, report: AuditReport)]) throws(MergeError) {
        if let unknown = inputs.first(where: { $0.report.run == nil }) {
            throw MergeError(
                "'\(unknown.name)' does not record the run it is a shard of (the report's 'run', which "
                    + "a11y-audit writes since it checks merges), so merge cannot tell whether the shards belong together; "
                    + "make the shards again")
        }
        guard let first = inputs.first, let run = first.report.run else { return }
        for input in inputs.dropFirst() {
            if let mine = input.report.run, let difference = mine.difference(from: run) {
                throw MergeError(
                    "'\(input.name)' was made \(difference.mine) but '\(first.name)' \(difference.theirs); "
                        + "only shards of one run merge")
            }
        }
    }

    /// How many shards merge names when some are missing.
    static let missingNamed = 3

    private static func checkShards(_ inputs: [(name: String, report: AuditReport)]) throws(MergeError) {
        guard let count = inputs.first?.report.shard?.count, count > 1 else { return }
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
        guard seen.count < count else { return }
        // The first few gaps between the shards given, found without counting up to the shard count.
        var named: [Int] = []
        var next = 1
        for index in seen.keys.sorted() + [count + 1] {
            while next < index, named.count < missingNamed {
                named.append(next)
                next += 1
            }
            if named.count == missingNamed { break }
            next = index + 1
        }
        let missing = count - seen.count
        var list = named.map { "\($0)/\(count)" }
        if missing > named.count { list.append("\(missing - named.count) more") }
        let text = list.count > 1 ? list.dropLast().joined(separator: ", ") + " and " + list[list.count - 1] : list[0]
        throw MergeError("shard\(missing == 1 ? "" : "s") \(text) missing; merge needs every shard of the run")
    }
}
