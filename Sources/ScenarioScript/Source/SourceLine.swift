/// One line of a scenario file, decoded: its Unicode scalars and the column
/// (grapheme cluster, 1-based) at which each scalar is displayed.
struct SourceLine: Sendable {
    /// 1-based line number.
    var number: Int
    /// The line as text, without its line terminator.
    var text: String
    /// The line's Unicode scalars.
    var scalars: [Unicode.Scalar]
    /// `columns[i]` is the column of `scalars[i]`; `columns[scalars.count]` is the column just past the end.
    var columns: [Int]

    init(number: Int, scalars: [Unicode.Scalar]) {
        self.number = number
        self.scalars = scalars
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        let text = String(view)
        self.text = text
        var columns: [Int] = []
        columns.reserveCapacity(scalars.count + 1)
        var column = 1
        for character in text {
            for _ in character.unicodeScalars { columns.append(column) }
            column += 1
        }
        // Grapheme breaking covers every scalar; guard anyway so a mismatch never traps.
        while columns.count < scalars.count { columns.append(column) }
        columns.append(column)
        self.columns = columns
    }

    /// The range covering scalars `start..<end`.
    func range(from start: Int, to end: Int) -> SourceRange {
        let startColumn = column(at: start)
        return SourceRange(line: number, column: startColumn, length: column(at: end) - startColumn)
    }

    /// The column of the scalar at `index` (the end column past the last scalar).
    func column(at index: Int) -> Int {
        columns[min(max(0, index), columns.count - 1)]
    }

    /// The text of scalars `start..<end`.
    func text(from start: Int, to end: Int) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[max(0, start)..<min(end, scalars.count)])
        return String(view)
    }
}
