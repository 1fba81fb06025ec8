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
    /// Thrown by a chunk's delivery once the sink has failed, so rendering stops.
    struct Stopped: Error {}

    /// Runs `render`, handing what it writes to `sink` in chunks, and stops
    /// it at the first chunk the sink fails to write (the sink keeps the
    /// reason, which ``AuditCommand`` reports).
    static func write(stoppingAtFailureTo sink: OutputSink, _ render: (inout ChunkedOutput<Stopped>) throws(Stopped) -> Void) {
        var output = ChunkedOutput { (chunk) throws(Stopped) in
            sink.write(String(decoding: chunk, as: UTF8.self))
            if sink.failure != nil { throw Stopped() }
        }
        do {
            try render(&output)
            try output.finish()
        } catch {
            // The sink holds the failure.
        }
    }

    /// Runs `render`, handing what it writes to `sink` in chunks, the last one when it returns.
    static func write(to sink: OutputSink, _ render: (inout ChunkedOutput<Never>) -> Void) {
        var output = ChunkedOutput<Never> { chunk in sink.write(String(decoding: chunk, as: UTF8.self)) }
        render(&output)
        output.finish()
    }
}
