/// A rotor a component adds to VoiceOver (SwiftUI's `accessibilityRotor`,
/// UIKit's `UIAccessibilityCustomRotor`): a name, or a system rotor it
/// replaces, and the entries a swipe down or up moves through, in order
/// (decision 24).
///
/// The rotor belongs to the node that declares it; VoiceOver offers it while
/// focus is on that node or inside it (docs/voiceover.md).
///
/// ```swift
/// CustomRotor(name: "Unread", entries: [CustomRotor.Entry(label: "Ann", target: "row-ann")])
/// CustomRotor(replacing: .headings, entries: [CustomRotor.Entry(target: "title")])
/// ```
public struct CustomRotor: Hashable, Sendable {
    /// The name VoiceOver speaks when the rotor is selected (`Unread`); for a
    /// rotor that replaces a system rotor, the system rotor's name is spoken
    /// and this is empty.
    public var name: String
    /// The system rotor this one replaces (`.headings`), if any.
    public var systemRotor: SystemRotor?
    /// The entries, in the order the component gave them.
    public var entries: [Entry]

    /// One entry: the element it moves focus to, and the label a rotor menu shows.
    public struct Entry: Hashable, Sendable {
        /// The entry's own label (`AccessibilityRotorEntry("Ann", id:)`); VoiceOver
        /// speaks the target element, not this (docs/voiceover.md).
        public var label: String?
        /// The element focus moves to. An entry whose target is not a focus
        /// stop of the screen (not rendered, hidden) is passed over.
        public var target: ElementID

        public init(label: String? = nil, target: ElementID) {
            self.label = label
            self.target = target
        }
    }

    /// A custom rotor named `name`.
    public init(name: String, entries: [Entry]) {
        self.name = name
        self.systemRotor = nil
        self.entries = entries
    }

    /// A rotor that replaces the system rotor `systemRotor` while it is offered.
    public init(replacing systemRotor: SystemRotor, entries: [Entry]) {
        self.name = ""
        self.systemRotor = systemRotor
        self.entries = entries
    }

    /// The most rotors one node may declare in a tree file.
    public static let maximumPerNode = 64
    /// The most entries one rotor may have in a tree file.
    public static let maximumEntries = 4_096
}
