import HeadlessUI
import Testing
@testable import AccessibilityAudit

/// A cell that differs from another only in a setting no check reads (Button
/// Shapes) and whose renders never read it is the same render: the auditor
/// takes its twin's report instead of rendering it again. These tests prove
/// the report is the same either way, and that a component that does read
/// the setting is audited in both cells.
@Suite struct ReusedCellTests {
    /// Every setting fixed but Button Shapes and the colour scheme: 4 cells of the full matrix.
    static let fixed = SettingsOverride(dynamicTypeSize: .large, layoutDirection: .leftToRight, isEnabled: true, reduceMotion: false,
                                        differentiateWithoutColor: false, reduceTransparency: false, boldText: false, contrast: .standard)

    /// A delete button that loses its label when Button Shapes is on (a bug only that setting shows).
    struct ShapeSensitiveButton: View {
        @Environment(\.accessibilityShowButtonShapes) private var showsShapes
        var body: some View {
            Button {} label: { Image(systemName: "trash").frame(width: 44, height: 44) }
                .accessibilityLabel(showsShapes ? "" : "Delete")
        }
    }

    func audit(_ entries: [CatalogEntry], reusing: Bool) throws -> AuditResult {
        var auditor = Auditor(AuditConfiguration(matrix: .full, overrides: Self.fixed))
        auditor.reusesCells = reusing
        return try auditor.audit(entries.map(\.descriptor))
    }

    @Test func `reusing the twin cells changes nothing in the design system's report`() throws {
        let entries = Catalog.designSystem.entries.filter { ["Toggle", "Button", "Rating"].contains($0.name) }
        let reused = try audit(entries, reusing: true)
        let audited = try audit(entries, reusing: false)
        #expect(reused.findings == audited.findings)
        #expect(reused.summary == audited.summary)
        #expect(reused.summary.cells == audited.summary.cells)
    }

    @Test func `a component that reads Button Shapes is audited in both cells`() throws {
        let entry = CatalogEntry("Delete") { _ in AnyView(ShapeSensitiveButton()) }
        let result = try audit([entry], reusing: true)
        let missing = try #require(result.findings.first { $0.rule == .labelMissing })
        #expect(missing.cells.when == "buttonShapes=true")
        #expect(result.findings == (try audit([entry], reusing: false)).findings)
    }
}
