import AccessibilityModel

/// A span of text on one line of a scenario file: 1-based line and column,
/// and a length, all counted in columns.
///
/// A column is one grapheme cluster (one Swift `Character`) of the line, so
/// a caret printed under column `n` lines up with the `n`-th character a
/// terminal shows for ASCII and most other text (tabs are copied into the
/// caret line; double-width characters such as CJK or emoji are counted as
/// one column).
public struct SourceRange: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column of the first character.
    public var column: Int
    /// Number of columns covered; at least 1.
    public var length: Int

    /// A range of `length` columns starting at `line:column`.
    public init(line: Int, column: Int, length: Int = 1) {
        self.line = line
        self.column = column
        self.length = max(1, length)
    }

    /// The column just past the range.
    public var endColumn: Int { column + length }

    /// The range from the start of `self` to the end of `other` (on the same line).
    public func through(_ other: SourceRange) -> SourceRange {
        guard other.line == line else { return self }
        return SourceRange(line: line, column: column, length: max(other.endColumn, endColumn) - column)
    }

    /// The location of the range's start in `file`.
    public func location(in file: String) -> CodeLocation {
        CodeLocation(file: file, line: line, column: column)
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }

    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
