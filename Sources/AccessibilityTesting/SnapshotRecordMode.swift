/// When snapshot helpers write golden files.
///
/// Chosen, from strongest to weakest, by the `record:` argument of a helper,
/// an ``AccessibilityAuditTrait`` (`.accessibilityAudit(.record(.failed))`),
/// the `A11Y_RECORD` environment variable (`A11Y_RECORD=all swift test`; any
/// other value is an error of each snapshot, which then neither compares nor
/// records), and finally ``missing``. Every write counts as a test failure that says
/// which file was written, so a recorded baseline is never accepted silently.
public enum SnapshotRecordMode: String, Sendable, CaseIterable, CustomStringConvertible {
    /// Write only snapshots that do not exist yet (the default).
    case missing
    /// Write every snapshot, even those that match.
    case all
    /// Write snapshots that are missing or do not match.
    case failed
    /// Never write; a missing snapshot is a failure.
    case never

    /// The environment variable that chooses the mode for a whole run.
    public static let environmentVariable = "A11Y_RECORD"

    public var description: String { rawValue }
}
