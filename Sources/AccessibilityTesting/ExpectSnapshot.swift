import AccessibilityModel
import Foundation
import HeadlessUI
import ScreenReader
import Testing

/// Compares what `voiceOver` has said so far (its `Transcript`) with the
/// golden file `__Snapshots__/<TestFile>/<name>.transcript.txt` next to the
/// test file, recording an issue at the caller's line on any difference.
///
/// A missing snapshot is written and fails the test once, saying so; a
/// mismatch shows a line diff (`-` recorded, `+` actual). The record mode
/// (``SnapshotRecordMode``) comes from `record`, the `.accessibilityAudit(.record(…))`
/// trait, or the `A11Y_RECORD` environment variable.
///
/// ```swift
/// let vo = VoiceOver(RatingView(value: 3))
/// vo.next(); vo.increment()
/// expectTranscript(of: vo, named: "rating-increment")
/// ```
///
/// - Parameters:
///   - voiceOver: the session whose transcript is compared.
///   - name: the file's name (default: the test function's name, e.g. `rating-speaks`);
///     give one per snapshot when a test takes several or is parameterized.
///   - record: the record mode for this snapshot only.
///   - sourceLocation: where issues are recorded; its file decides the folder.
public func expectTranscript(
    of voiceOver: VoiceOver, named name: String? = nil, record: SnapshotRecordMode? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    SnapshotExpectation.check(
        voiceOver.transcript.text, kind: "transcript", what: "Transcript", name: name, record: record,
        sourceLocation: sourceLocation)
}

/// Compares the accessibility tree of `view` (its text dump, as `a11y-audit
/// tree` prints it) with `__Snapshots__/<TestFile>/<name>.tree.txt`, like
/// ``expectTranscript(of:named:record:sourceLocation:)``. Within an
/// `.accessibilityAudit()` scope the view is also
/// audited when the test ends.
///
/// ```swift
/// expectTree(of: Toggle("Wi-Fi", isOn: .constant(true)), settings: SettingsOverride(colorScheme: .dark).applied(to: AccessibilitySettings()))
/// ```
public func expectTree<V: View>(
    of view: @autoclosure @escaping () -> V, named name: String? = nil, settings: AccessibilitySettings = AccessibilitySettings(),
    record: SnapshotRecordMode? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    let underTest = ViewUnderTest(view, name: nil)
    AuditSession.registerIfAuditing(underTest, at: sourceLocation)
    let tree = underTest.subject(style: .unstyled).render(settings: settings)
    expectTree(of: tree, named: name, record: record, sourceLocation: sourceLocation)
}

/// Compares `tree`'s text dump with `__Snapshots__/<TestFile>/<name>.tree.txt`.
public func expectTree(
    of tree: AccessibilityTree, named name: String? = nil, record: SnapshotRecordMode? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    SnapshotExpectation.check(
        tree.dump, kind: "tree", what: "Accessibility tree", name: name, record: record,
        sourceLocation: sourceLocation)
}

/// The issue-recording part shared by the snapshot helpers.
enum SnapshotExpectation {
    static func check(
        _ actual: String, kind: String, what: String, name: String?, record: SnapshotRecordMode?,
        sourceLocation: SourceLocation, environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        let (chosen, modeProblem) = SnapshotStore.recordMode(explicit: record, environment: environment)
        guard let mode = chosen else {
            Issue.record(Comment(rawValue: modeProblem ?? ""), severity: .error, sourceLocation: sourceLocation)
            return
        }
        let store = SnapshotStore(
            kind: kind, name: SnapshotStore.fileName(name ?? SnapshotStore.defaultName()),
            testFilePath: sourceLocation.filePath)
        let message: String
        switch store.check(actual, mode: mode) {
        case .matched:
            return
        case .recorded(let reason):
            message =
                "Recorded a new snapshot at \(store.displayPath) because \(reason). "
                + "Check it and run the test again: a newly recorded snapshot fails once, so it is never accepted unseen."
        case .mismatch(let diff, let rerecorded):
            let action =
                rerecorded
                ? "Re-recorded it (record mode 'failed'); check the new file and run the test again."
                : "Run with \(SnapshotRecordMode.environmentVariable)=failed to accept the new text."
            message = "\(what) does not match \(store.displayPath):\n" + diff.joined(separator: "\n") + "\n" + action
        case .missing:
            message =
                "No snapshot at \(store.displayPath), and the record mode is 'never'. "
                + "Run with \(SnapshotRecordMode.environmentVariable)=missing to record it."
        case .failed(let problem):
            message = "Snapshot \(store.displayPath): \(problem)"
        }
        Issue.record(Comment(rawValue: message), severity: .error, sourceLocation: sourceLocation)
        Attachment.record(actual, named: "\(store.name).\(kind).txt", sourceLocation: sourceLocation)
    }
}
