import AccessibilityTesting
import DesignSystem
import HeadlessUI
import Testing

/// The design system, tested the way its users test their own components:
/// with `AccessibilityTesting`.
@Suite(.accessibilityAudit(.matrix(.pairwise)))
struct DesignSystemAccessibilityTests {
    static let ratingStyles: StyleCollection = [
        NamedStyle("star") { $0.ratingStyle(.star) },
        NamedStyle("numeric") { $0.ratingStyle(.numeric) },
    ]

    static let toggleStyles: StyleCollection = [
        NamedStyle("switch") { $0.toggleStyle(.dsSwitch) },
        NamedStyle("checkbox") { $0.toggleStyle(.checkbox) },
        NamedStyle("fancy") { $0.toggleStyle(.fancy) },
    ]

    static let buttonStyles: StyleCollection = [
        NamedStyle("primary") { $0.buttonStyle(.dsPrimary) },
        NamedStyle("rounded") { $0.buttonStyle(.dsRounded) },
        NamedStyle("bordered") { $0.buttonStyle(.dsBordered) },
    ]

    @Test func `a rating is accessible in every style and environment`() throws {
        let report = try requireAccessible(RatingPreview(), .styles(Self.ratingStyles))
        #expect(report.focusStops == ["Stars: 3. Adjustable."])
    }

    @Test func `a toggle is accessible in every style and environment`() throws {
        // This test first found the switch and fancy styles' dark-mode boundary
        // (#0050C8 on black, 2.98:1 where WCAG 1.4.11 needs 3:1); it is fixed.
        let report = try requireAccessible(TogglePreview(), .styles(Self.toggleStyles))
        #expect(report.focusStops == ["Wi-Fi. Switch Button. On."])
    }

    @Test func `a checkbox toggle is accessible and says its state`() throws {
        let report = try requireAccessible(TogglePreview(), .styles([Self.toggleStyles[1]]))
        #expect(report.focusStops == ["Wi-Fi. Switch Button. On."])
    }

    @Test(arguments: buttonStyles)
    func `a detail button reads title, subtitle and caption in each style`(style: NamedStyle) throws {
        let button = Button(title: "Share", subtitle: "With friends", caption: "3 people", systemImage: "square.and.arrow.up") {}
        let report = try requireAccessible(button, .styles([style]))
        #expect(report.focusStops.count == 1)
    }

    @Test func `adjusting a rating speaks the new value`() {
        let vo = VoiceOver(RatingPreview().ratingStyle(.star))
        #expect(vo.next() == "Stars: 3. Adjustable.")
        #expect(vo.increment() == "4")
        expectTranscript(of: vo, named: "rating-increment")
    }

    @Test func `the checkbox toggle's tree is stable`() {
        expectTree(of: TogglePreview().toggleStyle(.checkbox), named: "checkbox-toggle")
    }
}

/// A rating with its own state, as a preview declares it: every render host
/// (one per audited cell) starts again from 3.
struct RatingPreview: View {
    @State var value = 3.0
    var body: some View { Rating(title: "Stars", value: $value) }
}

/// A toggle with its own state, as a preview declares it.
struct TogglePreview: View {
    @State var isOn = true
    var body: some View { Toggle("Wi-Fi", isOn: $isOn) }
}
