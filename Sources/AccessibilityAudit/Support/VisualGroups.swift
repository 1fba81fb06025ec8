import AccessibilityModel

/// The rules about what is drawn, each with the position of its report,
/// and what the pass over the nodes asks of each rule read once, not at
/// every node.
struct VisualRuleSet: Sendable {
    let positions: [Int]
    let rules: [any DrawingRule]
    let filters: [DrawnItems]
    let skipsDecorative: [Bool]

    init(_ rules: [(position: Int, rule: any DrawingRule)]) {
        positions = rules.map(\.position)
        self.rules = rules.map(\.rule)
        filters = rules.map(\.rule.looksAt)
        skipsDecorative = rules.map(\.rule.skipsDecoration)
    }

    var count: Int { rules.count }
    var indices: Range<Int> { rules.indices }
    var isEmpty: Bool { rules.isEmpty }
}

/// Where an outcome is reported: a focus stop, or a node outside any stop.
struct CheckTarget: Hashable {
    var path: NodePath
    var label: String?
    var spoken: String?
    /// Where the element was made (no part of the target's equality).
    var site = CodeLocation.Site.Unequated(.unknown)
}

/// Runs the rules about what a sighted person sees: they look at every drawn
/// node (hidden ones too) and report once per focus stop that owns it.
enum VisualGroups {
    /// Adds each rule's verdicts to its report, in the order the groups first
    /// appear in the tree.
    ///
    /// One pass over the context's pre-order table (``NodeTable``) serves
    /// every rule: a node is read once, and only when a rule's filter picks
    /// it. The nodes a stop owns all lie in its subtree, so its groups are
    /// checked as soon as the pass leaves that subtree, while their nodes are
    /// still in cache, and then dropped. Outcomes a report does not keep are
    /// not held (a large tree has a pass for nearly every text).
    /// - Parameters:
    ///   - rules: the rules, each with the position of its report in `reports`.
    static func check(_ rules: VisualRuleSet, in context: RuleContext, into reports: inout [RuleReport]) {
        // Each rule's kept outcomes, and side by side the rank of their group's first appearance.
        var results = [[ElementOutcome]](filled: [], count: rules.count)
        var resultRanks = [[Int]](filled: [], count: rules.count)
        forEachGroup(of: rules, in: context) { group, rank, rule in
            let checked = rules.rules[rule]
            let verdict = checked._verdict(on: group, in: context)
            let position = rules.positions[rule]
            guard reports[position].keeps(verdict) else { return }
            let target = group.target
            guard checked.judgesEachNode, verdict.outcome == .violation else {
                results[rule].append(
                    reports[position].outcome(verdict, path: target.path, label: target.label, spoken: target.spoken, site: target.site.site))
                resultRanks[rule].append(rank)
                return
            }
            // Each failing part is an outcome of its own (``DrawingRule/judgesEachNode``); should no node fail
            // alone, the group's verdict stands as it is.
            let parts = eachFailingPart(of: group, by: checked, verdict: verdict, in: context, report: reports[position])
            results[rule].append(
                contentsOf: parts.isEmpty
                    ? [reports[position].outcome(verdict, path: target.path, label: target.label, spoken: target.spoken, site: target.site.site)]
                    : parts)
            resultRanks[rule].append(contentsOf: repeatElement(rank, count: max(1, parts.count)))
        }
        // Groups are checked as their stops end, so a stop around another is checked after it: back to appearance order.
        for rule in results.indices where !results[rule].isEmpty {
            let order = resultRanks[rule]
            if zip(order, order.dropFirst()).allSatisfy({ $0 < $1 }) {
                reports[rules.positions[rule]].append(contentsOf: results[rule])
            } else {
                let kept = results[rule]
                reports[rules.positions[rule]].append(contentsOf: kept.indices.sorted { order[$0] < order[$1] }.map { kept[$0] })
            }
        }
    }

    /// The outcomes of a failing group's parts (``DrawingRule/judgesEachNode``):
    /// each node is shown to the rule alone, with the group's owning stop, and
    /// each that fails is an outcome about it (``ElementOutcome/part``),
    /// located where the node was made. Failing nodes made at the same place
    /// in the code (the stars of one `ForEach`, a view used twice) are one
    /// part, the first of them, reported with the worst one's verdict: one
    /// line to fix is one finding, never several that read the same.
    static func eachFailingPart(
        of group: DrawnGroup, by rule: any DrawingRule, verdict: Verdict, in context: RuleContext, report: RuleReport
    ) -> [ElementOutcome] {
        let target = group.target
        var parts: [ElementOutcome] = []
        // The place each part was made, beside it (`nil` when the tree does not say).
        var places: [CodeLocation?] = []
        for node in group.nodes {
            var alone = group
            alone.nodes = [node]
            var own = group.nodes.count == 1 ? verdict : rule._verdict(on: alone, in: context)
            guard own.outcome == .violation else { continue }
            // The node judged alone is what was drawn: the finding is at its line, the element's beside it.
            if !own.drawnAt.isKnown { own.drawnAt = node.node.site }
            let site = target.site.site
            let place = own.drawnAt.location
            if let place, let same = places.firstIndex(of: place) {
                let outcome = report.outcome(
                    own, path: target.path, label: target.label, spoken: target.spoken, part: parts[same].part, site: site)
                let (rank, kept) = (outcome.severity.rank, parts[same].severity.rank)
                if rank > kept || (rank == kept && FindingGrouper.measures(outcome, below: parts[same])) { parts[same] = outcome }
                continue
            }
            parts.append(
                report.outcome(own, path: target.path, label: target.label, spoken: target.spoken, part: node.path(in: context), site: site))
            places.append(place)
        }
        return parts
    }

