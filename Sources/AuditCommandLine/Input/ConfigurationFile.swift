import AccessibilityAudit
import AccessibilityModel
import Foundation
import ReportFormats

/// `.a11y-audit.json`: a package's defaults for the audit (spec/cli.md
/// § Configuration file), found in the current directory or the nearest
/// ancestor that has one, the way swift-format finds `.swift-format`.
/// Command-line options override it.
///
/// ```json
/// { "catalog": "badges", "matrix": "smoke", "failOn": "moderate",
///   "skipRules": ["label-too-long"], "severities": { "target-size": "minor" },
///   "baseline": "a11y-baseline.json" }
/// ```
struct ConfigurationFile: Sendable {
    /// The file's name.
    static let name = ".a11y-audit.json"
    /// Every key the file may have.
    static let keys = ["catalog", "matrix", "failOn", "skipRules", "severities", "baseline"]

    /// Where the file was found, as messages name it.
    var path: String
    var catalog: String?
    var matrix: MatrixKind?
    var failOn: FailThreshold?
    var skipRules: [RuleID] = []
    var severities: [RuleID: AccessibilityAudit.Severity] = [:]
    /// The baseline's path, resolved against the file's directory.
    var baseline: String?

    /// The file nearest to `directory` (itself, then each ancestor), or `nil` when there is none.
    static func locate(from directory: String) -> String? {
        var current = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate.path }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// The file nearest to the context's current directory, read and checked, or `nil` when there is none.
    /// - Throws: ``CommandError/file(_:)`` at the line and column of the first problem (exit 2).
    static func load(context: CommandContext, knownRules: RuleSelection) throws(CommandError) -> ConfigurationFile? {
        guard let location = locate(from: context.currentDirectory) else { return nil }
        let shown = location.hasPrefix(context.currentDirectory + "/") ? String(location.dropFirst(context.currentDirectory.count + 1)) : location
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: location))
        } catch {
            throw .input("cannot read '\(shown)': \(error.localizedDescription)")
        }
        return try parse(
            data, path: shown, directory: (location as NSString).deletingLastPathComponent, knownRules: knownRules,
            catalogs: context.catalogs.keys.sorted())
    }

    /// The configuration in `data`, with relative paths resolved against `directory`.
    static func parse(
        _ data: Data, path: String, directory: String, knownRules: RuleSelection,
        catalogs: [String]
    ) throws(CommandError) -> ConfigurationFile {
        let value: JSONValue
        do {
            value = try JSONParser().parse(data)
        } catch {
            throw .file(FileDiagnostic(path: path, line: error.line, column: error.column, message: error.message, contents: data))
        }
        func fail(_ message: String, at jsonPath: JSONPath, key: Bool = false) -> CommandError {
            var offset = JSONParser().offset(of: jsonPath, in: data) ?? 0
            if key { offset = keyOffset(before: offset, in: data) }
            let (line, column) = JSONParser.lineAndColumn(of: offset, in: data)
            return .file(FileDiagnostic(path: path, line: line, column: column, message: message, contents: data))
        }
        guard let members = value.objectValue else {
            throw fail("expected an object with the keys \(keys.joined(separator: ", ")), found \(value.kindDescription)", at: JSONPath())
        }
        var file = ConfigurationFile(path: path)
        for (key, member) in members {
            let at = JSONPath([.key(key)])
            func string(_ allowed: [String] = []) throws(CommandError) -> String {
                guard let text = member.stringValue else { throw fail("'\(key)' must be a string, found \(member.kindDescription)", at: at) }
                if !allowed.isEmpty, !allowed.contains(text) {
                    throw fail(
                        "unknown \(key) '\(text)'; expected one of \(allowed.joined(separator: ", "))"
                            + (Suggestion.nearest(to: text, in: allowed).map { "; did you mean '\($0)'?" } ?? ""), at: at)
                }
                return text
            }
            func rule(_ text: String, at place: JSONPath) throws(CommandError) -> RuleID {
                let id = RuleID(rawValue: text)
                guard knownRules.description(of: id) != nil else {
                    throw fail(
                        "unknown rule '\(text)'" + (knownRules.suggestion(for: text).map { "; did you mean '\($0)'?" } ?? ""),
                        at: place)
                }
                return id
            }
            switch key {
            case "catalog": file.catalog = try string(catalogs)
            case "matrix": file.matrix = MatrixKind(rawValue: try string(MatrixKind.allCases.map(\.rawValue)))
            case "failOn": file.failOn = FailThreshold(parsing: try string(FailThreshold.names))
            case "baseline":
                let text = try string()
                file.baseline = text.hasPrefix("/") ? text : (directory as NSString).appendingPathComponent(text)
            case "skipRules":
                guard let items = member.arrayValue else {
                    throw fail("'skipRules' must be an array of rule IDs, found \(member.kindDescription)", at: at)
                }
                for (index, item) in items.enumerated() {
                    let place = at.appending(.index(index))
                    guard let text = item.stringValue else { throw fail("a rule ID must be a string, found \(item.kindDescription)", at: place) }
                    file.skipRules.append(try rule(text, at: place))
                }
            case "severities":
                guard let entries = member.objectValue else {
                    throw fail("'severities' must be an object of rule IDs and severities, found \(member.kindDescription)", at: at)
                }
                for (name, level) in entries {
                    let place = at.appending(.key(name))
                    let id = try rule(name, at: place) as RuleID
                    let names = AccessibilityAudit.Severity.all.map(\.rawValue)
                    guard let text = level.stringValue, let severity = AccessibilityAudit.Severity(rawValue: text) else {
                        throw fail("the severity of '\(name)' must be one of \(names.joined(separator: ", "))", at: place)
                    }
                    file.severities[id] = severity
                }
            default:
                throw fail(
                    "unknown key '\(key)'" + (Suggestion.nearest(to: key, in: keys).map { "; did you mean '\($0)'?" } ?? "")
                        + " (keys: \(keys.joined(separator: ", ")))", at: at, key: true)
            }
        }
        return file
    }

    /// The offset of the opening quote of the key whose value starts at `offset`.
    private static func keyOffset(before offset: Int, in data: Data) -> Int {
        let bytes = [UInt8](data)
        var index = min(offset, bytes.count) - 1
        // Back over spaces and the colon to the key's closing quote, then to its opening quote.
        while index >= 0, bytes[index] != UInt8(ascii: "\"") { index -= 1 }
        index -= 1
        while index >= 0, bytes[index] != UInt8(ascii: "\"") || (index > 0 && bytes[index - 1] == UInt8(ascii: "\\")) { index -= 1 }
        return max(index, 0)
    }
}
