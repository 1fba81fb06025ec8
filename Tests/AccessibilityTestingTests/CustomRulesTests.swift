import HeadlessUI
import Testing

@testable import AccessibilityTesting

/// A design system's own rule for these tests: every button label starts with a verb.
private struct ButtonLabelStartsWithVerb: StopRule {
    static let info = CheckDescription(
        id: "ds-button-verb", title: "Button label without a verb", severity: .serious, wcag: [],
        explanation: "Buttons are named by what they do.", fix: "start the label with a verb: \"Delete message\"")

    func check(_ stop: AuditedStop, in context: RuleContext) -> Verdict? {
        guard stop.node.traits.contains(.button), let label = stop.node.label else { return nil }
        return label.hasPrefix("Delete") || label.hasPrefix("Add") ? .pass : .violation("\"\(label)\" does not start with a verb")
    }
}

@Suite struct CustomRulesTests {
    static var trash: some View {
        Button(action: {}) { Image(systemName: "trash").frame(width: 44, height: 44) }.accessibilityLabel("Trash")
    }

    @Test func `a custom rule's finding is an issue at the caller's line with its ID and fix`() {
        let log = IssueLog()
        let line = #line + 2
        withKnownIssue {
            expectAccessible(Self.trash, .rules([ButtonLabelStartsWithVerb()]))
        } matching: {
            log.keep($0)
        }
        #expect(log.errors.map { String($0.text.prefix { $0 != " " }) } == ["ds-button-verb"])
        #expect(log.errors.first?.sourceLocation?.line == line)
        #expect(log.errors.first?.text.contains("fix: start the label with a verb") == true)
    }

    @Test func `a suite's rules reach every helper and the audit after the test`() async throws {
        // Before the trait took the helpers' options, a custom rule could only be given per call:
        // the audit after each test (views shown to VoiceOver) never ran one.
        let test = try #require(Test.current)
        let log = IssueLog()
        let shown = #line + 4, expected = #line + 5
        try await withKnownIssue {
            try await AccessibilityAuditTrait.accessibilityAudit(.rules([ButtonLabelStartsWithVerb()]), .only("ds-button-verb"))
                .provideScope(for: test, testCase: Test.Case.current) {
                    _ = VoiceOver(Button("Trash", action: {}).frame(width: 44, height: 44))
                    expectAccessible(Button("Trash", action: {}).frame(width: 44, height: 44))
                }
        } matching: {
            log.keep($0)
        }
        #expect(log.errors.map { String($0.text.prefix { $0 != " " }) } == ["ds-button-verb", "ds-button-verb"])
        #expect(Set(log.errors.compactMap { $0.sourceLocation?.line }) == [shown, expected])
    }

    @Test func `a trait given a view's option is an issue at the trait's line`() async throws {
        let test = try #require(Test.current)
        let log = IssueLog()
        let line = #line + 2
        await withKnownIssue {
            let trait = AccessibilityAuditTrait.accessibilityAudit(.named("Trash"), .auditAfterEachTest(false))
            try? await trait.provideScope(for: test, testCase: Test.Case.current) {}
        } matching: {
            log.keep($0)
        }
        #expect(
            log.all.map(\.text) == [
                "cannot audit: .named does not apply here: a trait configures every view of its tests; "
                    + "name and style one view in `expectAccessible(…)`"
            ])
        #expect(log.all.first?.sourceLocation?.line == line)
    }

    @Test func `a skipped rule records nothing`() throws {
        let report = try #require(expectAccessible(Self.trash, .rules([ButtonLabelStartsWithVerb()]), .skipping("ds-button-verb")))
        #expect(report.passed)
    }

    @Test(.accessibilityAudit(.auditAfterEachTest(false), .skipping("ds-button-verb")))
    func `the trait's skipped rules are the helpers' default`() throws {
        #expect(AccessibilityTestConfiguration.current.skippedRules == ["ds-button-verb"])
        let report = try #require(expectAccessible(Self.trash, .rules([ButtonLabelStartsWithVerb()])))
        #expect(report.passed)
    }

    @Test func `only the chosen rules run, as with --rule`() throws {
        // The icon button breaks the custom rule; with only the built-in label rule chosen, nothing else runs.
        let chosen = try #require(expectAccessible(Self.trash, .rules([ButtonLabelStartsWithVerb()]), .only("label-missing")))
        #expect(chosen.passed)
        #expect(Set(chosen.result.findings.map(\.rule)).isSubset(of: ["label-missing"]))
        let log = IssueLog()
        withKnownIssue {
            expectAccessible(Self.trash, .rules([ButtonLabelStartsWithVerb()]), .only("ds-button-verb"))
        } matching: {
            log.keep($0)
        }
        #expect(log.errors.map { String($0.text.prefix { $0 != " " }) } == ["ds-button-verb"])
    }

    @Test func `an unknown skipped rule is one issue naming the nearest ID`() {
        let log = IssueLog()
        withKnownIssue {
            expectAccessible(Self.trash, .skipping("label-mising"))
        } matching: {
            log.keep($0)
        }
        #expect(log.all.count == 1)
        #expect(log.all.first?.text == "cannot audit: unknown rule 'label-mising'; did you mean 'label-missing'?")
    }
}
