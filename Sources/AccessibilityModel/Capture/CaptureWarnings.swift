/// The warnings of one capture: each unmapped name once, the first
/// ``CaptureWarnings/listed`` kept, all counted.
struct CaptureWarnings {
    /// How many distinct warnings are kept; a hostile file could name millions of attributes.
    static let listed = 100

    private(set) var warnings: [CaptureWarning] = []
    private(set) var count = 0
    private var seen = Set<String>()

    /// The warnings kept, in the order of their places in the file.
    var inFileOrder: [CaptureWarning] {
        warnings.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// Whether `key` was warned about already (so a position need not be looked up again).
    func contains(_ key: String) -> Bool { seen.contains(key) }

    /// Warns once per `key` (`attribute foo`).
    mutating func add(_ key: String, _ message: String, line: Int, column: Int) {
        guard seen.insert(key).inserted else { return }
        count += 1
        if warnings.count < Self.listed { warnings.append(CaptureWarning(message: message, line: line, column: column)) }
    }
}
