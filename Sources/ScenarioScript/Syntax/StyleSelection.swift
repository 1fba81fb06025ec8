/// Which of a component's styles a scenario runs in.
public enum StyleSelection: Hashable, Sendable {
    /// Every style of the component (`styles all`, the default).
    case all
    /// These styles, in the order written (`styles star, numeric`).
    case named([Located<String>])
}
