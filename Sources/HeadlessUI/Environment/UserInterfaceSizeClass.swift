/// A size class (SwiftUI's `UserInterfaceSizeClass`): how much room a
/// dimension has. An iPhone in portrait is compact wide and regular tall.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// Constrained space.
    case compact
    /// Ample space.
    case regular
}
