import Foundation

/// A JSON reader over UTF-8 bytes that reports line and column, refuses input
/// deeper or larger than its limits before it can exhaust the stack or memory,
/// and never recurses (nesting lives in an explicit stack).
///
/// Strict RFC 8259 JSON, with these decisions: a leading UTF-8 byte order mark
/// is skipped; duplicate keys in one object are an error naming the key's path;
/// `\u` escapes must form valid scalars (a lone surrogate is an error); numbers
/// that overflow a double are an error.
///
/// ```swift
/// let value = try JSONParser().parse(#"{"a": [1, true, null]}"#)
/// ```
public struct JSONParser: Sendable {
    /// Limits enforced while parsing.
    public struct Options: Hashable, Sendable {
        /// How many arrays and objects may be open at once; the top-level container is level 1.
        public var maximumDepth: Int
        /// The largest input accepted, in bytes.
        public var maximumBytes: Int

        public init(maximumDepth: Int = 512, maximumBytes: Int = 1 << 30) {
            self.maximumDepth = maximumDepth
            self.maximumBytes = maximumBytes
        }
    }

    public var options: Options

    public init(options: Options = Options()) { self.options = options }

    /// Parses one JSON document.
    /// - Throws: ``JSONError`` with the line, column and path of the first problem.
    public func parse(_ data: Data) throws(JSONError) -> JSONValue {
        let result: Result<JSONValue, JSONError> = data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            Result { () throws(JSONError) in try parse(raw.bindMemory(to: UInt8.self)) }
        }
        return try result.get()
    }

    /// Parses one JSON document from text.
    /// - Throws: ``JSONError`` with the line, column and path of the first problem.
    public func parse(_ text: String) throws(JSONError) -> JSONValue {
        try parse(Data(text.utf8))
    }

    /// Parses one JSON document from a buffer of UTF-8 bytes.
    /// - Throws: ``JSONError`` with the line, column and path of the first problem.
    public func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONError) -> JSONValue {
        var scanner = JSONScanner(bytes: bytes, maximumDepth: options.maximumDepth)
        try check(bytes, with: scanner)
        return try scanner.parseDocument()
    }

    /// Checks one JSON document exactly as `parse(_:)` does,
    /// with the same errors, but keeps no values: it notes the document's
    /// shape as a tree (its nodes and their `children` arrays) instead.
    /// `release`, when given, is told after the encoding check that no byte
    /// is needed, then every ``TreeShape/releaseStride`` bytes or so of the
    /// scan that the bytes before an offset are not needed again.
    /// With `documentIsRoot`, the document itself is the root node (an `XCUIElement` snapshot).
    func scanTree(
        _ bytes: UnsafeBufferPointer<UInt8>, documentIsRoot: Bool = false, releasingPages release: ((Int) -> Void)? = nil
    ) throws(JSONError) -> TreeShape {
        var scanner = JSONScanner(bytes: bytes, maximumDepth: options.maximumDepth, building: false)
        scanner.shape = TreeShape(documentIsRoot: documentIsRoot)
        try check(bytes, with: scanner)
        if let release {
            release(bytes.count)
            scanner.release = release
            scanner.releaseMark = TreeShape.releaseStride
        }
        _ = try scanner.parseDocument()
        return scanner.shape ?? TreeShape()
    }

    /// The size and encoding checks made before a document is read.
    private func check(_ bytes: UnsafeBufferPointer<UInt8>, with scanner: JSONScanner) throws(JSONError) {
        if bytes.count > options.maximumBytes {
            throw scanner.error(.tooLarge, "input is larger than \(options.maximumBytes) bytes", at: 0)
        }
        if let bad = JSONScanner.firstInvalidUTF8(in: bytes) {
            throw scanner.error(.invalidUTF8, "invalid UTF-8 at byte \(bad)", at: bad)
        }
    }

    /// The 0-based byte offset where the value at `path` starts, or `nil` when
    /// the document has no such value (or is not valid up to it).
    ///
    /// Used to give line and column to errors found after parsing, so that
    /// parsed values need not carry positions.
    public func offset(of path: JSONPath, in data: Data) -> Int? {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Int? in
            offset(of: path, in: raw.bindMemory(to: UInt8.self))
        }
    }

    /// ``offset(of:in:)`` in a buffer. It builds no value (only where it is
    /// matters), so it takes little memory whatever the document's size;
    /// `release`, when given, is told every ``TreeShape/releaseStride``
    /// bytes or so that the bytes before an offset are read.
    func offset(of path: JSONPath, in bytes: UnsafeBufferPointer<UInt8>, releasingPages release: ((Int) -> Void)? = nil) -> Int? {
        var scanner = JSONScanner(bytes: bytes, maximumDepth: Int.max, building: false)
        scanner.target = path.components
        if let release {
            scanner.release = release
            scanner.releaseMark = TreeShape.releaseStride
        }
        do throws(JSONError) {
            _ = try scanner.parseDocument()
        } catch {
            if error.code == .located { return error.offset }
        }
        return nil
    }

    /// The 1-based line and column (in Unicode scalars) of a byte offset.
    public static func lineAndColumn(of offset: Int, in data: Data) -> (line: Int, column: Int) {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            JSONScanner.lineAndColumn(of: offset, in: raw.bindMemory(to: UInt8.self))
        }
    }
}