    /// Calls `visit` with each group of each rule of `rules` that applies to
    /// the tree, with the group's rank (the order in which the rule's groups
    /// first appear in the tree) and the rule's index in `rules`: the groups of
    /// a stop as the pass leaves its subtree, a node outside any stop at once.
    static func forEachGroup(
        of rules: VisualRuleSet, in context: RuleContext, _ visit: (_ group: DrawnGroup, _ rank: Int, _ rule: Int) -> Void
    ) {
        let table = context.nodes
        let count = rules.count
        let active = rules.rules.map { $0.applies(in: context) }
        let wanted = rules.indices.reduce(into: DrawnItems()) { wanted, index in
            if active[index] { wanted.formUnion(rules.filters[index]) }
        }
        guard !wanted.isEmpty else { return }
        var appeared = [Int](filled: 0, count: count)
        // The nodes of the open groups, one buffer per rule: stops nest, so each
        // open stop's nodes are the end of the buffer from where the stop began.
        var buffers = [[DrawnNode]](filled: [], count: count)
        // The stops whose subtrees the pass is inside, innermost last (it owns the
        // current node), and for each of them and each rule, side by side: the
        // rank of its group (-1 before its first node) and where its nodes begin.
        var inside: [(stop: Int, end: Int)] = []
        var ranks: [Int] = []
        var starts: [Int] = []
        // Stops rarely nest deeply: room for a few levels of every rule.
        inside.reserveCapacity(4)
        ranks.reserveCapacity(4 * count)
        starts.reserveCapacity(4 * count)
        func leave(before ordinal: Int) {
            while let last = inside.last, last.end <= ordinal {
                inside.removeLast()
                let base = inside.count * count
                for index in rules.indices where ranks[base + index] >= 0 {
                    let start = starts[base + index]
                    let nodes: [DrawnNode]
                    if start == 0 {
                        // The outermost open stop owns the whole buffer: it is handed over, not copied.
                        nodes = buffers[index]
                        buffers[index] = []
                    } else {
                        nodes = Array(buffers[index][start...])
                        buffers[index].removeSubrange(start...)
                    }
                    visit(DrawnGroup(owner: last.stop, stops: context.stops, nodes: nodes), ranks[base + index], index)
                }
                ranks.removeSubrange(base...)
                starts.removeSubrange(base...)
            }
        }
        for ordinal in 0..<table.count {
            // A drawn node a few ahead is on its way (all its lines: fonts, colours, text).
            if ordinal + 4 < table.count, !table.filters[ordinal + 4].isDisjoint(with: wanted) {
                table.prefetchNode(at: ordinal + 4, lines: 8)
            }
            leave(before: ordinal)
            let stop = table.stops[ordinal]
            if stop >= 0 {
                inside.append((stop, table.ends[ordinal]))
                for index in rules.indices {
                    ranks.append(-1)
                    starts.append(buffers[index].count)
                }
            }
            let filters = table.filters[ordinal]
            guard !filters.isDisjoint(with: wanted) else { continue }
            let node = table.node(at: ordinal)
            let owned = table.owners[ordinal] >= 0
            for index in rules.indices where active[index] && filters.isSuperset(of: rules.filters[index]) {
                if rules.skipsDecorative[index], !owned, table.hidden[ordinal] { continue }
                if owned {
                    let slot = (inside.count - 1) * count + index
                    if ranks[slot] < 0 {
                        ranks[slot] = appeared[index]
                        appeared[index] += 1
                    }
                    buffers[index].append(DrawnNode(ordinal: ordinal, node: node))
                } else {
                    let target = CheckTarget(
                        path: table.path(at: ordinal), label: node.label, spoken: nil, site: CodeLocation.Site.Unequated(node.site))
                    visit(
                        DrawnGroup(owner: nil, stops: [], ownTarget: target, nodes: [DrawnNode(ordinal: ordinal, node: node)]), appeared[index], index
                    )
                    appeared[index] += 1
                }
            }
        }
        leave(before: .max)
    }

    /// The colour behind a node: its own `background`, else the platform
    /// default for the colour scheme (reference decision 16), else `nil`.
    static func background(of node: AccessibilityNode, settings: AccessibilitySettings?) -> SRGBColor? {
        if let background = node.background { return background }
        guard let settings else { return nil }
        return settings.colorScheme == .dark ? .black : .white
    }

    /// How a node is named in a message: its visible text or label, quoted.
    static func name(_ node: AccessibilityNode) -> String {
        let text = node.visibleText
        if let text, !isGlyph(text) { return "\"\(text)\"" }
        if let label = node.trimmedLabel, !isGlyph(label) { return "\"\(label)\"" }
        if let text, !text.isEmpty { return glyphName(text) }
        return "unlabeled"
    }

    /// A drawn text as a report names it: quoted, or an icon font's glyph (a
    /// private-use character, which prints as nothing) by its code points.
    static func name(text: String) -> String {
        isGlyph(text) ? glyphName(text) : "\"\(text)\""
    }

    private static func glyphName(_ text: String) -> String {
        "icon-font glyph " + text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
    }

    /// Whether a text shows nothing a reader could quote: empty, blank, or only
    /// private-use characters (an icon font's glyphs, U+E000–U+F8FF and planes 15–16).
    static func isGlyph(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isWhitespace || (0xE000...0xF8FF).contains(scalar.value) || scalar.value >= 0xF0000
        }
    }
}
