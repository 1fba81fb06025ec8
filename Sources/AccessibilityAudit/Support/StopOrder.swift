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
    /// Each stop is moved out of the order, last first, and its node moved
    /// into the audited stop: a copy counted a reference in every node's box
    /// (a cache miss each on a large tree) and counted it down again when the
    /// order was freed.
    static func unspoken(_ order: consuming ReadingOrder) -> (stops: [AuditedStop], contexts: [SpeechContext]) {
        var focus = order.takeStops()
        var stops: [AuditedStop] = []
        var contexts: [SpeechContext] = []
        stops.reserveCapacity(focus.count)
        contexts.reserveCapacity(focus.count)
        // Each node is swapped out of its focus stop for a placeholder: reading
        // it out counted a reference, and freeing the focus stop counted it down.
        let placeholder = AccessibilityNode()
        while var stop = focus.popLast() {
            var node = placeholder
            swap(&node, &stop.node)
            contexts.append(stop.context)
            stops.append(AuditedStop(path: stop.path, node: node, spoken: ""))
        }
        // Reversed through the buffers, whose swaps move the stops (the array's own swaps copy them).
        stops.withUnsafeMutableBufferPointer { $0.reverse() }
        contexts.withUnsafeMutableBufferPointer { $0.reverse() }
        return (stops, contexts)
    }

    /// The stops of `order` and what each says (hints on), made in one pass:
    /// each stop's node is read once, while it is in cache. The speeches are
    /// empty unless `keepingSpeeches`.
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
