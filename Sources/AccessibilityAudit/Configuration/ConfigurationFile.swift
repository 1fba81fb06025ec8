import AccessibilityModel
import Foundation

/// `.a11y-audit.json`: a package's defaults for the audit (docs/spec/cli.md
/// § Configuration file), found in a directory or the nearest ancestor that
/// has one, the way swift-format finds `.swift-format`. The command line
/// reads it from the current directory, `expectAccessible` from the test
/// file's, so the CLI, the plugin and the tests of one package run the same
/// checks at the same severities.
///
/// ```json
/// { "catalog": "badges", "matrix": "smoke", "failOn": "moderate",
///   "skipRules": ["label-too-long"], "severities": { "target-size": "minor" },
///   "baseline": "a11y-baseline.json" }
/// ```
///
/// ```swift
/// let file = try ConfigurationFile.load(from: directory, knownRules: RuleSelection())
/// let selection = file?.applied(to: RuleSelection()) ?? RuleSelection()
/// ```
public struct ConfigurationFile: Hashable, Sendable {
    /// The file's name.
    public static let name = ".a11y-audit.json"
    /// Every key the file may have.
    public static var keys: [String] { Keys.all.map(\.name) }

    /// Where the file was found, as messages name it.
    public var path: String
    public var catalog: String?
    public var matrix: MatrixKind?
    public var failOn: FailThreshold?
    /// Checks that do not run.
    public var skipRules: [RuleID] = []
    /// The severity each of these checks reports instead of its own.
    public var severities: [RuleID: Severity] = [:]
    /// The baseline's path, resolved against the file's directory.
    public var baseline: String?

    public init(path: String) {
        self.path = path
    }

    /// `selection` with the file's choices of checks: its skipped checks
    /// skipped (unless `selection` names them in ``RuleSelection/only``) and
    /// its severities in place of the checks' own.
    public func applied(to selection: RuleSelection) -> RuleSelection {
        var selection = selection
        selection.skipped.formUnion(Set(skipRules).subtracting(selection.only))
        selection.severities.merge(severities) { given, _ in given }
        return selection
    }

    /// The file nearest to `directory`, read and checked, or `nil` when there is none.
    /// - Parameters:
    ///   - directory: where the search starts (an absolute path).
    ///   - knownRules: the checks the file may name (built-in and custom).
    ///   - catalogs: the catalogs `catalog` may name, or `nil` to accept any.
    ///   - base: messages name the file relative to this directory when it is inside it, else in full.
    /// - Throws: ``ConfigurationFileError`` for a file that cannot be read or
    ///   used (at the line and column of the first problem in its text), or
    ///   when `directory` is not an absolute path (a deleted working directory).
    public static func load(
        from directory: String, knownRules: RuleSelection, catalogs: [String]? = nil, namingRelativeTo base: String? = nil
    ) throws(ConfigurationFileError) -> ConfigurationFile? {
        guard let location = try locate(from: directory) else { return nil }
        let shown: String
        if let base, location.hasPrefix(base + "/") {
            shown = String(location.dropFirst(base.count + 1))
        } else {
            shown = location
        }
        let data = try contents(of: location, shownAs: shown)
        return try parse(
            data, path: shown, directory: (location as NSString).deletingLastPathComponent, knownRules: knownRules,
            catalogs: catalogs)
    }

    /// The configuration in `data`, with relative paths resolved against `directory`.
    /// - Parameters:
    ///   - data: the file's bytes (UTF-8 JSON).
    ///   - path: the file's path as messages show it.
    ///   - directory: the absolute directory relative paths in the file are resolved against.
    ///   - knownRules: the rules the file's rule identifiers may name.
    ///   - catalogs: the catalogs `catalog` may name, or `nil` to accept any.
    /// - Throws: ``ConfigurationFileError`` at the line and column of the first problem.
    public static func parse(
        _ data: Data, path: String, directory: String, knownRules: RuleSelection, catalogs: [String]? = nil
    ) throws(ConfigurationFileError) -> ConfigurationFile {
        if let encoding = WideTextEncoding.name(of: data) {
            throw ConfigurationFileError(
                path: path, line: 1, column: 1,
                message: "the file is \(encoding); save it as UTF-8 (a11y-audit reads \(name) in UTF-8; "
                    + "for example 'iconv -f \(encoding) -t UTF-8')")
        }
        // (A UTF-8 byte-order mark, which some editors write, is read past by the parser.)
        let value: JSONValue
        do {
            value = try JSONParser().parse(data)
        } catch {
            throw ConfigurationFileError(path: path, line: error.line, column: error.column, message: error.message, contents: data)
        }
        return try Reader(data: data, path: path, directory: directory, knownRules: knownRules, catalogs: catalogs).read(value)
    }
}
