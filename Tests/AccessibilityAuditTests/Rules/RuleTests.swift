import AccessibilityModel
import Testing

@testable import AccessibilityAudit

@Suite struct RuleTests {
    @Test(arguments: RuleCases.all)
    func `rule fires on the flawed tree with a message quoting the values`(_ testCase: RuleCase) {
        let outcomes = Fixtures.run(testCase.rule, testCase.failing)
        let violation = outcomes.violations.first
        #expect(violation != nil, "no violation in \(outcomes)")
        #expect(violation?.message.contains(testCase.message) == true, "message: \(violation?.message ?? "none")")
        if let severity = testCase.severity { #expect(violation?.severity == severity) }
        #expect(violation?.rule == testCase.rule.info.id)
    }

    @Test(arguments: RuleCases.all)
    func `rule passes the corrected tree`(_ testCase: RuleCase) {
        let outcomes = Fixtures.run(testCase.rule, testCase.passing)
        #expect(outcomes.violations.isEmpty, "violations: \(outcomes.violations.map(\.message))")
        #expect(!outcomes.passes.isEmpty || testCase.rule is MotionNotReduced, "no pass outcome in \(outcomes.outcomes)")
    }

    @Test func `every registered rule has a case`() {
        let covered = Set(RuleCases.all.map(\.rule.info.id))
        for rule in CheckRegistry.rules { #expect(covered.contains(rule.info.id), "\(rule.info.id) has no test case") }
    }
}
