import Foundation
import ReportFormats

/// Long output (a report, a tree dump, what `speak` says of a large tree)
/// written to an ``OutputSink`` a piece at a time: rendered into a
/// ``ChunkedOutput`` whose chunks of about 64 KiB, each whole UTF-8, go to the
/// sink as they fill, so the text is never held whole.
///
/// ```swift
/// StreamedOutput.write(to: context.stdout) { output in
///     tree.forEachDumpLine { output.write($0 + "\n") }
/// }
/// ```
enum StreamedOutput {
    /// Runs `render`, handing what it writes to `sink` in chunks, the last one when it returns.
    static func write(to sink: OutputSink, _ render: (inout ChunkedOutput<Never>) -> Void) {
        var output = ChunkedOutput<Never> { chunk in sink.write(String(decoding: chunk, as: UTF8.self)) }
        render(&output)
        output.finish()
    }
}
