import AccessibilityAudit
import AccessibilityModel

/// The report as SARIF 2.1.0, for code-scanning tools that show findings on
/// the source.
///
/// - One result per finding: `ruleId` and `ruleIndex`, the message with the
///   element and where it occurs, `locations` from the finding's source
///   location (a relative `artifactLocation.uri` and `region.startLine`), a
///   logical location `Component/style/state`, `relatedLocations` with the
///   component's catalog entry (`id` 1, when it is not the location itself)
///   and, for a finding located at a drawing inside its element, the
///   element's own line (`id` 2), and a partial fingerprint of the baseline key.
/// - Levels: critical and serious are `error`, moderate `warning`, minor
///   `note`. An incomplete outcome (could not be decided) is `kind: review`
///   with `level: none`, as SARIF requires for a result that is not a failure.
/// - Baseline findings carry `baselineState: unchanged`; suppressed ones a
///   `suppressions` entry of kind `inSource` with the reason.
/// - Failed scenarios are results of the rule `scenario-failed`, located at
///   the scenario's line.
/// - `tool.driver.rules` holds every rule a result names, with name, short
///   and full description, help text and Markdown, `helpUri` (the relative
///   `docs/rules.md#<id>`: the tool has no website) and the WCAG criteria as
///   tags (`wcag2.2`, `wcag/1.4.3`).
public struct SARIFReport: Sendable {
    public init() {}

    /// The rule used for failed scenarios.
    static let scenarioRule = AuditReport.RuleInfo(
        id: "scenario-failed", title: "Scenario failed", severity: .serious,
        explanation: "A scripted VoiceOver session (a .scenario file) expected something that did not happen.",
        fix: "Read the failure and the transcript; fix the component or update the scenario.")

    /// The SARIF log as JSON text, ending in a newline.
    public func render(_ report: AuditReport) -> String {
        ChunkedOutput.collecting { render(report, to: &$0) }
    }

    /// Writes the SARIF log as JSON text, ending in a newline, a result at a
    /// time: the text of ``render(_:)``, without the log's JSON value or its
    /// text ever held whole.
    public func render<Failure>(_ report: AuditReport, to output: inout ChunkedOutput<Failure>) throws(Failure) {
        let report = report.canonicalized()
        let rules = Rules(report)
        var json = JSONStreamWriter()
        try output.append { bytes in
            json.beginObject(into: &bytes)
            for (key, value) in head { json.write(value, key: key, into: &bytes) }
            json.beginArray(key: "runs", into: &bytes)
            json.beginObject(into: &bytes)
            for (key, value) in runHead(report, rules: rules) { json.write(value, key: key, into: &bytes) }
            json.beginArray(key: "results", into: &bytes)
        }
        for finding in report.findings {
            try output.append { json.write(result(for: finding, ruleIndex: rules.index(of: finding.rule.rawValue)), into: &$0) }
        }
        for scenario in report.scenarios where scenario.status != .passed {
            try output.append { json.write(result(for: scenario, ruleIndex: rules.index(of: Self.scenarioRule.id)), into: &$0) }
        }
        try output.append { bytes in
            for _ in 0..<4 { json.end(into: &bytes) }  // results, the run, runs, the log
            bytes.append(0x0A)
        }
    }

    /// The SARIF log as a JSON value.
    public func value(of report: AuditReport) -> JSONValue {
        let report = report.canonicalized()
        let rules = Rules(report)
        var results: [JSONValue] = []
        for finding in report.findings {
            results.append(result(for: finding, ruleIndex: rules.index(of: finding.rule.rawValue)))
        }
        for scenario in report.scenarios where scenario.status != .passed {
            results.append(result(for: scenario, ruleIndex: rules.index(of: Self.scenarioRule.id)))
        }
        var run = runHead(report, rules: rules)
        run.append(("results", .array(results)))
        var log = head
        log.append(("runs", .array([.object(run)])))
        return .object(log)
    }

    /// The log's members before `runs`.
    private var head: [(key: String, value: JSONValue)] {
        [
            ("$schema", .string("https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json")),
            ("version", .string("2.1.0")),
        ]
    }

