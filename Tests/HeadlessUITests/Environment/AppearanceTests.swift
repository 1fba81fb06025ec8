import HeadlessUI
import Testing

/// Settings reach the environment under SwiftUI's names; fonts and colours respond.
@Suite struct AppearanceTests {
    @Test func `settings map onto SwiftUI environment values`() {
        let environment = EnvironmentValues(
            settings: settings(
                "colorScheme=dark,dynamicTypeSize=accessibility2,layoutDirection=rightToLeft,isEnabled=false,reduceMotion=true,"
                    + "differentiateWithoutColor=true,reduceTransparency=true,boldText=true,contrast=increased,locale=de"))
        #expect(environment.colorScheme == .dark)
        #expect(environment.dynamicTypeSize == .accessibility2)
        #expect(environment.layoutDirection == .rightToLeft)
        #expect(environment.isEnabled == false)
        #expect(environment.accessibilityReduceMotion)
        #expect(environment.accessibilityDifferentiateWithoutColor)
        #expect(environment.accessibilityReduceTransparency)
        #expect(environment.legibilityWeight == .bold)
        #expect(environment.colorSchemeContrast == .increased)
        #expect(environment.locale.identifier == "de")
    }

    struct FontCase: CustomTestStringConvertible, Sendable {
        var font: Font
        var size: DynamicTypeSize
        var points: Double
        var scales: Bool
        var testDescription: String { "\(size) → \(points)pt" }
    }

    @Test(arguments: [
        FontCase(font: .body, size: .large, points: 17, scales: true),
        FontCase(font: .body, size: .accessibility5, points: 53, scales: true),
        FontCase(font: .body, size: .xSmall, points: 14, scales: true),
        FontCase(font: .largeTitle, size: .large, points: 34, scales: true),
        // Each style follows its own curve (Apple's HIG, "Dynamic Type sizes", iOS). Before, every style took Body's
        // ratio: a large title was 106 pt at AX5 (60 on iOS) and a navigation title "Settings" was reported
        // truncated at AX4; caption 2 was 26 pt at AX3 (29 on iOS).
        FontCase(font: .caption2, size: .accessibility3, points: 29, scales: true),
        FontCase(font: .largeTitle, size: .accessibility5, points: 60, scales: true),
        FontCase(font: .title, size: .accessibility4, points: 53, scales: true),
        FontCase(font: .footnote, size: .xSmall, points: 12, scales: true),
        FontCase(font: .title3, size: .xxxLarge, points: 26, scales: true),
        // A custom size scales by its style's curve (UIFontMetrics): 20 pt relative to a large title at AX5.
        FontCase(font: .custom("Brand", size: 20, relativeTo: .largeTitle), size: .accessibility5, points: 35, scales: true),
        FontCase(font: .system(size: 14), size: .accessibility5, points: 14, scales: false),
    ])
    func `text styles scale with Dynamic Type and fixed sizes do not`(_ item: FontCase) {
        let font = stops(render(Text("Aa").font(item.font), settings: settings("dynamicTypeSize=\(item.size.rawValue)")))[0].font
        #expect(font?.size == item.points)
        #expect(font?.scalesWithDynamicType == item.scales)
    }

    @Test func `bold text makes weights heavier`() {
        let regular = stops(render(Text("A"), settings: settings("boldText=true")))[0].font
        #expect(regular?.weight == .semibold)
        let headline = stops(render(Text("A").font(.headline), settings: settings("boldText=true")))[0].font
        #expect(headline?.weight == .heavy)
        #expect(stops(render(Text("A").font(.headline)))[0].font?.weight == .semibold)
    }

    @Test func `default background is white in light and black in dark`() {
        let light = stops(render(Text("A")))[0]
        #expect(light.background?.hex == "#FFFFFF")
        #expect(light.foreground?.hex == "#000000")
        let dark = stops(render(Text("A"), settings: settings("colorScheme=dark,contrast=increased")))[0]
        #expect(dark.background?.hex == "#000000")
        #expect(dark.foreground?.hex == "#FFFFFF")
    }

    @Test func `named colours follow appearance and contrast`() {
        func blue(_ text: String) -> String? {
            stops(render(Text("A").foregroundStyle(.blue), settings: settings(text)))[0].foreground?.hex
        }
        #expect(blue("") == "#007AFF")
        #expect(blue("colorScheme=dark") == "#0A84FF")
        #expect(blue("contrast=increased") == "#0040DD")
        #expect(blue("colorScheme=dark,contrast=increased") == "#409CFF")
    }

    @Test func `secondary text is translucent grey`() {
        let stop = stops(render(Text("Note").foregroundStyle(.secondary)))[0]
        #expect(stop.foreground?.hex == "#3C3C4399")
    }

    @Test func `translucent background colour is composited over the page`() {
        let stop = stops(render(Text("A").padding().background(Color.black.opacity(0.5))))[0]
        #expect(stop.background?.hex == "#808080")
    }

    @Test func `text on a coloured background in a zstack sees that colour`() {
        let stop = stops(
            render(
                ZStack {
                    Color.green; Text("Go")
                }.frame(width: 100, height: 40)))[0]
        #expect(stop.background?.hex == "#34C759")
    }

    @Test func `tint changes the default button colour`() {
        #expect(stops(render(Button("Go") {}.tint(.orange)))[0].foreground?.hex == "#FF9500")
    }

    @Test func `tree records its settings and direction`() {
        let tree = render(Text("A"), settings: settings("layoutDirection=rightToLeft"))
        #expect(tree.layoutDirection == .rightToLeft)
        #expect(tree.settings == settings("layoutDirection=rightToLeft"))
    }
}
