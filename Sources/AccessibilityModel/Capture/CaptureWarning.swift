/// Something in a captured screen that has no mapping to the tree (an
/// element type, an attribute or key, a trait name), listed once, at its
/// first occurrence: nothing in a capture is dropped without a word.
public struct CaptureWarning: Hashable, Sendable {
    /// What has no mapping and what was done instead (`unmapped element type 'XCUIElementTypeMap': read as a container`).
    public var message: String
    /// 1-based line and column of the first occurrence; 0 when unknown.
    public var line: Int
    public var column: Int

    public init(message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }
}
