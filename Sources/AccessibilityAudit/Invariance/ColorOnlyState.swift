import AccessibilityModel

/// Flags two states of a component that look the same except for colour.
///
/// A colour-blind person cannot tell an “on” toggle drawn blue from an “off”
/// one drawn grey. WCAG 1.4.1. Fix: add a shape, glyph or text that changes
/// with the state, at least when Differentiate Without Color is on.
///
/// Checked across the component's states rendered with the same settings.
/// Severity: serious when `differentiateWithoutColor` is on (the person asked
/// for a non-colour cue and did not get one), moderate otherwise (WCAG 1.4.1
/// still fails, but the platform setting would let the component add a cue).
public struct ColorOnlyState: CrossCellCheck {
    public static let info = CheckDescription(
        id: .colorOnlyState, title: "State shown by colour alone", severity: .serious,
        severityNote: "serious with differentiateWithoutColor on, moderate with it off",
        wcag: ["1.4.1"],
        explanation:
            "Two states of the component (for example on and off), rendered in the same environment, draw the same texts, images, shapes, sizes and positions and differ only in colour. People who cannot tell the colours apart — colour blindness, monochrome displays, bright sunlight — cannot see the state. With Differentiate Without Color on, a component must add a non-colour cue.",
        fix:
            "change something besides colour with the state: a glyph (Image(systemName: isOn ? \"checkmark.circle.fill\" : \"circle\")), a shape, or text; read @Environment(\\.accessibilityDifferentiateWithoutColor) to add it when colour is the main cue"
    )

    public init() {}

    /// Each state's cells against each earlier state's rendered with the same settings.
    public var pairing: CellPairing { .states }

    /// A violation at the first node whose colours differ, when the two
    /// states draw the same shapes (texts, images, frames, fonts, layers) and
    /// differ in colour only.
    public func compare(_ cell: AuditedCell, with other: AuditedCell) -> CrossCellVerdict? {
        guard cell.visual.shapes == other.visual.shapes, let difference = cell.visual.firstColourDifference(from: other.visual) else {
            return .pass
        }
        let asked = cell.settings.differentiateWithoutColor
        let setting = asked ? " even with differentiateWithoutColor=true" : ""
        return .violation(
            "states \"\(other.state.name)\" and \"\(cell.state.name)\" differ only in colour\(setting): \(difference.text) at \(difference.path)",
            severity: asked ? .serious : .moderate, at: difference.path)
    }
}
