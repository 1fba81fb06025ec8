import AccessibilityAudit
import AccessibilityModel
import Foundation
import Testing

@testable import ReportFormats

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The HTML page as a list to work through (issue 38): root causes worst first, filters, links, pictures that show
/// disabled and cut-off elements, tables that fit.
@Suite struct HTMLFindingsTests {
    /// A finding at `line` of `file` (the line that made the element), in the given unit.
    static func finding(
        _ rule: String, _ severity: Severity, _ component: String, style: String = "plain", state: String = "default",
        outcome: Outcome = .violation, count: Int = 4, line: Int? = 10, file: String? = nil, baseline: Bool = false
    ) -> Finding {
        let entry = CodeLocation(file: "Sources/Catalog.swift", line: 5)
        return Finding(
            rule: RuleID(rawValue: rule), outcome: outcome, severity: severity, wcag: ["1.4.3"], component: component,
            style: style, state: state, element: Finding.Element(path: NodePath([0]), label: "Pay"),
            cells: Finding.Cells(count: count, of: 24, when: count == 24 ? "always" : "colorScheme=dark"),
            message: "\(rule) in \(component)", fix: "fix it",
            location: line.map { CodeLocation(file: file ?? "Sources/\(component).swift", line: $0, column: 7) } ?? entry,
            componentLocation: entry, baseline: baseline)
    }

    static func report(_ findings: [Finding], screens: [AuditReport.Screen] = []) -> AuditReport {
        AuditReport(
            catalog: "team", matrix: "pairwise", summary: AuditSummary(components: 3, styles: 3, cells: 72), findings: findings,
            screens: screens
        ).recountingFindings().applyingVerdict(failOn: .serious)
    }

    /// The `id`s of the findings list's entries and their first rule, in page order.
    static func entries(_ page: String) -> [(id: String, severity: String, text: String)] {
        XMLCollector.parse(page).elements.filter { $0.name == "li" && $0.attributes["class"] == "finding" }.map {
            ($0.attributes["id"] ?? "", $0.attributes["data-severity"] ?? "", $0.text)
        }
    }

