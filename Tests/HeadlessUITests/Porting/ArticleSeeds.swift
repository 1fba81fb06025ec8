// Components of articles 001–004 written as the articles write them, to
// check that such code compiles against HeadlessUI. Edits are marked
// `// EDIT:` and listed in docs/porting.md.

import HeadlessUI

// MARK: Article 001 — PrimaryButtonStyle, labels, the Detail semantic container

struct PrimaryButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.title)
            .padding(16)
            .background(.blue, in: RoundedRectangle(cornerRadius: 16))
            .foregroundColor(.white)
            .labelStyle(PrimaryButtonLabelStyle())
            .detailStyle(PrimaryButtonDetailStyle())
    }
}

extension ButtonStyle where Self == PrimaryButtonStyle {
    static var primary: Self { Self() }
}

struct PrimaryButtonLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 100) {
            configuration.icon
            configuration.title
        }
    }
}

struct Detail<Title: View, Subtitle: View, Caption: View>: View {
    @Environment(\.detailStyle) private var style
    private let title: Title
    private let subtitle: Subtitle
    private let caption: Caption

    init(@ViewBuilder title: () -> Title, @ViewBuilder subtitle: () -> Subtitle, @ViewBuilder caption: () -> Caption) {
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
    // EDIT: the article's stored `static var defaultValue: any DetailStyle = PlainDetailStyle()`
    // is global mutable state, an error in Swift 6 mode; a computed property is not.
    static var defaultValue: any DetailStyle { PlainDetailStyle() }
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

struct PrimaryButtonDetailStyle: DetailStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
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

extension Button where Label == Detail<Text, Text, Text> {
    init(title: LocalizedStringKey, subtitle: LocalizedStringKey, caption: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) {
            Detail { Text(title) } subtitle: { Text(subtitle) } caption: { Text(caption) }
        }
    }
}

// EDIT: `SwiftUI.Label` is spelled `HeadlessUI.Label`.
extension Button where Label == HeadlessUI.Label<Detail<Text, Text, Text>, Image> {
    init(title: LocalizedStringKey, subtitle: LocalizedStringKey, caption: LocalizedStringKey, systemImage: String,
         action: @escaping () -> Void) {
        self.init(action: action) {
            HeadlessUI.Label {
                Detail { Text(title) } subtitle: { Text(subtitle) } caption: { Text(caption) }
            } icon: {
                Image(systemName: systemImage)
            }
        }
    }
}

// MARK: Article 002 — RoundedButtonStyle and MyToggle

struct RoundedButtonStyle: ButtonStyle {
    var backgroundColor: Color
    var foregroundColor: Color
    var cornerRadius: CGFloat
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(foregroundColor)
            .padding()
            .background(backgroundColor)
            .cornerRadius(cornerRadius)
            .scaleEffect(configuration.isPressed ? 0.9 : 1.0)
    }
}

struct MyToggleStyleConfiguration {
    let title: Title
    struct Title: View {
        let underlyingView: AnyView
        init(_ title: some View) {
            self.underlyingView = AnyView(title)
        }
        var body: some View {
            underlyingView
        }
    }
    let isOn: Bool
    init(title: Title, isOn: Bool) {
        self.title = title
        self.isOn = isOn
    }
}

protocol MyToggleStyle {
    associatedtype Body: View
    @ViewBuilder
    func makeBody(configuration: Configuration) -> Body
    typealias Configuration = MyToggleStyleConfiguration
}

struct DefaultMyToggleStyle: MyToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                .resizable()
                .frame(width: 24, height: 24)
            configuration.title
                .font(.headline)
        }
        .foregroundColor(.blue)
    }
}

private struct MyToggleStyleKey: EnvironmentKey {
    // EDIT: `static let` of a non-Sendable existential is an error in Swift 6 mode.
    static var defaultValue: any MyToggleStyle { DefaultMyToggleStyle() }
}

extension EnvironmentValues {
    var myToggleStyle: any MyToggleStyle {
        get { self[MyToggleStyleKey.self] }
        set { self[MyToggleStyleKey.self] = newValue }
    }
}

extension View {
    func myToggleStyle(_ style: any MyToggleStyle) -> some View {
        environment(\.myToggleStyle, style)
    }
}

