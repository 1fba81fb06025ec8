extension AuditReport.ScenarioCellKey: Comparable {
    /// By file, scenario name, style, then settings.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.file, lhs.name, lhs.style, lhs.settings) < (rhs.file, rhs.name, rhs.style, rhs.settings)
    }
}
