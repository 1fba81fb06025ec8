import Foundation
import Testing

/// A package that takes `AuditCommandLine` (or any library product but
/// `DesignSystem`) for its own catalog compiles neither demo catalog
/// (issue 38, item 4): the built-in catalogs are a module only the
/// `a11y-audit` executable depends on. Read from the package's own manifest
/// (`swift package dump-package`), so a dependency added back fails here.
@Suite struct ProductGraphTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Each target's direct dependencies on targets of this package, by name.
    static func targetGraph() throws -> [String: [String]] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-dump-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--scratch-path", scratch.path, "dump-package"]
        process.currentDirectoryURL = repository
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        var graph: [String: [String]] = [:]
        for target in targets {
            guard let name = target["name"] as? String else { continue }
            let dependencies = target["dependencies"] as? [[String: Any]] ?? []
            graph[name] = dependencies.compactMap { dependency in
                (dependency["byName"] as? [Any])?.first as? String ?? (dependency["target"] as? [Any])?.first as? String
            }
        }
        return graph
    }

    static func closure(of target: String, in graph: [String: [String]]) -> Set<String> {
        var seen: Set<String> = [], work = [target]
        while let next = work.popLast() {
            guard seen.insert(next).inserted else { continue }
            work += graph[next] ?? []
        }
        return seen
    }

    @Test func `the library products an adopter takes compile neither demo catalog`() throws {
        let graph = try Self.targetGraph()
        for product in ["AuditCommandLine", "AccessibilityTesting", "AccessibilityAudit", "HeadlessUI"] {
            let compiled = Self.closure(of: product, in: graph)
            #expect(compiled.contains(product), "\(product) is not a target")
            #expect(!compiled.contains("DesignSystem"), "\(product) compiles DesignSystem")
            #expect(!compiled.contains("ArticleExamples"), "\(product) compiles ArticleExamples")
        }
    }

    @Test func `the a11y-audit executable has the built-in catalogs`() throws {
        let compiled = Self.closure(of: "a11y-audit", in: try Self.targetGraph())
        #expect(compiled.isSuperset(of: ["BuiltInCatalogs", "DesignSystem", "ArticleExamples", "AuditCommandLine"]))
    }
}
