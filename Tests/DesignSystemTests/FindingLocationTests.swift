import AccessibilityAudit
import HeadlessUI
import Testing

/// A finding is located at the line that made the element it is about, with
/// the catalog entry as a related location (issue 38): the fix belongs in
/// the component's file, not in the catalog.
@Suite struct FindingLocationTests {
    /// A component whose icon-only button has no label.
    struct UnlabeledDelete: View {
        static let buttonLine = #line + 3
        var body: some View {
            VStack {
                Button(action: {}) { Image(systemName: "trash") }
                Text("Inbox")
            }
        }
    }

    @Test func `a finding points at the element's line and names the catalog entry`() throws {
        let entryLine = #line + 1
        let entry = CatalogEntry("Delete") { _ in AnyView(UnlabeledDelete()) }
        let result = try Auditor(AuditConfiguration(matrix: .smoke)).audit([entry.descriptor])
        let finding = try #require(result.findings.first { $0.rule == .imageLabelDerived })
        #expect(finding.location?.file == "Tests/DesignSystemTests/FindingLocationTests.swift")
        #expect(finding.location?.line == UnlabeledDelete.buttonLine)
        #expect(finding.componentLocation == CodeLocation(file: "Tests/DesignSystemTests/FindingLocationTests.swift", line: entryLine))
    }

    @Test func `a finding on an element made by a modifier points at the modifier`() throws {
        let line = #line + 3
        let entry = CatalogEntry("Tappable") { _ in
            AnyView(
                Text("Open").onTapGesture {})
        }
        let result = try Auditor(AuditConfiguration(matrix: .smoke)).audit([entry.descriptor])
        let finding = try #require(result.findings.first { $0.rule == .actionWithoutRole })
        #expect(finding.location?.line == line)
    }
}
