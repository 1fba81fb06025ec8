import Foundation
import Testing

@testable import AccessibilityModel

/// `TreeFormat.read` of a ``MappedFile`` drops the file's pages as its two
/// passes go past them; the pages read again come from the file. It must say
/// exactly what reading the same bytes from `Data` says: the same tree and
/// warnings, or the same error (message, path, line, column).
@Suite struct MappedTreeReadingTests {
    /// The repository's folder.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The files of the hostile tree corpus that are not empty (an empty file is not mapped).
    static let corpus: [String] = {
        let url = repository.appendingPathComponent("Tests/Hostile/trees")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.sorted().filter { name in
            let size = (try? FileManager.default.attributesOfItem(atPath: url.appendingPathComponent(name).path))?[.size] as? NSNumber
            return (size?.intValue ?? 0) > 0
        }
    }()

    @Test(arguments: corpus)
    func `a hostile file reads the same mapped as from its bytes`(_ name: String) throws {
        let url = Self.repository.appendingPathComponent("Tests/Hostile/trees").appendingPathComponent(name)
        let file = try #require(Self.map(url))
        let data = try Data(contentsOf: url)
        #expect(Self.outcome(mapped: file) == Self.outcome(data))
    }

    @Test func `the corpus was found`() {
        #expect(Self.corpus.count >= 40)
    }

    /// A tree of about 10 MiB, several times ``TreeShape/releaseStride``, so
    /// that both passes drop pages, and the errors found near its end are
    /// placed by reading the dropped pages again.
    @Test(arguments: LargeTree.allCases)
    func `a large tree reads the same mapped as from its bytes`(_ kind: LargeTree) throws {
        let text = kind.text
        #expect(text.utf8.count > 2 * TreeShape.releaseStride)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-mapped-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("large.json")
        try Data(text.utf8).write(to: url)
        let file = try #require(Self.map(url))
        let mapped = Self.outcome(mapped: file)
        let read = Self.outcome(Data(text.utf8))
        #expect(mapped == read)
        switch (kind, mapped) {
        case (.valid, .success(let pair)): #expect(pair.tree.root.children.count == LargeTree.sections)
        case (.misspelt, .success(let pair)): #expect(pair.warnings.count == 1 && pair.warnings.first.first?.line == LargeTree.sections + 1)
        case (.badTrait, .failure(let error)): #expect(error.line == LargeTree.sections + 1, "\(error.message)")
        case (.trailingGarbage, .failure(let error)): #expect(error.line == LargeTree.sections + 2, "\(error.message)")
        default: Issue.record("unexpected outcome \(mapped)")
        }
        // Every page was dropped at the end; reading the bytes again reads the file.
        #expect(Data(file.bytes) == Data(text.utf8))
    }

    @Test func `pages dropped are read again from the file`() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-mapped-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("bytes")
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        try Data(bytes).write(to: url)
        let file = try #require(Self.map(url))
        #expect(Array(file.bytes) == bytes)
        file.releasePages(before: 200_000)
        file.releasePages(before: file.count + 10)
        #expect(Array(file.bytes) == bytes)
        #expect(file.data == Data(bytes))
    }

    @Test func `only a regular file that is not empty and within the limit is mapped`() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-mapped-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let empty = directory.appendingPathComponent("empty.json"), small = directory.appendingPathComponent("small.json")
        try Data().write(to: empty)
        try Data(#"{"version": 1, "root": {}}"#.utf8).write(to: small)
        #expect(Self.map(empty) == nil)
        #expect(Self.map(small, limit: 10) == nil)
        #expect(Self.map(small, limit: 26)?.count == 26)
        let pipe = Pipe()
        try pipe.fileHandleForWriting.write(contentsOf: Data("{}".utf8))
        #expect(MappedFile(descriptor: pipe.fileHandleForReading.fileDescriptor, limit: 1 << 30) == nil)
        let device = try FileHandle(forReadingFrom: URL(fileURLWithPath: "/dev/zero"))
        defer { try? device.close() }
        #expect(MappedFile(descriptor: device.fileDescriptor, limit: 1 << 30) == nil)
        #expect(MappedFile(descriptor: -1, limit: 1 << 30) == nil)
    }

    /// Large documents: sections of rows, a line per section, a field after
    /// each section's `children` (so the reader steps back over them).
    enum LargeTree: CaseIterable, Sendable {
        case valid, misspelt, badTrait, trailingGarbage

        static let sections = 1_500

        var text: String {
            var text = #"{"version": 1, "name": "large", "root": {"label": "Root", "children": ["# + "\n"
            for section in 0..<Self.sections {
                let last = section == Self.sections - 1
                text += #"{"label": "Section \#(section)", "children": ["#
                for row in 0..<100 {
                    let trait = last && row == 99 && self == .badTrait ? "buton" : "button"
                    let field = last && row == 99 && self == .misspelt ? #", "isHidden": true"# : ""
                    text +=
                        (row == 0 ? "" : ", ") + #"{"label": "Row \#(row) of \#(section)", "traits": ["\#(trait)"], "#
                        + #""frame": [0, \#(row * 44), 320, 44]\#(field)}"#
                }
                text += #"], "traits": ["header"]}"# + (last ? "\n" : ",\n")
            }
            return text + "]}}" + (self == .trailingGarbage ? " x" : "") + "\n"
        }
    }

    private static func map(_ url: URL, limit: Int = 1 << 30) -> MappedFile? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        return MappedFile(descriptor: handle.fileDescriptor, limit: limit)
    }

    private static func outcome(_ data: Data) -> Result<Pair, TreeFormatError> {
        var warnings = TreeFormatWarnings()
        do throws(TreeFormatError) {
            return .success(Pair(tree: try TreeFormat.read(data, warnings: &warnings), warnings: warnings))
        } catch {
            return .failure(error)
        }
    }

    private static func outcome(mapped file: MappedFile) -> Result<Pair, TreeFormatError> {
        var warnings = TreeFormatWarnings()
        do throws(TreeFormatError) {
            return .success(Pair(tree: try TreeFormat.read(file, warnings: &warnings), warnings: warnings))
        } catch {
            return .failure(error)
        }
    }

    private struct Pair: Hashable {
        var tree: AccessibilityTree
        var warnings: TreeFormatWarnings
    }
}