    @Test func `findings come first, worst first across components: violations, severity, failing, then breadth`() throws {
        let findings = [
            Self.finding("label-missing", .minor, "Alpha", line: 1),
            Self.finding("contrast-text", .serious, "Zeta", count: 4, line: 2),
            Self.finding("contrast-text", .serious, "Beta", count: 24, line: 3),
            Self.finding("target-size", .critical, "Omega", outcome: .incomplete, line: 4),
            Self.finding("target-size", .serious, "Gamma", count: 24, line: 5, baseline: true),
            Self.finding("focus-order", .critical, "Zeta", line: 6),
        ]
        let page = HTMLReport().render(Self.report(findings))
        let entries = Self.entries(page)
        #expect(entries.map(\.id) == (1...6).map { "finding-\($0)" })
        #expect(
            entries.map { $0.text.trimmingCharacters(in: .whitespacesAndNewlines).components(separatedBy: "\n").first ?? "" } == [
                "critical focus-order: focus-order in Zeta",
                // 24 cells before 4 at one severity; the baseline's does not fail the run, so it comes after both.
                "serious contrast-text: contrast-text in Beta",
                "serious contrast-text: contrast-text in Zeta",
                "serious target-size: target-size in Gamma",
                "minor label-missing: label-missing in Alpha",
                "incomplete (critical if it is a violation) target-size: target-size in Omega",
            ])
        // The findings list is the first section of the page.
        let findingsAt = try #require(page.range(of: "<section id=\"findings\""))
        let summaryAt = try #require(page.range(of: "<section id=\"summary\""))
        #expect(findingsAt.lowerBound < summaryAt.lowerBound)
        // Each severity badge is a link to what the severity means.
        #expect(page.contains("<a class=\"badge critical\" href=\"#severity-critical\">critical</a>"))
        #expect(page.contains("<dt id=\"severity-critical\">"))
    }

    @Test func `one root cause is listed once with every component, style and state where it occurs`() throws {
        let findings = [
            Self.finding("contrast-text", .serious, "Button", style: "primary", state: "detail", file: "Sources/Detail.swift"),
            Self.finding("contrast-text", .serious, "Button", style: "rounded", state: "detail", file: "Sources/Detail.swift"),
            Self.finding("contrast-text", .moderate, "Card", style: "plain", state: "title", file: "Sources/Detail.swift"),
            // At the catalog entry (its maker unknown): a cause of its own each.
            Self.finding("label-missing", .critical, "Tag", style: "plain", state: "a", line: nil),
            Self.finding("label-missing", .critical, "Tag", style: "plain", state: "b", line: nil),
        ]
        let report = Self.report(findings).canonicalized()
        let causes = report.rootCauses(failOn: .serious)
        #expect(causes.count == 3)
        #expect(causes.map(\.findings.count).sorted() == [1, 1, 3])
        let shared = try #require(causes.first { $0.findings.count == 3 })
        #expect(shared.severity == .serious && shared.cells == 12)
        var dark = SampleReports.screen("Card", "plain", "title")
        dark.settings = "colorScheme=dark"
        let screens = [
            SampleReports.screen("Button", "primary", "detail"), SampleReports.screen("Button", "rounded", "detail"),
            SampleReports.screen("Card", "plain", "title"), dark,
        ]
        let page = HTMLReport().render(Self.report(findings, screens: screens))
        #expect(Self.entries(page).count == 3)
        #expect(page.components(separatedBy: "<code>contrast-text</code>").count == 2)
        // Each place links to its state's pictures; the milder place says so.
        #expect(page.contains("<dt>Where (3 places)</dt>"))
        #expect(page.contains("<a href=\"#group-1-screen-1\">Button, style primary, state detail</a>: in 4 of 24 cells"))
        #expect(page.contains("<a href=\"#group-2-screen-1\">Button, style rounded, state detail</a>"))
        #expect(page.contains("<a href=\"#group-3-screen-1\">Card, style plain, state title</a>"))
        #expect(page.contains("; moderate here; here: contrast-text in Card."))
        // The catalog entry they share is named once.
        #expect(page.contains("<dt>Catalog entry</dt><dd><code>Sources/Catalog.swift:5</code></dd>"))
        #expect(!page.contains("; catalog entry"))
        #expect(page.contains("<div class=\"screen\" id=\"group-1-screen-1\">"))
        // The cells link to the picture drawn in them, when there is one: the Card's dark picture, its second.
        #expect(
            page.contains(
                "Card, style plain, state title</a>: in 4 of 24 cells, when colorScheme=dark "
                    + "(<a href=\"#group-3-screen-1-2\">pictured with colorScheme=dark</a>)"))
        #expect(page.contains("<figure id=\"group-3-screen-1-2\">"))
        // The component's section links back to the cause.
        #expect(page.contains("<li><a href=\"#finding-3\"><span class=\"badge serious\">serious</span> contrast-text: contrast-text in Button</a>"))
    }

    @Test func `the filters are labelled selects whose options CSS matches against each finding's tokens`() throws {
        let findings = [
            Self.finding("contrast-text", .serious, "Button", state: "on"),
            Self.finding("label-missing", .critical, "Card", state: "off", line: 20),
            Self.finding("label-missing", .critical, "Tag", state: "on", line: 30),
        ]
        let page = HTMLReport().render(Self.report(findings))
        let xml = XMLCollector.parse(page)
        #expect(xml.error == nil)
        let labels = Set(xml.named("label").compactMap { $0.attributes["for"] })
        let controls = xml.elements.filter { $0.name == "select" || $0.name == "input" }.compactMap { $0.attributes["id"] }
        #expect(controls == ["filter-severity", "filter-rule", "filter-component", "filter-state", "filter-search"])
        #expect(controls.allSatisfy(labels.contains))
        #expect(page.contains("<option value=\"r2\">label-missing (2)</option>"))
        #expect(page.contains("<option value=\"critical\">critical (2)</option>"))
        #expect(page.contains("<option value=\"s1\">off (1)</option><option value=\"s2\">on (2)</option>"))
        let cards = xml.elements.filter { $0.name == "li" && $0.attributes["class"] == "finding" }
        #expect(cards.map { $0.attributes["data-component"] } == ["c2", "c3", "c1"])
        #expect(cards.map { $0.attributes["data-rule"] } == ["r2", "r2", "r1"])
        #expect(cards.map { $0.attributes["data-state"] } == ["s1", "s2", "s2"])
        // One CSS rule per option hides the findings without its token.
        #expect(
            page.contains(
                "#filters:has(#filter-component option[value=\"c3\"]:checked) ~ .findings > .finding:not([data-component~=\"c3\"]){display:none}"))
        #expect(
            page.contains(
                "#filters:has(#filter-severity option[value=\"critical\"]:checked) ~ .findings > .finding:not([data-severity=\"critical\"])"))
        // The search is shown by the page's one script, which keeps the page well-formed XML and needs no network.
        #expect(page.contains("<div class=\"filter\" id=\"filter-search-box\" hidden=\"hidden\">"))
        #expect(page.components(separatedBy: "<script").count == 2)
        #expect(!HTMLReport.script.contains("<") && !HTMLReport.script.contains("&") && !HTMLReport.script.contains("http"))
        #expect(page.contains("<p id=\"filter-status\" role=\"status\" hidden=\"hidden\">Showing all 3 findings.</p>"))
        // A page without findings has neither filters nor script.
        let clean = HTMLReport().render(Self.report([]))
        #expect(!clean.contains("<script") && !clean.contains("<form"))
    }

    @Test func `the matrix has the same columns however many settings the findings occur under`() throws {
        var findings: [Finding] = []
        for index in 0..<30 {
            var finding = Self.finding("contrast-text", .serious, "C\(index)", line: index + 1)
            finding.cells.when = "colorScheme=dark,dynamicTypeSize=accessibility\(index),isEnabled=true,reduceTransparency=false"
            findings.append(finding)
        }
        let page = HTMLReport().render(Self.report(findings))
        let xml = XMLCollector.parse(page)
        let headers = xml.named("th").filter { $0.attributes["scope"] == "col" }.map(\.text).drop { $0 != "Component" }
        #expect(Array(headers.prefix(10)) == ["Component", "Style", "State", "critical", "serious", "moderate", "minor", "incomplete", "when"])
        #expect(!page.contains("<div class=\"scroll\"><table class=\"matrix\">"))
        // The settings wrap: after each comma a space, and table cells may break anywhere.
        #expect(page.contains("colorScheme=dark, dynamicTypeSize=accessibility0, isEnabled=true, reduceTransparency=false"))
        #expect(HTMLReport.css.contains("overflow-wrap:anywhere}") && HTMLReport.css.contains("table.matrix{width:100%}"))
        // A count is a link to the first finding of that severity there.
        #expect(page.contains("<td><a class=\"badge serious\" href=\"#finding-1\">1 serious</a></td>"))
    }

    @Test func `disabled elements are drawn dimmed and a cut-off text runs past its dashed frame, linked to its finding`() throws {
        let screen = AuditReport.Screen(
            component: "Card", style: "plain", state: "disabled", width: 120, height: 60,
            nodes: [
                .init(
                    path: NodePath([0]), kind: "text", frame: CGRect(x: 8, y: 8, width: 60, height: 20),
                    label: "A very long title that does not fit", color: .black, fontSize: 17, isDisabled: true, isTruncated: true),
                .init(
                    path: NodePath([1]), kind: "text", frame: CGRect(x: 8, y: 30, width: 20, height: 20), label: "Fits by the layout",
                    color: .black, fontSize: 17),
            ])
        var clipped = Self.finding("text-clipped", .serious, "Card", state: "disabled")
        clipped.element.path = NodePath([0])
        let page = HTMLReport().render(Self.report([clipped], screens: [screen]))
        #expect(XMLCollector.parse(page).error == nil)
        #expect(page.contains("<g class=\"disabled\" opacity=\"0.4\" data-disabled=\"true\">"))
        #expect(page.contains("<a class=\"overflow\" href=\"#finding-1\"><title>cut off: finding 1</title>"))
        #expect(page.contains(">A very long title that does not fit</tspan></text><rect class=\"overflow-frame\" x=\"8\" y=\"8\" width=\"60\""))
        // The picture widens to show the whole text: 35 characters at 17 pt, half the size each, from x = 8, and 8 more.
        #expect(page.contains("viewBox=\"0 0 313.50 60\""))
        // A text that fits by the layout stays in its frame.
        #expect(page.contains("textLength=\"20\" lengthAdjust=\"spacingAndGlyphs\""))
        // The caption says both in words, with the link.
        #expect(page.contains("Disabled elements are drawn dimmed."))
        #expect(page.contains("is cut off at this size: drawn whole, past its frame (a dashed outline); <a href=\"#finding-1\">finding 1</a>."))
    }

    @Test func `a text whose colour the tree does not give is not drawn`() throws {
        // A text field records its font but not its typed text's colour; check-html-report.sh
        // refuses a drawn text without its colour.
        let screen = AuditReport.Screen(
            component: "Form", style: "plain", state: "default", width: 120, height: 60,
            nodes: [
                .init(path: NodePath([0]), kind: "textField", frame: CGRect(x: 8, y: 8, width: 100, height: 20), label: "Name", fontSize: 17)
            ])
        let page = HTMLReport().render(Self.report([], screens: [screen]))
        #expect(XMLCollector.parse(page).error == nil)
        #expect(!page.contains("<text class=\"drawn-text\""))
    }

    @Test func `a screen's disabled and cut-off nodes survive the JSON report`() throws {
        let screen = AuditReport.Screen(
            component: "Card", style: "plain", state: "disabled", width: 120, height: 60,
            nodes: [
                .init(path: NodePath([0]), kind: "text", frame: CGRect(x: 8, y: 8, width: 60, height: 20), label: "Title", isDisabled: true),
                .init(path: NodePath([1]), kind: "text", frame: CGRect(x: 8, y: 30, width: 60, height: 20), label: "Body", isTruncated: true),
            ])
        let report = Self.report([], screens: [screen])
        let json = ReportJSON.encode(report)
        #expect(json.contains("\"enabled\" : false") || json.contains("\"enabled\": false"))
        let read = try ReportJSON.decode(json)
        #expect(read.screens.first?.nodes.map(\.isDisabled) == [true, false])
        #expect(read.screens.first?.nodes.map(\.isTruncated) == [false, true])
    }
}