    /// The run's members before `results`: the tool with its rules, and how the run is named.
    private func runHead(_ report: AuditReport, rules: Rules) -> [(key: String, value: JSONValue)] {
        let driver: JSONValue = .object([
            ("name", .string(report.tool.name)),
            ("version", .string(report.tool.version)),
            ("semanticVersion", .string(report.tool.version)),
            ("rules", .array(rules.list.map(descriptor(for:)))),
        ])
        var members: [(key: String, value: JSONValue)] = [
            ("tool", .object([("driver", driver)])),
            ("automationDetails", .object([("id", .string("a11y-audit/\(report.catalog)/\(report.matrix)/"))])),
            ("columnKind", .string("unicodeCodePoints")),
        ]
        // The report's notes (a static tree's contracts, not run) are notifications of the run, not results.
        if !report.notes.isEmpty {
            let notifications = report.notes.map { note -> JSONValue in
                .object([("level", .string("note")), ("message", .object([("text", .string(note))]))])
            }
            members.append(
                (
                    "invocations",
                    .array([.object([("executionSuccessful", .bool(true)), ("toolExecutionNotifications", .array(notifications))])])
                ))
        }
        return members
    }

    /// The rules the results name, in the order results first name them,
    /// each with its index in `tool.driver.rules`.
    struct Rules {
        private(set) var list: [AuditReport.RuleInfo] = []
        private var indexes: [String: Int] = [:]

        init(_ report: AuditReport) {
            for finding in report.findings { add(finding.rule.rawValue, fallback: finding, report: report) }
            if report.scenarios.contains(where: { $0.status != .passed }) { add(SARIFReport.scenarioRule.id, fallback: nil, report: report) }
        }

        /// The index of a rule that a result names (every one is listed).
        func index(of id: String) -> Int { indexes[id] ?? 0 }

        private mutating func add(_ id: String, fallback: Finding?, report: AuditReport) {
            guard indexes[id] == nil else { return }
            let info =
                report.rules.first { $0.id == id }
                ?? (id == SARIFReport.scenarioRule.id
                    ? SARIFReport.scenarioRule
                    : AuditReport.RuleInfo(
                        id: id, title: id, severity: fallback?.severity ?? .serious, wcag: fallback?.wcag ?? [],
                        explanation: "See 'a11y-audit rules \(id)'.", fix: fallback?.fix ?? ""))
            indexes[id] = list.count
            list.append(info)
        }
    }

    /// `error`, `warning` or `note`.
    public static func level(of severity: Severity) -> String {
        switch severity {
        case .critical, .serious: "error"
        case .moderate: "warning"
        default: "note"
        }
    }

    func descriptor(for rule: AuditReport.RuleInfo) -> JSONValue {
        let criteria = rule.wcag.isEmpty ? "none" : rule.wcag.joined(separator: ", ")
        let helpText = "\(rule.explanation)\n\nFix: \(rule.fix)\n\nWCAG 2.2: \(criteria). Run 'a11y-audit rules \(rule.id)' for more."
        let wcagLinks = rule.wcag.map { "[\($0)](\(WCAGLinks.understanding($0)))" }
        let helpMarkdown =
            "\(MarkdownText.escape(rule.explanation))\n\n**Fix:** \(MarkdownText.escape(rule.fix))\n\n"
            + "**WCAG 2.2:** \(wcagLinks.isEmpty ? "none" : wcagLinks.joined(separator: ", "))"
        var tags: [JSONValue] = [.string("accessibility")]
        if !rule.wcag.isEmpty { tags.append(.string("wcag2.2")) }
        tags += rule.wcag.map { .string("wcag/\($0)") }
        return .object([
            ("id", .string(rule.id)),
            ("name", .string(Self.pascalCase(rule.id))),
            ("shortDescription", .object([("text", .string(rule.title))])),
            ("fullDescription", .object([("text", .string(rule.explanation))])),
            ("help", .object([("text", .string(helpText)), ("markdown", .string(helpMarkdown))])),
            ("helpUri", .string(rule.helpURI)),
            ("defaultConfiguration", .object([("level", .string(Self.level(of: rule.severity)))])),
            ("properties", .object([("tags", .array(tags)), ("severity", .string(rule.severity.rawValue))])),
        ])
    }

