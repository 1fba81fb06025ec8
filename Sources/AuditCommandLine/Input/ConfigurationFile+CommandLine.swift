import AccessibilityAudit
import Foundation

extension ConfigurationFile {
    /// The file nearest to the context's current directory, read and checked,
    /// or `nil` when there is none (``ConfigurationFile/load(from:knownRules:catalogs:namingRelativeTo:)``).
    /// - Throws: ``CommandError`` with exit 2: at the line and column of the
    ///   first problem in the file's text, or naming a file that cannot be read.
    static func load(context: CommandContext, knownRules: RuleSelection) throws(CommandError) -> ConfigurationFile? {
        do {
            return try load(
                from: context.currentDirectory, knownRules: knownRules, catalogs: context.catalogs.keys.sorted(),
                namingRelativeTo: context.currentDirectory)
        } catch {
            throw CommandError(error)
        }
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
