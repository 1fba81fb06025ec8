import AccessibilityModel

/// Which cells of one component a ``CrossCellCheck`` compares: each cell of
/// the matrix (component × style × state × settings) with one other render of
/// the same component.
///
/// ```swift
/// var pairing: CellPairing { .styles }   // each style against the first, as style-invariance does
/// ```
public struct CellPairing: Sendable {
    enum Kind: Sendable {
        case environments, styles, states
        case counterpart(@Sendable (AccessibilitySettings) -> AccessibilitySettings?)
    }

    let kind: Kind

    /// Each cell against the render of the same style and state in the
    /// default environment: the default settings, keeping the cell's
    /// `differentiateWithoutColor` and `locale`, with the state's and `--env`
    /// settings on top (`environment-invariance`).
    public static let environments = CellPairing(kind: .environments)

    /// Each cell of every style but the first against the first style's
    /// cell with the same state and settings (`style-invariance`).
    public static let styles = CellPairing(kind: .styles)

    /// Each cell of every state against the cell of each earlier state (in
    /// the catalog's order) with the same style, when the two render with the
    /// same settings (`color-only-state`, `state-not-exposed`).
    public static let states = CellPairing(kind: .states)

    /// Each cell against the cell of the same style and state rendered with
    /// the settings `counterpart` gives for the cell's settings, when the
    /// audit renders one (a cell of the matrix, or the default environment's
    /// render). `nil` from `counterpart`, or settings the audit does not
    /// render, leave the cell uncompared; a cell is never compared with itself.
    ///
    /// ```swift
    /// .counterpart { settings in
    ///     guard settings.colorScheme == .dark else { return nil }
    ///     var light = settings
    ///     light.colorScheme = .light
    ///     return light
    /// }
    /// ```
    public static func counterpart(_ counterpart: @escaping @Sendable (AccessibilitySettings) -> AccessibilitySettings?) -> CellPairing {
        CellPairing(kind: .counterpart(counterpart))
    }
}
