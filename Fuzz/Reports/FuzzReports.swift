import AccessibilityModel
import Foundation
import FuzzSupport
import ReportFormats

/// Fuzz target: the JSON report reader (what `merge` and `--baseline` read)
/// and every report writer.
///
/// Invariants checked on every input:
/// - a refused report's line and column lie inside the file;
/// - a report that reads is written as JSON that reads back to the same
///   report and writes to the same bytes;
/// - it renders in every format (text, JSON, JUnit, SARIF, Markdown, HTML)
///   and no rendering carries a raw control character other than line
///   breaks and tabs (JSON, SARIF, JUnit and HTML: no raw C0 control, as
///   those formats require; DEL and C1 are valid in them): hostile labels
///   are escaped.
func fuzzReports(_ data: Data) {
    let report: AuditReport
    do {
        report = try ReportJSON.decode(data)
    } catch {
        let lines = data.count(where: { $0 == UInt8(ascii: "\n") }) + 1
        invariant(error.line >= 1 && error.line <= lines, "error line \(error.line) outside 1...\(lines): \(error)")
        invariant(error.column >= 1, "error column \(error.column): \(error)")
        return
    }
    let json = ReportJSON.encode(report)
    let again: AuditReport
    do {
        again = try ReportJSON.decode(Data(json.utf8))
    } catch {
        invariant(false, "a written report does not read back: \(error)\n\(json)")
        return
    }
    invariant(
        again == report.canonicalized(),
        "the report changed on a write-read round trip:\n\(json)")
    invariant(ReportJSON.encode(again) == json, "writing a report is not stable:\n\(json)")
    for format in ReportFormat.all {
        let text = format.render(report, failOn: .serious)
        // JSON and SARIF (RFC 8259) and JUnit and HTML (XML 1.0, HTML) must not carry C0
        // controls, and may carry DEL and C1 controls, as those formats allow. The formats
        // read on a terminal (text, Markdown) must carry none at all.
        let isMarkup = format != .text && format != .markdown
        let raw = text.unicodeScalars.first { scalar in
            guard scalar != "\n", scalar != "\t", scalar != "\r" else { return false }
            return isMarkup ? scalar.value < 0x20 : scalar.properties.generalCategory == .control
        }
        invariant(raw == nil, "\(format) rendering carries U+\(String(raw?.value ?? 0, radix: 16, uppercase: true))")
    }
}

#if FUZZING
    /// The libFuzzer entry point.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzerTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        fuzzReports(start.map { Data(bytes: $0, count: count) } ?? Data())
        return 0
    }
#else
    /// Without libFuzzer: replays the files named on the command line.
    @main enum FuzzReportsReplayer {
        static func main() {
            CorpusReplayer.run(name: "FuzzReports", arguments: CommandLine.arguments, body: fuzzReports)
        }
    }
#endif
