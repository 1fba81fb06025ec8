/// Why a JSON document could not be read, and where.
///
/// ```swift
/// do { _ = try JSONParser().parse("[1, 2") }
/// catch { print(error) }  // 1:6: unexpected end of input; expected ',' or ']' after array element
/// ```
public struct JSONError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of problem, for callers that react to some kinds.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// The input has no bytes (or only a byte order mark) or only whitespace.
        public static let emptyInput = Code(rawValue: "emptyInput")
        /// The bytes are not UTF-8.
        public static let invalidUTF8 = Code(rawValue: "invalidUTF8")
        /// The input ends inside a value.
        public static let unexpectedEnd = Code(rawValue: "unexpectedEnd")
        /// A character that cannot start or continue what is being read.
        public static let unexpectedCharacter = Code(rawValue: "unexpectedCharacter")
        /// An unterminated string, a bad escape, a lone surrogate or a raw control character.
        public static let invalidString = Code(rawValue: "invalidString")
        /// A number outside the JSON grammar or the range of a double.
        public static let invalidNumber = Code(rawValue: "invalidNumber")
        /// An object names the same key twice.
        public static let duplicateKey = Code(rawValue: "duplicateKey")
        /// Arrays and objects are nested deeper than the parser's limit.
        public static let tooDeep = Code(rawValue: "tooDeep")
        /// The input is larger than the parser's limit.
        public static let tooLarge = Code(rawValue: "tooLarge")
        /// Something other than whitespace follows the top-level value.
        public static let trailingContent = Code(rawValue: "trailingContent")
        /// Internal: the locator reached the value it looked for.
        static let located = Code(rawValue: "located")
    }

    public var code: Code
    /// What is wrong, quoting the input where that helps.
    public var message: String
    /// 1-based line of the offending byte.
    public var line: Int
    /// 1-based column of the offending character (counted in Unicode scalars).
    public var column: Int
    /// 0-based byte offset of the offending byte.
    public var offset: Int
    /// The value being read when the error happened (empty at the top level).
    public var path: JSONPath

    public init(code: Code, message: String, line: Int, column: Int, offset: Int, path: JSONPath = JSONPath()) {
        self.code = code
        self.message = message
        self.line = line
        self.column = column
        self.offset = offset
        self.path = path
    }

    /// `line:column: message`.
    public var description: String { "\(line):\(column): \(message)" }
}
