import AccessibilityAudit
import AccessibilityModel
import Foundation
import HeadlessUI
import ScreenReader
import Testing

/// A stock `DatePicker` is labelled by its title and valued by its date, and shows both. The date's own ", "
/// ("Mar 14, 2026 at 9:30 AM") once split the value into fragments that were not the value, so every stock date
/// picker was a `label-in-name` finding (the platform catalog had 8): a false finding on Apple's own control.
@Suite struct StockDatePickerTests {
    static let date = Date(timeIntervalSince1970: 1_773_480_600)

    @Test(arguments: [DatePickerStyleChoice.compact, .wheel, .graphical])
    func `a stock date picker's visible date is its value, not a name its label must hold`(style: DatePickerStyleChoice) {
        let picker = style.apply(DatePicker("Start", selection: .constant(Self.date)))
        let tree = render(picker)
        let spoken = VoiceOver(picker).speakAll().map(\.description)
        #expect(spoken.first?.hasPrefix("Start: Mar 14, 2026") == true, "\(spoken)")
        let outcomes = LabelInName().outcomes(in: RuleContext(tree: tree))
        #expect(!outcomes.isEmpty)
        #expect(outcomes.allSatisfy { $0.outcome == .pass }, "\(outcomes.map(\.message))")
    }
}

/// The built-in date picker styles, applied by name.
enum DatePickerStyleChoice: CaseIterable, Sendable {
    case compact, wheel, graphical

    func apply(_ picker: DatePicker<Text>) -> AnyView {
        switch self {
        case .compact: AnyView(picker.datePickerStyle(.compact))
        case .wheel: AnyView(picker.datePickerStyle(.wheel))
        case .graphical: AnyView(picker.datePickerStyle(.graphical))
        }
    }
}
