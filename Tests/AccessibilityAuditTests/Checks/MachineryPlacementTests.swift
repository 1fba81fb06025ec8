import Foundation
import Testing

/// Performance machinery lives only in the node storage (AccessibilityModel's
/// `AccessibilityNode.Storage.swift` and `AccessibilityNode+Prefetch.swift`)
/// and the engine's loops (issue 35, item 5): the audit's rules, contracts and
/// support types and the simulated VoiceOver read like their description.
/// These tests read the sources and name every line that breaks that.
@Suite struct MachineryPlacementTests {
    /// A kind of machinery, how it shows in a source line, and the files
    /// that may still hold it (paths relative to `Sources/` that start with
    /// a key), each with its reason.
    struct Machinery: CustomTestStringConvertible, Sendable {
        var name: String
        var marker: String
        var allowed: [String: String] = [:]
        var testDescription: String { name }
    }

    static let machinery: [Machinery] = [
        Machinery(name: "unsafe pointers", marker: "unsafe"),
        Machinery(name: "raw offsets", marker: "MemoryLayout"),
        Machinery(name: "raw prefetches", marker: "Prefetch."),
        Machinery(name: "unowned references", marker: "unowned"),
        Machinery(name: "exclusivity opt-outs", marker: "@exclusivity"),
        Machinery(
            name: "packed path keys", marker: "orderKey",
            allowed: ["AccessibilityAudit/Audit/FindingGrouper": "the grouper's report order; item 3 rewrites the grouper"]),
    ]

    /// The folders whose code must read like its description.
    static let folders = ["AccessibilityAudit", "ScreenReader"]

    @Test(arguments: machinery)
    func `no machinery outside the storage and the engine`(_ machinery: Machinery) throws {
        let offending = try Self.lines(containing: machinery.marker, in: Self.folders)
            .filter { line in !machinery.allowed.keys.contains { line.file.hasPrefix($0) } }
        #expect(offending.isEmpty, "\(machinery.name) outside the node storage: \(offending.map(\.description))")
    }

    /// Rules and contracts do not even ask for nodes ahead: passes over many
    /// stops or nodes are the engine's (`RuleEngine`, `VisualGroups`).
    @Test func `rules and contracts ask for nothing ahead`() throws {
        let folders = ["AccessibilityAudit/Rules", "AccessibilityAudit/Contracts"]
        let offending = try ["prefetch", "bringingNodes", "NodeField", "childrenToVisit"].flatMap {
            try Self.lines(containing: $0, in: folders)
        }
        #expect(offending.isEmpty, "cache hints in rules or contracts: \(offending.map(\.description))")
    }

    @Test func `the storage keeps the machinery it is given`() throws {
        // The markers are found where they are allowed: a search that finds nothing anywhere proves nothing.
        let storage = try Self.lines(containing: "unsafe", in: ["AccessibilityModel"]).map(\.file)
        #expect(storage.contains("AccessibilityModel/AccessibilityNode+Prefetch.swift"))
        let grouper = try Self.lines(containing: "orderKey", in: ["AccessibilityAudit"]).map(\.file)
        #expect(grouper.contains { $0.hasPrefix("AccessibilityAudit/Audit/FindingGrouper") })
    }

    struct Line: CustomStringConvertible {
        var file: String
        var number: Int
        var text: String
        var description: String { "\(file):\(number): \(text.trimmingCharacters(in: .whitespaces))" }
    }

    /// The lines of the Swift files under `folders` of `Sources/` that contain
    /// `marker` (case-insensitively), comments included.
    static func lines(containing marker: String, in folders: [String]) throws -> [Line] {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
        var found: [Line] = []
        for folder in folders {
            let root = sources.appendingPathComponent(folder)
            let files = try FileManager.default.subpathsOfDirectory(atPath: root.path)
            for file in files.sorted() where file.hasSuffix(".swift") {
                let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where line.range(of: marker, options: .caseInsensitive) != nil {
                    found.append(Line(file: "\(folder)/\(file)", number: number + 1, text: String(line)))
                }
            }
        }
        return found
    }
}
