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
public struct ColorOnlyState: Sendable {
    public static let info = CheckDescription(
        id: .colorOnlyState, title: "State shown by colour alone", severity: .serious,
        severityNote: "serious with differentiateWithoutColor on, moderate with it off",
        wcag: ["1.4.1"],
        explanation:
            "Two states of the component (for example on and off), rendered in the same environment, draw the same texts, images, shapes, sizes and positions and differ only in colour. People who cannot tell the colours apart — colour blindness, monochrome displays, bright sunlight — cannot see the state. With Differentiate Without Color on, a component must add a non-colour cue.",
        fix:
            "change something besides colour with the state: a glyph (Image(systemName: isOn ? \"checkmark.circle.fill\" : \"circle\")), a shape, or text; read @Environment(\\.accessibilityDifferentiateWithoutColor) to add it when colour is the main cue"
    )

    /// Compares the visual signatures of `state` and `other` rendered with the same settings.
    static func compare(
        _ signature: VisualSignature, state: String, with other: VisualSignature, otherState: String,
        settings: AccessibilitySettings
    ) -> (Outcome, Severity, NodePath, String) {
        guard signature.shapes == other.shapes, let difference = signature.firstColourDifference(from: other) else {
            return (.pass, info.severity, .root, "")
        }
        let severity: Severity = settings.differentiateWithoutColor ? .serious : .moderate
        let setting = settings.differentiateWithoutColor ? " even with differentiateWithoutColor=true" : ""
        return (
            .violation, severity, difference.path,
            "states \"\(otherState)\" and \"\(state)\" differ only in colour\(setting): \(difference.text) at \(difference.path)"
        )
    }
}
