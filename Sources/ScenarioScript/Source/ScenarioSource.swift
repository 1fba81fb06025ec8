/// The text of a scenario file split into lines, ready to lex, and what was
/// wrong with its encoding.
///
/// Lines end at `\n`; a `\r` before it and a byte-order mark at the start of
/// the file are dropped. Bytes that are not UTF-8 are shown as U+FFFD in the
/// decoded lines, and each run of them is an ``ScenarioDiagnostic`` in
/// ``encodingErrors`` (a file with encoding errors is not parsed further).
public struct ScenarioSource: Sendable {
    /// The path as it should appear in messages (relative to the package root).
    public var path: String
    /// The decoded lines, without terminators; at least one (possibly empty) line.
    public var lines: [String] { decodedLines.map(\.text) }
    /// One error per run of bytes that are not UTF-8, at its line and column.
    public private(set) var encodingErrors: [ScenarioDiagnostic]

    var decodedLines: [SourceLine]

    /// Decodes a file's bytes.
    ///
    /// - Parameters:
    ///   - path: the file's path for messages.
    ///   - bytes: the file's contents.
    public init(path: String, bytes: some Collection<UInt8>) {
        self.path = path
        let decoded = UTF8LineDecoder.decode(Array(bytes))
        self.decodedLines = decoded.lines
        self.encodingErrors = decoded.errors
    }

    /// A source from text that is already decoded.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The text of line `number` (1-based), or `nil` past the end.
    public func line(_ number: Int) -> String? {
        decodedLines.indices.contains(number - 1) ? decodedLines[number - 1].text : nil
    }
}
