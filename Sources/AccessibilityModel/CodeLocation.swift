/// A place in source code (named so that it never clashes with Swift Testing's `SourceLocation`).
public struct CodeLocation: Hashable, Sendable, CustomStringConvertible {
    /// Path relative to the package root (`Sources/DesignSystem/Rating.swift`).
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int = 1) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}
