import AccessibilityModel

/// The environment cells of an audit: `AccessibilitySettings` values built
/// from a ``MatrixKind`` with optional settings fixed on top of every cell.
///
/// ```swift
/// let matrix = EnvironmentMatrix(.pairwise)
/// matrix.cells.count  // 24
/// ```
public struct EnvironmentMatrix: Hashable, Sendable {
    /// The settings the matrix varies (every key except `locale`), in key order.
    public static let varied: [AccessibilitySettings.Key] = AccessibilitySettings.Key.allCases.filter {
        $0 != .locale && $0 != .ios
    }

    public var kind: MatrixKind
    /// Settings fixed on top of every cell (`--env`).
    public var overrides: SettingsOverride
    /// The cells, in a fixed order, without duplicates.
    public let cells: [AccessibilitySettings]

    /// The matrix of `kind` with `overrides` applied to every cell (duplicates removed, first kept).
    public init(_ kind: MatrixKind, overrides: SettingsOverride = .none) {
        self.kind = kind
        self.overrides = overrides
        var seen = Set<AccessibilitySettings>()
        var cells: [AccessibilitySettings] = []
        for cell in Self.baseCells(kind) {
            let fixed = overrides.applied(to: cell)
            if seen.insert(fixed).inserted { cells.append(fixed) }
        }
        self.cells = cells
    }

    /// The cells of `kind` before overrides.
    static func baseCells(_ kind: MatrixKind) -> [AccessibilitySettings] {
        switch kind {
        case .full: return full()
        case .pairwise: return pairwise()
        case .smoke: return smoke()
        }
    }

    /// A cell whose setting `key` takes its `index`-th value.
    static func setting(_ cell: inout AccessibilitySettings, _ key: AccessibilitySettings.Key, _ index: Int) {
        cell.set(key, toValueAt: index)
    }

    /// Every combination, the first key varying slowest.
    static func full() -> [AccessibilitySettings] {
        var cells = [AccessibilitySettings()]
        for key in varied {
            var next: [AccessibilitySettings] = []
            next.reserveCapacity(cells.count * key.allValues.count)
            for cell in cells {
                for index in key.allValues.indices {
                    var copy = cell
                    setting(&copy, key, index)
                    next.append(copy)
                }
            }
            cells = next
        }
        return cells
    }

    /// The default cell, then each setting at its extreme (its last value).
    static func smoke() -> [AccessibilitySettings] {
        var cells = [AccessibilitySettings()]
        for key in varied {
            var cell = AccessibilitySettings()
            setting(&cell, key, key.allValues.count - 1)
            cells.append(cell)
        }
        return cells
    }

    /// A covering array of strength 2 with exactly 24 cells (the lower bound:
    /// the 12 Dynamic Type sizes times 2 values of any other setting).
    ///
    /// Each size gets two cells whose two-valued settings are complementary
    /// patterns, so every size meets both values of every other setting. The
    /// patterns are the all-default pattern (for `large`, so the first cell of
    /// `large` is the default cell) and the bits of each setting's position
    /// (four bits for nine settings): any two settings are equal in the all-default pattern and
    /// differ in some bit pattern, so all four value pairs occur.
    static func pairwise() -> [AccessibilitySettings] {
        let binary = varied.filter { $0 != .dynamicTypeSize }
        let sizes = DynamicTypeSize.allCases
        // Enough bits to tell every two-valued setting from every other (9 need 4 bits).
        let bits = max(1, Int.bitWidth - (binary.count - 1).leadingZeroBitCount)
        let bitPatterns: [[Int]] = (0..<bits).map { bit in binary.indices.map { ($0 >> bit) & 1 } }
        // Extra patterns for variety beyond the covering requirement.
        let extras: [[Int]] = [binary.indices.map { ($0 >> 0 ^ $0 >> 1) & 1 }, binary.indices.map { ($0 >> 1 ^ $0 >> 2) & 1 }]
        // The first three bits and the extras come first, as before a ninth setting needed a fourth bit.
        let patterns = Array(bitPatterns.prefix(3)) + extras + bitPatterns.dropFirst(3)
        var cells: [AccessibilitySettings] = []
        var patternIndex = 0
        for size in sizes {
            let pattern: [Int]
            if size == .large {
                pattern = Array(repeating: 0, count: binary.count)
            } else {
                pattern = patterns[patternIndex % patterns.count]
                patternIndex += 1
            }
            for complement in [false, true] {
                var cell = AccessibilitySettings()
                cell.dynamicTypeSize = size
                for (position, key) in binary.enumerated() {
                    setting(&cell, key, complement ? 1 - pattern[position] : pattern[position])
                }
                cells.append(cell)
            }
        }
        // The default cell first, the rest in construction order.
        if let index = cells.firstIndex(of: AccessibilitySettings()) {
            cells.insert(cells.remove(at: index), at: 0)
        }
        return cells
    }

    /// The keys whose value differs between cells, in key order.
    public var varyingKeys: [AccessibilitySettings.Key] {
        guard let first = cells.first else { return [] }
        return AccessibilitySettings.Key.allCases.filter { key in cells.contains { $0.value(of: key) != first.value(of: key) } }
    }
}
