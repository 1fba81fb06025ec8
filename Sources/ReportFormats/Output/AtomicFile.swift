import Foundation
import Synchronization

/// Writes a file so that readers see either the old file or the complete
/// new one, never a part: the bytes go to a temporary file in the same
/// directory (`.<name>.tmp-<pid>-<n>`), are flushed to disk, and the
/// temporary file is renamed over the destination. On any failure the
/// temporary file is removed and the destination is left as it was.
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
        var url = given
        var status = stat()
        if lstat(given.path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFLNK:
                // A link is followed: the file it names is replaced and the link
                // stays; a link to a device or pipe (`/dev/stdout`) is written through.
                guard stat(given.path, &status) == 0 else { break }  // a dangling link is replaced
                guard isReplaceable(status) else { return try writeInPlace(buffer, to: given.path) }
                if let target = realpath(given.path, nil) {
                    url = URL(fileURLWithPath: String(cString: target))
                    free(target)
                }
            case S_IFREG, S_IFDIR:
                break
            default:
                // A device, a pipe or a socket (`--output /dev/null`, `/dev/stdout`,
                // a shell's `>(…)`) is written to, never renamed over: renaming
                // over /dev/null as root would leave a plain file in its place.
                return try writeInPlace(buffer, to: given.path)
            }
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
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())-\(counter.next())").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw AtomicWriteError(path: path, reason: reason(errno))
        }
        var failure = writeAll(buffer, to: descriptor)
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporary, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw AtomicWriteError(path: path, reason: reason(failure))
        }
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
    private static func writeInPlace(_ buffer: UnsafeRawBufferPointer, to path: String) throws(AtomicWriteError) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw AtomicWriteError(path: path, reason: reason(errno)) }
        var failure = writeAll(buffer, to: descriptor)
        if close(descriptor) != 0, failure == nil { failure = errno }
        if let failure { throw AtomicWriteError(path: path, reason: reason(failure)) }
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: "permission denied"
        case ENOENT: "the directory does not exist"
        case ENOTDIR: "a part of the path is not a directory"
        case EISDIR: "it is a directory"
        case EROFS: "the file system is read-only"
        case ENOSPC: "no space left on the device"
        default: String(cString: strerror(code)).lowercased()
        }
    }

    /// Distinguishes temporary files of concurrent writes in one process.
    private static let counter = Counter()

    private final class Counter: Sendable {
        private let value = Mutex(0)
        func next() -> Int { value.withLock { $0 += 1; return $0 } }
    }
}
