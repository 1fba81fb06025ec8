import AccessibilityModel
import Foundation

/// A VoiceOver rotor setting: what swiping up and down does (reference §3.8,
/// decision 14).
///
/// Navigational rotors (headings, links, images, text fields, lists,
/// landmarks, containers) move focus to the next or previous match; Actions
/// steps through the focused element's custom actions; More Content through
/// its custom content; Adjust Value adjusts. A custom rotor (``custom(named:)``)
/// moves through the entries a component gave it.
///
/// ```swift
/// Rotor(named: "heading 2")  // Rotor.heading(level: 2), named "Heading 2"
/// ```
public struct Rotor: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case headings(level: Int?)
        case links, images, textFields, lists, landmarks, containers, actions, adjustValue, moreContent
        /// A component's rotor, by its name.
        case custom
    }

    let kind: Kind
    /// The name VoiceOver speaks when the rotor is selected.
    public let name: String

    init(_ kind: Kind, name: String) {
        self.kind = kind
        self.name = name
    }

    public static let headings = Rotor(.headings(level: nil), name: "Headings")
    public static let links = Rotor(.links, name: "Links")
    public static let images = Rotor(.images, name: "Images")
    public static let textFields = Rotor(.textFields, name: "Text Fields")
    public static let lists = Rotor(.lists, name: "Lists")
    public static let landmarks = Rotor(.landmarks, name: "Landmarks")
    public static let containers = Rotor(.containers, name: "Containers")
    public static let actions = Rotor(.actions, name: "Actions")
    public static let adjustValue = Rotor(.adjustValue, name: "Adjust Value")
    /// The focused element's custom content, read on demand (decision 24).
    public static let moreContent = Rotor(.moreContent, name: "More Content")

    /// A component's custom rotor named `name` (`.accessibilityRotor("Unread") { … }`).
    public static func custom(named name: String) -> Rotor {
        Rotor(.custom, name: name)
    }

    /// Whether this is a component's rotor rather than one of VoiceOver's.
    public var isCustom: Bool { kind == .custom }

    /// Headings of one level (1…6), named `Heading 1` … `Heading 6`.
    public static func heading(level: Int) -> Rotor {
        Rotor(.headings(level: level), name: "Heading \(level)")
    }

    /// The system rotors, in the order of decision 14, then More Content.
    public static let system: [Rotor] = [
        .headings, .links, .images, .textFields, .lists, .landmarks, .containers, .actions, .adjustValue, .moreContent,
    ]

    /// Every rotor name, for "did you mean" suggestions.
    public static let allNames: [String] = system.map(\.name) + (1...6).map { "Heading \($0)" }

    /// The system rotor with this name, in English or in German or Russian
    /// (``spokenName(language:)``), compared case-insensitively; `nil` for
    /// any other name (a component's rotors are found by ``VoiceOver``, which
    /// knows the tree).
    public init?(named name: String) {
        let wanted = name.trimmingCharacters(in: .whitespaces).lowercased()
        let all = Rotor.system + (1...6).map { Rotor.heading(level: $0) }
        for rotor in all
        where rotor.name.lowercased() == wanted
            || RotorNames.translations(of: rotor).contains(where: { $0.lowercased() == wanted })
        {
            self = rotor
            return
        }
        return nil
    }

    /// The name VoiceOver speaks for this rotor in `language` (a BCP 47 tag):
    /// AccessibilitySnapshot's German and Russian names where it has them,
    /// else the English name (docs/voiceover.md). A custom rotor's name is the component's.
    public func spokenName(language: String?) -> String {
        guard kind != .custom else { return name }
        return RotorNames.name(of: self, language: SpeechStrings.forLanguage(language).language)
    }

    /// The system rotor a component's rotor can replace to stand for this one, if any.
    var replaceable: CustomRotor.SystemRotor? {
        switch kind {
        case .headings(let level): level.map { CustomRotor.SystemRotor.headings(level: $0) } ?? .headings
        case .links: .links
        case .images: .images
        case .textFields: .textFields
        case .lists: .lists
        case .landmarks: .landmarks
        default: nil
        }
    }

    /// Whether a navigational rotor stops at this element.
    func matches(_ node: AccessibilityNode) -> Bool {
        switch kind {
        case .headings(let level):
            guard node.traits.contains(.header) else { return false }
            return level == nil || node.headingLevel == level
        case .links: return node.traits.contains(.link)
        case .images: return node.traits.contains(.image)
        case .textFields: return !node.traits.isDisjoint(with: [.textEntry, .searchField])
        case .lists, .landmarks, .containers, .actions, .adjustValue, .moreContent, .custom: return false
        }
    }

    /// For container rotors, whether a container of `kind` is a stop.
    func matches(container kind: ContainerKind) -> Bool {
        switch self.kind {
        case .lists: kind == .list
        case .landmarks: kind == .landmark
        case .containers: true
        default: false
        }
    }

    var movesAmongContainers: Bool {
        switch kind {
        case .lists, .landmarks, .containers: true
        default: false
        }
    }

    public var description: String { name }
}
