import Foundation
import HeadlessUI
import Testing

@testable import AccessibilityTesting

/// Record modes, run against a temporary folder instead of `__Snapshots__`.
@Suite struct SnapshotTests {
    /// A session that has said something.
    static func session(label: String = "Delete") -> VoiceOver {
        let vo = VoiceOver(Button(action: {}) { Image(systemName: "trash").frame(width: 44, height: 44) }.accessibilityLabel(label))
        vo.next()
        vo.activate()
        return vo
    }

    /// Runs `body` with snapshots going to a fresh folder; returns the folder's files afterwards.
    static func inTemporaryFolder(_ body: (String) throws -> Void) throws {
        let folder = try temporarySnapshotFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try TaskStore.$snapshotDirectory.withValue(folder) { try body(folder) }
    }

    static func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
    }

    @Test func `a missing snapshot is recorded and fails once, saying so`() throws {
        try Self.inTemporaryFolder { folder in
            let log = IssueLog()
            let line = #line + 2
            withKnownIssue {
                expectTranscript(of: Self.session(), named: "delete", record: .missing)
            } matching: {
                log.keep($0)
            }
            #expect(log.errors.count == 1)
            #expect(log.errors.first?.sourceLocation?.line == line)
            #expect(
                log.errors.first?.text.hasPrefix(
                    "Recorded a new snapshot at __Snapshots__/SnapshotTests/delete.transcript.txt because there was no snapshot yet.") == true)
            let file = folder + "/SnapshotTests/delete.transcript.txt"
            #expect(Self.contents(file) == Self.session().transcript.text)
            #expect(Self.contents(file)?.hasPrefix("> next\nDelete. Button.\n> activate\n") == true)
            // The second run compares and passes.
            expectTranscript(of: Self.session(), named: "delete", record: .missing)
        }
    }

    @Test func `a mismatch shows a line diff and leaves the baseline alone`() throws {
        try Self.inTemporaryFolder { folder in
            withKnownIssue { expectTranscript(of: Self.session(), named: "rename", record: .missing) }
            let file = folder + "/SnapshotTests/rename.transcript.txt"
            let before = Self.contents(file)
            let log = IssueLog()
            withKnownIssue {
                expectTranscript(of: Self.session(label: "Remove"), named: "rename", record: .missing)
            } matching: {
                log.keep($0)
            }
            let text = log.errors.first?.text ?? ""
            #expect(
                text.contains(
                    """
                    Transcript does not match __Snapshots__/SnapshotTests/rename.transcript.txt:
                    --- recorded
                    +++ actual
                      > next
                    - Delete. Button.
                    + Remove. Button.
                    """))
            #expect(text.hasSuffix("Run with A11Y_RECORD=failed to accept the new text."))
            #expect(Self.contents(file) == before)
        }
    }

    @Test func `record mode failed rewrites a mismatching snapshot`() throws {
        try Self.inTemporaryFolder { folder in
            withKnownIssue { expectTranscript(of: Self.session(), named: "rewrite", record: .missing) }
            let log = IssueLog()
            withKnownIssue {
                expectTranscript(of: Self.session(label: "Remove"), named: "rewrite", record: .failed)
            } matching: {
                log.keep($0)
            }
            #expect(log.errors.first?.text.contains("Re-recorded it (record mode 'failed')") == true)
            #expect(Self.contents(folder + "/SnapshotTests/rewrite.transcript.txt")?.contains("Remove. Button.") == true)
            expectTranscript(of: Self.session(label: "Remove"), named: "rewrite", record: .failed)
        }
    }

    @Test func `record mode all rewrites even a matching snapshot and fails`() throws {
        try Self.inTemporaryFolder { _ in
            withKnownIssue { expectTranscript(of: Self.session(), named: "all", record: .missing) }
            let log = IssueLog()
            withKnownIssue {
                expectTranscript(of: Self.session(), named: "all", record: .all)
            } matching: {
                log.keep($0)
            }
            #expect(log.errors.first?.text.contains("because the record mode is 'all'") == true)
        }
    }

    @Test func `record mode never reports a missing snapshot without writing it`() throws {
        try Self.inTemporaryFolder { folder in
            let log = IssueLog()
            withKnownIssue {
                expectTranscript(of: Self.session(), named: "never", record: .never)
            } matching: {
                log.keep($0)
            }
            #expect(
                log.errors.first?.text.hasPrefix(
                    "No snapshot at __Snapshots__/SnapshotTests/never.transcript.txt, and the record mode is 'never'.") == true)
            #expect(!FileManager.default.fileExists(atPath: folder + "/SnapshotTests/never.transcript.txt"))
        }
    }

    @Test(.accessibilityAudit(.record(.never), .auditAfterEachTest(false)))
    func `the trait chooses the record mode`() throws {
        try Self.inTemporaryFolder { folder in
            withKnownIssue {
                expectTranscript(of: Self.session(), named: "trait")
            } matching: {
                $0.text.contains("the record mode is 'never'")
            }
            #expect(!FileManager.default.fileExists(atPath: folder + "/SnapshotTests/trait.transcript.txt"))
        }
    }

    @Test func `the environment variable chooses the mode, and a bad value is reported`() {
        #expect(SnapshotStore.recordMode(explicit: nil, environment: [:]) == (.missing, nil))
        #expect(SnapshotStore.recordMode(explicit: nil, environment: ["A11Y_RECORD": "ALL"]) == (.all, nil))
        #expect(SnapshotStore.recordMode(explicit: .never, environment: ["A11Y_RECORD": "all"]) == (.never, nil))
        let (mode, problem) = SnapshotStore.recordMode(explicit: nil, environment: ["A11Y_RECORD": "faild"])
        #expect(mode == nil)
        #expect(
            problem == "A11Y_RECORD=faild is not a record mode (missing, all, failed, never); did you mean 'failed'? "
                + "Nothing was compared or recorded.")
    }

    @Test func `a bad A11Y_RECORD is an error, and nothing is recorded`() throws {
        try Self.inTemporaryFolder { folder in
            let log = IssueLog()
            withKnownIssue {
                SnapshotExpectation.check(
                    "text", kind: "transcript", what: "Transcript", name: "bad-mode", record: nil,
                    sourceLocation: #_sourceLocation, environment: ["A11Y_RECORD": "nevr"])
            } matching: {
                log.keep($0)
            }
            #expect(
                log.errors.map(\.text) == [
                    "A11Y_RECORD=nevr is not a record mode (missing, all, failed, never); did you mean 'never'? Nothing was compared or recorded."
                ])
            #expect(!FileManager.default.fileExists(atPath: folder + "/SnapshotTests/bad-mode.transcript.txt"))
        }
    }

    @Test func `tree snapshots hold the tree's dump and are named after the test`() throws {
        try Self.inTemporaryFolder { folder in
            withKnownIssue { expectTree(of: Fixtures.labelledIconButton) }
            let dump = Self.contents(folder + "/SnapshotTests/tree-snapshots-hold-the-tree-s-dump-and-are-named-after-the-test.tree.txt")
            #expect(dump?.hasPrefix("tree \"Button\" layoutDirection=leftToRight settings=default\n") == true)
            #expect(dump?.contains("label=\"Delete\"") == true)
            expectTree(of: Fixtures.labelledIconButton)
        }
    }

    @Test func `writes leave no temporary files behind`() throws {
        try Self.inTemporaryFolder { folder in
            withKnownIssue { expectTranscript(of: Self.session(), named: "atomic", record: .all) }
            withKnownIssue { expectTranscript(of: Self.session(), named: "atomic", record: .all) }
            let files = try FileManager.default.contentsOfDirectory(atPath: folder + "/SnapshotTests")
            #expect(files == ["atomic.transcript.txt"])
        }
    }

    @Test func `snapshots live next to the test file`() {
        let store = SnapshotStore(kind: "tree", name: "card", testFilePath: "/repo/Tests/UITests/CardTests.swift")
        #expect(store.directory == "/repo/Tests/UITests/__Snapshots__/CardTests")
        #expect(store.displayPath == "__Snapshots__/CardTests/card.tree.txt")
    }

    @Test(arguments: [
        ("Delete button speaks", "Delete-button-speaks"), ("../../etc/passwd", "etc-passwd"), ("", "snapshot"),
        ("étoile ★", "toile"),
    ])
    func `snapshot names become safe file names`(name: String, file: String) {
        #expect(SnapshotStore.fileName(name) == file)
    }
}
