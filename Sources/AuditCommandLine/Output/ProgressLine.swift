import AccessibilityAudit
import Foundation

/// One line on standard error that says how far a long audit has come
/// (`auditing 3 of 12 components (Rating)…`), redrawn in place and cleared
/// at the end.
///
/// Shown only when standard error is a terminal, `--quiet` is not given,
/// and the audit has already taken longer than ``delay`` seconds by the
/// context's clock: a quick audit, a pipe and a CI log never see it.
final class ProgressLine: @unchecked Sendable {
    /// Seconds an audit runs before the line appears.
    static let delay = 1.0

    private let sink: OutputSink
    private let clock: @Sendable () -> Double
    private let start: Double
    private let lock = NSLock()
    private var shown = false

    /// A progress line for `context`, or `nil` when none may be shown (not a terminal, or `quiet`).
    init?(context: CommandContext, quiet: Bool) {
        guard context.stderrIsTerminal, !quiet else { return nil }
        sink = context.stderr
        clock = context.clock
        start = context.clock()
    }

    /// Redraws the line with `progress`, once the audit has run longer than ``delay``.
    func update(_ progress: AuditProgress) {
        lock.withLock {
            guard shown || clock() - start >= Self.delay else { return }
            shown = true
            let name = PrintableText.message(progress.component)
            sink.write("\r\u{1B}[2Kauditing \(progress.completed) of \(progress.total) components (\(name))…")
        }
    }

    /// Clears the line, if it was drawn, so that what follows starts on a clean line.
    func finish() {
        lock.withLock {
            if shown { sink.write("\r\u{1B}[2K") }
            shown = false
        }
    }
}
