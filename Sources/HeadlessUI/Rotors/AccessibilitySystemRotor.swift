import AccessibilityModel

/// A system rotor that a component's rotor replaces (SwiftUI's
/// `AccessibilitySystemRotor`): while it is offered, VoiceOver's rotor of
/// that name moves through the component's entries instead of searching the
/// screen (useful for lazy lists whose rows are not all on screen).
///
/// ```swift
/// .accessibilityRotor(.headings) { ForEach(sections) { AccessibilityRotorEntry($0.title, id: $0.id) } }
/// ```
public struct AccessibilitySystemRotor: Hashable, Sendable {
    let rotor: CustomRotor.SystemRotor

    /// Links, or visited links.
    public static func links(visited: Bool) -> AccessibilitySystemRotor {
        AccessibilitySystemRotor(rotor: visited ? .visitedLinks : .links)
    }
    /// All links.
    public static var links: AccessibilitySystemRotor { AccessibilitySystemRotor(rotor: .links) }
    /// Headings of one level.
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
        level == .unspecified ? .headings : AccessibilitySystemRotor(rotor: .headings(level: Int(level.rawValue)))
    }
    /// All headings.
    public static var headings: AccessibilitySystemRotor { AccessibilitySystemRotor(rotor: .headings) }
    /// Bold text ranges.
    public static var boldText: AccessibilitySystemRotor { AccessibilitySystemRotor(rotor: .boldText) }
    /// Italic text ranges.
    public static var italicText: AccessibilitySystemRotor { AccessibilitySystemRotor(rotor: .italicText) }
    /// Underlined text ranges.
    public static var underlineText: AccessibilitySystemRotor { AccessibilitySystemRotor(rotor: .underlineText) }
    /// Misspelled words.
    public static var misspelledWords: AccessibilitySystemRotor { AccessibilitySystemRotor(rotor: .misspelledWords) }
    /// Images.
    public static var images: AccessibilitySystemRotor { AccessibilitySystemRotor(rotor: .images) }
    /// Text fields.
    public static var textFields: AccessibilitySystemRotor { AccessibilitySystemRotor(rotor: .textFields) }
    /// Tables.
    public static var tables: AccessibilitySystemRotor { AccessibilitySystemRotor(rotor: .tables) }
    /// Lists.
    public static var lists: AccessibilitySystemRotor { AccessibilitySystemRotor(rotor: .lists) }
    /// Landmarks.
    public static var landmarks: AccessibilitySystemRotor { AccessibilitySystemRotor(rotor: .landmarks) }
}
