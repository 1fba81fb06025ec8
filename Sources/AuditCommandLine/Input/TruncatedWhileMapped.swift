import Foundation

/// What happens when a mapped input file is cut short by another process
/// while it is read: touching a page past the new end raises `SIGBUS`, which
/// would end the process like a crash. This handler turns it into the error
/// any other unusable input gets: `error: cannot read 'x.json': the file was
/// truncated while it was read` on standard error and exit 2.
///
/// The message is prepared, as bytes, when the file is mapped, so the
/// handler only writes it and exits (`write` and `_exit` are safe in a
/// signal handler; nothing is allocated or locked there). Arming is
/// serialised by a lock: commands run concurrently in one process (the
/// tests, a package that calls `AuditCommand.main` from several tasks) each
/// arm it, and the handler names the file mapped last.
enum TruncatedWhileMapped {
    private static let lock = NSLock()
    /// The prepared message and its length, read by the handler.
    nonisolated(unsafe) private static var message: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var length = 0
    /// The messages of files mapped before, kept (never freed) because a
    /// handler may still be reading one; kept here, they stay reachable, so
    /// LeakSanitizer does not take them for leaks.
    nonisolated(unsafe) private static var retired: [UnsafeMutablePointer<CChar>] = []

    /// Prepares the message for `path` and installs the handler.
    static func arm(path: String) {
        let text = "error: cannot read '\(PrintableText.message(path))': the file was truncated while it was read\n"
        let prepared = strdup(text)
        lock.lock()
        defer { lock.unlock() }
        length = prepared.map { strlen($0) } ?? 0
        // Kept, not freed, when replaced: a handler may be reading the old one.
        if let old = message { retired.append(old) }
        message = prepared
        signal(SIGBUS) { _ in
            if let message = TruncatedWhileMapped.message {
                _ = write(2, message, TruncatedWhileMapped.length)
            }
            _exit(ExitCode.inputError.rawValue)
        }
    }
}
