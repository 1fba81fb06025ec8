import AccessibilityModel

/// One audit cell: a component in one style and state, rendered with one set
/// of settings, checked by every rule and contract and summarised into its
/// signatures — exactly the work ``Auditor/audit(_:)`` does for each cell of
/// its matrix. The benchmark times it.
///
/// ```swift
/// let cell = AuditCell(descriptor, style: "default", state: descriptor.states[0])
/// let outcomes = cell.run()   // passes, violations and incompletes of that cell
/// ```
public struct AuditCell: Sendable {
    /// The component.
    public let descriptor: ComponentDescriptor
    /// The style it is rendered in.
    public let style: String
    /// The state it starts in.
    public let state: StateDescriptor
    /// The cell's settings with the state's fixed settings applied.
    public let settings: AccessibilitySettings
    /// The component's arguments in the state, worked out once, as the auditor does for all cells of a state.
    private let arguments: ComponentArguments

    /// The cell of `descriptor` in `style` and `state` under `settings` (the default cell unless given).
    public init(
        _ descriptor: ComponentDescriptor, style: String, state: StateDescriptor,
        settings: AccessibilitySettings = AccessibilitySettings()
    ) {
        self.descriptor = descriptor
        self.style = style
        self.state = state
        self.settings = state.environment.applied(to: settings)
        arguments = descriptor.arguments(for: state)
    }

    /// Renders and checks the cell from a fresh subject.
    /// - Parameter rules: which checks run, and your own rules; it must pass ``RuleSelection/validate()``.
    /// - Returns: the outcomes of every selected rule and contract, inapplicable ones left out.
    public func run(rules: RuleSelection = RuleSelection()) -> [ElementOutcome] {
        CellReport.run(
            descriptor, style: style, state: state, arguments: arguments, settings: settings, checks: rules.engine,
            rules: rules
        ).outcomes
    }
}
