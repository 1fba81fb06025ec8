import Foundation
import HeadlessUI

/// A value in a range that a person can set, drawn by the ``RatingStyle`` in
/// the environment.
///
/// To assistive technology it is one adjustable element in every style: the
/// label is the title, the value is the number as `Text(value, format:
/// .number)` writes it, and swiping up or down moves it by one within the
/// range. What a style draws is hidden from accessibility.
///
/// ```swift
/// Rating(title: "Service", value: $stars)
/// Rating(title: "Service", value: $stars).ratingStyle(.numeric)
/// ```
public struct Rating: View {
    @Environment(\.ratingStyle) private var style
    private let title: String
    private let value: Binding<Double>
    private let range: ClosedRange<Double>

    /// A rating of `value` within `range` (1…5 by default), labelled `title`.
    public init(title: String, value: Binding<Double>, in range: ClosedRange<Double> = 1...5) {
        self.title = title
        self.value = value
        self.range = range
    }

    public var body: some View {
        let value = self.value, range = self.range
        let configuration = RatingStyleConfiguration(title: Text(title), value: value, range: range)
        AnyView(style.makeBody(configuration: configuration))
            .accessibilityHidden(true)
            .frame(minHeight: Metrics.minimumTarget)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(title)
            .accessibilityValue(Text(value.wrappedValue, format: .number))
            .accessibilityAdjustableAction { direction in
                switch direction {
                case .increment: value.wrappedValue = min(value.wrappedValue + 1, range.upperBound)
                case .decrement: value.wrappedValue = max(value.wrappedValue - 1, range.lowerBound)
                }
            }
    }
}
