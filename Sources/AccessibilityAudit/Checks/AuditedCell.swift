import AccessibilityModel

/// One rendered cell of a component, as a ``CrossCellCheck`` sees it: which
/// component, style, state and settings it is, and what VoiceOver finds in it.
public struct AuditedCell: Sendable {
    /// One component's rendered units, shared by all its cells: a cell is
    /// the table and its unit's place in it, so making one or handing it to a
    /// check copies no report.
    final class Table: Sendable {
        let component: String
        let styles: [String]
        let states: [StateDescriptor]
        /// The reports of the component's units, in unit order.
        let reports: [CellReport]

        init(component: String, styles: [String], states: [StateDescriptor], reports: [CellReport]) {
            self.component = component
            self.styles = styles
            self.states = states
            self.reports = reports
        }
    }

    private let table: Table
    /// The unit's index in ``Table/reports``, and its style's and state's in ``Table/styles`` and ``Table/states``.
    private let unit: Int
    private let styleIndex: Int
    private let stateIndex: Int

    init(_ table: Table, unit: Int, style: Int, state: Int) {
        self.table = table
        self.unit = unit
        self.styleIndex = style
        self.stateIndex = state
    }

    /// The component's name.
    public var component: String { table.component }

    /// The style.
    public var style: String { table.styles[styleIndex] }

    /// The catalog state (its name, arguments and fixed settings).
    public var state: StateDescriptor { table.states[stateIndex] }

    /// The state's name.
    var stateName: String { table.states[stateIndex].name }

    /// The settings the cell was rendered with (the state's fixed settings applied).
    public var settings: AccessibilitySettings { table.reports[unit].settings }

    /// The focus stops in VoiceOver order, each with what VoiceOver says on reaching it.
    public var stops: [AuditedStop] { table.reports[unit].stops }

    /// The stops' semantics (label, value, traits, actions), to compare with another cell's.
    public var signature: SemanticSignature { table.reports[unit].signature }

    /// What a sighted person sees, without and with colour.
    var visual: VisualSignature { table.reports[unit].visual }

    /// Whether the cell is a render of a live component (a static tree draws the same at every setting).
    var isLive: Bool { table.reports[unit].isLive }

    /// The focus stop containing `path`, or `nil`.
    func owningStop(of path: NodePath) -> AuditedStop? { table.reports[unit].owningStop(of: path) }
}
