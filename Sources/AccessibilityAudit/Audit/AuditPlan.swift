import AccessibilityModel

/// The work of one audit: the selected components, styles and states, and one
/// unit per component × style × state × cell (plus reference cells for
/// environment invariance), in a fixed order.
struct AuditPlan: Sendable {
    struct Unit: Sendable {
        var component: Int
        var descriptor: ComponentDescriptor
        var style: String
        var state: StateDescriptor
        /// The component's arguments in that state, worked out once for all its cells.
        var arguments: ComponentArguments
        /// Index into the matrix's cells, or `nil` for a reference cell.
        var cell: Int?
        var settings: AccessibilitySettings
        var checks: Bool
        /// Keep the rendered tree: the unit's default cell, kept for ``AuditResult/screens``.
        var keepsTree = false
    }

    struct Selection: Sendable {
        var descriptor: ComponentDescriptor
        var styles: [String]
        var states: [StateDescriptor]
    }

    var selections: [Selection]
    var units: [Unit] = []
    /// Unit index of each checked cell: [component][style][state][cell].
    var cellUnits: [[[[Int]]]] = []
    /// Unit index of the reference cell for each checked cell.
    var referenceUnits: [[[[Int]]]] = []

    init(descriptors: [ComponentDescriptor], configuration: AuditConfiguration, matrix: EnvironmentMatrix) throws {
        let names = descriptors.map(\.name)
        for wanted in configuration.components where !names.contains(wanted) {
            throw AuditError(message: "unknown component '\(wanted)'", suggestion: Suggestion.nearest(to: wanted, in: names))
        }
        let (shardIndex, shardCount) = configuration.shard
        guard shardCount >= 1, (1...shardCount).contains(shardIndex) else {
            throw AuditError(message: "bad shard \(shardIndex)/\(shardCount); expected i/n with 1 ≤ i ≤ n")
        }
        let chosen = descriptors.filter { configuration.components.isEmpty || configuration.components.contains($0.name) }
        let allStyles = configuration.styles.isEmpty || configuration.styles.contains("all")
        let allStates = configuration.states.isEmpty || configuration.states.contains("all")
        let everyStyle = Set(chosen.flatMap(\.styles)), everyState = Set(chosen.flatMap { $0.states.map(\.name) })
        for wanted in configuration.styles where wanted != "all" && !everyStyle.contains(wanted) {
            throw AuditError(message: "unknown style '\(wanted)'", suggestion: Suggestion.nearest(to: wanted, in: everyStyle.sorted() + ["all"]))
        }
        for wanted in configuration.states where wanted != "all" && !everyState.contains(wanted) {
            throw AuditError(message: "unknown state '\(wanted)'", suggestion: Suggestion.nearest(to: wanted, in: everyState.sorted() + ["all"]))
        }
        selections = chosen.enumerated().compactMap { offset, descriptor in
            guard offset % shardCount == shardIndex - 1 else { return nil }
            let styles = descriptor.styles.filter { allStyles || configuration.styles.contains($0) }
            let states = descriptor.states.filter { allStates || configuration.states.contains($0.name) }
            guard !styles.isEmpty, !states.isEmpty else { return nil }
            return Selection(descriptor: descriptor, styles: styles, states: states)
        }
        for (componentIndex, selection) in selections.enumerated() {
            var byStyle: [[[Int]]] = [], refsByStyle: [[[Int]]] = []
            for style in selection.styles {
                var byState: [[Int]] = [], refsByState: [[Int]] = []
                for state in selection.states {
                    let arguments = selection.descriptor.arguments(for: state)
                    var cells: [Int] = [], refs: [Int] = []
                    var referenceIndex: [AccessibilitySettings: Int] = [:]
                    for (cellIndex, cell) in matrix.cells.enumerated() {
                        let settings = state.environment.applied(to: cell)
                        cells.append(units.count)
                        units.append(
                            Unit(
                                component: componentIndex, descriptor: selection.descriptor, style: style, state: state,
                                arguments: arguments, cell: cellIndex, settings: settings, checks: true))
                        let reference = matrix.overrides.applied(to: EnvironmentInvariance.reference(for: cell))
                        let referenceSettings = state.environment.applied(to: reference)
                        if let known = referenceIndex[referenceSettings] {
                            refs.append(known)
                        } else {
                            referenceIndex[referenceSettings] = units.count
                            refs.append(units.count)
                            units.append(
                                Unit(
                                    component: componentIndex, descriptor: selection.descriptor, style: style, state: state,
                                    arguments: arguments, cell: nil, settings: referenceSettings, checks: false))
                        }
                    }
                    if configuration.keepsScreens {
                        var kept: [AccessibilitySettings] = []
                        for variant in [SettingsOverride.none] + configuration.screenVariants {
                            let settings = state.environment.applied(to: matrix.overrides.applied(to: variant.applied(to: AccessibilitySettings())))
                            guard !kept.contains(settings) else { continue }
                            kept.append(settings)
                            keepScreen(
                                style: style, state: state, arguments: arguments, component: componentIndex,
                                descriptor: selection.descriptor, settings: settings, candidates: refs + cells)
                        }
                    }
                    byState.append(cells)
                    refsByState.append(refs)
                }
                byStyle.append(byState)
                refsByStyle.append(refsByState)
            }
            cellUnits.append(byStyle)
            referenceUnits.append(refsByStyle)
        }
    }

    /// Marks the unit among `candidates` (one style and state's units) rendered with the default cell's
    /// `settings` to keep its tree; when none is (no cell of the matrix has them), adds one that only renders.
    private mutating func keepScreen(
        style: String, state: StateDescriptor, arguments: ComponentArguments, component: Int,
        descriptor: ComponentDescriptor,
        settings: AccessibilitySettings, candidates: [Int]
    ) {
        if let index = candidates.first(where: { units[$0].settings == settings }) {
            units[index].keepsTree = true
        } else {
            units.append(
                Unit(
                    component: component, descriptor: descriptor, style: style, state: state,
                    arguments: arguments, cell: nil, settings: settings, checks: false, keepsTree: true))
        }
    }
}
