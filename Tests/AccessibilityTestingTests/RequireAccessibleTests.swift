import HeadlessUI
import Testing

@testable import AccessibilityTesting

@Suite struct RequireAccessibleTests {
    @Test func `a failing view stops the test with one issue per finding at the caller's line`() throws {
        let log = IssueLog()
        let line = #line + 3
        var reachedEnd = false
        try withKnownIssue {
            _ = try requireAccessible(Fixtures.unlabeledIconButton, .styles(Fixtures.renamingStyles))
            reachedEnd = true
        } matching: {
            log.keep($0)
        }
        #expect(!reachedEnd)
        let rules = log.errors.map { String($0.text.prefix { $0 != " " }) }
        #expect(rules.sorted() == ["image-label-derived", "style-invariance"])
        #expect(log.errors.contains { $0.kind.description.hasPrefix("Expectation failed") })
        #expect(log.errors.allSatisfy { $0.sourceLocation?.line == line })
    }

    @Test func `an accessible view returns its report`() throws {
        let report = try requireAccessible(Fixtures.labelledIconButton)
        #expect(report.focusStops == ["Delete. Button."])
    }

    @Test func `warnings do not stop the test`() throws {
        var report: AccessibilityReport?
        withKnownIssue {
            report = try requireAccessible(Fixtures.redundantRoleButton)
        }
        #expect(report?.warnings.map(\.rule) == [.labelRedundantRole])
    }
}