struct MyToggle: View {
    @Environment(\.myToggleStyle) private var style
    var title: String
    @Binding var isOn: Bool
    var body: some View {
        let configuration = MyToggleStyleConfiguration(
            title: .init(Text(title)),
            isOn: isOn)
        AnyView(
            style.makeBody(configuration: configuration)
        )
        .onTapGesture {
            isOn.toggle()
        }
    }
}

struct MyFancyToggleStyle: MyToggleStyle {
    var icon: Image
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            icon
                .resizable()
                .frame(width: 16, height: 16)
                .padding(8)
                .foregroundStyle(configuration.isOn ? .white : .gray)
                .background(configuration.isOn ? .blue : .white)
                .clipShape(Circle())
                .overlay {
                    Circle()
                        .stroke(lineWidth: configuration.isOn ? 0.0 : 2.0)
                }
                .padding(4)
            configuration.title
                .font(.headline)
        }
        .foregroundStyle(configuration.isOn ? .blue : .gray)
        .padding(16)
        .background(.white)
        .cornerRadius(8.0)
        .contentShape(Rectangle())
    }
}

// MARK: Article 003 — DSButton with copy-and-return configuration

enum Spacing {
    static let small: CGFloat = 4
    static let medium: CGFloat = 8
}

struct DSImage: View {
    let image: Image
    init(_ image: Image) { self.image = image }
    var body: some View { image }
}

struct DSLabel: View {
    let title: String
    init(_ title: String) { self.title = title }
    var body: some View { Text(title) }
}

public struct DSButton: View {
    public enum Size {
        case small
        case large
        var contentSpacing: CGFloat {
            switch self {
            case .small:
                Spacing.small
            case .large:
                Spacing.medium
            }
        }
    }

    public enum Variant {
        case filled
        case outlined
        case plain
    }

    private let title: String
    private let image: Image?
    private let action: () -> Void
    private var size: Size = .large
    private var variant: Variant = .filled

    public init(_ title: String, image: Image? = nil, action: @escaping () -> Void) {
        self.title = title
        self.image = image
        self.action = action
    }

    public var body: some View {
        Button(action: action) {
            HStack(spacing: size.contentSpacing) {
                if let image {
                    DSImage(image)
                }
                DSLabel(title)
            }
        }
    }

    public func dsSize(_ size: Size) -> Self {
        var copy = self
        copy.size = size
        return copy
    }

    public func dsVariant(_ variant: Variant) -> Self {
        var copy = self
        copy.variant = variant
        return copy
    }
}

// MARK: Article 000 — Card and Tag

public struct Card<Header: View, Content: View>: View {
    let header: Header
    let content: Content

    public init(@ViewBuilder header: () -> Header = { EmptyView() }, @ViewBuilder content: () -> Content) {
        self.header = header()
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: .leading) {
            header
            content
        }
    }
}

private struct TagBackgroundStyleKey: EnvironmentKey {
    // EDIT: `@Entry var tagBackgroundStyle: (any ShapeStyle)? = nil` (a macro) as a key.
    static var defaultValue: (any ShapeStyle)? { nil }
}

extension EnvironmentValues {
    var tagBackgroundStyle: (any ShapeStyle)? {
        get { self[TagBackgroundStyleKey.self] }
        set { self[TagBackgroundStyleKey.self] = newValue }
    }
}

extension View {
    public func tagBackgroundStyle(_ style: some ShapeStyle) -> some View {
        environment(\.tagBackgroundStyle, style)
    }
}

public struct Tag: View {
    @Environment(\.tagBackgroundStyle) private var backgroundStyle
    private let title: LocalizedStringResource
    private let image: Image?

    public init(_ title: LocalizedStringResource) {
        self.title = title
        self.image = nil
    }

    public init(_ title: LocalizedStringResource, systemImage: String) {
        self.title = title
        self.image = Image(systemName: systemImage)
    }

    public var body: some View {
        HStack(spacing: 4) {
            if let image {
                image
            }
            Text(title)
        }
        .padding(.horizontal, 8)
        .padding(.vertical, 4)
        .background(background)
    }

    private var background: some View {
        let style = if let backgroundStyle {
            AnyShapeStyle(backgroundStyle)
        } else {
            AnyShapeStyle(Material.regular)
        }
        return Capsule()
            .fill(style)
    }
}
