/// The kind of an accessibility container: navigated as one unit, and adding
/// position context to what its children speak (reference §3.2).
public struct ContainerKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `.accessibilityElement(children: .contain)`: children stay separate, visited together.
    public static let semanticGroup = ContainerKind(rawValue: "semanticGroup")
    /// "List Start." on the first child, "List End." on the last.
    public static let list = ContainerKind(rawValue: "list")
    /// "Landmark." on the first child, "End." on the last.
    public static let landmark = ContainerKind(rawValue: "landmark")
    /// "i of n." after each child (segmented controls, page dots).
    public static let series = ContainerKind(rawValue: "series")
    /// Children are tabs: "Tab. i of n.", with the button word suppressed.
    public static let tabBar = ContainerKind(rawValue: "tabBar")

    /// Every kind the tree format knows.
    public static let allKnown: [ContainerKind] = [.semanticGroup, .list, .landmark, .series, .tabBar]

    public var description: String { rawValue }
}
