import HeadlessUI
import Testing

/// Each element records the call that made it (issue 38): HeadlessUI's
/// initialisers and modifiers take `#filePath`, `#line` and `#column` as
/// default arguments, as Swift Testing's expectations do, so SwiftUI code
/// compiles unchanged and a finding can point at the component's own line.
@Suite struct SourceSiteTests {
    /// The first focus stop's location.
    func location(_ tree: AccessibilityTree) -> CodeLocation? {
        stops(tree).first?.site.location
    }

    /// The column is the call's opening parenthesis, where the compiler puts
    /// a default argument's `#column`.
    @Test func `a text is located at its initialiser`() {
        let line = #line + 1
        let tree = render(Text("Hello"))
        #expect(location(tree) == CodeLocation(file: "Tests/HeadlessUITests/Rendering/SourceSiteTests.swift", line: line, column: 31))
    }

    @Test func `an image and a button are located at their own lines`() {
        let imageLine = #line + 3
        let tree = render(
            VStack {
                Image(systemName: "trash")
                Button("Pay") {}
            })
        let found = stops(tree).map { $0.site.location?.line }
        #expect(found == [imageLine, imageLine + 1])
    }

    @Test func `a combining modifier locates the element it makes`() {
        let line = #line + 4
        let tree = render(
            HStack {
                Text("John Doe"); Text("Online")
            }.accessibilityElement(children: .combine))
        #expect(location(tree)?.line == line)
        #expect(location(tree)?.file.hasSuffix("SourceSiteTests.swift") == true)
    }

    @Test func `a labelled toggle is located at the toggle, not inside the framework`() {
        let isOn = Cell(false)
        let line = #line + 1
        let tree = render(Toggle("Wi-Fi", isOn: isOn.binding))
        #expect(location(tree)?.line == line)
        #expect(location(tree)?.file == "Tests/HeadlessUITests/Rendering/SourceSiteTests.swift")
    }

    @Test func `a text field and a slider are located at their initialisers`() {
        let text = Cell(""), value = Cell(0.5)
        let line = #line + 3
        let tree = render(
            VStack {
                TextField("Email", text: text.binding)
                Slider(value: value.binding) { Text("Volume") }
            })
        #expect(stops(tree).map { $0.site.location?.line } == [line, line + 1])
    }

    @Test func `where a node came from is not one of its facts`() {
        let first = render(Text("Same"))
        let second = render(Text("Same"))
        #expect(stops(first).first?.site.location != stops(second).first?.site.location)
        #expect(first.root == second.root)
    }

    @Test func `a node made by hand has no site`() {
        #expect(AccessibilityNode(label: "Pay").site.location == nil)
        #expect(!CodeLocation.Site.unknown.isKnown)
    }
}
