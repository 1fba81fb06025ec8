import HeadlessUI

/// A short title, with an optional symbol, in a capsule on the
/// ``SurfaceStyle`` of the environment.
///
/// To assistive technology it is one element labelled by the title, in every
/// surface; the symbol is decoration.
public struct Tag: View {
    @Environment(\.surfaceStyle) private var surface
    private let title: String
    private let systemImage: String?

    /// A tag titled `title`, with an optional SF Symbol before it.
    public init(_ title: String, systemImage: String? = nil) {
        self.title = title
        self.systemImage = systemImage
    }

    public var body: some View {
        HStack(spacing: Metrics.small) {
            if let systemImage {
                DecorativeSymbol(systemImage)
            }
            Text(title)
        }
        .font(.subheadline)
        .foregroundStyle(Palette.text.color)
        .padding(.horizontal, Metrics.medium)
        .padding(.vertical, Metrics.small)
        .background(surface.fill, in: Capsule())
        .accessibilityElement(children: .combine)
    }
}
