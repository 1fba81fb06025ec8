import AccessibilityModel

/// Runs the cross-cell checks over one component's rendered cells: pairs the
/// cells as each check's ``CellPairing`` says, asks the check about each
/// pair, and hands its verdicts to the grouper as outcomes of the cell
/// compared, in that cell's style, state and matrix cell.
///
/// Checks with the same pairing run together, pair by pair: each pair is
/// found once for all of them.
struct CrossCellEngine: Sendable {
    /// A check that runs, with its description (read once, not per pair).
    struct Entry: Sendable {
        var check: any CrossCellCheck
        var info: CheckDescription
    }

    /// The checks of each built-in pairing, and those that pair by settings of their own.
    private var environments: [Entry] = []
    private var styles: [Entry] = []
    private var states: [Entry] = []
    private var counterparts: [(Entry, @Sendable (AccessibilitySettings) -> AccessibilitySettings?)] = []

    /// The built-in checks (``CheckRegistry/crossCell``) and the selection's own, less those it leaves out.
    init(rules: RuleSelection) {
        for check in CheckRegistry.crossCell + rules.crossCell where rules.includes(check.info.id) {
            let entry = Entry(check: check, info: check.info)
            switch check.pairing.kind {
            case .environments: environments.append(entry)
            case .styles: styles.append(entry)
            case .states: states.append(entry)
            case .counterpart(let counterpart): counterparts.append((entry, counterpart))
            }
        }
    }

    /// Runs every check over one component's cells and adds the outcomes to `grouper`.
    /// - Parameters:
    ///   - reports: the reports of the component's units, in unit order.
    ///   - firstUnit: the plan's index of the component's first unit (`reports[0]`).
    func run(plan: AuditPlan, component: Int, reports: [CellReport], firstUnit: Int, into grouper: inout FindingGrouper) {
        let selection = plan.selections[component]
        let table = AuditedCell.Table(
            component: selection.descriptor.name, styles: selection.styles, states: selection.states, reports: reports)
        let units = plan.cellUnits[component], references = plan.referenceUnits[component]
        /// The cell of a unit (by the plan's index) of one style and state.
        func cell(_ unit: Int, _ style: Int, _ state: Int) -> AuditedCell {
            AuditedCell(table, unit: unit - firstUnit, style: style, state: state)
        }
        func compare(_ checks: [Entry], _ compared: AuditedCell, with other: AuditedCell, cell: Int) {
            for entry in checks { report(entry, compared, against: other, cell: cell, into: &grouper) }
        }
        for style in selection.styles.indices {
            for state in selection.states.indices {
                for (index, unit) in units[style][state].enumerated() {
                    // With the default environment's render, and with the first style's.
                    let compared = cell(unit, style, state)
                    compare(environments, compared, with: cell(references[style][state][index], style, state), cell: index)
                    if style > 0 { compare(styles, compared, with: cell(units[0][state][index], 0, state), cell: index) }
                }
            }
            // Every later state with each earlier one rendered with the same settings.
            if !states.isEmpty, selection.states.count > 1 {
                for index in units[style][0].indices {
                    for later in selection.states.indices.dropFirst() {
                        let unit = units[style][later][index]
                        for earlier in 0..<later
                        where reports[units[style][earlier][index] - firstUnit].settings == reports[unit - firstUnit].settings {
                            compare(states, cell(unit, style, later), with: cell(units[style][earlier][index], style, earlier), cell: index)
                        }
                    }
                }
            }
        }
        for (entry, counterpart) in counterparts {
            for style in selection.styles.indices {
                for state in selection.states.indices {
                    // The units rendered for this style and state, by their settings (the matrix's cells first).
                    var rendered: [AccessibilitySettings: Int] = [:]
                    for unit in units[style][state] + references[style][state] where rendered[reports[unit - firstUnit].settings] == nil {
                        rendered[reports[unit - firstUnit].settings] = unit
                    }
                    for (index, unit) in units[style][state].enumerated() {
                        guard let settings = counterpart(reports[unit - firstUnit].settings), let other = rendered[settings], other != unit
                        else { continue }
                        report(entry, cell(unit, style, state), against: cell(other, style, state), cell: index, into: &grouper)
                    }
                }
            }
        }
    }

    /// Asks one check about `cell` against `other`, and adds its verdict, as
    /// an outcome of `cell`, to `grouper`; a violation with a diff also
    /// records the two renders compared.
    private func report(_ entry: Entry, _ cell: AuditedCell, against other: AuditedCell, cell index: Int, into grouper: inout FindingGrouper) {
        guard let verdict = entry.check.compare(cell, with: other) else { return }
        let id = entry.info.id, outcome = verdict.verdict.outcome
        let severity = verdict.verdict.severity ?? entry.info.severity
        switch outcome {
        case .pass, .inapplicable:
            grouper.add(
                ElementOutcome(rule: id, outcome: outcome, severity: severity, path: .root),
                component: cell.component, style: cell.style, state: cell.stateName, cell: index)
        case .violation, .incomplete:
            let message = verdict.verdict.message
            if let path = verdict.path {
                let owner = cell.owningStop(of: path)
                grouper.add(
                    ElementOutcome(
                        rule: id, outcome: outcome, severity: severity, path: owner?.path ?? path, label: owner?.node.label,
                        spoken: owner?.spoken, message: message, diff: verdict.diff),
                    component: cell.component, style: cell.style, state: cell.stateName, cell: index)
            } else {
                grouper.add(
                    ElementOutcome(rule: id, outcome: outcome, severity: severity, path: .root, message: message, diff: verdict.diff),
                    component: cell.component, style: cell.style, state: cell.stateName, cell: index)
            }
            if outcome == .violation, verdict.diff != nil {
                grouper.compared(
                    id, [Finding.Render(style: other.style, settings: other.settings), Finding.Render(style: cell.style, settings: cell.settings)],
                    component: cell.component, style: cell.style, state: cell.stateName, cell: index)
            }
        }
    }
}
