/// A line-by-line comparison of two texts for snapshot failures: common lines
/// start with two spaces, lines only in the recorded text with `- `, only in
/// the actual text with `+ `. Long runs of common lines are elided.
enum LineDiff {
    /// Above this many cells the diff falls back to trimming the common
    /// prefix and suffix, so huge snapshots cannot make a failure slow.
    static let tableLimit = 4_000_000

    static func lines(recorded: String, actual: String, recordedName: String = "recorded", actualName: String = "actual") -> [String] {
        let a = split(recorded), b = split(actual)
        if a == b { return [] }
        var body: [String] = []
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let middleA = Array(a[prefix..<(a.count - suffix)]), middleB = Array(b[prefix..<(b.count - suffix)])
        body += a[..<prefix].map { "  " + $0 }
        if middleA.count * middleB.count <= tableLimit {
            body += lcsDiff(middleA, middleB)
        } else {
            body += middleA.map { "- " + $0 } + middleB.map { "+ " + $0 }
        }
        body += a[(a.count - suffix)...].map { "  " + $0 }
        return ["--- \(recordedName)", "+++ \(actualName)"] + elide(body)
    }

    /// Lines of `text`; a final newline does not make an empty last line, and
    /// a missing one is shown.
    static func split(_ text: String) -> [String] {
        if text.isEmpty { return [] }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() } else { lines[lines.count - 1] += "⏎ (no newline at end)" }
        return lines
    }

    static func lcsDiff(_ a: [String], _ b: [String]) -> [String] {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var result: [String] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                result.append("  " + a[i]); i += 1; j += 1
            } else if i < a.count, j == b.count || table[i + 1][j] >= table[i][j + 1] {
                result.append("- " + a[i]); i += 1
            } else {
                result.append("+ " + b[j]); j += 1
            }
        }
        return result
    }

    /// Keeps three lines of context around changes; longer common runs become `  …`.
    static func elide(_ lines: [String], context: Int = 3) -> [String] {
        let changed = lines.indices.filter { !lines[$0].hasPrefix("  ") }
        guard !changed.isEmpty else { return lines }
        var keep = Set<Int>()
        for index in changed {
            for near in max(0, index - context)...min(lines.count - 1, index + context) { keep.insert(near) }
        }
        var result: [String] = []
        var skipping = false
        for index in lines.indices {
            if keep.contains(index) {
                result.append(lines[index]); skipping = false
            } else if !skipping {
                result.append("  …"); skipping = true
            }
        }
        return result
    }
}
