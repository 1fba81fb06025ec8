/// The environment matrix a scenario runs in (`environments …`).
public enum ScenarioMatrix: String, CaseIterable, Hashable, Sendable {
    /// One cell: light, large, left-to-right, enabled, no other setting on.
    case `default`
    case smoke
    case pairwise
    case full
}