    /// `contrast-text` → `ContrastText` (SARIF's `name` is an identifier-like word).
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    func result(for finding: Finding, ruleIndex: Int) -> JSONValue {
        var text = finding.message
        var facts: [String] = []
        if let xpath = finding.element.xpath {
            facts.append("element \(xpath)" + (finding.element.label.map { " \"\($0)\"" } ?? ""))
        } else if let label = finding.element.label {
            facts.append("element \"\(label)\"")
        } else {
            facts.append("element at \(finding.element.path)")
        }
        facts.append("\(finding.component), style \(finding.style), state \(finding.state)")
        facts.append(TextReport.cellsText(finding.cells))
        text += " (" + facts.joined(separator: "; ") + "). Fix: " + finding.fix
        var members: [(key: String, value: JSONValue)] = [
            ("ruleId", .string(finding.rule.rawValue)),
            ("ruleIndex", .number(Double(ruleIndex))),
        ]
        if finding.outcome == .violation {
            members.append(("kind", .string("fail")))
            members.append(("level", .string(Self.level(of: finding.severity))))
        } else {
            members.append(("kind", .string("review")))
            members.append(("level", .string("none")))
        }
        members.append(("message", .object([("text", .string(text))])))
        var location: [(key: String, value: JSONValue)] = []
        if let source = finding.location {
            location.append(("physicalLocation", physicalLocation(file: source.file, line: source.line, column: source.column)))
        }
        location.append(
            (
                "logicalLocations",
                .array([
                    .object([
                        ("name", .string(finding.state)),
                        (
                            "fullyQualifiedName",
                            .string(
                                "\(finding.component)/\(finding.style)/\(finding.state)/\(finding.element.xpath ?? finding.element.path.description)")
                        ),
                        ("kind", .string("element")),
                    ])
                ])
            ))
        members.append(("locations", .array([.object(location)])))
        var related: [JSONValue] = []
        if let entry = finding.componentLocation, entry != finding.location {
            related.append(
                .object([
                    ("id", .number(1)),
                    ("physicalLocation", physicalLocation(file: entry.file, line: entry.line, column: entry.column)),
                    ("message", .object([("text", .string("the catalog entry of \(finding.component)"))])),
                ]))
        }
        if let element = finding.elementLocation {
            related.append(
                .object([
                    ("id", .number(2)),
                    ("physicalLocation", physicalLocation(file: element.file, line: element.line, column: element.column)),
                    ("message", .object([("text", .string("the element it is drawn in"))])),
                ]))
        }
        if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
        let key = [
            finding.rule.rawValue, finding.component, finding.style, finding.state, finding.element.path.description,
            finding.element.label ?? "",
        ].joined(separator: "\u{1F}")
        members.append(("partialFingerprints", .object([("a11yAuditFinding/v1", .string(Self.fingerprint(key)))])))
        if finding.baseline { members.append(("baselineState", .string("unchanged"))) }
        if let reason = finding.suppression {
            members.append(("suppressions", .array([.object([("kind", .string("inSource")), ("justification", .string(reason))])])))
        }
        var properties: [(key: String, value: JSONValue)] = [
            ("severity", .string(finding.severity.rawValue)),
            ("outcome", .string(finding.outcome.rawValue)),
            ("wcag", .array(finding.wcag.map(JSONValue.string))),
            ("cells", .object(ReportJSON.cellMembers(finding.cells))),
        ]
        if let spoken = finding.element.description { properties.append(("spoken", .string(spoken))) }
        if let identifier = finding.element.identifier { properties.append(("identifier", .string(identifier))) }
        if let xpath = finding.element.xpath { properties.append(("xpath", .string(xpath))) }
        if let diff = finding.diff { properties.append(("diff", .array(diff.map(JSONValue.string)))) }
        members.append(("properties", .object(properties)))
        return .object(members)
    }

    func result(for scenario: AuditReport.ScenarioResult, ruleIndex: Int) -> JSONValue {
        let settings = scenario.settings.isEmpty ? "default settings" : scenario.settings
        let text =
            "scenario '\(scenario.name)' failed (style \(scenario.style), \(settings))"
            + (scenario.failure.map { ": " + $0.message } ?? "")
        return .object([
            ("ruleId", .string(Self.scenarioRule.id)),
            ("ruleIndex", .number(Double(ruleIndex))),
            ("kind", .string("fail")),
            ("level", .string("error")),
            ("message", .object([("text", .string(text))])),
            (
                "locations",
                .array([
                    .object([
                        (
                            "physicalLocation",
                            physicalLocation(
                                file: scenario.file, line: scenario.failure?.line ?? scenario.line, column: 1)
                        )
                    ])
                ])
            ),
        ])
    }

    func physicalLocation(file: String, line: Int, column: Int) -> JSONValue {
        .object([
            ("artifactLocation", .object([("uri", .string(Self.uri(forPath: file)))])),
            ("region", .object([("startLine", .number(Double(max(1, line)))), ("startColumn", .number(Double(max(1, column))))])),
        ])
    }

    /// A relative path as a URI reference: each segment percent-encoded
    /// except unreserved characters, `/` kept.
    static func uri(forPath path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }

    /// A stable 64-bit FNV-1a hash of `text`, as 16 hex digits.
    static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return String(hash, radix: 16).leftPadded(to: 16)
    }
}

extension String {
    /// The string with zeros in front up to `width` characters.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
