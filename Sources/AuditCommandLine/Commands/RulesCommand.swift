import AccessibilityAudit
import AccessibilityModel
import ReportFormats

/// `a11y-audit rules [<rule-id>]`: lists every check (rules, contracts,
/// invariance) with its severity and WCAG criteria, or explains one: what it
/// flags, why it matters and the SwiftUI-shaped fix.
struct RulesCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "rules",
        abstract: "List rules and contracts, or explain one.",
        discussion: """
            Without an argument, lists every check by kind with its default severity and WCAG success criteria. \
            With a rule or contract ID, prints its explanation and the fix.
            """,
        arguments: [ArgumentDefinition("rule-id", help: "The rule or contract to explain.", optional: true)],
        options: [format])

    static let format = Option.choice(
        "format", short: "f", [ReportFormat.text, .json, .markdown], default: .text,
        help: "text; json, an array of checks with id, kind, title, severity, wcag, explanation and fix; or markdown, the "
            + "checks' reference page that reports' helpUri links point into (docs/rules.md).")

    var ruleID: String?
    var format: ReportFormat
    /// The built-in checks and the program's own rules.
    var known: RuleSelection

    init(parsed: ParsedArguments, context: CommandContext) throws(CommandError) {
        ruleID = parsed.positionals.first
        format = try parsed.value(Self.format)
        known = RuleSelection(custom: context.rules)
        if let ruleID, known.description(of: RuleID(rawValue: ruleID)) == nil {
            throw .usage(
                "unknown rule '\(ruleID)'", suggestion: known.suggestion(for: ruleID),
                helpTopic: Self.configuration.name)
        }
    }

    func run(in context: CommandContext) throws(CommandError) -> ExitCode {
        let checks = ruleID.flatMap { known.description(of: RuleID(rawValue: $0)) }.map { [$0] } ?? known.checks
        if format == .json {
            context.stdout.write(JSONWriter(style: .pretty).string(.array(checks.map(Self.json))) + "\n")
        } else if format == .markdown {
            context.stdout.write(RulesReference.markdown(checks))
        } else if let check = checks.first, ruleID != nil {
            context.stdout.write(check.explanationText)
        } else {
            context.stdout.write(Self.listing(checks))
        }
        return .success
    }

    /// Aligned columns, one line per check, under a heading per kind.
    static func listing(_ checks: [CheckDescription]) -> String {
        let idWidth = checks.map(\.id.rawValue.count).max() ?? 0
        let severityWidth = checks.map(\.severity.rawValue.count).max() ?? 0
        let wcagWidth = checks.map { wcag($0).count }.max() ?? 0
        var lines: [String] = []
        for kind in CheckKind.allCases {
            let ofKind = checks.filter { $0.kind == kind }
            guard !ofKind.isEmpty else { continue }
            lines.append(
                kind == .rule ? "Rules" : kind == .contract ? "Contracts (driven through the simulated VoiceOver)" : "Invariance (across the matrix)")
            for check in ofKind {
                lines.append(
                    "  " + pad(check.id.rawValue, idWidth) + "  " + pad(check.severity.rawValue, severityWidth)
                        + "  " + pad(wcag(check), wcagWidth) + "  " + check.title)
            }
            lines.append("")
        }
        lines.append("'a11y-audit rules <id>' explains one check and its fix.")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func wcag(_ check: CheckDescription) -> String {
        check.wcag.isEmpty ? "WCAG —" : "WCAG " + check.wcag.joined(separator: ", ")
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    static func json(_ check: CheckDescription) -> JSONValue {
        .object([
            ("id", .string(check.id.rawValue)), ("kind", .string(check.kind.rawValue)), ("title", .string(check.title)),
            ("severity", .string(check.severity.rawValue)),
            ("severityNote", check.severityNote.map(JSONValue.string) ?? .null),
            ("wcag", .array(check.wcag.map(JSONValue.string))),
            ("explanation", .string(check.explanation)), ("fix", .string(check.fix)),
        ])
    }
}
