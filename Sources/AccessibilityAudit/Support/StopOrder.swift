import AccessibilityModel
import ScreenReader

/// The audit's view of the simulated VoiceOver's linear order: the focus
/// stops of a tree in swipe order, each with the description VoiceOver
/// speaks on reaching it (without the hint).
enum StopOrder {
    static func stops(in tree: AccessibilityTree, settings: AccessibilitySettings) -> [AuditedStop] {
        spoken(ReadingOrder(tree: tree), settings: settings, keepingSpeeches: false).stops
    }

    /// The stops of an order already computed (VoiceOver's default row
    /// tolerance), which this uses up, with empty speech, and each stop's
    /// container context, to compose the speech later
    /// (``RuleContext/init(tree:settings:order:locale:component:)``).
    ///
    /// Each node is moved from its focus stop into its audited stop, leaving
    /// an empty node behind, so that no node is shared by the two lists.
    static func unspoken(_ order: consuming ReadingOrder) -> (stops: [AuditedStop], contexts: [SpeechContext]) {
        var focus = order.takeStops()
        var stops: [AuditedStop] = []
        var contexts: [SpeechContext] = []
        stops.reserveCapacity(focus.count)
        contexts.reserveCapacity(focus.count)
        let placeholder = AccessibilityNode()
        for index in focus.indices {
            var node = placeholder
            swap(&node, &focus[index].node)
            contexts.append(focus[index].context)
            stops.append(AuditedStop(path: focus[index].path, node: node, spoken: ""))
        }
        return (stops, contexts)
    }

    /// The stops of `order` and what each says (hints on), made in one pass
    /// over the stops. The speeches are empty unless `keepingSpeeches`.
    static func spoken(
        _ order: ReadingOrder, settings: AccessibilitySettings,
        keepingSpeeches: Bool = true
    ) -> (stops: [AuditedStop], speeches: [Speech]) {
        var stops: [AuditedStop] = []
        var speeches: [Speech] = []
        stops.reserveCapacity(order.stops.count)
        if keepingSpeeches { speeches.reserveCapacity(order.stops.count) }
        for stop in order.stops {
            // With hints on: a stop's description is the same either way, and a
            // session with hints on (a drive) can take these as they are.
            let speech = stop.speech(locale: settings.locale, hintsEnabled: true)
            stops.append(AuditedStop(path: stop.path, node: stop.node, spoken: speech.description))
            if keepingSpeeches { speeches.append(speech) }
        }
        return (stops, speeches)
    }
}
