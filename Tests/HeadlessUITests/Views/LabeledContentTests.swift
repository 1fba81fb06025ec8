import Foundation
import HeadlessUI
import Testing

/// Made in a body, so that the value is formatted in the environment's locale.
private struct Distance: View {
    var body: some View {
        LabeledContent("Distance", value: 1234.5, format: .number)
    }
}

/// `LabeledContent`: label leading, value trailing in the secondary colour,
/// two text elements (approximated: docs/porting.md).
@Suite struct LabeledContentTests {
    @Test func `a labeled value in a form reads its label, then its value in the secondary colour`() throws {
        let all = stops(render(Form { LabeledContent("Version", value: "1.0") }))
        #expect(all.map(\.label) == ["Version", "1.0"])
        #expect(all.map(\.traits) == [.staticText, .staticText])
        #expect(all[1].foreground?.hex == "#3C3C4399")
        let label = try #require(all[0].frame)
        let value = try #require(all[1].frame)
        #expect(label.minX < value.minX)
        #expect(value.maxX > 300)
        #expect(abs(label.midY - value.midY) < 1)
    }

    @Test func `content and label views are drawn in that order, label first`() {
        let view = LabeledContent {
            Text("Online")
        } label: {
            Text("Status")
        }
        #expect(stopLabels(render(view)) == ["Status", "Online"])
    }

    @Test func `a formatted value is formatted in the locale setting`() {
        #expect(stopLabels(render(Distance())) == ["Distance", "1,234.5"])
        #expect(stopLabels(render(Distance(), settings: settings("locale=de"))) == ["Distance", "1.234,5"])
    }

    @Test func `combining the children makes one element`() {
        let view = LabeledContent("Version", value: "1.0").accessibilityElement(children: .combine)
        #expect(stopLabels(render(view)) == ["Version, 1.0"])
    }
}
