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
}
