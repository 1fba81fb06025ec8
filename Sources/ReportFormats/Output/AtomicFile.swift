import Foundation

/// Writes a file so that readers see either the old file or the complete
/// new one, never a part: the bytes go to a new temporary file in the same
/// directory (`.<name>.tmp-<random>`, created exclusively), are flushed to
/// disk, and the temporary file is renamed over the destination. On any
/// failure, and on a signal that ends the process while it is written
/// (`SIGINT`, `SIGTERM`, `SIGHUP`, `SIGUSR1`, `SIGXFSZ` and the others
/// `TemporaryFiles` lists), the temporary file is removed and the destination is left as it was. A replaced file's
/// permission bits are kept.
///
/// A symbolic link is followed (the file it names is replaced; the link
/// stays). A device, pipe or socket that already exists (`/dev/null`,
/// `/dev/stdout`, a shell's `>(…)`) is written to directly: it cannot be
/// replaced atomically, and renaming over `/dev/null` as root would put a
/// plain file in its place.
///
/// ```swift
/// try AtomicFile.write(Data(report.utf8), to: URL(fileURLWithPath: "report.html"))
/// ```
public enum AtomicFile {
    /// Writes `data` to `url` atomically.
    /// - Throws: ``AtomicWriteError`` naming the path and the reason (a
    ///   missing directory, no permission, a directory in the way, a full disk).
    public static func write(_ data: Data, to url: URL) throws(AtomicWriteError) {
        let result = data.withUnsafeBytes { buffer in Result { () throws(AtomicWriteError) in try write(buffer, to: url) } }
        try result.get()
    }

    /// Writes `text` as UTF-8 to `url` atomically, from the string's own
    /// bytes: a report of hundreds of megabytes is not copied first.
    /// - Throws: ``AtomicWriteError``.
    public static func write(_ text: String, to url: URL) throws(AtomicWriteError) {
        var text = text
        let result = text.withUTF8 { buffer in
            Result { () throws(AtomicWriteError) in try write(UnsafeRawBufferPointer(buffer), to: url) }
        }
        try result.get()
    }

    private static func write(_ buffer: UnsafeRawBufferPointer, to given: URL) throws(AtomicWriteError) {
        try write(to: given) { descriptor in writeAll(buffer, to: descriptor) }
    }

    /// Writes the file at `url` atomically with what `body` writes to the
    /// descriptor it is given (a new temporary file, or an existing device or
    /// pipe): a report rendered a piece at a time is never held whole.
    /// - Parameters:
    ///   - given: the destination.
    ///   - body: writes the contents; returns the `errno` of a failed write
    ///     (`ENOSPC`), after which nothing is renamed into place, or `nil`.
    /// - Throws: ``AtomicWriteError``.
    public static func write(to given: URL, body: (_ descriptor: Int32) -> Int32?) throws(AtomicWriteError) {
        var url = given
        var status = stat()
        // The mode bits of the file being replaced, which the new file keeps.
        var replacedMode: mode_t?
        if lstat(given.path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFLNK:
                // A link is followed: the file it names is replaced and the link
                // stays; a link to a device or pipe (`/dev/stdout`) is written through.
                guard stat(given.path, &status) == 0 else {
                    // A dangling link is replaced; a loop is refused, named as one.
                    if errno == ELOOP { throw AtomicWriteError(path: given.path, reason: AtomicWriteError.reason(errno: ELOOP)) }
                    break
                }
                guard isReplaceable(status) else { return try writeInPlace(to: given.path, body: body) }
                if let target = realpath(given.path, nil) {
                    url = URL(fileURLWithPath: String(cString: target))
                    free(target)
                }
                if status.st_mode & S_IFMT == S_IFREG { replacedMode = status.st_mode & 0o7777 }
            case S_IFREG:
                replacedMode = status.st_mode & 0o7777
            case S_IFDIR:
                break
            default:
                // A device, a pipe or a socket (`--output /dev/null`, `/dev/stdout`,
                // a shell's `>(…)`) is written to, never renamed over: renaming
                // over /dev/null as root would leave a plain file in its place.
                return try writeInPlace(to: given.path, body: body)
            }
        } else if errno == ELOOP {
            // A loop in a directory link of the path.
            throw AtomicWriteError(path: given.path, reason: AtomicWriteError.reason(errno: ELOOP))
        }
        let path = url.path
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw AtomicWriteError(path: path, reason: "it is a directory")
        }
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw AtomicWriteError(path: path, reason: "the directory '\(directory)' does not exist")
        }
        guard isDirectory.boolValue else {
            throw AtomicWriteError(path: path, reason: "'\(directory)' is not a directory")
        }
        let (temporary, descriptor, registration) = try createTemporary(beside: url)
        defer { TemporaryFiles.unregister(registration) }
        var failure: Int32?
        if let replacedMode, fchmod(descriptor, replacedMode) != 0 { failure = errno }
        if failure == nil { failure = body(descriptor) }
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporary, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw AtomicWriteError(path: path, reason: AtomicWriteError.reason(errno: failure))
        }
    }

    /// Creates and opens a new temporary file beside `url`, named
    /// `.<name>.tmp-<random>`: opened exclusively, with a fresh random suffix
    /// on every try, so a file left by a killed run (whatever its process id)
    /// is never reused or in the way. The name is registered for removal on
    /// a signal before the file is created, so no moment exists when the
    /// file is there and a signal would leave it.
    private static func createTemporary(beside url: URL) throws(AtomicWriteError)
        -> (path: String, descriptor: Int32, registration: TemporaryFiles.Registration)
    {
        let directory = url.deletingLastPathComponent()
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<100 {
            let suffix = String(generator.next() as UInt64, radix: 36)
            let path = directory.appendingPathComponent(".\(url.lastPathComponent).tmp-\(suffix)").path
            let registration = TemporaryFiles.register(path)
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor >= 0 { return (path, descriptor, registration) }
            let code = errno
            TemporaryFiles.unregister(registration)
            guard code == EEXIST else { throw AtomicWriteError(path: url.path, reason: AtomicWriteError.reason(errno: code)) }
        }
        throw AtomicWriteError(path: url.path, reason: "no free temporary file name beside it after 100 tries")
    }

    /// Writes every byte, retrying after interruptions and partial writes.
    /// - Returns: the `errno` of a failure (`ENOSPC` when nothing more is taken), or `nil`.
    package static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < buffer.count, let base = buffer.baseAddress {
            let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return written < 0 ? errno : ENOSPC
            }
        }
        return nil
    }

    /// Whether a file of this kind is written by renaming a new file over it.
    private static func isReplaceable(_ status: stat) -> Bool {
        let kind = status.st_mode & S_IFMT
        return kind == S_IFREG || kind == S_IFDIR
    }

    /// Writes to an existing device, pipe or socket as it is.
    private static func writeInPlace(to path: String, body: (Int32) -> Int32?) throws(AtomicWriteError) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw AtomicWriteError(path: path, reason: AtomicWriteError.reason(errno: errno)) }
        var failure = body(descriptor)
        if close(descriptor) != 0, failure == nil { failure = errno }
        if let failure { throw AtomicWriteError(path: path, reason: AtomicWriteError.reason(errno: failure)) }
    }
}
