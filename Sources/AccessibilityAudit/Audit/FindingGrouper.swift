import AccessibilityModel

/// Groups outcomes into findings: one per rule × component × style × state ×
/// element path × outcome, with the cells where it occurs described by
/// ``CellCondition``, in report order.
///
/// The grouper only groups. Each cell's outcomes come from its checks
/// (``CellReport``), the outcomes of checks that compare cells from
/// ``CrossCellEngine``; suppressions and the baseline are
/// ``FindingSuppressions``, the counts ``AuditSummary``
/// (``result(catalog:configuration:plan:)`` puts them together).
struct FindingGrouper {
    /// What a finding is one of: the rule, the component, style and state
    /// (numbered in ``units``: there are few, and hashing a number is cheaper
    /// than hashing three strings for every outcome), the element and the outcome.
    struct Key: Hashable {
        var rule: RuleID
        var unit: Int
        var path: NodePath
        var outcome: Outcome
        /// The node inside the element, when the check judges its nodes apart (``ElementOutcome/part``).
        var part: NodePath?
    }

    /// Which of ``tables`` a group is in.
    struct TableKey: Hashable {
        var rule: RuleID
        var unit: Int
    }

    /// A group within its rule and unit's table.
    struct PathKey: Hashable {
        var path: NodePath
        var outcome: Outcome
        var part: NodePath?
    }

    /// The component, style and state outcomes are grouped under.
    struct Unit: Hashable {
        var component: String
        var style: String
        var state: String
    }

    struct Occurrence {
        var cell: Int
        var outcome: ElementOutcome
    }

    let cells: [AccessibilitySettings]
    /// The units in first-seen order, and each one's number.
    private var units: [Unit] = []
    private var unitNumbers: [Unit: Int] = [:]
    /// The groups in first-seen order, each one's number, and its occurrences:
    /// the first of each group, and a chain of the others through ``later``.
    /// One array for all the groups, instead of an array per group, and a walk
    /// over the groups in order without looking each one up again.
    private var keys: [Key] = []
    /// Each group's number, by rule and unit (a table each) and then by
    /// path and outcome. Outcomes come in runs of one rule and unit, so each
    /// is looked up in its run's table, found at once, without hashing the
    /// rule: one table for all groups hashed every outcome's rule, and on a
    /// large static tree (over a hundred thousand groups, most of them the
    /// contracts' incompletes) each lookup was a read from memory far from
    /// the last; a run's own table stays in cache while the run is added.
    private var tables: [[PathKey: Int]] = []
    private var tableNumbers: [TableKey: Int] = [:]
    /// The rule, unit and table of the last outcome.
    private var lastTable: (rule: RuleID, unit: Int, table: Int)?
    private var occurrences: [Occurrence] = []
    /// For each occurrence, the next of its group, or -1.
    private var later: [Int] = []
    /// For each group, its first and last occurrence.
    private var firsts: [Int] = []
    private var lasts: [Int] = []
    private(set) var passes = 0
    /// The two renders each violation with a diff compared, by rule, unit number and cell.
    private var comparisons: [ComparisonKey: [Finding.Render]] = [:]

    struct ComparisonKey: Hashable {
        var rule: RuleID
        var unit: Int
        var cell: Int
    }

    /// Which checks count, and the severities that replace their own.
    let rules: RuleSelection
    /// Whether ``rules`` leaves out or changes any outcome.
    private let selects: Bool

    init(cells: [AccessibilitySettings], rules: RuleSelection = RuleSelection()) {
        self.cells = cells
        self.rules = rules
        self.selects = !rules.isDefault
    }

    init(matrix: EnvironmentMatrix, rules: RuleSelection = RuleSelection()) {
        self.init(cells: matrix.cells, rules: rules)
    }

    /// The number of a component, style and state (the newest is checked first: outcomes come in runs of one unit).
    private mutating func unit(_ component: String, _ style: String, _ state: String) -> Int {
        if let last = units.last, last.component == component, last.style == style, last.state == state { return units.count - 1 }
        let unit = Unit(component: component, style: style, state: state)
        if let number = unitNumbers[unit] { return number }
        unitNumbers[unit] = units.count
        units.append(unit)
        return units.count - 1
    }

    /// Adds one outcome of one cell (passes are only counted).
    mutating func add(_ outcome: consuming ElementOutcome, component: String, style: String, state: String, cell: Int) {
        if selects {
            guard let selected = rules.selected(outcome) else { return }
            return record(selected, component: component, style: style, state: state, cell: cell)
        }
        record(outcome, component: component, style: style, state: state, cell: cell)
    }

