import HeadlessUI

/// A titled container on the ``SurfaceStyle`` of the environment: an
/// optional symbol and a heading, then the content.
///
/// To assistive technology it is a container whose first element is the
/// title, marked as a heading (so the headings rotor finds each card), then
/// the content's own elements; the symbol is decoration.
public struct Card<Content: View>: View {
    @Environment(\.surfaceStyle) private var surface
    private let title: String
    private let systemImage: String?
    private let content: Content

    /// A card titled `title`, with an optional SF Symbol, around `content`.
    public init(title: String, systemImage: String? = nil, @ViewBuilder content: () -> Content) {
        self.title = title
        self.systemImage = systemImage
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: Metrics.medium) {
            HStack(spacing: Metrics.medium) {
                if let systemImage {
                    DecorativeSymbol(systemImage)
                }
                Text(title)
                    .font(.headline)
                    .accessibilityAddTraits(.isHeader)
            }
            content
                .font(.body)
        }
        .foregroundStyle(Palette.text.color)
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(surface.fill, in: RoundedRectangle(cornerRadius: Metrics.cardRadius))
        .accessibilityElement(children: .contain)
    }
}
