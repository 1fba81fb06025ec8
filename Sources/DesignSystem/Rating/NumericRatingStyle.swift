import HeadlessUI

/// The value with one decimal, out of the upper bound ("3.0 / 5"), after the title.
public struct NumericRatingStyle: RatingStyle {
    /// The numeric style.
    public init() {}

    public func makeBody(configuration: RatingStyleConfiguration) -> some View {
        NumericRatingBody(configuration: configuration)
    }
}

/// The body of ``NumericRatingStyle``.
struct NumericRatingBody: View {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    let configuration: RatingStyleConfiguration

    var body: some View {
        if dynamicTypeSize.isAccessibilityCategory {
            VStack(alignment: .leading, spacing: Metrics.small) {
                configuration.title.font(.body)
                number
            }
        } else {
            HStack(spacing: Metrics.medium) {
                configuration.title.font(.body)
                number
            }
        }
    }

    private var number: some View {
        HStack(spacing: Metrics.small) {
            Text(configuration.value.wrappedValue, format: .number.precision(.fractionLength(1)))
                .font(.body.weight(.semibold))
                .foregroundStyle(Palette.text.color)
            Text("/ \(configuration.range.upperBound.formatted(.number))")
                .font(.body)
                .foregroundStyle(Palette.secondaryText.color)
        }
    }
}
