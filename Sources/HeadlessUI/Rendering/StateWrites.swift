import Foundation

/// Counts the writes of view state: `@State` and `@AccessibilityFocusState`
/// values, bindings, `@Published` properties, `objectWillChange.send()`, a
/// catalog fixture's bound values and the text field being edited.
///
/// SwiftUI evaluates a body again only when something it depends on changed
/// (Apple's `State`: "When the value changes, SwiftUI updates the parts of
/// the view hierarchy that depend on the value"; `StateObject`: "When
/// published properties of the observable object change, SwiftUI updates any
/// view that depends on them"). A host whose state nobody wrote since its
/// last render shows that render still (``HostingSubject/unchangedRender(settings:)``).
///
/// A write made while a host renders, runs a handler or hears VoiceOver's
/// focus move (``current``) is that host's; a write made anywhere else (a
/// test changing a model between two actions) is nobody's in particular and
/// counts for every host (``unattributed``). So a host's answer depends on
/// what happened to it alone, never on what other hosts on other threads do.
final class StateWrites: @unchecked Sendable {
    /// The writes made for this host.
    private(set) var count: UInt64 = 0

    /// The writes of the host whose render, handler or focus move runs on this task.
    @TaskLocal static var current: StateWrites?

    /// Writes made outside any host's render, handler or focus move.
    static var unattributed: UInt64 { Unattributed.shared.lock.withLock { Unattributed.shared.count } }

    /// Notes one write, for the host it is made for (or for every host).
    static func note() {
        if let current {
            current.count &+= 1
        } else {
            Unattributed.shared.lock.withLock { Unattributed.shared.count &+= 1 }
        }
    }

    private final class Unattributed: @unchecked Sendable {
        static let shared = Unattributed()
        let lock = NSLock()
        var count: UInt64 = 0
    }
}
