/// Why a JSON accessibility tree (spec/tree-format.md) could not be read.
///
/// The message names the JSON path of the offending value
/// (`unknown trait 'buton' at root.children[2].traits[1]; did you mean 'button'?`);
/// ``description`` puts the line and column in front, so a caller only adds
/// the file name: `file:line:column: error: message`.
public struct TreeFormatError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, naming the JSON path and quoting the input.
    public var message: String
    /// The JSON path of the offending value (`root.children[2].traits[1]`),
    /// empty for the document as a whole; abbreviated when very deep.
    public var path: String
    /// 1-based line of the offending value; 0 when not read from text.
    public var line: Int
    /// 1-based column (in Unicode scalars); 0 when not read from text.
    public var column: Int
    /// The nearest valid word, when a name was misspelt.
    public var suggestion: String?
    /// The JSON syntax error behind this one, when the text was not valid JSON.
    public var jsonError: JSONError?

    public init(
        message: String, path: String = "", line: Int = 0, column: Int = 0,
        suggestion: String? = nil, jsonError: JSONError? = nil
    ) {
        self.message = message
        self.path = path
        self.line = line
        self.column = column
        self.suggestion = suggestion
        self.jsonError = jsonError
    }

    /// `line:column: message`, or just the message when the position is unknown.
    public var description: String {
        line > 0 ? "\(line):\(column): \(message)" : message
    }
}
