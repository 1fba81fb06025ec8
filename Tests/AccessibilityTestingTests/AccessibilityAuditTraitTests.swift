import Foundation
import HeadlessUI
import Testing

@testable import AccessibilityTesting

@Suite(.accessibilityAudit(.matrix(.pairwise), .failOn(.moderate), .auditAfterEachTest(false)))
struct AccessibilityAuditTraitTests {
    @Test func `a suite trait configures every test`() {
        #expect(AccessibilityTestConfiguration.current.matrix == .pairwise)
        #expect(AccessibilityTestConfiguration.current.failOn == .moderate)
        #expect(!AccessibilityTestConfiguration.current.auditsAfterEachTest)
    }

    @Test(.accessibilityAudit(.failOn(.critical), .record(.never), .auditAfterEachTest(false)))
    func `a test trait changes only what it names`() {
        #expect(AccessibilityTestConfiguration.current.matrix == .pairwise)
        #expect(AccessibilityTestConfiguration.current.failOn == .critical)
        #expect(AccessibilityTestConfiguration.current.record == .never)
    }

    @Test(.accessibilityAudit(AccessibilityTestConfiguration(matrix: .smoke, failOn: nil)))
    func `a whole configuration replaces the enclosing one`() {
        #expect(AccessibilityTestConfiguration.current == AccessibilityTestConfiguration(matrix: .smoke, failOn: nil))
    }

    @Test func `the helpers' defaults come from the configuration`() {
        let log = IssueLog()
        withKnownIssue {
            // The moderate target-size finding fails at the suite's threshold.
            expectAccessible(Button(action: {}) { Image(systemName: "trash") }.accessibilityLabel("Delete"))
        } matching: {
            log.keep($0)
        }
        #expect(log.errors.map { String($0.text.prefix { $0 != " " }) } == ["target-size"])
        #expect(log.errors.first?.text.contains("pairwise matrix") == true)
    }

    @Test func `views shown to VoiceOver are audited when the test ends, at the line that showed them`() async throws {
        let test = try #require(Test.current)
        let log = IssueLog()
        let line = #line + 3
        try await withKnownIssue {
            try await AccessibilityAuditTrait.accessibilityAudit().provideScope(for: test, testCase: Test.Case.current) {
                let vo = VoiceOver(Fixtures.unlabeledIconButton)
                #expect(vo.next() == "trash. Button.")
            }
        } matching: {
            log.keep($0)
        }
        #expect(log.errors.count == 1)
        #expect(log.errors.first?.sourceLocation?.line == line)
        #expect(log.errors.first?.text.hasPrefix("image-label-derived (serious)") == true)
    }

    @Test func `tree snapshots register their view too, and a failing test is still audited`() async throws {
        let test = try #require(Test.current)
        let folder = try temporarySnapshotFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let log = IssueLog()
        try await withKnownIssue {
            try await TaskStore.$snapshotDirectory.withValue(folder) {
                try await AccessibilityAuditTrait.accessibilityAudit().provideScope(for: test, testCase: Test.Case.current) {
                    expectTree(of: Fixtures.unlabeledIconButton, named: "icon")
                    throw CancellationError()
                }
            }
        } matching: {
            log.keep($0)
        }
        let texts = log.errors.map(\.text)
        #expect(texts.contains { $0.hasPrefix("Recorded a new snapshot") })
        #expect(texts.contains { $0.hasPrefix("image-label-derived") })
    }

    @Test func `without the audit after each test nothing is registered`() async throws {
        let test = try #require(Test.current)
        try await AccessibilityAuditTrait.accessibilityAudit(.auditAfterEachTest(false)).provideScope(for: test, testCase: Test.Case.current) {
            #expect(TaskStore.session == nil)
            _ = VoiceOver(Fixtures.unlabeledIconButton)
        }
    }
}
