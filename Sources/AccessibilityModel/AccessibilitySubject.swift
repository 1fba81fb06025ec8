import Foundation

/// Something that renders a live accessibility tree for given settings and
/// performs actions on its elements: a HeadlessUI view in a render host, a
/// static tree read from JSON, or a bridge to a real platform.
///
/// The core (screen reader, audit, scenarios) drives components only through
/// this protocol. A subject is used from one task at a time; it is a class
/// because it holds live state (bindings, handlers) across renders.
///
/// ```swift
/// let tree = subject.render(settings: AccessibilitySettings())
/// let stars = tree.root.children[0].id
/// subject.perform(.increment, on: stars)   // .performed
/// subject.render(settings: AccessibilitySettings())  // the value went up
/// ```
public protocol AccessibilitySubject: AnyObject {
    /// A name for reports and transcripts (the component's name).
    var name: String { get }

    /// Renders the current state for `settings`. Handlers of the returned
    /// tree's elements are what ``perform(_:on:)`` calls until the next render.
    func render(settings: AccessibilitySettings) -> AccessibilityTree

    /// Performs `action` on the element with identity `element` in the most
    /// recent render.
    func perform(_ action: ElementAction, on element: ElementID) -> ActionResult

    /// The values of the component's bound parameters now (after actions),
    /// by parameter name: what `expect state value == 5` reads.
    var state: [String: ParameterValue] { get }

    /// Whether any render of this subject so far read the setting `key`, so
    /// that a render with another value of it may differ. A subject that does
    /// not track what it reads answers `true` (the default).
    func hasRead(_ key: AccessibilitySettings.Key) -> Bool

    /// Taps the screen at `point` (screen points) of the most recent render,
    /// as a finger does without VoiceOver: runs what the component would run
    /// there (the topmost button, gesture or style interaction under the
    /// point), which need not be what VoiceOver's activation of the element
    /// drawn there runs. `.notHandled` when nothing answers at the point;
    /// `.unsupported` when the subject cannot tap (the default: a static tree).
    func tap(at point: CGPoint) -> ActionResult

    /// The notifications the component posted since the last call (during
    /// actions and the renders that followed them), oldest first; the caller
    /// takes them, so a second call returns only newer ones. A subject that
    /// cannot post returns none (the default).
    func takePostedNotifications() -> [PostedNotification]

    /// VoiceOver's focus moved to `element` of the most recent render (`nil`:
    /// onto nothing of this subject). SwiftUI writes such a move into an
    /// `@AccessibilityFocusState` bound to the element with
    /// `accessibilityFocused(_:)` (and clears the state when focus leaves
    /// it); a component may react to that. Returns whether the component's
    /// state changed, so that it must be rendered again. A subject without
    /// focus state returns `false` (the default).
    func accessibilityFocusDidMove(to element: ElementID?) -> Bool
}

extension AccessibilitySubject {
    /// A subject that cannot tap: contracts that need to tap report `incomplete`.
    public func tap(at point: CGPoint) -> ActionResult { .unsupported }

    /// No notifications: the subject cannot post any.
    public func takePostedNotifications() -> [PostedNotification] { [] }

    /// No focus state: nothing changes.
    public func accessibilityFocusDidMove(to element: ElementID?) -> Bool { false }
}

/// An action a person (through an assistive technology) performs on an element.
extension AccessibilitySubject {
    /// Not tracked: every setting may matter.
    public func hasRead(_ key: AccessibilitySettings.Key) -> Bool { true }
}

public enum ElementAction: Hashable, Sendable, CustomStringConvertible {
    case activate, increment, decrement, escape, magicTap
    /// Zoom in or out (`accessibilityZoomAction`), at the element's centre.
    case zoomIn, zoomOut
    /// A custom action, by name.
    case custom(String)
    /// Types text into the text field being edited (the keyboard's keys).
    case typeText(String)
    /// Deletes the character before the insertion point of the text field being edited.
    case deleteBackward

    /// The standard action this corresponds to, if any.
    public var standardAction: StandardActions? {
        switch self {
        case .activate: .activate
        case .increment: .increment
        case .decrement: .decrement
        case .escape: .escape
        case .magicTap: .magicTap
        case .zoomIn: .zoomIn
        case .zoomOut: .zoomOut
        case .custom, .typeText, .deleteBackward: nil
        }
    }

    public var description: String {
        switch self {
        case .activate: "activate"
        case .increment: "increment"
        case .decrement: "decrement"
        case .escape: "escape"
        case .magicTap: "magicTap"
        case .zoomIn: "zoomIn"
        case .zoomOut: "zoomOut"
        case .custom(let name): "custom action \"\(name)\""
        case .typeText(let text): "type \"\(text)\""
        case .deleteBackward: "delete"
        }
    }
}

/// What happened when an action was performed.
public enum ActionResult: Hashable, Sendable {
    /// A handler ran.
    case performed
    /// The element exists but has no handler for the action (or is disabled).
    case notHandled
    /// No element has that identity in the latest render.
    case noSuchElement
    /// The subject cannot act (a static tree): the outcome is unknown.
    case unsupported
}

/// A subject over a fixed tree (read from JSON or built by hand): it renders
/// the same tree whatever the settings and cannot perform actions, so
/// contracts that need to act report `incomplete`.
public final class StaticTreeSubject: AccessibilitySubject {
    public let tree: AccessibilityTree
    public var name: String { tree.name ?? "tree" }
    public var state: [String: ParameterValue] { [:] }

    public init(tree: AccessibilityTree) { self.tree = tree }

    public func render(settings: AccessibilitySettings) -> AccessibilityTree { tree }

    public func perform(_ action: ElementAction, on element: ElementID) -> ActionResult {
        tree.path(of: element) == nil ? .noSuchElement : .unsupported
    }
}
