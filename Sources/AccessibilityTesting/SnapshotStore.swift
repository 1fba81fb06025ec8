import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Golden files under `__Snapshots__/<TestFile>/` next to the test file:
/// where they live, how they are compared, and when they are (atomically)
/// written.
struct SnapshotStore {
    /// What kind of snapshot: the file extension before `.txt`.
    var kind: String
    /// The snapshot's name (already a safe file name).
    var name: String
    /// The test file that takes the snapshot (`#filePath`).
    var testFilePath: String

    /// What checking a snapshot did.
    enum Outcome: Equatable {
        case matched
        /// A baseline was written (the reason says why); the test fails once.
        case recorded(reason: String)
        /// The text differs from the baseline; `rerecorded` when it was replaced.
        case mismatch(diff: [String], rerecorded: Bool)
        /// No baseline, and the record mode forbids writing one.
        case missing
        /// The baseline could not be written or read.
        case failed(String)
    }

    /// The test file's name without `.swift`.
    var testFileName: String {
        let last = testFilePath.split(separator: "/").last.map(String.init) ?? "Tests"
        return last.hasSuffix(".swift") ? String(last.dropLast(6)) : last
    }

    /// `__Snapshots__/<TestFile>/<name>.<kind>.txt`: the path messages show,
    /// relative to the test file's folder.
    var displayPath: String { "__Snapshots__/\(testFileName)/\(name).\(kind).txt" }

    /// The folder the file is in: next to the test file, or under the override.
    var directory: String {
        if let root = TaskStore.snapshotDirectory {
            return root + "/" + testFileName
        }
        let folder = testFilePath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return (folder.isEmpty ? "." : folder) + "/__Snapshots__/" + testFileName
    }

    var path: String { directory + "/\(name).\(kind).txt" }

    /// Compares `actual` with the baseline and writes it as `mode` says.
    func check(_ actual: String, mode: SnapshotRecordMode) -> Outcome {
        let recorded = FileManager.default.fileExists(atPath: path) ? read() : nil
        if mode == .all {
            if let problem = write(actual) { return .failed(problem) }
            return .recorded(reason: "the record mode is 'all'")
        }
        guard let recorded else {
            if mode == .never { return .missing }
            if let problem = write(actual) { return .failed(problem) }
            return .recorded(reason: "there was no snapshot yet")
        }
        switch recorded {
        case .unreadable(let problem):
            return .failed(problem)
        case .text(let text):
            let diff = LineDiff.lines(recorded: text, actual: actual)
            if diff.isEmpty { return .matched }
            if mode == .failed {
                if let problem = write(actual) { return .failed(problem) }
                return .mismatch(diff: diff, rerecorded: true)
            }
            return .mismatch(diff: diff, rerecorded: false)
        }
    }

    /// The baseline's text, or why it cannot be read.
    enum Baseline {
        case text(String)
        case unreadable(String)
    }

    func read() -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .unreadable("cannot read \(displayPath)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .unreadable("\(displayPath) is not UTF-8 text")
        }
        return .text(text)
    }

    /// Writes `text` to a temporary file in the same folder and renames it
    /// over the snapshot, so readers see the old file or the new, never half.
    /// - Returns: the problem, or `nil` when written.
    func write(_ text: String) -> String? {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            return "cannot create the folder of \(displayPath): \(error.localizedDescription)"
        }
        let temporary = directory + "/.\(name).\(kind).\(ProcessInfo.processInfo.globallyUniqueString).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
            return "cannot write \(displayPath)"
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            return "cannot replace \(displayPath): \(reason)"
        }
        return nil
    }

    // MARK: Names and modes

    /// A safe file name: letters, digits, `-`, `_` and `.` kept, runs of
    /// anything else turned into one `-`; `snapshot` when nothing is left.
    static func fileName(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isASCII, character.isLetter || character.isNumber || character == "_" || character == "." {
                result.append(character)
            } else if !result.hasSuffix("-") {
                result.append("-")
            }
        }
        while result.hasPrefix("-") || result.hasPrefix(".") { result.removeFirst() }
        while result.hasSuffix("-") { result.removeLast() }
        return result.isEmpty ? "snapshot" : result
    }

    /// The running test's name as a file name (`delete-button-speaks` for
    /// ``@Test func `delete button speaks`()``).
    static func defaultName() -> String {
        guard let test = Test.current else { return "snapshot" }
        var name = test.name
        if let parenthesis = name.firstIndex(of: "(") { name = String(name[..<parenthesis]) }
        return fileName(name.replacingOccurrences(of: "`", with: ""))
    }

    /// The record mode: `explicit`, else the configuration's, else `A11Y_RECORD`, else `missing`.
    /// - Returns: the mode, or `nil` and the problem when `A11Y_RECORD` holds something else
    ///   (a typo must not record, nor compare as if the variable were unset).
    static func recordMode(
        explicit: SnapshotRecordMode?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> (SnapshotRecordMode?, String?) {
        if let explicit { return (explicit, nil) }
        if let configured = TaskStore.configuration.record { return (configured, nil) }
        guard let text = environment[SnapshotRecordMode.environmentVariable], !text.isEmpty else { return (.missing, nil) }
        if let mode = SnapshotRecordMode(rawValue: text.lowercased()) { return (mode, nil) }
        let names = SnapshotRecordMode.allCases.map(\.rawValue)
        var problem = "\(SnapshotRecordMode.environmentVariable)=\(text) is not a record mode (\(names.joined(separator: ", ")))"
        if let near = Suggestion.nearest(to: text, in: names) { problem += "; did you mean '\(near)'?" }
        return (nil, problem + " Nothing was compared or recorded.")
    }
}
