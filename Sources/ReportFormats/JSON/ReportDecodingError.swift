import AccessibilityModel

/// Why a JSON report could not be read: the message, the JSON path of the
/// offending value (`findings[3].severity`) and its line and column.
///
/// ```
/// 12:19: findings[0].severity: 'grave' is not a severity (critical, serious, moderate or minor)
/// ```
public struct ReportDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    /// Where the value sits in the document; empty for the document itself.
    public var path: JSONPath
    /// 1-based line of the value.
    public var line: Int
    /// 1-based column of the value, in Unicode scalars.
    public var column: Int

    public init(message: String, path: JSONPath, line: Int = 1, column: Int = 1) {
        self.message = message
        self.path = path
        self.line = line
        self.column = column
    }

    /// The message with the path in front, when there is a path: `findings[0].severity: …`.
    public var messageWithPath: String {
        path.components.isEmpty ? message : "\(path.abbreviated()): \(message)"
    }

    /// `line:column: path: message`.
    public var description: String { "\(line):\(column): \(messageWithPath)" }
}
