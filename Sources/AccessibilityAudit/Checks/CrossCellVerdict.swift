import AccessibilityModel

/// What a ``CrossCellCheck`` concludes about a cell compared with another:
/// a ``Verdict``, where in the cell it applies, and optionally the lines of a
/// diff of what was compared.
///
/// ```swift
/// return .violation("label \"Play\" is \"Start\" in light mode", at: stop.path)
/// return .violation("semantics differ from the default environment:", diff: lines)  // the component as a whole
/// ```
public struct CrossCellVerdict: Hashable, Sendable {
    /// The outcome, message and severity (`nil`: the check's own).
    public var verdict: Verdict
    /// The node of the cell's tree the verdict is about, reported at the
    /// focus stop that contains it (its path, label and speech); `nil`: the
    /// component as a whole, reported at the root without an element.
    public var path: NodePath?
    /// For a violation, the two sides compared as diff lines
    /// (``SignatureDiff/lines(_:_:leftName:rightName:)``); a finding with a
    /// diff also names the two renders it compared (``Finding/compared``).
    public var diff: [String]?

    public init(_ verdict: Verdict, at path: NodePath? = nil, diff: [String]? = nil) {
        self.verdict = verdict
        self.path = path
        self.diff = diff
    }

    /// The two cells agree.
    public static let pass = CrossCellVerdict(.pass)

    /// The two cells differ in a way the check forbids.
    /// - Parameters:
    ///   - message: what differs, quoting both sides.
    ///   - severity: the severity of this violation, when it is not the check's own.
    ///   - path: the node in the cell's tree; `nil` for the component as a whole.
    ///   - diff: the two sides as diff lines.
    public static func violation(
        _ message: String, severity: Severity? = nil, at path: NodePath? = nil, diff: [String]? = nil
    ) -> CrossCellVerdict {
        CrossCellVerdict(.violation(message, severity: severity), at: path, diff: diff)
    }

    /// The check cannot decide: a person should look.
    public static func incomplete(_ message: String, at path: NodePath? = nil) -> CrossCellVerdict {
        CrossCellVerdict(.incomplete(message), at: path)
    }
}
