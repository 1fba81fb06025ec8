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
        copy.locate(in: index, file: file)
        return copy
    }

    /// ``locating(in:file:)`` in place, so that a large audit's findings are not copied.
    public mutating func locate(in index: CaptureIndex, file: String) {
        let elements = index.elements(at: findings.map(\.element.path))
        for position in findings.indices {
            guard let element = elements[findings[position].element.path] else { continue }
            findings[position].element.xpath = element.xpath
            if let identifier = element.identifier, !identifier.isEmpty { findings[position].element.identifier = identifier }
            if element.line > 0 {
                findings[position].location = CodeLocation(file: file, line: element.line, column: element.column)
            }
            if let fix = UIKitFix.fix(for: findings[position].rule, type: element.type) {
                findings[position].fix = fix
            }
        }
    }
}
