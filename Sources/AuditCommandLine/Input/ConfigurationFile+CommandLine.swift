import AccessibilityAudit
import Foundation

extension ConfigurationFile {
    /// The file nearest to the context's current directory, read and checked,
    /// or `nil` when there is none (``ConfigurationFile/load(from:knownRules:catalogs:namingRelativeTo:)``).
    /// - Throws: ``CommandError`` with exit 2: at the line and column of the
    ///   first problem in the file's text, or naming a file that cannot be read.
    static func load(context: CommandContext, knownRules: RuleSelection) throws(CommandError) -> ConfigurationFile? {
        let file: ConfigurationFile?
        do {
            file = try load(
                from: context.currentDirectory, knownRules: knownRules, catalogs: context.catalogs.keys.sorted(),
                namingRelativeTo: context.currentDirectory)
        } catch {
            throw CommandError(error)
        }
        if file?.path != name {
            for misnamed in misnamedFiles(in: context.currentDirectory) {
                context.stderr.write(
                    "warning: '\(PrintableText.message(misnamed))' is not read: the configuration file is '\(name)', in JSON "
                        + "(docs/spec/cli.md, \"Configuration file\")\n")
            }
        }
        return file
    }

    /// The endings a configuration file written for another tool's habits has (SwiftLint's `.swiftlint.yml`).
    private static let misnamedEndings: Set<String> = ["", "json", "yml", "yaml", "jsonc", "json5", "toml"]

    /// The entries of `directory` that look meant as the configuration file but are not named
    /// ``ConfigurationFile/name``: `.a11y-audit.yml`, `a11y-audit.json`, `.A11y-Audit.json`, `.a11y_audit.json`
    /// (the name without its leading dot and ending, letters and digits only, is `a11yaudit`), in name order.
    static func misnamedFiles(in directory: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return names.filter { entry in
            guard entry != name else { return false }
            var stem = Substring(entry.lowercased())
            if stem.hasPrefix(".") { stem = stem.dropFirst() }
            var ending = ""
            if let dot = stem.lastIndex(of: ".") {
                ending = String(stem[stem.index(after: dot)...])
                stem = stem[..<dot]
            }
            return misnamedEndings.contains(ending) && String(stem.filter { $0.isLetter || $0.isNumber }) == "a11yaudit"
        }.sorted()
    }
}

extension CommandError {
    /// A configuration file that cannot be used: exit 2, at its line and column when it has them.
    init(_ error: ConfigurationFileError) {
        if let line = error.line, let column = error.column {
            self = .file(FileDiagnostic(path: error.path, line: line, column: column, message: error.message, sourceLine: error.sourceLine))
        } else {
            self = .input(error.message)
        }
    }
}
