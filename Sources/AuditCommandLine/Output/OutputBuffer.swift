import Synchronization

/// Text written to an ``OutputSink/capturing(into:)`` sink, kept in memory so
/// that tests (or a host program) can read what a command printed.
public final class OutputBuffer: Sendable {
    private let storage = Mutex("")

    /// An empty buffer.
    public init() {}

    /// Everything written so far.
    public var text: String {
        storage.withLock { $0 }
    }

    /// Appends `text`.
    public func append(_ text: String) {
        storage.withLock { $0 += text }
    }
}
