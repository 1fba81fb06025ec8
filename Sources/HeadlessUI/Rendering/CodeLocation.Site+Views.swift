import AccessibilityModel

extension CodeLocation.Site.Unequated {
    /// The site of a view's initialiser or modifier, from its default arguments.
    @inline(__always)
    static func at(_ filePath: StaticString, _ line: Int, _ column: Int) -> Self {
        Self(CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// No site (a view made by the framework itself).
    static var unknown: Self { Self(.unknown) }
}
