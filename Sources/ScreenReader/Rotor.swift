import AccessibilityModel
import Foundation

/// A VoiceOver rotor setting: what swiping up and down does (reference §3.8,
/// decision 14).
///
/// Navigational rotors (headings, links, images, text fields, lists,
/// landmarks, containers) move focus to the next or previous match; Actions
/// steps through the focused element's custom actions; Adjust Value adjusts.
///
/// ```swift
/// Rotor(named: "heading 2")  // Rotor.heading(level: 2), named "Heading 2"
/// ```
public struct Rotor: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case headings(level: Int?)
        case links, images, textFields, lists, landmarks, containers, actions, adjustValue
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

    /// Headings of one level (1…6), named `Heading 1` … `Heading 6`.
    public static func heading(level: Int) -> Rotor {
        Rotor(.headings(level: level), name: "Heading \(level)")
    }

    /// The system rotors, in the order of decision 14.
    public static let system: [Rotor] = [
        .headings, .links, .images, .textFields, .lists, .landmarks, .containers, .actions, .adjustValue,
    ]

    /// Every rotor name, for "did you mean" suggestions.
    public static let allNames: [String] = system.map(\.name) + (1...6).map { "Heading \($0)" }

    /// The rotor with this name, compared case-insensitively; `nil` for an
    /// unknown name (custom rotors are not modelled by the tree).
    public init?(named name: String) {
        let wanted = name.trimmingCharacters(in: .whitespaces).lowercased()
        if let match = Rotor.system.first(where: { $0.name.lowercased() == wanted }) {
            self = match
            return
        }
        for level in 1...6 where wanted == "heading \(level)" {
            self = .heading(level: level)
            return
        }
        return nil
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
        case .lists, .landmarks, .containers, .actions, .adjustValue: return false
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
