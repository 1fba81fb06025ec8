// Article 001_72775db83f37a41c.txt, talk notes "design systems with SwiftUI
// styles": sections "Semantic container", "Configuring with AnyView",
// "Adding to the environment", "Provide a default style", "Resolve style",
// "Applying style to Detail" and "Creating PrimaryButtonDetailStyle". The
// entity tags of the notes are dropped and the code laid out on lines, token
// for token. Edits are marked `// EDIT` and listed in docs/porting.md
// (section "001").

import HeadlessUI  // EDIT 001-1: was `import SwiftUI`.

struct Detail<Title: View, Subtitle: View, Caption: View>: View {
    @Environment(\.detailStyle) private var style
    private let title: Title
    private let subtitle: Subtitle
    private let caption: Caption
    init(
        @ViewBuilder title: () -> Title,
        @ViewBuilder subtitle: () -> Subtitle,
        @ViewBuilder caption: () -> Caption
    ) {
        self.title = title()
        self.subtitle = subtitle()
        self.caption = caption()
    }
    var body: some View {
        let configuration = DetailStyleConfiguration(title: title, subtitle: subtitle, caption: caption)
        AnyView(style.resolve(configuration: configuration))
    }
}

protocol DetailStyle: DynamicProperty {
    typealias Configuration = DetailStyleConfiguration
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

struct DetailStyleConfiguration {
    struct Title: View { let body: AnyView }
    struct Subtitle: View { let body: AnyView }
    struct Caption: View { let body: AnyView }
    let title: Title
    let subtitle: Subtitle
    let caption: Caption
    fileprivate init(title: some View, subtitle: some View, caption: some View) {
        self.title = Title(body: AnyView(title))
        self.subtitle = Subtitle(body: AnyView(subtitle))
        self.caption = Caption(body: AnyView(caption))
    }
}

struct DetailStyleKey: EnvironmentKey {
    static var defaultValue: any DetailStyle = PlainDetailStyle()
}

extension EnvironmentValues {
    fileprivate var detailStyle: any DetailStyle {
        get { self[DetailStyleKey.self] }
        set { self[DetailStyleKey.self] = newValue }
    }
}

extension View {
    func detailStyle(_ style: some DetailStyle) -> some View {
        environment(\.detailStyle, style)
    }
}

struct PlainDetailStyle: DetailStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.title.font(.system(size: 32, weight: .bold))
            configuration.subtitle.font(.system(size: 24))
            configuration.caption.font(.system(size: 14, weight: .light))
        }
    }
}

extension DetailStyle {
    fileprivate func resolve(configuration: Configuration) -> some View {
        ResolvedDetailStyle(style: self, configuration: configuration)
    }
}

private struct ResolvedDetailStyle<Style: DetailStyle>: View {
    let style: Style
    let configuration: Style.Configuration
    var body: some View {
        style.makeBody(configuration: configuration)
    }
}

struct PrimaryButtonDetailStyle: DetailStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.title.font(.system(size: 32, weight: .bold))
            configuration.subtitle.font(.system(size: 24))
            configuration.caption.font(.system(size: 14, weight: .light))
        }
    }
}
