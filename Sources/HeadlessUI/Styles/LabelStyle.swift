/// How a label looks, as in SwiftUI.
public protocol LabelStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The label's title and icon.
    typealias Configuration = LabelStyleConfiguration
    /// The label as drawn.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The parts of a label a style draws.
public struct LabelStyleConfiguration {
    /// The title, type-erased.
    public struct Title: View {
        public typealias Body = Never
        let content: AnyView
        public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
            let node = inputs.single(view.content)
            let marked = _ViewNode(.passthrough, children: [node], inputs: inputs)
            marked.slot = .labelTitle
            nodes.append(marked)
        }
    }

    /// The icon, type-erased.
    public struct Icon: View {
        public typealias Body = Never
        let content: AnyView
        public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
            let node = inputs.single(view.content)
            let marked = _ViewNode(.passthrough, children: [node], inputs: inputs)
            marked.slot = .labelIcon
            nodes.append(marked)
        }
    }

    /// The title.
    public let title: Title
    /// The icon.
    public let icon: Icon
}

/// A type-erased label style.
struct AnyLabelStyle {
    let makeBody: (LabelStyleConfiguration) -> AnyView
    init<S: LabelStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

extension View {
    /// The style of labels in this view.
    public consuming func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let erased = AnyLabelStyle(style)
        return modifier(_EnvironmentTransformModifier { $0.write(\.labelStyle, erased) })
    }
}

/// Icon then title, side by side.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The default style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.icon
            configuration.title
        }
    }
}

/// The title only.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// Title only.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.title
    }
}

/// The icon only (the title still names the element).
public struct IconOnlyLabelStyle: LabelStyle {
    /// Icon only.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon
    }
}

/// The platform default: icon and title.
public struct DefaultLabelStyle: LabelStyle {
    /// The default.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Icon and title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Title only.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Icon only.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
