/// Whether a subcommand works in this build, or which issue brings it.
public struct Availability: Hashable, Sendable {
    /// The issue that implements the subcommand, or `nil` when it works now.
    public var issue: Int?

    /// The subcommand works.
    public static let available = Availability(issue: nil)

    /// The subcommand is listed in help but arrives with `issue`; running it
    /// is a usage error that says so.
    public static func arrivesWith(issue: Int) -> Availability {
        Availability(issue: issue)
    }

    /// Whether the subcommand can run.
    public var isAvailable: Bool { issue == nil }
}
