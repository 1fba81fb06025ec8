/// How a toggle looks and is touched, as in SwiftUI, whose `Body` is "a view
/// that represents the appearance and interaction of a toggle": a tap does
/// only what the body's Buttons and gestures do (the built-in styles flip
/// the toggle where they draw it). The toggle's accessibility does not
/// depend on the style: VoiceOver's double tap always flips it.
public protocol ToggleStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The toggle's label and state.
    typealias Configuration = ToggleStyleConfiguration
    /// The toggle as drawn.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The properties of a toggle a style draws.
public struct ToggleStyleConfiguration {
    /// The label, type-erased.
    public struct Label: View {
        public typealias Body = Never
        let content: AnyView
        public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
            ControlLabel._makeView(ControlLabel(content: view.content), inputs: inputs, into: &nodes)
        }
    }

    /// The label.
    public let label: Label
    /// Whether the toggle is on; setting it flips the toggle.
    @Binding public var isOn: Bool
    /// Whether the toggle is in a mixed state.
    public var isMixed: Bool = false

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        self._isOn = isOn
    }
}

/// A type-erased toggle style.
struct AnyToggleStyle {
    let makeBody: (ToggleStyleConfiguration) -> AnyView
    init<S: ToggleStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

extension View {
    /// The style of toggles in this view.
    public consuming func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        let erased = AnyToggleStyle(style)
        return modifier(_EnvironmentTransformModifier { $0.write(\.toggleStyle, erased) })
    }
}

/// The platform switch: the label, then a 51×31 track at the trailing edge.
public struct SwitchToggleStyle: ToggleStyle {
    @Environment(\.labelsHiddenValue) private var labelsHidden

    /// The switch style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            if !labelsHidden {
                Spacer()
            }
            // The platform switch answers on its track: tapping the label does nothing.
            SwitchTrack(isOn: configuration.isOn)
                .styleInteraction { configuration.isOn.toggle() }
        }
    }
}

extension EnvironmentValues {
    /// Whether `labelsHidden()` is in force.
    var labelsHiddenValue: Bool { storage.labelsHidden }
}

/// The track of a switch: green when on, grey when off.
struct SwitchTrack: View {
    typealias Body = Never
    let isOn: Bool
    static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let fill = view.isOn ? Color.green : Color.controlTrack
        let track = _ViewNode(.paint(.solid(fill.resolve(in: inputs.environment)), shape: .capsule, stroke: nil), inputs: inputs)
        nodes.append(
            _ViewNode(
                .frame(
                    FrameSpec(
                        width: LayoutConstants.switchSize.width, height: LayoutConstants.switchSize.height,
                        alignment: .center)), children: [track], inputs: inputs))
    }
}

/// A button that shows its state by its selected look.
public struct ButtonToggleStyle: ToggleStyle {
    /// The button style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(configuration.isOn ? Color.white : Color.accentColor)
            .padding(.horizontal, 12)
            .padding(.vertical, 7)
            .background(configuration.isOn ? Color.accentColor : Color.accentColor.opacity(0.15), in: Capsule())
            .styleInteraction { configuration.isOn.toggle() }
    }
}

/// The platform default: a switch.
public struct DefaultToggleStyle: ToggleStyle {
    /// The default.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
