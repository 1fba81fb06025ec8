import AccessibilityModel
import ScreenReader

/// The audit's view of the simulated VoiceOver's linear order: the focus
/// stops of a tree in swipe order, each with the description VoiceOver
/// speaks on reaching it (without the hint).
enum StopOrder {
    static func stops(in tree: AccessibilityTree, settings: AccessibilitySettings) -> [AuditedStop] {
        stops(of: ReadingOrder(tree: tree), settings: settings)
    }

    /// The stops of an order already computed (VoiceOver's default row
    /// tolerance), which this uses up.
    ///
    /// Each stop is moved out of the order, last first, and its node moved
    /// into the audited stop: a copy counted a reference in every node's box
    /// (a cache miss each on a large tree) and counted it down again when the
    /// order was freed.
    static func stops(of order: consuming ReadingOrder, settings: AccessibilitySettings) -> [AuditedStop] {
        var focus = order.takeStops()
        var stops: [AuditedStop] = []
        stops.reserveCapacity(focus.count)
        while let stop = focus.popLast() {
            let spoken = stop.speech(locale: settings.locale, hintsEnabled: false).description
            stops.append(AuditedStop(path: stop.path, node: stop.node, spoken: spoken))
        }
        // Reversed through the buffer, whose swaps move the stops (the array's own swaps copy them).
        stops.withUnsafeMutableBufferPointer { $0.reverse() }
        return stops
    }

    /// The stops of `order` and what each says (hints off), made in one pass:
    /// each stop's node is read once, while it is in cache. The speeches are
    /// empty unless `keepingSpeeches`.
    static func spoken(_ order: ReadingOrder, settings: AccessibilitySettings,
                       keepingSpeeches: Bool = true) -> (stops: [AuditedStop], speeches: [Speech]) {
        var stops: [AuditedStop] = []
        var speeches: [Speech] = []
        stops.reserveCapacity(order.stops.count)
        if keepingSpeeches { speeches.reserveCapacity(order.stops.count) }
        for stop in order.stops {
            let speech = stop.speech(locale: settings.locale, hintsEnabled: false)
            stops.append(AuditedStop(path: stop.path, node: stop.node, spoken: speech.description))
            if keepingSpeeches { speeches.append(speech) }
        }
        return (stops, speeches)
    }
}
