import Foundation
import ReportFormats

/// The adapter between the CLI and the JSON report of ReportFormats: reads
/// report files (`merge`, `--baseline`) and writes rendered reports to
/// standard output or, atomically, to `--output`.
enum ReportFile {
    /// Reads the report in the file at `path`.
    /// - Throws: ``CommandError`` with exit 2: a file that cannot be read, or
    ///   is not a valid report, with `path:line:column`, the JSON path and a caret.
    static func read(_ path: String, context: CommandContext) throws(CommandError) -> AuditReport {
        let data = try InputFile.read(path, context: context)
        do {
            return try ReportJSON.decode(data)
        } catch {
            throw .file(FileDiagnostic(path: InputFile.displayName(path), line: error.line, column: error.column,
                                       message: "not a valid report: " + error.messageWithPath, contents: data))
        }
    }

    /// Writes `text` to `output` atomically, or to standard output when `output` is `nil`.
    /// - Throws: ``CommandError`` with exit 74 when the file cannot be written; nothing is half-written.
    ///   (A failed write to standard output is reported by ``AuditCommand`` once the command ends.)
    static func write(_ text: String, to output: String?, context: CommandContext) throws(CommandError) {
        guard let output else {
            context.stdout.write(text)
            return
        }
        guard !output.isEmpty else { throw .output("cannot write '': the path is empty") }
        do {
            try AtomicFile.write(text, to: context.url(for: output))
        } catch {
            throw .output("cannot write '\(output)': \(error.reason)")
        }
    }
}
