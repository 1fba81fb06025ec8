/// How far an audit has come, reported after each component
/// (``AuditConfiguration/progress``): a command line shows it while a long
/// audit runs.
public struct AuditProgress: Sendable, Equatable {
    /// Components audited so far (1 after the first).
    public var completed: Int
    /// Components this audit (or shard) covers.
    public var total: Int
    /// The component just audited.
    public var component: String

    public init(completed: Int, total: Int, component: String) {
        self.completed = completed
        self.total = total
        self.component = component
    }
}
