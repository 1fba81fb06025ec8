import HeadlessUI
import Testing

/// The environment values SwiftUI code reads: older names of the audit's
/// settings, and the values the audit fixes (an iPhone in portrait, VoiceOver on).
@Suite struct EnvironmentSystemTests {
    /// Reads one environment value into its label.
    struct Probe<Value>: View {
        let keyPath: KeyPath<EnvironmentValues, Value>
        var body: some View {
            Text(verbatim: "\(EnvironmentValues.current[keyPath: keyPath])")
        }
    }

    func read<Value>(_ keyPath: KeyPath<EnvironmentValues, Value>, _ settingsText: String = "colorScheme=light") -> String? {
        stopLabels(render(Probe(keyPath: keyPath), settings: settings(settingsText))).first ?? nil
    }

    @Test func `sizeCategory is the Dynamic Type size under UIKit's names`() {
        // UIContentSizeCategory ↔ DynamicTypeSize (Apple: "DynamicTypeSize", "ContentSizeCategory").
        #expect(read(\.sizeCategory) == "large")
        #expect(read(\.sizeCategory, "dynamicTypeSize=xSmall") == "extraSmall")
        #expect(read(\.sizeCategory, "dynamicTypeSize=xxxLarge") == "extraExtraExtraLarge")
        #expect(read(\.sizeCategory, "dynamicTypeSize=accessibility1") == "accessibilityMedium")
        #expect(read(\.sizeCategory, "dynamicTypeSize=accessibility5") == "accessibilityExtraExtraExtraLarge")
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    @Test func `setting sizeCategory sets the Dynamic Type size`() {
        let tree = render(Probe(keyPath: \.dynamicTypeSize).environment(\.sizeCategory, .accessibilityLarge))
        #expect(stopLabels(tree) == ["accessibility2"])
    }

    @Test func `button shapes follow the buttonShapes setting`() {
        #expect(read(\.accessibilityShowButtonShapes) == "false")
        #expect(read(\.accessibilityShowButtonShapes, "buttonShapes=true") == "true")
    }

    @Test func `a button style that underlines with button shapes renders in both cells`() {
        struct LinkStyle: ButtonStyle {
            @Environment(\.accessibilityShowButtonShapes) private var showButtonShapes
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.underline(showButtonShapes).foregroundStyle(.tint)
            }
        }
        for text in ["buttonShapes=false", "buttonShapes=true"] {
            let stop = stops(render(Button("Terms") {}.buttonStyle(LinkStyle()), settings: settings(text))).first
            #expect(stop?.label == "Terms")
            #expect(stop?.traits == .button)
        }
    }

    @Test func `the other settings are read under SwiftUI's names`() {
        #expect(read(\.legibilityWeight, "boldText=true") == "Optional(HeadlessUI.LegibilityWeight.bold)")
        #expect(read(\.accessibilityReduceMotion, "reduceMotion=true") == "true")
        #expect(read(\.accessibilityReduceTransparency, "reduceTransparency=true") == "true")
        #expect(read(\.accessibilityDifferentiateWithoutColor, "differentiateWithoutColor=true") == "true")
    }

    @Test func `fixed values describe an iPhone in portrait with VoiceOver running`() {
        #expect(read(\.horizontalSizeClass) == "Optional(HeadlessUI.UserInterfaceSizeClass.compact)")
        #expect(read(\.verticalSizeClass) == "Optional(HeadlessUI.UserInterfaceSizeClass.regular)")
        #expect(read(\.accessibilityVoiceOverEnabled) == "true")
        #expect(read(\.accessibilityEnabled) == "true")
        #expect(read(\.accessibilityInvertColors) == "false")
        let regular = render(Probe(keyPath: \.horizontalSizeClass).environment(\.horizontalSizeClass, .regular))
        #expect(stopLabels(regular) == ["Optional(HeadlessUI.UserInterfaceSizeClass.regular)"])
    }
}
