import AccessibilityModel
import Foundation

/// Verifies that tapping a control where a finger acts on it reaches the same
/// action as VoiceOver's activation: the same change of the component's state
/// and of what the element exposes.
///
/// A tap and VoiceOver's double tap are two drivers: a tap runs what is
/// hit-tested at the point (a Button, a gesture, a style's own interaction),
/// the double tap runs the element's accessibility action. In SwiftUI a
/// custom `ToggleStyle` owns the toggle's touch interaction, so a style whose
/// body never calls `configuration.isOn.toggle()` draws a switch a tap cannot
/// flip, while VoiceOver still flips it. WCAG 4.1.2. Fix: toggle from the
/// style's body (a `Button` or `.onTapGesture` over its whole drawn area).
public struct TouchContract: Contract {
    public static let info = CheckDescription(
        id: .contractTouch, kind: .contract, title: "A tap does what VoiceOver's activation does", severity: .serious, wcag: ["4.1.2"],
        explanation:
            "Tapping each activatable control at its touch target (where a finger acts on it, docs/hit-testing.md) without VoiceOver, and double-tapping it with VoiceOver, from the same start: both must change the component's state and what the element exposes in the same way. A tap runs what SwiftUI hit-tests at the point (the topmost Button, tap gesture or style interaction); VoiceOver's double tap runs the element's accessibility action. They part when a custom ToggleStyle never calls configuration.isOn.toggle(): SwiftUI gives the style the toggle's interaction, so the drawn switch does nothing when tapped, while the Toggle's accessibility action still flips it. WCAG 4.1.2 (Name, Role, Value) asks that the role and state exposed to assistive technology are the control's own: a switch that toggles only for VoiceOver tells every other person, and the tests written against the accessibility tree, that it works when it does not.",
        fix:
            "let a tap and the accessibility action run the same code: a custom ToggleStyle toggles from its body, Button { configuration.isOn.toggle() } label: { … } (.buttonStyle(.plain), with .contentShape(Rectangle()) to keep the whole row tappable) or .contentShape(Rectangle()).onTapGesture { configuration.isOn.toggle() }; a custom control's tap gesture calls what its accessibilityAction calls"
    )

    /// A live component to drive, and no setting.
    public static let reads = CheckReads.liveComponent

    public init() {}

    public func verify(_ context: ContractContext) -> [ElementOutcome] {
        let applies: (StopFacts) -> Bool = { $0.actions.contains(.activate) }
        guard context.isLive else { return staticIncompletes(context, where: applies) }
        return context.stops(where: applies).map { stop in
            if stop.node.isDisabled { return result(.inapplicable, stop) }
            // VoiceOver's double tap on a fresh subject: the switch or feedback contract's first drive, when it made one.
            let activation: ActionResult
            let afterActivation: ActivationEffect?
            if let known = context.firstActivations.record(at: stop.path), known.result != .performed || known.effect != nil {
                (activation, afterActivation) = (known.result, known.effect)
            } else {
                let session = context.session(focusing: stop)
                activation = session.perform(.activate).result ?? .notHandled
                afterActivation = ActivationEffect(of: session.voiceOver, on: stop)
            }
            if activation == .unsupported { return staticIncomplete(stop) }
            // contract-activate reports an activation that reaches nothing.
            guard activation == .performed, let afterActivation else { return result(.inapplicable, stop) }
            let point = Self.tapPoint(of: stop.node)
            let tapped = context.freshRenderedSubject()
            let tap = tapped.tap(at: point)
            if tap == .unsupported { return staticIncomplete(stop) }
            var place: String { "at (\(Format.number(Double(point.x))), \(Format.number(Double(point.y))))" }
            if tap != .performed {
                return result(
                    .violation, stop,
                    "a tap on \(Format.quoted(stop.spoken)) \(place) reaches nothing, while VoiceOver's double tap \(afterActivation.change(from: stop))"
                )
            }
            // Only a tap that ran something needs the render that shows what it changed.
            let afterTap = ActivationEffect(of: tapped, on: stop, context.settings)
            if afterTap != afterActivation {
                return result(
                    .violation, stop,
                    "a tap on \(Format.quoted(stop.spoken)) \(place) \(afterTap.change(from: stop)), while VoiceOver's double tap \(afterActivation.change(from: stop))"
                )
            }
            return result(.pass, stop)
        }
    }

    /// Where a finger taps a control: the centre of the first touch target in
    /// its subtree (its own, or a control's inside it), else its activation point.
    static func tapPoint(of node: AccessibilityNode) -> CGPoint {
        var point: CGPoint?
        node.walk { node, _ in
            if let first = node.touchTargets?.first {
                point = CGPoint(x: first.midX, y: first.midY)
                return .stop
            }
            return .visitChildren
        }
        return point ?? node.effectiveActivationPoint ?? .zero
    }
}