    private mutating func record(_ outcome: consuming ElementOutcome, component: String, style: String, state: String, cell: Int) {
        switch outcome.outcome {
        case .pass: passes += 1
        case .inapplicable: break
        case .violation, .incomplete:
            let unit = unit(component, style, state)
            let table = table(outcome.rule, unit)
            let next = keys.count
            // One lookup, which inserts the next number when the key is new.
            let number = Self.read(&tables[table][PathKey(path: outcome.path, outcome: outcome.outcome, part: outcome.part), default: next])
            let key = Key(rule: outcome.rule, unit: unit, path: outcome.path, outcome: outcome.outcome, part: outcome.part)
            let position = occurrences.count
            occurrences.append(Occurrence(cell: cell, outcome: outcome))
            later.append(-1)
            if number == next {
                keys.append(key)
                firsts.append(position)
                lasts.append(position)
            } else {
                later[lasts[number]] = position
                lasts[number] = position
            }
        }
    }

    private static func read(_ value: inout Int) -> Int { value }

    /// The table of a rule and unit: the last one's, else looked up (or added).
    private mutating func table(_ rule: RuleID, _ unit: Int) -> Int {
        if let last = lastTable, last.unit == unit, last.rule == rule { return last.table }
        let key = TableKey(rule: rule, unit: unit)
        let table =
            tableNumbers[key]
            ?? {
                tableNumbers[key] = tables.count
                tables.append([:])
                return tables.count - 1
            }()
        lastTable = (rule, unit, table)
        return table
    }

    /// Adds passes that were counted instead of kept (``RuleEngine/outcomes(of:keepingPasses:passes:)``).
    mutating func addPasses(_ count: Int) {
        passes += count
    }

    /// Makes room for `count` more findings, each perhaps a group of its own,
    /// so that the groups' arrays are not copied as they grow. (Each rule and
    /// unit's table of groups gets its room from ``add(draining:component:style:state:cell:)``,
    /// which knows its list's length.)
    mutating func reserveCapacity(findings count: Int) {
        keys.reserveCapacity(keys.count + count)
        occurrences.reserveCapacity(occurrences.count + count)
        later.reserveCapacity(later.count + count)
        firsts.reserveCapacity(firsts.count + count)
        lasts.reserveCapacity(lasts.count + count)
    }

    /// ``add(_:component:style:state:cell:)`` of outcomes that are not needed
    /// afterwards: each is moved out of `outcomes` (left empty) into the
    /// grouper instead of copied. A copy counts a reference in each of its
    /// label's and spoken text's strings and the emptied array releases it
    /// again; on a large static tree a string is often no longer in cache by
    /// then (about 2 % fewer last-level misses per 100,000-element audit).
    mutating func add(draining outcomes: inout [ElementOutcome], component: String, style: String, state: String, cell: Int) {
        // A list is one check's outcomes, most of them often findings: its table gets room for them all at once.
        if let first = outcomes.first, !selects || rules.includes(first.rule) {
            let table = table(first.rule, unit(component, style, state))
            tables[table].reserveCapacity(tables[table].count + outcomes.count)
        }
        // Taken from the end, in order: reversing swaps the outcomes in place, without counting references.
        outcomes.reverse()
        while let outcome = outcomes.popLast() {
            switch outcome.outcome {
            case .pass: if !selects || rules.includes(outcome.rule) { passes += 1 }
            case .inapplicable: break
            case .violation, .incomplete: add(outcome, component: component, style: style, state: state, cell: cell)
            }
        }
    }

    /// Adds the outcomes of one check in one cell, in order (passes are only counted).
    mutating func add(_ outcomes: [ElementOutcome], component: String, style: String, state: String, cell: Int) {
        for index in outcomes.indices {
            switch outcomes[index].outcome {
            case .pass: if !selects || rules.includes(outcomes[index].rule) { passes += 1 }
            case .inapplicable: break
            case .violation, .incomplete: add(outcomes[index], component: component, style: style, state: state, cell: cell)
            }
        }
    }

    /// Records the two renders a violation of one cell compared (``Finding/compared``), reported
    /// with the finding when that cell's occurrence is the one it reports and it has a diff.
    mutating func compared(_ rule: RuleID, _ renders: [Finding.Render], component: String, style: String, state: String, cell: Int) {
        comparisons[ComparisonKey(rule: rule, unit: unit(component, style, state), cell: cell)] = renders
    }

