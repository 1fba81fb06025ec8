import HeadlessUI

/// A semantic container of a title, a subtitle and a caption, laid out by the
/// ``DetailStyle`` in the environment.
///
/// To assistive technology it is one element that reads the three parts in
/// order ("Title, Subtitle, Caption"), in every style; inside a button it
/// becomes the button's label.
public struct Detail<Title: View, Subtitle: View, Caption: View>: View {
    @Environment(\.detailStyle) private var style
    private let title: Title
    private let subtitle: Subtitle
    private let caption: Caption

    /// A detail from three views.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder subtitle: () -> Subtitle, @ViewBuilder caption: () -> Caption) {
        self.title = title()
        self.subtitle = subtitle()
        self.caption = caption()
    }

    public var body: some View {
        let configuration = DetailStyleConfiguration(title: AnyView(title), subtitle: AnyView(subtitle), caption: AnyView(caption))
        AnyView(style.makeBody(configuration: configuration))
            .accessibilityElement(children: .combine)
    }
}

extension Detail where Title == Text, Subtitle == Text?, Caption == Text? {
    /// A detail from strings; a missing subtitle or caption is left out.
    public init(title: String, subtitle: String? = nil, caption: String? = nil) {
        self.init {
            Text(title)
        } subtitle: {
            subtitle.map { Text($0) }
        } caption: {
            caption.map { Text($0) }
        }
    }
}
