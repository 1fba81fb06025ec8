import HeadlessUI

/// One star per whole number of the range, filled up to the value; each star
/// sets the value when tapped. Stars differ by shape (filled or outlined),
/// never by colour alone, and stack under the title at accessibility sizes.
public struct StarRatingStyle: RatingStyle {
    /// The star style.
    public init() {}

    public func makeBody(configuration: RatingStyleConfiguration) -> some View {
        StarRatingBody(configuration: configuration)
    }
}

/// The body of ``StarRatingStyle``, reading the environment it is drawn in.
struct StarRatingBody: View {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.isEnabled) private var isEnabled
    let configuration: RatingStyleConfiguration

    var body: some View {
        if dynamicTypeSize.isAccessibilityCategory {
            VStack(alignment: .leading, spacing: Metrics.small) {
                configuration.title.font(.body)
                stars
            }
        } else {
            HStack(spacing: Metrics.medium) {
                configuration.title.font(.body)
                stars
            }
        }
    }

    private var stars: some View {
        let lower = Int(configuration.range.lowerBound.rounded(.up))
        let upper = Int(configuration.range.upperBound.rounded(.down))
        let value = configuration.value
        let color = isEnabled ? Palette.star.color : Palette.disabled.color
        return HStack(spacing: 0) {
            ForEach(Array(lower...max(lower, upper)), id: \.self) { star in
                Button {
                    value.wrappedValue = Double(star)
                } label: {
                    Image(systemName: Double(star) <= value.wrappedValue ? "star.fill" : "star")
                        .font(.body)
                        .foregroundStyle(color)
                        .frame(minWidth: Metrics.minimumTarget, minHeight: Metrics.minimumTarget)
                        // A plain button answers only where its label draws: the 44 pt frame answers too.
                        .contentShape(Rectangle())
                }
                .buttonStyle(.plain)
            }
        }
    }
}
