/// The tokens of one source line, and whether lexing found errors on it
/// (the parser then only follows the file's structure on that line and
/// reports nothing more there, so one typo gives one error).
struct LexedLine: Sendable {
    var number: Int
    var tokens: [Token]
    var hasErrors: Bool
    /// The range just past the line's last token (for "expected … at end of line").
    var endRange: SourceRange
    /// The line's text from its first to its last token, comments and indentation removed.
    var code: String
}
