/// Where a report is rendered a piece at a time: text gathers in a buffer
/// that is handed to `deliver` each time it holds `chunkSize` bytes or more,
/// so a report of hundreds of megabytes never exists in memory whole.
///
/// A chunk always ends between two writes, so it never splits a character:
/// each is valid UTF-8 on its own. An error thrown by `deliver` (a full
/// disk, a closed pipe) comes out of the write that filled the buffer, and
/// rendering stops there.
///
/// ```swift
/// var output = ChunkedOutput { (chunk) throws(WriteError) in try file.write(chunk) }
/// try ReportFormat.sarif.render(report, failOn: .serious, to: &output)
/// try output.finish()
/// ```
public struct ChunkedOutput<Failure: Error> {
    /// The size at which the buffer is handed on, unless told otherwise: 64 KiB.
    public static var defaultChunkSize: Int { 1 << 16 }

    private var buffer: [UInt8] = []
    private let chunkSize: Int
    private let deliver: (UnsafeRawBufferPointer) throws(Failure) -> Void

    /// An output that hands each chunk of at least `chunkSize` bytes (and the last, shorter one) to `deliver`.
    public init(chunkSize: Int = defaultChunkSize, deliver: @escaping (UnsafeRawBufferPointer) throws(Failure) -> Void) {
        self.chunkSize = max(1, chunkSize)
        self.deliver = deliver
        buffer.reserveCapacity(min(self.chunkSize, Self.defaultChunkSize) + 4096)
    }

    /// Writes `text` as UTF-8.
    public mutating func write(_ text: String) throws(Failure) {
        buffer.append(contentsOf: text.utf8)
        try deliverIfFull()
    }

    /// Writes what `body` appends to the buffer (whole characters only).
    public mutating func append(_ body: (inout [UInt8]) -> Void) throws(Failure) {
        body(&buffer)
        try deliverIfFull()
    }

    /// Hands on what is left. Call it once, after the last write.
    public mutating func finish() throws(Failure) {
        guard !buffer.isEmpty else { return }
        try deliverBuffer()
    }

    private mutating func deliverIfFull() throws(Failure) {
        if buffer.count >= chunkSize { try deliverBuffer() }
    }

    private mutating func deliverBuffer() throws(Failure) {
        let deliver = deliver
        let result: Result<Void, Failure> = buffer.withUnsafeBytes { raw in Result { () throws(Failure) in try deliver(raw) } }
        buffer.removeAll(keepingCapacity: true)
        try result.get()
    }
}

extension ChunkedOutput where Failure == Never {
    /// The whole text that `render` writes, for callers that want a string.
    static func collecting(_ render: (inout ChunkedOutput<Never>) -> Void) -> String {
        var text = ""
        var output = ChunkedOutput<Never>(chunkSize: defaultChunkSize) { chunk in
            text += String(decoding: chunk, as: UTF8.self)
        }
        render(&output)
        output.finish()
        return text
    }
}
