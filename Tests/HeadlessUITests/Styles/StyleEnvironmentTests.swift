import Testing
import HeadlessUI

private struct ThemeKey: EnvironmentKey {
    static var defaultValue: String { "standard" }
}

extension EnvironmentValues {
    fileprivate var theme: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

private struct ThemedText: View {
    @Environment(\.theme) private var theme
    var body: some View { Text(theme) }
}

private struct ContrastAwareStyle: ButtonStyle {
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.legibilityWeight) private var weight
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .accessibilityHint(contrast == .increased ? "high contrast" : "standard")
            .accessibilityValue(weight == .bold ? "bold" : "regular")
    }
}

/// `@Environment` in views and in style types, custom keys, and the built-in
/// styles of the articles.
@Suite struct StyleEnvironmentTests {
    @Test func `custom environment key has a default and can be set`() {
        #expect(stopLabels(render(ThemedText())) == ["standard"])
        #expect(stopLabels(render(ThemedText().environment(\.theme, "night"))) == ["night"])
    }

    @Test func `environment is read inside a button style's makeBody`() {
        let plain = stops(render(Button("Go") {}.buttonStyle(ContrastAwareStyle())))[0]
        #expect(plain.hint == "standard")
        #expect(plain.value == "regular")
        let high = stops(render(Button("Go") {}.buttonStyle(ContrastAwareStyle()), settings: settings("contrast=increased,boldText=true")))[0]
        #expect(high.hint == "high contrast")
        #expect(high.value == "bold")
    }

    @Test func `environment is read inside a custom style protocol`() {
        let light = render(Rating(title: "Stars", value: .constant(2)))
        let dark = render(Rating(title: "Stars", value: .constant(2)), settings: settings("colorScheme=dark"))
        func firstStar(_ tree: AccessibilityTree) -> SRGBColor? {
            tree.root.children[0].children.first { $0.traits.contains(.button) }?.foreground
        }
        #expect(firstStar(light)?.hex == "#FF9500")
        #expect(firstStar(dark)?.hex == "#FFD60A")
    }

    @Test func `numeric rating style dims itself when disabled`() {
        let enabled = render(Rating(title: "Score", value: .constant(2)).ratingStyle(.numeric))
        let disabled = render(Rating(title: "Score", value: .constant(2)).ratingStyle(.numeric).disabled(true))
        let number = { (tree: AccessibilityTree) in tree.root.children[0].children.first { $0.label == "2.0" }?.foreground?.alpha }
        #expect(number(enabled) == 1)
        #expect(number(disabled) == 0.5)
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

    @Test func `label style nested in a button style applies to the label`() {
        let stop = stops(render(Button(title: "Title", subtitle: "Sub", caption: "Cap", systemImage: "square.and.arrow.up") {}
            .buttonStyle(.primary)))[0]
        #expect(stop.label == "Title, Sub, Cap")
    }

    @Test func `press scale in a button style is recorded as motion`() {
        let style = RoundedButtonStyle(backgroundColor: .blue, foregroundColor: .white, cornerRadius: 8)
        let stop = stops(render(Button("Title") {}.buttonStyle(style)))[0]
        #expect(stop.motion.contains(.scale))
        #expect(stop.background?.hex == "#007AFF")
        #expect(stops(render(Button("Title") {}))[0].motion.isEmpty)
    }

    @Test func `animation is recorded as motion unless it is nil`() {
        #expect(stops(render(Text("A").animation(.easeInOut, value: 1)))[0].motion == .animation)
        #expect(stops(render(Text("A").animation(nil, value: 1)))[0].motion.isEmpty)
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
        let gradient = stops(render(Tag("Gradient").tagBackgroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .bottom, endPoint: .top))))[0]
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
        let tree = render(Card { Text("Header") } content: { Text("Content") })
        #expect(stopLabels(tree) == ["Header", "Content"])
    }
}
