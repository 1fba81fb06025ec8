import Foundation
import ReportFormats

/// Where a command writes text: the process's standard output or error, or a
/// buffer that a test reads back.
///
/// ```swift
/// let buffer = OutputBuffer()
/// let sink = OutputSink.capturing(into: buffer)
/// sink.write("4.54:1\n")
/// buffer.text  // "4.54:1\n"
/// ```
public struct OutputSink: Sendable {
    private let body: @Sendable (String) -> Void

    /// A sink that hands every piece of text to `body`, in order.
    public init(_ body: @escaping @Sendable (String) -> Void) {
        self.body = body
    }

    /// Writes `text` as it is (add the newline yourself, or use ``writeLine(_:)``).
    public func write(_ text: String) {
        body(text)
    }

    /// Writes `text` followed by a newline.
    public func writeLine(_ text: String = "") {
        body(text + "\n")
    }

    /// The process's standard output (file descriptor 1), unbuffered.
    public static let standardOutput = OutputSink { writeAll($0, to: 1) }

    /// The process's standard error (file descriptor 2), unbuffered.
    public static let standardError = OutputSink { writeAll($0, to: 2) }

    /// A sink that appends everything to `buffer`.
    public static func capturing(into buffer: OutputBuffer) -> OutputSink {
        OutputSink { buffer.append($0) }
    }

    /// A sink that drops everything.
    public static let discarding = OutputSink { _ in }

    /// Writes every byte of `text` to `descriptor`, retrying after
    /// interruptions and partial writes; gives up silently when the reader is
    /// gone (a closed pipe), as command-line tools do.
    private static func writeAll(_ text: String, to descriptor: Int32) {
        // The string's own bytes: a report of hundreds of megabytes is not copied first.
        var text = text
        text.withUTF8 { bytes in _ = AtomicFile.writeAll(UnsafeRawBufferPointer(bytes), to: descriptor) }
    }
}
