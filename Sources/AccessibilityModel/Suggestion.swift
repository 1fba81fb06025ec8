/// "Did you mean" suggestions for misspelt words.
public enum Suggestion {
    /// The candidate nearest to `word` by edit distance (case-insensitive),
    /// when it is close enough to be a plausible misspelling: at most a third
    /// of the word's length, and at least one edit allowed.
    public static func nearest(to word: String, in candidates: some Sequence<String>) -> String? {
        let lowered = Array(word.lowercased().unicodeScalars)
        guard !lowered.isEmpty else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let allowed = max(1, min(lowered.count, best.name.count) / 3)
        // A prefix of a candidate ("dynamicType" for "dynamicTypeSize") is also close.
        if best.distance <= allowed { return best.name }
        if let prefixed = candidates.first(where: { $0.lowercased().hasPrefix(word.lowercased()) && lowered.count >= 3 }) {
            return prefixed
        }
        return nil
    }

    /// Levenshtein distance with transpositions counted as one edit.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        if a.count > 64 || b.count > 64 { return abs(a.count - b.count) + (a == b ? 0 : 64) }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
