/// How the engine runs a rule: judging each focus stop (``StopRule``), the
/// whole tree (``TreeRule``), or what is drawn (``DrawingRule``).
///
/// You never make one: each of those protocols gives its conforming types
/// their ``Rule/kind``. So a type that conforms to ``Rule`` alone does not
/// compile ("type does not conform to protocol 'Rule'"), and every rule that
/// can be handed to an audit is one the engine knows how to run.
public struct RuleKind: Sendable, CustomStringConvertible {
    let run: RuleEngine.Run

    init(_ run: RuleEngine.Run) {
        self.run = run
    }

    /// `stop`, `tree` or `drawing`.
    public var description: String {
        switch run {
        case .byStop: "stop"
        case .tree: "tree"
        case .drawing: "drawing"
        }
    }
}
