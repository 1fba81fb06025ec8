/// How a button looks, as in SwiftUI: `makeBody(configuration:)` draws the
/// label; `@Environment` works inside it.
///
/// ```swift
/// struct PrimaryButtonStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding(16).background(.blue, in: RoundedRectangle(cornerRadius: 16))
///     }
/// }
/// ```
public protocol ButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The button's label and state.
    typealias Configuration = ButtonStyleConfiguration
    /// The button as drawn.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a button a style draws.
public struct ButtonStyleConfiguration {
    /// The button's label, type-erased.
    public struct Label: View {
        public typealias Body = Never
        let content: AnyView
        init(_ content: AnyView) { self.content = content }
        public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
            AnyView._makeView(view.content, inputs: inputs, into: &nodes)
        }
    }

    /// The label.
    public let label: Label
    let pressed: Bool
    /// Whether the button can be pressed at all: a disabled button never is,
    /// so motion computed from `isPressed` cannot run on it.
    let canBePressed: Bool
    /// The button's role, if any.
    public let role: ButtonRole?

    init(label: Label, pressed: Bool, role: ButtonRole?, canBePressed: Bool = true) {
        self.canBePressed = canBePressed
        self.label = label
        self.pressed = pressed
        self.role = role
    }

    /// Whether the button is being pressed: always `false` in a headless
    /// render. Reading it marks scale effects computed from it as press
    /// motion, unless the button is disabled (SwiftUI never presses a
    /// disabled button, so its press animation cannot run).
    public var isPressed: Bool {
        if canBePressed { RenderGraph.current?.pressReads += 1 } else { RenderGraph.current?.inertPressReads += 1 }
        return pressed
    }
}

/// A type-erased button style.
struct AnyButtonStyle {
    let makeBody: (ButtonStyleConfiguration) -> AnyView
    init<S: ButtonStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

extension _EnvironmentTransformModifier {
    @usableFromInline static func buttonStyle<S: ButtonStyle>(_ style: S) -> Self {
        let erased = AnyButtonStyle(style)
        return Self { $0.write(\.buttonStyle, erased) }
    }
}

extension View {
    /// The style of buttons in this view.
    @inlinable
    public consuming func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(_EnvironmentTransformModifier.buttonStyle(style))
    }
}

/// The platform's default button: the label in the tint colour. Like every
/// platform style but `.plain`, it answers a tap anywhere in its label's
/// frame, not only where the label draws (docs/hit-testing.md).
public struct DefaultButtonStyle: ButtonStyle {
    /// The default style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.foregroundStyle(configuration.role == .destructive ? Color.red : Color.accentColor)
            .contentShape(Rectangle())
    }
}

/// The label as it is, with no decoration: a tap reaches it only where the
/// label draws (text, images, filled shapes), as any custom style's body.
public struct PlainButtonStyle: ButtonStyle {
    /// The plain style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
    }
}

/// The label in the tint colour, with no border.
public struct BorderlessButtonStyle: ButtonStyle {
    /// The borderless style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.foregroundStyle(configuration.role == .destructive ? Color.red : Color.accentColor)
            .contentShape(Rectangle())
    }
}

/// A tinted capsule behind the label.
public struct BorderedButtonStyle: ButtonStyle {
    /// The bordered style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        let tint = configuration.role == .destructive ? Color.red : Color.accentColor
        configuration.label
            .foregroundStyle(tint)
            .padding(.horizontal, 12)
            .padding(.vertical, 7)
            .background(tint.opacity(0.15), in: Capsule())
            .contentShape(Rectangle())
    }
}

/// A filled tinted capsule behind white label text.
public struct BorderedProminentButtonStyle: ButtonStyle {
    /// The prominent style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(Color.white)
            .padding(.horizontal, 12)
            .padding(.vertical, 7)
            .background(configuration.role == .destructive ? Color.red : Color.accentColor, in: Capsule())
            .contentShape(Rectangle())
    }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    /// The default style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension ButtonStyle where Self == PlainButtonStyle {
    /// The label as it is.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension ButtonStyle where Self == BorderlessButtonStyle {
    /// No border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension ButtonStyle where Self == BorderedButtonStyle {
    /// A tinted capsule.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension ButtonStyle where Self == BorderedProminentButtonStyle {
    /// A filled capsule.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
