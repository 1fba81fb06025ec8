import HeadlessUI
import Testing

@testable import ArticleExamples

/// The articles' styles and components, as published, render the tree
/// SwiftUI would build for them: what HeadlessUI does with real article code.
@Suite struct ArticleStyleTests {
    func stops(_ tree: AccessibilityTree) -> [AccessibilityNode] {
        var result: [AccessibilityNode] = []
        tree.walk { node, _ in
            if node.isHidden { return .skipChildren }
            if node.isElement { result.append(node); return .skipChildren }
            return .visitChildren
        }
        return result
    }

    func stopLabels(_ tree: AccessibilityTree) -> [String?] { stops(tree).map(\.label) }

    /// Settings from text; a typo is an issue at the caller's line, not the defaults.
    func settings(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> AccessibilitySettings {
        do {
            return try AccessibilitySettings(parsing: text)
        } catch {
            Issue.record("bad settings '\(text)': \(error)", sourceLocation: sourceLocation)
            return AccessibilitySettings()
        }
    }

    final class Cell<Value>: @unchecked Sendable {
        var value: Value
        init(_ value: Value) { self.value = value }
        var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
    }

    @Test func `primary button style paints white title text on blue`() {
        let stop = stops(render(Button("Button Text") {}.buttonStyle(.primary)))[0]
        #expect(stop.label == "Button Text")
        #expect(stop.foreground?.hex == "#FFFFFF")
        #expect(stop.background?.hex == "#007AFF")
        #expect(stop.font?.textStyle == "title")
        #expect(stop.frame?.height == 33.6 + 32)
    }

    @Test func `detail in a primary button reads all three lines in fixed fonts`() {
        let stop = stops(render(Button(title: "Title", subtitle: "Subtitle", caption: "Caption") {}.buttonStyle(.primary)))[0]
        #expect(stop.label == "Title, Subtitle, Caption")
        #expect(stop.font?.scalesWithDynamicType == false)
        #expect(stop.font?.size == 32)
    }

    @Test func `the talk's labelled Button shows its placeholder texts, whatever it is given, as published`() {
        // The talk's convenience initialiser builds `Detail(title: "Title", …)` from literals and ignores
        // its arguments (docs/article-findings.md); the label style nested in the button style still applies.
        let stop = stops(
            render(
                Button(title: "Share", subtitle: "Sub", caption: "Cap", systemImage: "square.and.arrow.up") {}
                    .buttonStyle(.primary)))[0]
        #expect(stop.label == "Title, Subtitle, Caption")
        #expect(stop.traits.contains(.button))
    }

    @Test func `press scale in a button style is recorded as motion`() {
        let style = RoundedButtonStyle(backgroundColor: .blue, foregroundColor: .white, cornerRadius: 8)
        let stop = stops(render(Button("Title") {}.buttonStyle(style)))[0]
        #expect(stop.motion.contains(.scale))
        #expect(stop.background?.hex == "#007AFF")
        #expect(stops(render(Button("Title") {}))[0].motion.isEmpty)
    }

    @Test func `tap gesture toggle activates without any trait`() {
        let isOn = Cell(false)
        let subject = HostingSubject(name: "MyToggle") { MyToggle(title: "Toggle", isOn: isOn.binding) }
        let tree = subject.render(settings: AccessibilitySettings())
        let title = stops(tree).first { $0.label == "Toggle" }
        #expect(title?.traits == .staticText)
        #expect(title?.actions == .activate)
        #expect(title?.value == nil)
        _ = title.map { subject.perform(.activate, on: $0.id) }
        #expect(isOn.value)
    }

    @Test func `design system button reads its title, not its icon`() {
        let stop = stops(render(DSButton("Continue", image: Image(systemName: "arrow.right")) {}.dsSize(.small)))[0]
        #expect(stop.label == "Continue")
        #expect(stop.traits == .button)
    }

    @Test func `tag backgrounds report their kind`() {
        let gradient = stops(render(Tag("Gradient").tagBackgroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .bottom, endPoint: .top))))[
            0]
        #expect(gradient.backgroundKind == .gradient)
        let material = stops(render(Tag("SwiftUI")))[0]
        #expect(material.backgroundKind == .material)
        let opaque = stops(render(Tag("SwiftUI"), settings: settings("reduceTransparency=true")))[0]
        #expect(opaque.backgroundKind == .solid)
        let orange = stops(render(Tag("Featured", systemImage: "star.fill").tagBackgroundStyle(Color.orange)))
        #expect(orange.map(\.label) == ["star fill", "Featured"])
        #expect(orange[1].background?.hex == "#FF9500")
    }

    @Test func `card shows header then content`() {
        let tree = render(
            Card {
                Text("Header")
            } content: {
                Text("Content")
            })
        #expect(stopLabels(tree) == ["Header", "Content"])
    }
}
