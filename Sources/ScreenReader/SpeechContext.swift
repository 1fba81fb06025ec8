/// Where an element sits among its container's focus stops, which adds
/// position words to its description (reference §2.2 step 7, §3.2).
public enum SpeechContext: Hashable, Sendable, CustomStringConvertible {
    /// No container context.
    case none
    /// The index-th (1-based) of count elements of a series: `… 2 of 3.`
    case series(index: Int, count: Int)
    /// A tab in a tab bar: `Tab.` is spoken, the button word is not, then `i of n.`
    case tab(index: Int, count: Int)
    /// The first element of a list (also the only one): `List Start.`
    case listStart
    /// The last element of a list with more than one element: `List End.`
    case listEnd
    /// The first element of a landmark (also the only one): `Landmark.`
    case landmarkStart
    /// The last element of a landmark with more than one element: `End.`
    case landmarkEnd

    /// Whether the element is spoken as a tab (button word hidden, `Tab.` added).
    public var isTab: Bool {
        if case .tab = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case .none: "none"
        case .series(let index, let count): "series \(index) of \(count)"
        case .tab(let index, let count): "tab \(index) of \(count)"
        case .listStart: "list start"
        case .listEnd: "list end"
        case .landmarkStart: "landmark start"
        case .landmarkEnd: "landmark end"
        }
    }
}
