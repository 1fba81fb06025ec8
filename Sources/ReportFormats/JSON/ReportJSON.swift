import AccessibilityAudit
import AccessibilityModel
import Foundation

/// The JSON report (spec/report-format.md, version 1): writing and reading.
///
/// Writing is deterministic: the report is put in canonical order
/// (``AuditReport/canonicalized()``), keys come in a fixed order (the
/// spec's keys first, in the spec's order, then the added ones), pretty
/// printed with a final newline.
///
/// Keys the spec shows are always written (`location` and an element's
/// `label`/`description` as `null` when unknown). Added keys: in a finding
/// `suppressed` and `diff`, in a scenario `failure` and `transcript` (each
/// only when present); at the top level `shard` (only for a part of a run),
/// `run` (only for a catalog run), `units`, `rules`, `screens` and `notes` (only when there are some), and in
/// an element `identifier` and `xpath` (a capture's), so that a report read back renders the
/// same in every format and shards merge exactly. Reading ignores keys it
/// does not know, as the spec allows for newer writers.
public enum ReportJSON {
    /// The report as JSON text, ending in a newline.
    public static func encode(_ report: AuditReport) -> String {
        ChunkedOutput.collecting { encode(report, to: &$0) }
    }

    /// Writes the report as JSON text, ending in a newline, a finding (or
    /// scenario, unit, rule, screen) at a time: the text of ``encode(_:)``,
    /// without the report's JSON value or its text ever held whole.
    public static func encode<Failure>(_ report: AuditReport, to output: inout ChunkedOutput<Failure>) throws(Failure) {
        let report = report.canonicalized()
        var json = JSONStreamWriter()
        try output.append { bytes in
            json.beginObject(into: &bytes)
            for (key, value) in head(of: report) { json.write(value, key: key, into: &bytes) }
        }
        try stream(report.findings, key: "findings", value(of:), json: &json, to: &output)
        try stream(report.scenarios, key: "scenarios", value(of:), json: &json, to: &output)
        if let shard = report.shard, !shard.isWhole {
            try output.append { json.write(value(of: shard), key: "shard", into: &$0) }
        }
        if let run = report.run {
            try output.append { json.write(value(of: run), key: "run", into: &$0) }
        }
        try stream(report.units, key: "units", value(of:), json: &json, to: &output)
        try stream(report.rules, key: "rules", value(of:), json: &json, to: &output)
        try stream(report.screens, key: "screens", value(of:), json: &json, to: &output)
        if !report.notes.isEmpty {
            try output.append { json.write(strings(report.notes), key: "notes", into: &$0) }
        }
        try output.append { bytes in
            json.end(into: &bytes)
            bytes.append(0x0A)
        }
    }

    /// Writes `items` as the array member `key`, one element at a time.
    static func stream<Item, Failure>(
        _ items: [Item], key: String, _ value: (Item) -> JSONValue, json: inout JSONStreamWriter,
        to output: inout ChunkedOutput<Failure>
    ) throws(Failure) {
        try output.append { json.beginArray(key: key, into: &$0) }
        for item in items {
            try output.append { json.write(value(item), into: &$0) }
        }
        try output.append { json.end(into: &$0) }
    }

    /// The report as UTF-8 bytes of ``encode(_:)``.
    public static func data(_ report: AuditReport) -> Data {
        Data(encode(report).utf8)
    }

    /// Reads a report.
    /// - Throws: ``ReportDecodingError`` with the line, column and JSON path
    ///   of the first problem: invalid JSON, a report of another version, a
    ///   missing key or a value of the wrong kind.
    public static func decode(_ data: Data) throws(ReportDecodingError) -> AuditReport {
        let root: JSONValue
        do {
            root = try JSONParser().parse(data)
        } catch {
            throw ReportDecodingError(message: error.message, path: error.path, line: error.line, column: error.column)
        }
        do {
            return try ReportJSONReader.report(ReportJSONReader.Field(value: root, path: JSONPath()))
        } catch {
            var located = error
            let offset = JSONParser().offset(of: error.path, in: data) ?? 0
            let position = JSONParser.lineAndColumn(of: offset, in: data)
            located.line = position.line
            located.column = position.column
            throw located
        }
    }

