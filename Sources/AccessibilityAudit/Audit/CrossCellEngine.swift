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
        let name = selection.descriptor.name
        // Each unit's cell, by its index among the component's units.
        let cells = reports.indices.map { index in
            AuditedCell(
                component: name, style: plan.units[firstUnit + index].style, state: plan.units[firstUnit + index].state,
                report: reports[index])
        }
        let units = plan.cellUnits[component], references = plan.referenceUnits[component]
        func compare(_ checks: [Entry], _ unit: Int, with other: Int, cell: Int) {
            for entry in checks {
                report(entry, cells[unit - firstUnit], against: cells[other - firstUnit], cell: cell, into: &grouper)
            }
        }
        for style in selection.styles.indices {
            for state in selection.states.indices {
                for (cell, unit) in units[style][state].enumerated() {
                    // With the default environment's render, and with the first style's.
                    compare(environments, unit, with: references[style][state][cell], cell: cell)
                    if style > 0 { compare(styles, unit, with: units[0][state][cell], cell: cell) }
                }
            }
            // Every later state with each earlier one rendered with the same settings.
            if !states.isEmpty, selection.states.count > 1 {
                for cell in units[style][0].indices {
                    for later in selection.states.indices.dropFirst() {
                        let unit = units[style][later][cell]
                        for earlier in 0..<later where cells[units[style][earlier][cell] - firstUnit].settings == cells[unit - firstUnit].settings {
                            compare(states, unit, with: units[style][earlier][cell], cell: cell)
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
                    for unit in units[style][state] + references[style][state] where rendered[cells[unit - firstUnit].settings] == nil {
                        rendered[cells[unit - firstUnit].settings] = unit
                    }
                    for (cell, unit) in units[style][state].enumerated() {
                        guard let settings = counterpart(cells[unit - firstUnit].settings), let other = rendered[settings], other != unit
                        else { continue }
                        report(entry, cells[unit - firstUnit], against: cells[other - firstUnit], cell: cell, into: &grouper)
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
                component: cell.component, style: cell.style, state: cell.state.name, cell: index)
        case .violation, .incomplete:
            let message = verdict.verdict.message
            if let path = verdict.path {
                let owner = cell.report.owningStop(of: path)
                grouper.add(
                    ElementOutcome(
                        rule: id, outcome: outcome, severity: severity, path: owner?.path ?? path, label: owner?.node.label,
                        spoken: owner?.spoken, message: message, diff: verdict.diff),
                    component: cell.component, style: cell.style, state: cell.state.name, cell: index)
            } else {
                grouper.add(
                    ElementOutcome(rule: id, outcome: outcome, severity: severity, path: .root, message: message, diff: verdict.diff),
                    component: cell.component, style: cell.style, state: cell.state.name, cell: index)
            }
            if outcome == .violation, verdict.diff != nil {
                grouper.compared(
                    id, [Finding.Render(style: other.style, settings: other.settings), Finding.Render(style: cell.style, settings: cell.settings)],
                    component: cell.component, style: cell.style, state: cell.state.name, cell: index)
            }
        }
    }
}
