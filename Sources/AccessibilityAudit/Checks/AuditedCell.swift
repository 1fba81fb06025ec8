import AccessibilityModel

/// One rendered cell of a component, as a ``CrossCellCheck`` sees it: which
/// component, style, state and settings it is, and what VoiceOver finds in it.
public struct AuditedCell: Sendable {
    /// The component's name.
    public let component: String
    /// The style.
    public let style: String
    /// The catalog state (its name, arguments and fixed settings).
    public let state: StateDescriptor
    /// What the cell rendered and its checks concluded.
    let report: CellReport

    init(component: String, style: String, state: StateDescriptor, report: CellReport) {
        self.component = component
        self.style = style
        self.state = state
        self.report = report
    }

    /// The settings the cell was rendered with (the state's fixed settings applied).
    public var settings: AccessibilitySettings { report.settings }

    /// The focus stops in VoiceOver order, each with what VoiceOver says on reaching it.
    public var stops: [AuditedStop] { report.stops }

    /// The stops' semantics (label, value, traits, actions), to compare with another cell's.
    public var signature: SemanticSignature { report.signature }

    /// What a sighted person sees, without and with colour.
    var visual: VisualSignature { report.visual }
}