    /// Reads a report from text.
    /// - Throws: ``ReportDecodingError``.
    public static func decode(_ text: String) throws(ReportDecodingError) -> AuditReport {
        try decode(Data(text.utf8))
    }

    /// The report as a `JSONValue` in canonical order.
    public static func value(of report: AuditReport) -> JSONValue {
        let report = report.canonicalized()
        var members = head(of: report)
        members.append(("findings", .array(report.findings.map(value(of:)))))
        members.append(("scenarios", .array(report.scenarios.map(value(of:)))))
        if let shard = report.shard, !shard.isWhole {
            members.append(("shard", value(of: shard)))
        }
        if let run = report.run { members.append(("run", value(of: run))) }
        members.append(("units", .array(report.units.map(value(of:)))))
        members.append(("rules", .array(report.rules.map(value(of:)))))
        members.append(("screens", .array(report.screens.map(value(of:)))))
        if !report.notes.isEmpty { members.append(("notes", strings(report.notes))) }
        return .object(members)
    }

    /// The members before the findings: version, tool, catalog, matrix, summary.
    static func head(of report: AuditReport) -> [(key: String, value: JSONValue)] {
        [
            ("version", .number(Double(report.version))),
            ("tool", .object([("name", .string(report.tool.name)), ("version", .string(report.tool.version))])),
            ("catalog", .string(report.catalog)),
            ("matrix", .string(report.matrix)),
            ("summary", value(of: report.summary)),
        ]
    }

    static func value(of shard: Shard) -> JSONValue {
        .object([("index", number(shard.index)), ("count", number(shard.count))])
    }

    static func value(of unit: WorkUnit) -> JSONValue {
        .object([("component", .string(unit.component)), ("style", .string(unit.style)), ("state", .string(unit.state))])
    }

    /// A finding's cells: `count`, `of`, `when`, and `worst` when the finding has a worst instance apart.
    static func cellMembers(_ cells: Finding.Cells) -> [(key: String, value: JSONValue)] {
        var members: [(key: String, value: JSONValue)] = [("count", number(cells.count)), ("of", number(cells.of)), ("when", .string(cells.when))]
        if let worst = cells.worst { members.append(("worst", .string(worst))) }
        return members
    }

    static func number(_ value: Int) -> JSONValue { .number(Double(value)) }

    static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

    static func strings(_ items: [String]) -> JSONValue { .array(items.map(JSONValue.string)) }

    static func value(of summary: AuditSummary) -> JSONValue {
        .object([
            ("components", number(summary.components)), ("styles", number(summary.styles)), ("cells", number(summary.cells)),
            ("violations", number(summary.violations)), ("incomplete", number(summary.incomplete)),
            ("passes", number(summary.passes)),
            ("bySeverity", .object(Severity.all.map { ($0.rawValue, number(summary.bySeverity[$0])) })),
            ("scenarios", .object([("passed", number(summary.scenarios.passed)), ("failed", number(summary.scenarios.failed))])),
            ("failed", .bool(summary.failed)),
        ])
    }

