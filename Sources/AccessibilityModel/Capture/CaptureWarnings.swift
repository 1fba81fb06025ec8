/// The warnings of one capture: each unmapped name once, each value that
/// cannot be read where it is; the first ``CaptureWarnings/listed`` kept,
/// all counted. A warning's place is only looked up when it is kept, so a
/// file with a million warnings costs a hundred look-ups.
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

    /// Whether `key` was warned about already.
    func contains(_ key: String) -> Bool { seen.contains(key) }

    /// Warns once per `key` (`attribute foo`).
    mutating func add(_ key: String, _ message: String, line: Int, column: Int) {
        add(key, message) { (line, column) }
    }

    /// Warns once per `key`, looking up the place only when the warning is kept.
    mutating func add(_ key: String, _ message: @autoclosure () -> String, at place: () -> (line: Int, column: Int)) {
        guard seen.insert(key).inserted else { return }
        keep(message, at: place)
    }

    /// Warns about one occurrence (a value that cannot be read): every occurrence counts.
    mutating func addOccurrence(_ message: @autoclosure () -> String, at place: () -> (line: Int, column: Int)) {
        keep(message, at: place)
    }

    private mutating func keep(_ message: () -> String, at place: () -> (line: Int, column: Int)) {
        count += 1
        guard warnings.count < Self.listed else { return }
        let (line, column) = place()
        warnings.append(CaptureWarning(message: message(), line: line, column: column))
    }
}
