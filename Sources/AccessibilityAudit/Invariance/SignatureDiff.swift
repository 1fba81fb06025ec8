/// A unified-diff-like comparison of two semantic signatures: lines common to
/// both start with two spaces, lines only on the left with `- `, only on the
/// right with `+ `.
public enum SignatureDiff {
    /// The diff lines of two signatures, with a header naming each side.
    /// - Returns: the lines, or an empty array when the signatures are equal.
    public static func lines(_ left: SemanticSignature, _ right: SemanticSignature, leftName: String, rightName: String) -> [String] {
        let a = left.stops.map(\.line), b = right.stops.map(\.line)
        if a == b { return [] }
        var result = ["--- \(leftName)", "+++ \(rightName)"]
        // Longest common subsequence table.
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                result.append("  " + a[i]); i += 1; j += 1
            } else if j < b.count, i == a.count || table[i][j + 1] >= table[i + 1][j] {
                result.append("+ " + b[j]); j += 1
            } else {
                result.append("- " + a[i]); i += 1
            }
        }
        return result
    }
}
