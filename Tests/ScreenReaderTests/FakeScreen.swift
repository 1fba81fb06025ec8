import AccessibilityModel
import Foundation

/// A small live screen for driving tests: a heading, an adjustable rating
/// (1…5), a switch, a play button whose label changes, a stepper-like
/// structure (a value element and two buttons, dimmed at the bounds), a
/// message with custom actions, a dimmed button, a link and a list.
/// The root handles escape (closing the screen) and magic tap (play/pause).
final class FakeScreen: AccessibilitySubject {
    var stars = 3
    var wifi = false
    var playing = false
    var quantity = 0
    var hasMessage = true
    var closed = false
    /// Every action the screen was asked to perform, as `action@id`.
    var log: [String] = []
    /// Whether the stepper-like buttons post the new quantity as an announcement.
    var announcesQuantity = false
    /// What deleting the message posts (nothing by default).
    var onDelete: [PostedNotification] = []
    /// What replying to the message posts (nothing by default); the message stays.
    var onReply: [PostedNotification] = []
    /// Notifications posted and not yet taken.
    var posted: [PostedNotification] = []

    let name = "FakeScreen"
    var state: [String: ParameterValue] { [:] }

    func render(settings: AccessibilitySettings) -> AccessibilityTree {
        let dim: ElementTraits = settings.isEnabled ? [] : .notEnabled
        func frame(_ x: Double, _ y: Double) -> CGRect { CGRect(x: x, y: y, width: 100, height: 44) }
        var children: [AccessibilityNode] = []
        if closed {
            children = [AccessibilityNode(id: "closed", label: "Closed", traits: .staticText, frame: frame(0, 0))]
        } else {
            children = [
                AccessibilityNode(id: "title", label: "Settings", traits: .header, frame: frame(0, 0), headingLevel: 1),
                AccessibilityNode(
                    id: "stars", label: "Stars", value: "\(stars)", hint: nil, traits: [.adjustable, dim],
                    frame: frame(0, 50), actions: [.increment, .decrement]),
                AccessibilityNode(
                    id: "wifi", label: "Wi-Fi", value: wifi ? "1" : "0", traits: [.button, .toggle, dim],
                    frame: frame(0, 100), actions: .activate),
                AccessibilityNode(
                    id: "play", label: playing ? "Pause" : "Play", traits: [.button, dim],
                    frame: frame(0, 150), actions: .activate),
                AccessibilityNode(children: [
                    AccessibilityNode(id: "quantity", label: "Quantity", value: "\(quantity)", traits: .staticText, frame: frame(0, 200)),
                    AccessibilityNode(
                        id: "decrement", label: "Decrement", traits: [.button, quantity == 0 ? .notEnabled : dim],
                        frame: frame(120, 200), actions: .activate),
                    AccessibilityNode(
                        id: "increment", label: "Increment", traits: [.button, quantity == 3 ? .notEnabled : dim],
                        frame: frame(240, 200), actions: .activate),
                ]),
            ]
            if hasMessage {
                children.append(
                    AccessibilityNode(
                        id: "message", label: "Message from Ann", traits: dim, frame: frame(0, 250),
                        customActions: ["Reply", "Archive", "Delete"]))
            }
            children.append(
                AccessibilityNode(
                    id: "submit", label: "Submit", traits: [.button, .notEnabled], frame: frame(0, 300),
                    actions: .activate))
            if !settings.boldText {
                children.append(AccessibilityNode(id: "help", label: "Help", traits: .link, frame: frame(0, 350), actions: .activate))
            }
            children.append(
                AccessibilityNode(
                    id: "list", container: .list,
                    children: [
                        AccessibilityNode(id: "item1", label: "Item 1", frame: frame(0, 400)),
                        AccessibilityNode(id: "item2", label: "Item 2", frame: frame(0, 450)),
                    ]))
        }
        let root = AccessibilityNode(id: "root", actions: [.escape, .magicTap], children: children)
        return AccessibilityTree(name: name, root: root, layoutDirection: settings.layoutDirection, settings: settings)
    }

    func perform(_ action: ElementAction, on element: ElementID) -> ActionResult {
        log.append("\(action)@\(element)")
        switch (action, element.rawValue) {
        case (.increment, "stars"): stars = min(5, stars + 1)
        case (.decrement, "stars"): stars = max(1, stars - 1)
        case (.activate, "wifi"): wifi.toggle()
        case (.activate, "play"), (.magicTap, "root"): playing.toggle()
        case (.activate, "increment"):
            quantity = min(3, quantity + 1)
            if announcesQuantity { posted.append(.announcement("\(quantity)")) }
        case (.activate, "decrement"):
            quantity = max(0, quantity - 1)
            if announcesQuantity { posted.append(.announcement("\(quantity)")) }
        case (.custom("Delete"), "message"):
            hasMessage = false
            posted += onDelete
        case (.custom("Reply"), "message"): posted += onReply
        case (.custom, "message"): break
        case (.escape, "root"):
            // Dismissing a screen: the system posts a screen change.
            closed = true
            posted.append(.screenChanged(focus: nil))
        default: return .notHandled
        }
        return .performed
    }

    func takePostedNotifications() -> [PostedNotification] {
        defer { posted = [] }
        return posted
    }
}
