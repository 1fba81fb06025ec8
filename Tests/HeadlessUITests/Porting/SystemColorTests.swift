import HeadlessUI
import Testing

/// UIKit's system and semantic colours through `Color(_:)` and `Color(uiColor:)`.
///
/// Sources: system colours and greys (with increased contrast), Apple's Human
/// Interface Guidelines, "Color" (iOS, the table before the June 2025 update);
/// the semantic colours' light and dark values, noahgilmore.com "Backwards
/// compatibility for iOS 13 system colors" (UIKit's values, read on device).
@Suite struct SystemColorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let color: UIColor
        /// Light, dark, light increased contrast, dark increased contrast.
        let hexes: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "systemGreen", color: .systemGreen, hexes: ["#34C759", "#30D158", "#248A3D", "#30DB5B"]),
        Case(name: "systemRed", color: .systemRed, hexes: ["#FF3B30", "#FF453A", "#D70015", "#FF6961"]),
        Case(name: "systemGray2", color: .systemGray2, hexes: ["#AEAEB2", "#636366", "#8E8E93", "#7C7C80"]),
        Case(name: "systemGray6", color: .systemGray6, hexes: ["#F2F2F7", "#1C1C1E", "#EBEBF0", "#242426"]),
        Case(name: "label", color: .label, hexes: ["#000000", "#FFFFFF", "#000000", "#FFFFFF"]),
        Case(name: "systemBackground", color: .systemBackground, hexes: ["#FFFFFF", "#000000", "#FFFFFF", "#000000"]),
        Case(name: "secondarySystemBackground", color: .secondarySystemBackground, hexes: ["#F2F2F7", "#1C1C1E", "#F2F2F7", "#1C1C1E"]),
        Case(name: "systemGroupedBackground", color: .systemGroupedBackground, hexes: ["#F2F2F7", "#000000", "#F2F2F7", "#000000"]),
        Case(name: "opaqueSeparator", color: .opaqueSeparator, hexes: ["#C6C6C8", "#38383A", "#C6C6C8", "#38383A"]),
        Case(name: "link", color: .link, hexes: ["#007AFF", "#0984FF", "#007AFF", "#0984FF"]),
    ]

    static func resolved(_ color: Color) -> [SRGBColor] {
        ["colorScheme=light", "colorScheme=dark", "contrast=increased", "colorScheme=dark,contrast=increased"].map {
            color.resolve(in: EnvironmentValues(settings: (try? AccessibilitySettings(parsing: $0)) ?? AccessibilitySettings()))
        }
    }

    @Test(arguments: cases)
    func `a system colour resolves to iOS's value in each appearance`(_ testCase: Case) {
        #expect(Self.resolved(Color(testCase.color)).map(\.hex) == testCase.hexes)
        #expect(Self.resolved(Color(uiColor: testCase.color)).map(\.hex) == testCase.hexes)
    }

    @Test func `translucent semantic colours keep their alpha`() {
        let separator = Self.resolved(Color(uiColor: .separator))
        #expect(separator[0].opaqueHex == "#3C3C43" && abs(separator[0].alpha - 0.29) < 0.01)
        #expect(separator[1].opaqueHex == "#545458" && abs(separator[1].alpha - 0.6) < 0.01)
        let secondary = Self.resolved(Color(.secondaryLabel))
        #expect(secondary[0].opaqueHex == "#3C3C43" && abs(secondary[0].alpha - 0.6) < 0.01)
    }

    @Test func `UIKit's plain colour names are the fixed colours, not the system ones`() {
        #expect(Color(.red).resolve(in: EnvironmentValues()).hex == "#FF0000")
        #expect(Color(.white).resolve(in: EnvironmentValues()).hex == "#FFFFFF")
    }

    @Test func `a text drawn in a semantic colour carries it as its foreground`() {
        let tree = render(Text("Saved").foregroundStyle(Color(.systemGreen)), settings: settings("colorScheme=dark"))
        #expect(stops(tree).first?.foreground?.hex == "#30D158")
    }

    @Test func `colours from components, white, hue and a colour space`() {
        let environment = EnvironmentValues()
        #expect(Color(red: 1, green: 0.5, blue: 0, opacity: 0.5).resolve(in: environment).opaqueHex == "#FF8000")
        #expect(Color(white: 0.2).resolve(in: environment).hex == "#333333")
        #expect(Color(hue: 0, saturation: 1, brightness: 1).resolve(in: environment).hex == "#FF0000")
        #expect(Color(hue: 2.0 / 3.0, saturation: 1, brightness: 1).resolve(in: environment).hex == "#0000FF")
        #expect(Color(hue: 0.5, saturation: 0.5, brightness: 0.5).resolve(in: environment).hex == "#408080")
        #expect(Color(.sRGB, red: 0, green: 0.478, blue: 1).resolve(in: environment).hex == "#007AFF")
        #expect(Color(.sRGBLinear, white: 0.2159).resolve(in: environment).hex == "#808080")
        #expect(Color.blue.opacity(0.5).resolve(in: environment).alpha == 0.5)
    }
}
