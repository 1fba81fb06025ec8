import AccessibilityModel
import Foundation
import Testing

@Suite struct ColorHexTests {
    @Test(arguments: ["#000000", "#767676", "#007AFF", "#FFFFFF", "#00000080", "#12345678", "#FF3B3000"])
    func `hex round-trips`(_ hex: String) throws {
        let color = try SRGBColor(hex: hex)
        #expect(color.hex == hex)
        #expect(try SRGBColor(hex: color.hex) == color)
    }

    @Test func `hex is read without the hash and in lower case`() throws {
        #expect(try SRGBColor(hex: "007aff") == SRGBColor(hex: "#007AFF"))
        #expect(try SRGBColor(hex: "#ffffffff").hex == "#FFFFFF")
    }

    @Test(arguments: ["", "#", "#FFF", "#FFFFF", "#GGGGGG", "#FFFFFFF", "#FFFFFFFFF", "# FFFFF", "#+FFFFF", "#٣٣٣٣٣٣"])
    func `malformed hex is refused quoting the input`(_ text: String) {
        do {
            let color = try SRGBColor(hex: text)
            Issue.record("accepted as \(color)")
        } catch let error as SRGBColor.ParseError {
            #expect(error.description == "'\(text)' is not a colour; expected #RRGGBB or #RRGGBBAA")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func `half-transparent black over white is mid grey`() throws {
        let black = try SRGBColor(hex: "#00000080")
        let result = black.composited(over: .white)
        // 128/255 black over white leaves 127/255 of the white: #7F7F7F, not #808080.
        #expect(result.hex == "#7F7F7F")
        #expect(result.alpha == 1)
    }

    @Test func `compositing over a translucent background keeps the combined alpha`() throws {
        let result = try SRGBColor(hex: "#FF000080").composited(over: try SRGBColor(hex: "#0000FF80"))
        // Alpha 128/255 + 128/255 · 127/255 = 191.75/255, rounded to C0.
        #expect(result.hex == "#AA0055C0")
    }

    @Test func `an opaque colour hides what is behind it`() throws {
        #expect(try SRGBColor(hex: "#007AFF").composited(over: .black).hex == "#007AFF")
    }

    @Test func `a translucent text colour is measured against what it is drawn over`() throws {
        let ratio = try SRGBColor(hex: "#00000080").contrastRatio(with: .white)
        #expect(String(format: "%.2f", ratio) == "4.00")
    }
}
