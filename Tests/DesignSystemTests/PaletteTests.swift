import DesignSystem
import HeadlessUI
import Testing

/// Every colour pairing the components draw passes WCAG contrast in light,
/// dark and increased contrast.
@Suite struct PaletteTests {
    struct Pair: Sendable, CustomTestStringConvertible {
        var name: String
        var foreground: Palette.Swatch
        var background: Palette.Swatch
        var minimum: Double
        var testDescription: String { name }
    }

    static let pairs: [Pair] = [
        Pair(name: "text on page", foreground: Palette.text, background: Palette.page, minimum: 4.5),
        Pair(name: "secondary text on page", foreground: Palette.secondaryText, background: Palette.page, minimum: 4.5),
        Pair(name: "white on accent fill", foreground: Palette.onAccent, background: Palette.accentFill, minimum: 4.5),
        Pair(name: "accent text on page", foreground: Palette.accentOnPage, background: Palette.page, minimum: 4.5),
        Pair(name: "outline on page", foreground: Palette.outline, background: Palette.page, minimum: 3),
        Pair(name: "star on page", foreground: Palette.star, background: Palette.page, minimum: 3),
        Pair(name: "disabled on page", foreground: Palette.disabled, background: Palette.page, minimum: 3),
        Pair(name: "text on tinted surface", foreground: Palette.text, background: Palette.tintedSurface, minimum: 4.5),
        Pair(name: "text on gradient start", foreground: Palette.text, background: Palette.gradientStart, minimum: 4.5),
        Pair(name: "text on gradient end", foreground: Palette.text, background: Palette.gradientEnd, minimum: 4.5),
        Pair(name: "white on button gradient start", foreground: Palette.onAccent, background: Palette.buttonGradientStart, minimum: 4.5),
        Pair(name: "white on button gradient end", foreground: Palette.onAccent, background: Palette.buttonGradientEnd, minimum: 4.5),
    ]

    @Test(arguments: pairs)
    func `the pair passes in every appearance`(pair: Pair) {
        for (foreground, background) in zip(pair.foreground.all, pair.background.all) {
            let ratio = foreground.contrastRatio(with: background)
            #expect(ratio >= pair.minimum, "\(foreground.hex) on \(background.hex): \(ratio)")
        }
    }
}
