import AccessibilityAudit
import AccessibilityModel
import Foundation
import ScenarioScript

/// The scenario files of a run, read, parsed and validated against the
/// context's catalogs and the audit's rule IDs: what `a11y-audit run` and
/// the main job start from.
///
/// Folders are searched recursively for `*.scenario` files, sorted by path;
/// files named directly are read whatever their extension. Paths in messages
/// are as given, with the path inside a folder appended
/// (`Scenarios/rating.scenario`).
///
/// ```swift
/// let suite = try ScenarioSuite.load(paths: ["Scenarios"], context: context)
/// if suite.hasErrors { context.stderr.write(suite.renderedDiagnostics) /* exit 2, run nothing */ }
/// let results = suite.run(jobs: 4)   // [ScenarioCellResult], in file, scenario, style, cell order
/// ```
public struct ScenarioSuite: Sendable {
    /// The default folder of `a11y-audit run` and the main job.
    public static let defaultFolder = "Scenarios"

    /// Every file, in order, parsed and validated.
    public var documents: [ScenarioDocument]

    public init(documents: [ScenarioDocument]) {
        self.documents = documents
    }

    /// Whether any file has an error (then nothing should run).
    public var hasErrors: Bool { documents.contains(where: \.hasErrors) }

    /// Every file's diagnostics (errors and warnings), file by file, each
    /// file's ending with its summary line; empty when there are none.
    public var renderedDiagnostics: String { documents.map(\.renderedDiagnostics).joined() }

    /// The validated scenarios of every file, in order.
    public var scenarios: [ValidatedScenario] { documents.flatMap(\.scenarios) }

    /// Runs every scenario in every cell (nothing when a file has errors);
    /// `expect no findings` and `expect finding` run the checks `rules` selects.
    public func run(jobs: Int = 1, rules: RuleSelection = RuleSelection()) -> [ScenarioCellResult] {
        hasErrors ? [] : ScenarioRunner(jobs: jobs, rules: rules).run(scenarios)
    }

    /// The validator for the context: its catalogs (default `design-system`)
    /// and every rule and contract ID of the audit, the program's own rules included.
    public static func validator(for context: CommandContext) -> ScenarioValidator {
        ScenarioValidator(
            catalogs: context.catalogs, defaultCatalog: context.defaultCatalog ?? "design-system",
            ruleIDs: RuleSelection(custom: context.rules).checks.map(\.id.rawValue))
    }

    /// Reads every scenario file under `paths`.
    /// - Throws: ``CommandError`` (exit 2) for a path that does not exist or a file that cannot be read.
    public static func load(paths: [String], context: CommandContext) throws(CommandError) -> ScenarioSuite {
        let validator = validator(for: context)
        var documents: [ScenarioDocument] = []
        for file in try files(under: paths.isEmpty ? [defaultFolder] : paths, context: context) {
            let data = try InputFile.read(file, context: context)
            documents.append(ScenarioDocument(source: ScenarioSource(path: file, bytes: data), validator: validator))
        }
        return ScenarioSuite(documents: documents)
    }

    /// The files named by `paths`, folders expanded to their `*.scenario`
    /// files (recursively, sorted), without repeats.
    /// - Throws: ``CommandError`` (exit 2) for a path that does not exist.
    static func files(under paths: [String], context: CommandContext) throws(CommandError) -> [String] {
        var files: [String] = []
        var seen = Set<String>()
        for path in paths {
            guard !path.isEmpty else { throw .input("cannot read '': the path is empty") }
            let url = context.url(for: path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw .input("cannot read '\(path)': no such file or folder")
            }
            let found = isDirectory.boolValue ? scenarioFiles(in: url).map { join(path, $0) } : [path]
            for file in found where seen.insert(context.url(for: file).standardizedFileURL.path).inserted {
                files.append(file)
            }
        }
        return files
    }

    /// The `*.scenario` files below `folder`, as paths relative to it, sorted.
    private static func scenarioFiles(in folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".scenario") else { continue }
            var isDirectory: ObjCBool = false
            let full = folder.appendingPathComponent(relative).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
                found.append(relative)
            }
        }
        return found.sorted()
    }

    /// `folder/relative`, without a doubled slash.
    private static func join(_ folder: String, _ relative: String) -> String {
        folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }
}
