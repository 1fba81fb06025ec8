import HeadlessUI
import Testing

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

/// `@Environment` in views and in style types, and custom keys. (The articles'
/// own styles are tested with their components in ArticleExamplesTests.)
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

    @Test func `animation is recorded as motion unless it is nil`() {
        #expect(stops(render(Text("A").animation(.easeInOut, value: 1)))[0].motion == .animation)
        // The deprecated form without `value:` (issue 36: reported as leaving no fact) animates every change.
        #expect(stops(render(Text("A").animation(.easeInOut)))[0].motion == .animation)
        #expect(stops(render(Text("A").scaleEffect(0.95).animation(.easeInOut(duration: 0.15))))[0].motion.contains(.animation))
        #expect(stops(render(Text("A").animation(nil, value: 1)))[0].motion.isEmpty)
    }

}
