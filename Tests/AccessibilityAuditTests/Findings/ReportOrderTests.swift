import AccessibilityModel
import Foundation
import Testing
@testable import AccessibilityAudit

/// Findings are reported in one order, whatever order they were grouped in.
struct ReportOrderTests {
    private func finding(_ severity: Severity, _ rule: RuleID, _ path: [Int], _ outcome: Outcome = .violation,
                         message: String = "m", label: String? = nil) -> Finding {
        Finding(rule: rule, outcome: outcome, severity: severity, wcag: [], component: "C", style: "s", state: "t",
                element: Finding.Element(path: NodePath(path), label: label), cells: Finding.Cells(count: 1, of: 1, when: "always"),
                message: message, fix: "")
    }

    @Test func `sorting positions gives the report order, equal findings in their first order`() {
        var findings: [Finding] = []
        for index in 0..<300 {
            let severity = [Severity.critical, .serious, .moderate, .minor][index % 4]
            let rule: RuleID = index % 3 == 0 ? .contrastText : .labelMissing
            findings.append(finding(severity, rule, [index % 7, index % 5], index % 2 == 0 ? .violation : .incomplete,
                                    message: "m\(index % 6)", label: "#\(index)"))
        }
        // A fixed permutation (7,919 is prime to 300) puts them out of order.
        findings = (0..<findings.count).map { findings[($0 * 7_919) % findings.count] }
        // Equal findings (the same key, other labels) keep the order they came in.
        let expected = findings.enumerated().sorted { a, b in
            if a.element.precedes(b.element) { return true }
            if b.element.precedes(a.element) { return false }
            return a.offset < b.offset
        }.map(\.element)
        #expect(FindingGrouper.sortedForReport(findings) == expected)
        #expect(FindingGrouper.sortedForReport([]).isEmpty)
    }
}

