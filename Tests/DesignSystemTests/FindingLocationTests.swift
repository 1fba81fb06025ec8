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

/// A finding about what is drawn is located at the call that drew it (issue
/// 38, item 1): the `.stroke(…)` of a faint outline, the `Image(…)` of a faint
/// icon, the `Text(…)` of a faint text in a combined element; the element's
/// own line and the catalog entry are related locations (docs/spec/report-format.md).
@Suite struct DrawingLocationTests {
    static let pale = Color(white: 0.9)

    /// A view factory handed to a catalog entry; the audit runs on this task.
    struct Probe: @unchecked Sendable {
        let make: () -> AnyView
    }

    func finding(_ rule: RuleID, _ view: @autoclosure @escaping () -> some View) throws -> Finding {
        let probe = Probe { AnyView(view()) }
        let entry = CatalogEntry("Probe") { _ in probe.make() }
        let result = try Auditor(AuditConfiguration(matrix: .smoke)).audit([entry.descriptor])
        return try #require(result.findings.first { $0.rule == rule })
    }

    static let file = "Tests/DesignSystemTests/FindingLocationTests.swift"

    @Test func `a faint outline is located at its stroke, the button beside it`() throws {
        let buttonLine = #line + 1
        let button = Button("Save") {}.padding(12).frame(minHeight: 44)
            .overlay(Capsule().stroke(Self.pale, lineWidth: 2))
        let strokeLine = buttonLine + 1
        let found = try finding(.contrastNonText, button)
        #expect(found.location?.file == Self.file)
        #expect(found.location?.line == strokeLine)
        #expect(found.elementLocation?.line == buttonLine)
        #expect(found.elementLocation?.file == Self.file)
        #expect(found.componentLocation?.file == "Tests/DesignSystemTests/FindingLocationTests.swift")
    }

    @Test func `an outline a button's label draws is located at its stroke`() throws {
        let buttonLine = #line + 1
        let button = Button(action: {}) {
            Text("Go").padding(12)
                .overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(Self.pale, lineWidth: 1))
        }
        let found = try finding(.contrastNonText, button)
        #expect(found.location?.line == buttonLine + 2)
        #expect(found.elementLocation?.line == buttonLine)
    }

    @Test func `a faint icon in an icon-only button is located at the image`() throws {
        let buttonLine = #line + 1
        let button = Button(action: {}) {
            Image(systemName: "star").foregroundStyle(Self.pale)
        }
        let found = try finding(.contrastNonText, button)
        #expect(found.location?.line == buttonLine + 1)
        #expect(found.elementLocation?.line == buttonLine)
    }

    @Test func `a faint text of a combined element is located at the text, the element beside it`() throws {
        let line = #line + 2
        let card = HStack {
            Text("Ada")
            Text("Online").foregroundStyle(Self.pale)
        }.accessibilityElement(children: .combine)
        let found = try finding(.contrastText, card)
        #expect(found.location?.line == line + 1)
        #expect(found.elementLocation?.line == line + 2)
    }

    @Test func `a finding about the element as a whole has no element location of its own`() throws {
        let line = #line + 1
        let button = Button(action: {}) { Image(systemName: "trash") }
        let found = try finding(.imageLabelDerived, button)
        #expect(found.location?.line == line)
        #expect(found.elementLocation == nil)
    }

    @Test func `a stroke's call site is where the shape was stroked`() throws {
        let line = #line + 1
        let tree = render(Button("Save") {}.overlay(Capsule().stroke(Self.pale, lineWidth: 2)))
        let button = try #require(tree.root.children.first)
        #expect(button.boundarySite.location?.line == line)
        #expect(button.site.location?.line == line)
    }
}
