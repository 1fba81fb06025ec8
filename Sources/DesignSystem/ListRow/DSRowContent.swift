import HeadlessUI

/// What the design system's rows draw: a title over a subtitle, and a
/// decorative symbol at the trailing edge when the row is marked (flagged,
/// unread). The row itself makes it one element and says what the mark means.
struct DSRowContent: View {
    var title: String
    var subtitle: String
    /// The symbol of the mark, or `nil` when the row is not marked.
    var mark: String?
    var verticalPadding: CGFloat

    var body: some View {
        HStack(spacing: Metrics.medium) {
            VStack(alignment: .leading, spacing: Metrics.small) {
                Text(title).font(.body).foregroundStyle(Palette.text.color)
                Text(subtitle).font(.subheadline).foregroundStyle(Palette.secondaryText.color)
            }
            Spacer()
            if let mark {
                DecorativeSymbol(mark)
            }
        }
        .padding(.vertical, verticalPadding)
        .frame(minHeight: Metrics.minimumTarget)
    }
}
