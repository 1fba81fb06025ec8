import Foundation

/// Why a `.a11y-audit.json` cannot be used: where (the file, and the line
/// and column when the problem is in its text) and what, in plain words.
///
/// ```swift
/// do {
///     _ = try ConfigurationFile.load(from: directory, knownRules: RuleSelection())
/// } catch {
///     print(error)  // .a11y-audit.json:3:3: unknown key 'failon'; did you mean 'failOn'? …
/// }
/// ```
public struct ConfigurationFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as messages name it.
    public var path: String
    /// The 1-based line and column of the problem, when it is in the file's text.
    public var line: Int?
    public var column: Int?
    /// What is wrong, quoting the input; for a problem that is not in the
    /// text (an unreadable file, a link loop) it names the file itself.
    public var message: String
    /// The text of ``line``, when known, for a caret under ``column``.
    public var sourceLine: String?

    public init(path: String, line: Int? = nil, column: Int? = nil, message: String, sourceLine: String? = nil) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.sourceLine = sourceLine
    }

    /// A problem at `line` and `column` of `contents`, with that line's text.
    init(path: String, line: Int, column: Int, message: String, contents: Data) {
        self.init(path: path, line: line, column: column, message: message, sourceLine: Self.line(line, of: contents))
    }

    /// `path:line:column: message`, or the message alone for a file that could not be read.
    public var description: String {
        guard let line, let column else { return message }
        return "\(path):\(line):\(column): \(message)"
    }

    /// The text of line `number` (1-based) of `contents`, without its line break.
    static func line(_ number: Int, of contents: Data) -> String? {
        let lines = contents.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard number >= 1, number <= lines.count else { return nil }
        var text = lines[number - 1]
        if text.last == UInt8(ascii: "\r") { text = text.dropLast() }
        return String(decoding: text, as: UTF8.self)
    }
}
