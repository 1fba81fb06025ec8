import AuditCommandLine
import DesignSystem
import Foundation
import HeadlessUI
import ScenarioScript
import Testing

/// The project's own `Scenarios/` against the real `design-system` catalog.
@Suite struct ProjectScenariosTests {
    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func run(_ arguments: [String]) -> CommandRun {
        CommandRun(arguments, catalogs: [Catalog.designSystem.name: Catalog.designSystem.descriptors], directory: packageRoot.path)
    }

    @Test func `every scenario file parses and validates against the design-system catalog`() throws {
        var context = CommandContext(catalogs: [Catalog.designSystem.name: Catalog.designSystem.descriptors])
        context.currentDirectory = Self.packageRoot.path
        let suite = try ScenarioSuite.load(paths: ["Scenarios"], context: context)
        #expect(suite.documents.count >= 8)
        #expect(suite.renderedDiagnostics == "")
        let components = Set(suite.scenarios.map(\.component.name))
        #expect(components == Set(Catalog.designSystem.descriptors.map(\.name)))
    }

    /// Files whose every cell passes against today's components (see the
    /// report of issue 7 for the findings that fail the others).
    @Test(arguments: ["toggle", "tag", "card", "button", "gradient-button"])
    func `the scenarios of a component pass`(file: String) {
        let run = Self.run(["run", "Scenarios/\(file).scenario"])
        expectExit(run, .success)
        #expect(run.stdout.hasSuffix(" passed, 0 failed\n"))
    }
}
