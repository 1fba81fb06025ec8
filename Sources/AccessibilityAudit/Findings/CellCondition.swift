import AccessibilityModel

/// Describes a set of matrix cells by the smallest conjunction of settings
/// that matches exactly those cells (`colorScheme=light`,
/// `dynamicTypeSize>=accessibility3`), or `always` for every cell.
///
/// Literals are `key=value`, and for `dynamicTypeSize` also
/// `dynamicTypeSize>=v` and `dynamicTypeSize<=v`. Among conjunctions of the
/// fewest literals the first in key order wins. When no conjunction matches
/// exactly, up to three cells are listed in full, joined by ` | `
/// (`colorScheme=dark | boldText=true`); more are described as
/// `partly: <the tightest conjunction>` (a superset), or `partly` when no
/// setting is common to them.
public enum CellCondition {
    struct Literal {
        var text: String
        var matches: (AccessibilitySettings) -> Bool
    }

    /// The description of `occurrences` (indexes into `cells`).
    public static func describe(_ occurrences: [Int], in cells: [AccessibilitySettings]) -> String {
        let hits = Set(occurrences.filter { cells.indices.contains($0) })
        if hits.isEmpty { return "never" }
        if hits.count == cells.count { return "always" }
        let literals = candidates(hits, cells)
        let target = cells.indices.map { hits.contains($0) }
        let columns = literals.map { literal in cells.map(literal.matches) }
        func matchesExactly(_ chosen: [Int]) -> Bool {
            for index in cells.indices where chosen.allSatisfy({ columns[$0][index] }) != target[index] { return false }
            return true
        }
        if matchesExactly(Array(literals.indices)) {
            for size in 1...max(1, literals.count) {
                if let found = firstSubset(of: literals.count, size: size, where: matchesExactly) {
                    return found.map { literals[$0].text }.joined(separator: ",")
                }
            }
        }
        if hits.count <= 3 {
            return hits.sorted().map { cells[$0].description }.joined(separator: " | ")
        }
        return literals.isEmpty ? "partly" : "partly: " + literals.map(\.text).joined(separator: ",")
    }

    /// The tightest literal per key that holds in every hit cell.
    static func candidates(_ hits: Set<Int>, _ cells: [AccessibilitySettings]) -> [Literal] {
        var literals: [Literal] = []
        for key in AccessibilitySettings.Key.allCases {
            let all = Set(cells.map { $0.value(of: key) })
            guard all.count > 1 else { continue }
            let seen = Set(hits.map { cells[$0].value(of: key) })
            if seen.count == 1, let value = seen.first {
                literals.append(Literal(text: "\(key.rawValue)=\(value)") { $0.value(of: key) == value })
            } else if key == .dynamicTypeSize {
                let sizes = hits.map { cells[$0].dynamicTypeSize }
                let present = cells.map(\.dynamicTypeSize)
                if let low = sizes.min(), let high = sizes.max(), let lowest = present.min(), let highest = present.max() {
                    if low > lowest { literals.append(Literal(text: "dynamicTypeSize>=\(low.rawValue)") { $0.dynamicTypeSize >= low }) }
                    if high < highest { literals.append(Literal(text: "dynamicTypeSize<=\(high.rawValue)") { $0.dynamicTypeSize <= high }) }
                }
            }
        }
        return literals
    }

    /// The first `size`-element subset of `0..<count` (lexicographic) satisfying `predicate`.
    static func firstSubset(of count: Int, size: Int, where predicate: ([Int]) -> Bool) -> [Int]? {
        guard size <= count else { return nil }
        var chosen = Array(0..<size)
        while true {
            if predicate(chosen) { return chosen }
            var position = size - 1
            while position >= 0 && chosen[position] == count - size + position { position -= 1 }
            if position < 0 { return nil }
            chosen[position] += 1
            for next in (position + 1)..<size { chosen[next] = chosen[next - 1] + 1 }
        }
    }
}