    /// The grouped findings, in report order (``reportOrder(keys:worst:units:)``),
    /// each located at its component's catalog entry (`descriptors`, by name).
    /// The groups are moved out, so the grouper is left without any (its
    /// passes and cells stay).
    ///
    /// Each finding takes its label, speech, message and diff out of the
    /// occurrence it reports, instead of copying them: a copy counts a
    /// reference in each string, and the grouper's end released it again. On
    /// a large static tree those strings were made long before and are no
    /// longer in cache, so each count was a read from memory. (Taken from the
    /// grouper's own arrays, they are not shared, so taking one copies nothing.)
    mutating func findings(descriptors: [String: ComponentDescriptor]) -> [Finding] {
        var keys: [Key] = [], occurrences: [Occurrence] = [], later: [Int] = [], firsts: [Int] = []
        swap(&keys, &self.keys)
        swap(&occurrences, &self.occurrences)
        swap(&later, &self.later)
        swap(&firsts, &self.firsts)
        tables = []
        tableNumbers = [:]
        lastTable = nil
        lasts = []
        // Each rule's description, looked up once (a static tree can give thousands of findings of one rule).
        var descriptions: [RuleID: CheckDescription?] = [:]
        // Many findings occur in the same cells: each set of cells is described once, and
        // each single cell (most findings occur in one) without making a list of it.
        var conditions: [[Int]: String] = [:]
        var single = [String?](repeating: nil, count: cells.count)
        var groupCells: [Int] = []
        // Each group's worst severity and the first occurrence with it, of those the lowest measure (the
        // lowest contrast, the smallest target): the finding reports that one.
        var chosenOf = [Int](repeating: 0, count: keys.count)
        var worstOf = [Int](repeating: 0, count: keys.count)
        for number in keys.indices {
            var chosen = firsts[number]
            var worst = occurrences[chosen].outcome.severity.rank
            var position = later[chosen]
            while position >= 0 {
                let rank = occurrences[position].outcome.severity.rank
                if rank > worst || (rank == worst && Self.measures(occurrences[position].outcome, below: occurrences[chosen].outcome)) {
                    worst = rank
                    chosen = position
                }
                position = later[position]
            }
            chosenOf[number] = chosen
            worstOf[number] = worst
        }
        var findings: [Finding] = []
        findings.reserveCapacity(keys.count)
        // Made in report order, so that no finding is moved after it is made.
        for number in Self.reportOrder(keys: keys, worst: worstOf, units: units) {
            let key = keys[number]
            let chosen = chosenOf[number]
            let worst = occurrences[chosen].outcome.severity
            let alone = later[firsts[number]] < 0
            groupCells.removeAll(keepingCapacity: true)
            if !alone {
                var position = firsts[number]
                while position >= 0 {
                    groupCells.append(occurrences[position].cell)
                    position = later[position]
                }
            }
            let cell = occurrences[chosen].cell
            let condition: String
            if alone {
                condition =
                    single[cell]
                    ?? {
                        let described = CellCondition.describe([cell], in: cells)
                        single[cell] = described
                        return described
                    }()
            } else {
                Self.sortedDistinct(&groupCells)
                condition =
                    conditions[groupCells]
                    ?? {
                        let described = CellCondition.describe(groupCells, in: cells)
                        conditions[groupCells] = described
                        return described
                    }()
            }
            let info =
                descriptions[key.rule]
                ?? {
                    let found = rules.description(of: key.rule)
                    descriptions[key.rule] = found
                    return found
                }()
            let label = occurrences[chosen].outcome.label.take()
            let spoken = occurrences[chosen].outcome.spoken.take()
            let diff = occurrences[chosen].outcome.diff.take()
            let site = occurrences[chosen].outcome.site
            let location = site.location
            let elementLocation = occurrences[chosen].outcome.elementSite.location
            var message = ""
            swap(&message, &occurrences[chosen].outcome.message)
            let unit = units[key.unit]
            findings.append(
                Finding(
                    rule: key.rule, outcome: key.outcome, severity: worst, wcag: info?.wcag ?? [], component: unit.component,
                    style: unit.style, state: unit.state,
                    element: Finding.Element(path: key.path, label: label, description: spoken),
                    cells: Finding.Cells(
                        count: alone ? 1 : groupCells.count, of: cells.count, when: condition,
                        worst: alone ? nil : worstCondition(of: number, chosen: chosen, occurrences, later, firsts, all: groupCells.count)),
                    message: message, fix: info?.fix ?? "", location: location ?? descriptors[unit.component]?.location,
                    componentLocation: descriptors[unit.component]?.location, diff: diff,
                    compared: diff == nil ? nil : comparisons[ComparisonKey(rule: key.rule, unit: key.unit, cell: cell)],
                    elementLocation: elementLocation == location ? nil : elementLocation))
        }
        return findings
    }

    /// Whether `outcome` measures lower (worse) than `other` (``ElementOutcome/measure``).
    static func measures(_ outcome: ElementOutcome, below other: ElementOutcome) -> Bool {
        guard let measure = outcome.measure else { return false }
        guard let otherMeasure = other.measure else { return true }
        return measure < otherMeasure
    }

    /// The cells where group `number`'s reported occurrence `chosen` is as bad
    /// as it is, when some of the group's `all` cells show a milder one
    /// (``Finding/Cells/worst``); `nil` when every cell shows the same.
    private func worstCondition(
        of number: Int, chosen: Int, _ occurrences: [Occurrence], _ later: [Int], _ firsts: [Int], all: Int
    ) -> String? {
        let reported = occurrences[chosen].outcome
        guard let measure = reported.measure else { return nil }
        var worstCells: [Int] = []
        var position = firsts[number]
        while position >= 0 {
            let outcome = occurrences[position].outcome
            if outcome.severity == reported.severity, outcome.measure == measure { worstCells.append(occurrences[position].cell) }
            position = later[position]
        }
        Self.sortedDistinct(&worstCells)
        guard worstCells.count < all else { return nil }
        return CellCondition.describe(worstCells, in: cells)
    }
}
