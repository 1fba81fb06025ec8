import Foundation

/// A ``FindingGrouper`` that groups one component's reports (each cell's
/// outcomes, then the cross-cell checks' over its cells: ``CrossCellEngine``)
/// on a queue of its own while the auditor runs the next component's cells,
/// so the grouping, which is serial, no longer leaves the other workers idle.
/// Components are grouped in order, one at a time: the result is the
/// grouper's own. At most two components' reports wait to be grouped, so
/// memory stays that of a few components' cells.
final class PipelinedGrouper: @unchecked Sendable {
    private var grouper: FindingGrouper
    private let crossCell: CrossCellEngine
    private let queue = DispatchQueue(label: "a11y-audit.grouping")
    private let waiting = DispatchSemaphore(value: 2)
    private let inline: Bool

    /// - Parameter inline: group on the calling thread (one job: no second worker to spare).
    init(_ grouper: FindingGrouper, inline: Bool) {
        self.grouper = grouper
        self.crossCell = CrossCellEngine(rules: grouper.rules)
        self.inline = inline
    }

    /// Groups `reports` (of component `component`, its first unit at `firstUnit`) after every earlier component's.
    func collect(plan: AuditPlan, component: Int, reports: [CellReport], firstUnit: Int) {
        if inline {
            group(plan: plan, component: component, reports: reports, firstUnit: firstUnit)
            return
        }
        waiting.wait()
        queue.async { [self] in
            group(plan: plan, component: component, reports: reports, firstUnit: firstUnit)
            waiting.signal()
        }
    }

    /// Adds one component's cells to the grouper: each cell's own outcomes, then the cross-cell checks' over them.
    private func group(plan: AuditPlan, component: Int, reports: [CellReport], firstUnit: Int) {
        let selection = plan.selections[component]
        let name = selection.descriptor.name
        for (style, styleName) in selection.styles.enumerated() {
            for (state, stateDescriptor) in selection.states.enumerated() {
                for (cell, unit) in plan.cellUnits[component][style][state].enumerated() {
                    for outcome in reports[unit - firstUnit].outcomes {
                        grouper.add(outcome, component: name, style: styleName, state: stateDescriptor.name, cell: cell)
                    }
                }
            }
        }
        crossCell.run(plan: plan, component: component, reports: reports, firstUnit: firstUnit, into: &grouper)
    }

    /// The grouper once every component given is grouped, moved out (an
    /// empty one is left), so that its result can take its findings' strings
    /// without copying its occurrences.
    func finished() -> FindingGrouper {
        queue.sync {
            var taken = FindingGrouper(cells: [], rules: grouper.rules)
            swap(&taken, &grouper)
            return taken
        }
    }
}
