/// A check that compares two rendered cells of one component: a cell of the
/// matrix with the cell its ``pairing`` pairs it with (the default
/// environment's render, the first style's, an earlier state's, or the render
/// in settings of your choosing).
///
/// A cross-cell check is a value with no state, described by its ``info``
/// like a ``Rule``. It says which cells it compares and what it reports about
/// two of them; the auditor renders the cells, pairs them, runs the check on
/// every pair, and groups its verdicts across the matrix into findings like
/// any other check's (“only when colorScheme=dark”). The built-in
/// `environment-invariance`, `style-invariance`, `color-only-state` and
/// `state-not-exposed` are cross-cell checks; hand yours to the audit with
/// ``RuleSelection/crossCell``.
///
/// ```swift
/// struct LabelSameInDarkMode: CrossCellCheck {
///     static let info = CheckDescription(
///         id: "label-same-in-dark-mode", kind: .invariance, title: "Label changes in dark mode", severity: .serious,
///         wcag: ["4.1.2"], explanation: "…", fix: "…")
///     // Each dark cell against the same cell in light mode.
///     var pairing: CellPairing {
///         .counterpart { settings in
///             guard settings.colorScheme == .dark else { return nil }
///             var light = settings
///             light.colorScheme = .light
///             return light
///         }
///     }
///     func compare(_ cell: AuditedCell, with light: AuditedCell) -> CrossCellVerdict? {
///         for (dark, light) in zip(cell.stops, light.stops) where dark.node.label != light.node.label {
///             return .violation("label \"\(dark.node.label ?? "")\" is \"\(light.node.label ?? "")\" in light mode", at: dark.path)
///         }
///         return .pass
///     }
/// }
/// ```
public protocol CrossCellCheck: Sendable {
    /// The check's ID, severity, WCAG criteria, explanation and fix.
    static var info: CheckDescription { get }

    /// Which cells the check compares with which.
    var pairing: CellPairing { get }

    /// The verdict on `cell` compared with `other`, the cell ``pairing`` pairs
    /// it with (both of the same component), or `nil` when the check does not
    /// compare these two. The verdict is reported in `cell`: its style, state
    /// and matrix cell.
    func compare(_ cell: AuditedCell, with other: AuditedCell) -> CrossCellVerdict?
}

extension CrossCellCheck {
    /// The check's description (the same as `Self.info`).
    public var info: CheckDescription { Self.info }
}
