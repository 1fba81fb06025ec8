import DesignSystem
import HeadlessUI
import Testing

/// The tree of every component × style in its default state is pinned by a
/// reviewed golden under `__Snapshots__/` (the `a11y-audit tree` output).
@Suite struct DesignSystemTreeTests {
    @Test(arguments: ComponentStyle.all)
    func `the default tree matches its reviewed golden`(cell: ComponentStyle) throws {
        let golden = try #require(cell.golden, "no golden for \(cell.testDescription)")
        let tree = try #require(renderDesignSystem(cell.component, style: cell.style))
        #expect(tree.dump == golden)
    }

    @Test func `every catalog entry has the name and parameters the issue fixes`() {
        let signatures = Catalog.designSystem.descriptors.map { descriptor in
            "\(descriptor.name)(\(descriptor.parameters.map(\.signature).joined(separator: ", "))) [\(descriptor.styles.joined(separator: ", "))]"
        }
        #expect(
            signatures == [
                "Rating(title: String, value: Double = 3, in: ClosedRange<Double> = 1...5) [star, numeric]",
                "Toggle(title: String, isOn: Bool = false) [switch, checkbox, fancy]",
                "Button(title: String, subtitle: String? = nil, caption: String? = nil, systemImage: String? = nil) [primary, rounded, bordered]",
                "Detail(title: String, subtitle: String, caption: String) [plain, primary]",
                "Card(title: String, systemImage: String? = nil) [material, color, gradient]",
                "Tag(title: String, systemImage: String? = nil) [material, color, gradient]",
                "DSButton(title: String, systemImage: String? = nil) [small-filled, small-outlined, small-plain, large-filled, large-outlined, large-plain]",
                "GradientButton(title: String) [default]",
                "ListRow(title: String, subtitle: String? = nil, value: String? = nil, systemImage: String? = nil) [card, plain]",
                "SegmentedPicker(title: String, selection: Double = 0) [default]",
                "ProgressBar(title: String, value: Double = 0.4) [default]",
                "FormField(title: String, value: String = \"ana@example.com\") [inline, stacked]",
                "TextField(title: String, prompt: String = \"\", text: String = \"\", secure: Bool = false) [default]",
                "Dialog(title: String, message: String, confirmTitle: String = \"Delete\", isPresented: Bool = true) [default]",
                "TabBar(selection: Double = 0) [default]",
                "MessageRow(title: String, subtitle: String, isFlagged: Bool = false) [default]",
                "MessageList(title: String = \"Inbox\", allRead: Bool = false) [default]",
            ])
    }
}
