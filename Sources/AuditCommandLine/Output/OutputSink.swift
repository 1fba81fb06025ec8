import Foundation
import ReportFormats
import Synchronization

/// Where a command writes text: the process's standard output or error, or a
/// buffer that a test reads back.
///
/// A sink remembers the first write that failed (a full disk, a closed
/// descriptor, a reader that went away while `SIGPIPE` is ignored) and writes
/// nothing after it; ``AuditCommand`` then reports the failure on standard
/// error and exits with ``ExitCode/outputError``, so a truncated report is
/// never a success.
///
/// ```swift
/// let buffer = OutputBuffer()
/// let sink = OutputSink.capturing(into: buffer)
/// sink.write("4.54:1\n")
/// buffer.text  // "4.54:1\n"
/// ```
public struct OutputSink: Sendable {
    private let body: @Sendable (String) -> String?
    private let status = Status()

    /// A sink that hands every piece of text to `body`, in order; it never fails.
    public init(_ body: @escaping @Sendable (String) -> Void) {
        self.body = { text in
            body(text)
            return nil
        }
    }

    /// A sink whose writes can fail: `body` returns why a piece of text could
    /// not be written (`no space left on the device`), or `nil` when it was.
    /// After the first failure nothing more is handed to `body`.
    public init(failable body: @escaping @Sendable (String) -> String?) {
        self.body = body
    }

    /// Writes `text` as it is (add the newline yourself, or use ``writeLine(_:)``).
    public func write(_ text: String) {
        guard status.failure == nil, let reason = body(text) else { return }
        status.record(reason)
    }

    /// Writes `text` followed by a newline.
    public func writeLine(_ text: String = "") {
        write(text + "\n")
    }

    /// Why the first failed write failed (`no space left on the device`), or
    /// `nil` while every write succeeded.
    public var failure: String? { status.failure }

    /// The process's standard output (file descriptor 1), unbuffered.
    public static var standardOutput: OutputSink { writing(to: 1) }

    /// The process's standard error (file descriptor 2), unbuffered.
    public static var standardError: OutputSink { writing(to: 2) }

    /// A sink that writes every byte of each text to `descriptor`, retrying
    /// after interruptions and partial writes; a write the descriptor refuses
    /// is a failure.
    public static func writing(to descriptor: Int32) -> OutputSink {
        OutputSink(failable: { text in
            // The string's own bytes: a report of hundreds of megabytes is not copied first.
            var text = text
            let code = text.withUTF8 { bytes in AtomicFile.writeAll(UnsafeRawBufferPointer(bytes), to: descriptor) }
            return code.map(AtomicWriteError.reason(errno:))
        })
    }

    /// A sink that appends everything to `buffer`.
    public static func capturing(into buffer: OutputBuffer) -> OutputSink {
        OutputSink { buffer.append($0) }
    }

    /// A sink that drops everything.
    public static var discarding: OutputSink { OutputSink { _ in } }

    /// The first failure, shared by every copy of one sink.
    private final class Status: Sendable {
        private let first = Mutex<String?>(nil)

        var failure: String? { first.withLock { $0 } }

        func record(_ reason: String) {
            first.withLock { if $0 == nil { $0 = reason } }
        }
    }
}
