import AccessibilityAudit
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
        // Up to the report limit, not the input limit: a report the tool wrote is read back whole
        // (``CommandContext/defaultMaximumReportBytes``); mapped, not copied, when it is a regular file.
        let data = try InputFile.contents(path, context: context, limit: context.maximumReportBytes).data
        do {
            return try ReportJSON.decode(data)
        } catch {
            throw .file(
                FileDiagnostic(
                    path: InputFile.displayName(path), line: error.line, column: error.column,
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
        try writeFile(output, context: context) { descriptor in
            var text = text
            return text.withUTF8 { AtomicFile.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
        }
    }

    /// Renders `report` in `format` straight to `output` (atomically) or to
    /// standard output, a piece at a time, so that a report of hundreds of
    /// megabytes is never held whole; rendering stops at the first failed write.
    /// - Throws: ``CommandError`` with exit 74 when the file cannot be written; nothing is half-written.
    static func write(
        _ report: AuditReport, as format: ReportFormat, failOn: FailThreshold, markup: TextMarkup,
        to output: String?, context: CommandContext
    ) throws(CommandError) {
        // A JSON report may be read back (`--baseline`, `merge`): one larger than they read is said at once.
        var written = 0
        defer {
            if format == .json, written > context.maximumReportBytes {
                context.stderr.writeLine(
                    "warning: the JSON report is \(written) bytes, more than the \(context.maximumReportBytes) bytes that "
                        + "--baseline and merge read: it cannot be read back")
            }
        }
        guard let output else {
            // As `StreamedOutput.write(stoppingAtFailureTo:)`, counting what is written.
            let sink = context.stdout
            var chunks = ChunkedOutput { (chunk) throws(StreamedOutput.Stopped) in
                written += chunk.count
                sink.write(String(decoding: chunk, as: UTF8.self))
                if sink.failure != nil { throw StreamedOutput.Stopped() }
            }
            do {
                try format.render(report, failOn: failOn, markup: markup, to: &chunks)
                try chunks.finish()
            } catch {
                // The sink holds the failure.
            }
            return
        }
        try writeFile(output, context: context) { descriptor in
            var chunks = ChunkedOutput { (chunk) throws(WriteFailure) in
                written += chunk.count
                if let code = AtomicFile.writeAll(chunk, to: descriptor) { throw WriteFailure(code: code) }
            }
            do throws(WriteFailure) {
                try format.render(report, failOn: failOn, markup: markup, to: &chunks)
                try chunks.finish()
                return nil
            } catch {
                return error.code
            }
        }
    }

    /// A write that failed, with its `errno`.
    private struct WriteFailure: Error {
        var code: Int32
    }

    private static func writeFile(_ output: String, context: CommandContext, body: (Int32) -> Int32?) throws(CommandError) {
        guard !output.isEmpty else { throw .output("cannot write '': the path is empty") }
        do {
            try AtomicFile.write(to: context.url(for: output), body: body)
        } catch {
            throw .output("cannot write '\(output)': \(error.reason)")
        }
    }
}
