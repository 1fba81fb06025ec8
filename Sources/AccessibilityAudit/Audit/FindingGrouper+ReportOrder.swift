import AccessibilityModel

extension FindingGrouper {
    /// The group numbers in report order (``Finding/precedes(_:)``).
    ///
    /// Two groups always differ in rule, unit, path or outcome (those are
    /// their key), so their findings' order is decided by their worst
    /// severity and their keys alone, before any finding is made: the
    /// severity, the rule's and the unit's place among the groups' rules and
    /// units, and the path's word are sorted beside the group numbers, and no
    /// comparison reads a finding or a string. (Deep paths that do not fit a
    /// word are compared as paths.)
    static func reportOrder(keys: [Key], worst: [Int], units: [Unit]) -> [Int] {
        // The rules' places in rule order, found once per run of one rule (outcomes come in such runs).
        var distinctRules: [RuleID] = []
        var ruleNumbers: [RuleID: Int] = [:]
        var ruleOf = [Int](repeating: 0, count: keys.count)
        for number in keys.indices {
            if number > 0, keys[number].rule == keys[number - 1].rule {
                ruleOf[number] = ruleOf[number - 1]
                continue
            }
            let rule = keys[number].rule
            if let known = ruleNumbers[rule] {
                ruleOf[number] = known
            } else {
                ruleNumbers[rule] = distinctRules.count
                ruleOf[number] = distinctRules.count
                distinctRules.append(rule)
            }
        }
        let ruleRanks = ranks(of: distinctRules.indices.sorted { distinctRules[$0] < distinctRules[$1] })
        let unitRanks = ranks(
            of: units.indices.sorted {
                (units[$0].component, units[$0].style, units[$0].state) < (units[$1].component, units[$1].style, units[$1].state)
            })
        // A greater outcome name comes first.
        let outcomeRanks = Dictionary(
            uniqueKeysWithValues: Outcome.allCases.map { outcome in
                (outcome, Outcome.allCases.filter { $0.rawValue > outcome.rawValue }.count)
            })
        struct Entry {
            /// The severity (highest first), the rule's place and the unit's place.
            var major: UInt64
            var path: UInt64
            var outcome: Int
            var number: Int
        }
        var entries: [Entry] = []
        entries.reserveCapacity(keys.count)
        var packed = true
        for number in keys.indices {
            let key = keys[number]
            let major =
                UInt64(255 - min(255, max(0, worst[number]))) << 56 | UInt64(ruleRanks[ruleOf[number]]) << 32
                | UInt64(unitRanks[key.unit])
            let word = key.path.orderKey
            if word == nil { packed = false }
            entries.append(Entry(major: major, path: word ?? 0, outcome: outcomeRanks[key.outcome] ?? 0, number: number))
        }
        entries.sort { a, b in
            if a.major != b.major { return a.major < b.major }
            if packed {
                if a.path != b.path { return a.path < b.path }
            } else {
                let order = NodePath.order(keys[a.number].path, keys[b.number].path)
                if order != 0 { return order < 0 }
            }
            if a.outcome != b.outcome { return a.outcome < b.outcome }
            return a.number < b.number
        }
        return entries.map(\.number)
    }

    /// The rank of each index given the indexes in order.
    static func ranks(of ordered: [Int]) -> [Int] {
        var ranks = [Int](repeating: 0, count: ordered.count)
        for (rank, index) in ordered.enumerated() { ranks[index] = rank }
        return ranks
    }

    /// The cells a group occurs in, ascending, each once.
    static func distinctCells(_ cells: [Int]) -> [Int] {
        var distinct = cells
        sortedDistinct(&distinct)
        return distinct
    }

    /// Sorts `cells` and removes repeats, in place.
    static func sortedDistinct(_ cells: inout [Int]) {
        cells.sort()
        var kept = 0
        for index in cells.indices where kept == 0 || cells[kept - 1] != cells[index] {
            cells[kept] = cells[index]
            kept += 1
        }
        cells.removeLast(cells.count - kept)
    }
}
