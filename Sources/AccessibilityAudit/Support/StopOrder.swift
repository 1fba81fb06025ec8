import AccessibilityModel
import ScreenReader

/// The audit's view of the simulated VoiceOver's linear order: the focus
/// stops of a tree in swipe order, each with the description VoiceOver
/// speaks on reaching it (without the hint).
enum StopOrder {
    static func stops(in tree: AccessibilityTree, settings: AccessibilitySettings) -> [AuditedStop] {
        stops(of: ReadingOrder(tree: tree), settings: settings)
    }

    /// The stops of an order already computed, with what each says (hints off), as
    /// ``stops(of:settings:)`` gives them.
    static func stops(of order: ReadingOrder, speeches: [Speech]) -> [AuditedStop] {
        zip(order.stops, speeches).map { AuditedStop(path: $0.path, node: $0.node, spoken: $1.description) }
    }

    /// What each stop of `order` says with hints off, in the settings' language.
    static func speeches(of order: ReadingOrder, settings: AccessibilitySettings) -> [Speech] {
        order.stops.map { $0.speech(locale: settings.locale, hintsEnabled: false) }
    }

    /// The stops of an order already computed (VoiceOver's default row tolerance).
    static func stops(of order: ReadingOrder, settings: AccessibilitySettings) -> [AuditedStop] {
        stops(of: order, speeches: speeches(of: order, settings: settings))
    }
}