    static func value(of finding: Finding) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("rule", .string(finding.rule.rawValue)),
            ("outcome", .string(finding.outcome.rawValue)),
            ("severity", .string(finding.severity.rawValue)),
            ("wcag", strings(finding.wcag)),
            ("component", .string(finding.component)),
            ("style", .string(finding.style)),
            ("state", .string(finding.state)),
            (
                "element",
                .object(elementMembers(finding.element))
            ),
            ("cells", .object(Self.cellMembers(finding.cells))),
            ("message", .string(finding.message)),
            ("fix", .string(finding.fix)),
            ("location", finding.location.map(value(of:)) ?? .null),
            ("baseline", .bool(finding.baseline)),
        ]
        if let element = finding.elementLocation { members.append(("elementLocation", value(of: element))) }
        if let entry = finding.componentLocation { members.append(("componentLocation", value(of: entry))) }
        if let reason = finding.suppression { members.append(("suppressed", .string(reason))) }
        if let diff = finding.diff { members.append(("diff", strings(diff))) }
        if let compared = finding.compared {
            members.append(
                ("compared", .array(compared.map { .object([("style", .string($0.style)), ("settings", .string($0.settings.description))]) })))
        }
        return .object(members)
    }

    /// An element's `path`, `label` and `description`, then `identifier` and `xpath` when it comes from a capture.
    static func elementMembers(_ element: Finding.Element) -> [(key: String, value: JSONValue)] {
        var members: [(key: String, value: JSONValue)] = [
            ("path", .string(element.path.description)), ("label", optional(element.label)),
            ("description", optional(element.description)),
        ]
        if let identifier = element.identifier { members.append(("identifier", .string(identifier))) }
        if let xpath = element.xpath { members.append(("xpath", .string(xpath))) }
        return members
    }

    static func value(of location: CodeLocation) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("file", .string(location.file)), ("line", number(location.line))]
        if location.column != 1 { members.append(("column", number(location.column))) }
        return .object(members)
    }

    static func value(of scenario: AuditReport.ScenarioResult) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("file", .string(scenario.file)), ("line", number(scenario.line)), ("name", .string(scenario.name)),
            ("style", .string(scenario.style)), ("settings", .string(scenario.settings)),
            ("status", .string(scenario.status.rawValue)),
        ]
        if let failure = scenario.failure {
            var failureMembers: [(key: String, value: JSONValue)] = [("message", .string(failure.message))]
            if let line = failure.line { failureMembers.append(("line", number(line))) }
            members.append(("failure", .object(failureMembers)))
        }
        if let transcript = scenario.transcript { members.append(("transcript", strings(transcript))) }
        return .object(members)
    }

    static func value(of run: AuditReport.Run) -> JSONValue {
        .object([
            ("components", strings(run.components)), ("styles", strings(run.styles)), ("states", strings(run.states)),
            ("env", .string(run.environmentText)), ("scenarios", run.scenarios.map(strings) ?? .null),
        ])
    }

    static func value(of rule: AuditReport.RuleInfo) -> JSONValue {
        .object([
            ("id", .string(rule.id)), ("title", .string(rule.title)), ("severity", .string(rule.severity.rawValue)),
            ("wcag", strings(rule.wcag)), ("explanation", .string(rule.explanation)), ("fix", .string(rule.fix)),
            ("helpUri", .string(rule.helpURI)),
        ])
    }

    static func value(of rect: CGRect) -> JSONValue {
        .array([
            .number(Double(rect.origin.x)), .number(Double(rect.origin.y)), .number(Double(rect.size.width)),
            .number(Double(rect.size.height)),
        ])
    }

    static func value(of screen: AuditReport.Screen) -> JSONValue {
        .object(
            [
                ("component", .string(screen.component)), ("style", .string(screen.style)), ("state", .string(screen.state)),
                ("settings", .string(screen.settings)), ("width", .number(screen.width)), ("height", .number(screen.height)),
                (
                    "nodes",
                    .array(
                        screen.nodes.map { node in
                            .object(
                                [
                                    ("path", .string(node.path.description)), ("kind", .string(node.kind)), ("frame", value(of: node.frame)),
                                    ("label", optional(node.label)), ("color", optional(node.color?.hex)),
                                ] + pictureMembers(of: node))
                        })
                ),
                (
                    "stops",
                    .array(
                        screen.stops.map { stop in
                            .object([
                                ("index", number(stop.index)), ("frame", value(of: stop.frame)),
                                ("description", .string(stop.description)), ("hint", optional(stop.hint)),
                            ])
                        })
                ),
            ] + (screen.background.map { [("background", JSONValue.string($0.hex))] } ?? []))
    }
}
