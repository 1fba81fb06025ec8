import AccessibilityModel
import Foundation

extension StopComparison {
    /// A pair (or lone stop) by index into each side.
    struct Pair {
        var left: Int?
        var right: Int?
        var match: Match?
        /// Matched out of the order of the other matched pairs.
        var moved = false
    }

    /// Stops matched by identifier, then by label, each only where it is unique among the stops not yet matched
    /// on both sides: for each left index, its right index and how.
    static func match(_ left: [Stop], _ right: [Stop]) -> [Int: (right: Int, match: Match)] {
        var matches: [Int: (right: Int, match: Match)] = [:]
        var taken = Set<Int>()
        for (match, key) in [(Match.identifier, \Stop.identifier), (Match.label, \Stop.label)] {
            func unique(_ stops: [Stop], skipping: (Int) -> Bool) -> [String: Int] {
                var found: [String: Int] = [:]
                var repeated = Set<String>()
                for (index, stop) in stops.enumerated() where !skipping(index) {
                    guard let name = stop[keyPath: key], !name.isEmpty else { continue }
                    if found.updateValue(index, forKey: name) != nil { repeated.insert(name) }
                }
                return found.filter { !repeated.contains($0.key) }
            }
            let leftNames = unique(left) { matches[$0] != nil }
            let rightNames = unique(right) { taken.contains($0) }
            for (name, index) in leftNames {
                guard let other = rightNames[name] else { continue }
                matches[index] = (other, match)
                taken.insert(other)
            }
        }
        return matches
    }

    /// The entries in order: the matched pairs that keep their order are anchors; between two anchors, the
    /// stops left on each side are paired in reading order, and what is left over stands alone. A pair matched
    /// out of order is listed at its component position and marked moved.
    static func align(_ left: [Stop], _ right: [Stop], matches: [Int: (right: Int, match: Match)]) -> [Pair] {
        let matchedLeft = matches.keys.sorted()
        let anchors = Set(longestIncreasing(matchedLeft.map { matches[$0]!.right }).map { matchedLeft[$0] })
        let matchedRight = Set(matches.values.map(\.right))
        var pairs: [Pair] = []
        var leftStart = 0, rightStart = 0
        let boundaries = matchedLeft.filter { anchors.contains($0) }.map { ($0, matches[$0]!.right) } + [(left.count, right.count)]
        for (leftEnd, rightEnd) in boundaries {
            let loneRight = (rightStart..<rightEnd).filter { !matchedRight.contains($0) }
            var nextRight = 0
            for index in leftStart..<leftEnd {
                if case (let other, let match)? = matches[index] {
                    pairs.append(Pair(left: index, right: other, match: match, moved: true))
                } else if nextRight < loneRight.count {
                    pairs.append(Pair(left: index, right: loneRight[nextRight], match: .order))
                    nextRight += 1
                } else {
                    pairs.append(Pair(left: index, right: nil))
                }
            }
            for index in loneRight[nextRight...] { pairs.append(Pair(left: nil, right: index)) }
            if leftEnd < left.count, case (let other, let match)? = matches[leftEnd] {
                pairs.append(Pair(left: leftEnd, right: other, match: match))
            }
            leftStart = leftEnd + 1
            rightStart = rightEnd + 1
        }
        return pairs
    }

    /// The indexes of a longest strictly increasing subsequence of `values` (the first such in index order, so
    /// that the result is deterministic): the matched pairs that keep their relative order.
    static func longestIncreasing(_ values: [Int]) -> [Int] {
        guard !values.isEmpty else { return [] }
        // Patience sorting: tails[k] is the index of the smallest tail of an increasing run of length k + 1.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result: [Int] = []
        var index = tails.last ?? -1
        while index >= 0 {
            result.append(index)
            index = previous[index]
        }
        return result.reversed()
    }

    /// What differs between two paired stops.
    static func differences(_ one: Stop, _ other: Stop, comparesHints: Bool, moved: Bool) -> [Difference] {
        var found: [Difference] = []
        func text(_ value: String?) -> String { value.map { "\"\($0)\"" } ?? "none" }
        if one.label != other.label { found.append(Difference(field: .label, component: text(one.label), capture: text(other.label))) }
        if one.value != other.value { found.append(Difference(field: .value, component: text(one.value), capture: text(other.value))) }
        if one.traits != other.traits {
            func names(_ traits: ElementTraits) -> String { traits.isEmpty ? "none" : traits.names.joined(separator: ", ") }
            found.append(Difference(field: .traits, component: names(one.traits), capture: names(other.traits)))
        }
        if comparesHints, one.hint != other.hint {
            found.append(Difference(field: .hint, component: text(one.hint), capture: text(other.hint)))
        }
        if let frame = one.frame, let otherFrame = other.frame, !Self.close(frame, otherFrame) {
            found.append(Difference(field: .frame, component: Self.text(frame), capture: Self.text(otherFrame)))
        }
        if moved {
            found.append(Difference(field: .order, component: "stop \(one.position)", capture: "stop \(other.position)"))
        }
        return found
    }

    static func close(_ one: CGRect, _ other: CGRect) -> Bool {
        let one = CGRectLike(one), other = CGRectLike(other)
        return [(one.minX, other.minX), (one.minY, other.minY), (one.maxX, other.maxX), (one.maxY, other.maxY)]
            .allSatisfy { abs($0 - $1) <= frameTolerance }
    }

    /// `(16, 44, 343×44)`: x, y, width and height in points, whole where possible.
    static func text(_ frame: CGRect) -> String { CGRectLike(frame).text }
}
