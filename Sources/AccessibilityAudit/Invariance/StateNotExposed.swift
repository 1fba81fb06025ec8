import AccessibilityModel

/// Flags two states of a component that are drawn differently but sound the
/// same: every focus stop has the same label, value and traits.
///
/// A chip that turns blue when selected but reads "Vegetarian. Button." in
/// both states tells a VoiceOver user nothing about its state. WCAG 4.1.2
/// (Name, Role, Value: the state must be programmatically determinable).
/// Fix: expose the state (`.accessibilityAddTraits(isOn ? .isSelected : [])`,
/// a value, or a `Toggle`).
///
/// Checked across the component's states rendered with the same settings;
/// `color-only-state` (1.4.1) judges separately whether sighted people can
/// tell them apart without colour.
public struct StateNotExposed: CrossCellCheck {
    public static let info = CheckDescription(
        id: .stateNotExposed, title: "State drawn but not exposed", severity: .serious, wcag: ["4.1.2"],
        explanation:
            "Two states of the component (for example selected and not selected), rendered in the same environment, show the same texts drawn differently — a colour, an image, a font weight, a fill or a shape changes — while every focus stop keeps the same label, value and traits. Sighted people see the state; VoiceOver and Voice Control users hear the same words in both and cannot tell which state the control is in.",
        fix:
            "expose the state where it is drawn: .accessibilityAddTraits(isSelected ? .isSelected : []), .accessibilityValue(isOn ? \"On\" : \"Off\"), or build the control on Toggle so it carries its value"
    )

    public init() {}

    /// Each state's cells against each earlier state's rendered with the same settings.
    public var pairing: CellPairing { .states }

    /// For two states of one control (`areStatesOfOneControl(_:_:)`; other
    /// states are not compared): a violation at the first node drawn
    /// differently, when they show the same texts drawn differently and
    /// their focus stops are the same to VoiceOver (labels, values and
    /// traits; actions aside).
    public func compare(_ cell: AuditedCell, with other: AuditedCell) -> CrossCellVerdict? {
        guard Self.areStatesOfOneControl(cell.state, other.state) else { return nil }
        guard !cell.signature.stops.isEmpty, Self.sameToVoiceOver(cell.signature, other.signature, cell.stops, other.stops),
            cell.visual.showsSameContent(as: other.visual), let difference = cell.visual.firstDifference(from: other.visual)
        else { return .pass }
        let heard = cell.signature.stops.map(\.label).map { "\"\($0)\"" }.joined(separator: ", ")
        return .violation(
            "states \"\(other.state.name)\" and \"\(cell.state.name)\" are drawn differently (\(difference.text) at \(difference.path)) but VoiceOver hears the same stops in both: \(heard)",
            at: difference.path)
    }

    /// Whether two catalog states are states of one control rather than
    /// variants of its content: their arguments differ only in values that
    /// are not text (a Bool, a number: `isOn`, `value`) or only in their
    /// environment. States that set another title or symbol name are
    /// variants (`title`, `with-image`), not states VoiceOver must tell apart.
    static func areStatesOfOneControl(_ a: StateDescriptor, _ b: StateDescriptor) -> Bool {
        Set(a.arguments.keys).union(b.arguments.keys).allSatisfy { key in
            a.arguments[key] == b.arguments[key] || (a.arguments[key]?.stringValue == nil && b.arguments[key]?.stringValue == nil)
        }
    }

    /// The same stops with the same labels, values and traits, in order.
    ///
    /// Labels that both come from an image's name (`Image(systemName:
    /// isOn ? "largecircle.fill.circle" : "circle")`, read as the symbol's
    /// words) are not compared: the name of the picture drawn is what is
    /// drawn, not a state exposed to VoiceOver (Apple, "Accessibility
    /// traits" and `accessibilityValue(_:)` carry a control's state; WCAG
    /// 4.1.2: states "can be programmatically determined").
    static func sameToVoiceOver(
        _ a: SemanticSignature, _ b: SemanticSignature, _ aStops: [AuditedStop] = [], _ bStops: [AuditedStop] = []
    ) -> Bool {
        guard a.stops.count == b.stops.count else { return false }
        return a.stops.indices.allSatisfy { index in
            let (x, y) = (a.stops[index], b.stops[index])
            let namesOnly =
                index < aStops.count && index < bStops.count && aStops[index].node.labelOrigin != nil
                && bStops[index].node.labelOrigin != nil
            return (x.label == y.label || namesOnly) && x.value == y.value && x.traits == y.traits
        }
    }
}
