import Foundation
import HeadlessUI
import Testing

/// Made in a body, so that the date is formatted in the environment's locale.
private struct Moment: View {
    let style: Text.DateStyle
    var body: some View {
        Text(Date(timeIntervalSince1970: 0), style: style)
    }
}

/// `Text(_:style:)`: in the locale setting and in UTC, as `DatePicker`;
/// `.relative`, `.offset` and `.timer` show the date and time
/// (approximated: docs/porting.md).
@Suite struct TextDateStyleTests {
    @Test func `the date style spells the date out`() {
        #expect(stopLabels(render(Moment(style: .date))) == ["January 1, 1970"])
        #expect(stopLabels(render(Moment(style: .date), settings: settings("locale=de"))) == ["1. Januar 1970"])
    }

    @Test func `the time style shows the short time in UTC`() throws {
        let label = try #require(stopLabels(render(Moment(style: .time))).first ?? nil)
        // ICU puts a narrow no-break space before AM in recent versions.
        #expect(label.replacingOccurrences(of: "\u{202F}", with: " ") == "12:00 AM")
        #expect(stopLabels(render(Moment(style: .time), settings: settings("locale=de"))) == ["00:00"])
    }

    @Test(arguments: [Text.DateStyle.relative, .offset, .timer])
    func `the styles measured from now show the date and time`(style: Text.DateStyle) throws {
        let label = try #require(stopLabels(render(Moment(style: style))).first ?? nil)
        #expect(label.hasPrefix("January 1, 1970"))
        #expect(label.contains("12:00"))
        #expect(stops(render(Moment(style: style)))[0].traits == .staticText)
    }
}
