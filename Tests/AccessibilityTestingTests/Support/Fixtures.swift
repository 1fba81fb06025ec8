import Foundation
import HeadlessUI
import Testing

@testable import AccessibilityTesting

/// Views whose findings are known, for the helpers' tests.
enum Fixtures {
    /// An icon-only button with a 44-point target and no label: VoiceOver reads the symbol name.
    static var unlabeledIconButton: some View {
        Button(action: {}) { Image(systemName: "trash").frame(width: 44, height: 44) }
    }

    /// The same button with a label: no findings.
    static var labelledIconButton: some View {
        Button(action: {}) { Image(systemName: "trash").frame(width: 44, height: 44) }
            .accessibilityLabel("Delete")
    }

    /// A label that repeats its role: only a minor finding.
    static var redundantRoleButton: some View {
        Button(action: {}) { Image(systemName: "trash").frame(width: 44, height: 44) }
            .accessibilityLabel("Delete button")
    }

    /// Two styles of which the second renames the button: a style-invariance finding.
    static let renamingStyles: StyleCollection = [
        NamedStyle("plain") { $0 },
        NamedStyle("renamed") { $0.accessibilityLabel("Remove") },
    ]
}

/// Collects what a matcher saw, for assertions after `withKnownIssue`.
final class IssueLog: @unchecked Sendable {
    private let lock = NSLock()
    private var issues: [Issue] = []

    /// Records `issue` and answers `true`, so every issue is known.
    func keep(_ issue: Issue) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        issues.append(issue)
        return true
    }

    var all: [Issue] {
        lock.lock()
        defer { lock.unlock() }
        return issues
    }

    var errors: [Issue] { all.filter { $0.severity == .error } }
    var warnings: [Issue] { all.filter { $0.severity == .warning } }
}

extension Issue {
    /// The issue's comments joined: the text the helpers wrote.
    var text: String { comments.map(\.rawValue).joined(separator: "\n") }
}

/// A fresh empty folder for snapshot tests, removed by the caller.
func temporarySnapshotFolder() throws -> String {
    let path = FileManager.default.temporaryDirectory.path + "/a11y-snapshots-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
