import AccessibilityModel
import ScreenReader

/// Verifies that an action which changes what the screen shows is heard: a
/// double tap, an increment or a decrement that changes another element's
/// label or value, or makes elements appear or disappear, must make
/// VoiceOver speak (the element's own change, a posted announcement, or the
/// element a layout or screen change moves focus to).
///
/// WCAG 4.1.3. Fix: post `AccessibilityNotification.Announcement`, or move
/// focus with `LayoutChanged(element)` or `@AccessibilityFocusState`.
public struct FeedbackContract: Contract {
    public static let info = CheckDescription(
        id: .contractFeedback, kind: .contract, title: "A change on screen is heard", severity: .serious, wcag: ["4.1.3"],
        explanation:
            "Driving each control through VoiceOver: when a double tap, an increment or a decrement changes what the screen shows (another element's label or value, elements appearing or disappearing) and VoiceOver says nothing, a VoiceOver user is not told what happened. VoiceOver speaks only the focused element's own change, the announcements the app posts and the element a layout or screen change moves focus to; it does not watch the rest of the screen. A stepper built from two buttons and a text is the typical case: the new value is on the text, so the buttons are silent.",
        fix:
            "after the change, post AccessibilityNotification.Announcement(\"…\").post() with the news, or move focus to the changed element with AccessibilityNotification.LayoutChanged(element).post() or @AccessibilityFocusState and .accessibilityFocused(_:); a stepper can be one adjustable element (.accessibilityAdjustableAction) whose value VoiceOver speaks"
    )

    /// A live component to drive, and no setting.
    public static let reads = CheckReads.liveComponent

    public init() {}

    public func verify(_ context: ContractContext) -> [ElementOutcome] {
        // A switch speaks its own new state; contract-toggle drives it.
        let applies: (StopFacts) -> Bool = {
            !$0.traits.contains(.toggle) && ($0.actions.contains(.activate) || !$0.traits.intersection([.button, .link, .adjustable]).isEmpty)
        }
        guard context.isLive else { return staticIncompletes(context, where: applies) }
        return context.stops(where: applies).map { stop in
            if stop.node.isDisabled { return result(.inapplicable, stop) }
            let adjustable = stop.node.traits.contains(.adjustable) || !stop.node.actions.isDisjoint(with: [.increment, .decrement])
            let actions: [ElementAction] = adjustable ? [.increment, .decrement] : [.activate]
            let session = context.session(focusing: stop)
            var acted = false
            for action in actions {
                let before = Screen(session.voiceOver)
                let utterance = session.act(action)
                let answer = utterance.actionResult
                if action == .activate, let answer { context.firstActivations.record(answer, of: stop, in: session) }
                if answer == .unsupported { return staticIncomplete(stop) }
                guard answer == .performed else { continue }
                acted = true
                if utterance.isSilent, let change = before.change(to: Screen(session.voiceOver)) {
                    return result(
                        .violation, stop, "after \(Self.gesture(action)) on \(Format.quoted(stop.spoken)) \(change), and VoiceOver says nothing")
                }
            }
            return result(acted ? .pass : .inapplicable, stop)
        }
    }

    private static func gesture(_ action: ElementAction) -> String {
        switch action {
        case .increment: "a swipe up"
        case .decrement: "a swipe down"
        default: "a double tap"
        }
    }

    /// What the screen shows to VoiceOver: each focus stop's identity, label and value.
    private struct Screen {
        var stops: [(id: ElementID, label: String?, value: String?)]

        init(_ voiceOver: VoiceOver) {
            stops = voiceOver.stops.map { ($0.node.id, $0.node.label, $0.node.value) }
        }

        /// How `after` differs, in words; `nil` when it shows the same.
        func change(to after: Screen) -> String? {
            // The same stops in the same order (an action that changed nothing): no change, without indexing them.
            if stops.count == after.stops.count,
                zip(stops, after.stops).allSatisfy({ $0.id == $1.id && $0.label == $1.label && $0.value == $1.value })
            {
                return nil
            }
            let old = Dictionary(stops.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let new = Dictionary(after.stops.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for stop in after.stops {
                guard let previous = old[stop.id] else { return "\(Format.quoted(stop.label ?? stop.value ?? "")) appears" }
                if previous.value != stop.value {
                    // Named by its label, unless the label is only the value itself (a text showing a number).
                    let from = Format.quoted(previous.value ?? ""), to = Format.quoted(stop.value ?? "")
                    guard let label = stop.label, !label.isEmpty, label != stop.value, label != previous.value else {
                        return "a value changes from \(from) to \(to)"
                    }
                    return "the value of \(Format.quoted(label)) changes from \(from) to \(to)"
                }
                if previous.label != stop.label {
                    return "\(Format.quoted(previous.label ?? "")) changes to \(Format.quoted(stop.label ?? ""))"
                }
            }
            if let gone = stops.first(where: { new[$0.id] == nil }) {
                return "\(Format.quoted(gone.label ?? gone.value ?? "")) disappears"
            }
            return nil
        }
    }
}
