import AccessibilityModel

extension AuditResult {
    /// The result of a captured screen's audit with each finding made actionable for a UI-test author
    /// (docs/capturing.md § Findings you can act on): its element named by identifier, label and an XPath that
    /// Appium accepts, located at the element's line and column in the capture file, and its fix worded for the
    /// element's UIKit type.
    ///
    /// - Parameters:
    ///   - index: the capture's elements, by the paths of the tree audited.
    ///   - file: the capture file as the report names it.
    public func locating(in index: CaptureIndex, file: String) -> AuditResult {
        var copy = self
        let elements = index.elements(at: findings.map(\.element.path))
        for position in copy.findings.indices {
            guard let element = elements[copy.findings[position].element.path] else { continue }
            copy.findings[position].element.xpath = element.xpath
            if let identifier = element.identifier, !identifier.isEmpty { copy.findings[position].element.identifier = identifier }
            if element.line > 0 {
                copy.findings[position].location = CodeLocation(file: file, line: element.line, column: element.column)
            }
            if let fix = UIKitFix.fix(for: copy.findings[position].rule, type: element.type) {
                copy.findings[position].fix = fix
            }
        }
        return copy
    }
}
