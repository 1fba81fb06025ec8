import Foundation

/// Why a report could not be written; nothing was written when it is thrown.
public struct AtomicWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The destination.
    public var path: String
    /// Why: `permission denied`, `the directory 'out' does not exist`.
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `cannot write 'out/report.html': permission denied`.
    public var description: String { "cannot write '\(path)': \(reason)" }

    /// A short reason for a failed write or open, from its `errno`:
    /// `no space left on the device`, `the reader closed the pipe`.
    public static func reason(errno code: Int32) -> String {
        switch code {
        case EACCES, EPERM: "permission denied"
        case ENOENT: "the directory does not exist"
        case ENOTDIR: "a part of the path is not a directory"
        case EISDIR: "it is a directory"
        case EROFS: "the file system is read-only"
        case ENOSPC: "no space left on the device"
        case EDQUOT: "the disk quota is exceeded"
        case EPIPE: "the reader closed the pipe"
        case EBADF: "the descriptor is closed"
        case ELOOP: "too many levels of symbolic links (a symbolic link loop)"
        case EIO: "an input/output error"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
