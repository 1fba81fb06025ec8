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
                .styleInteraction(sizedByPlatform: true) { configuration.isOn.toggle() }
        }
    }
}

extension EnvironmentValues {
    /// Whether `labelsHidden()` is in force.
    var labelsHiddenValue: Bool { storage.labelsHidden }
}

/// The platform switch as iOS draws it (UISwitch): a 51×31 capsule track,
/// `#E9E9EA` when off (`#39393D` in dark), system green when on or the
/// `.tint` in force, and a white 27-point knob inset by 2 points at the
/// leading end when off and the trailing end when on (mirrored right to
/// left). The knob's position shows the state besides colour. Everything is
/// the platform's own drawing (``PaintLayer/isPlatformDrawn``) except an on
/// track the author tinted (docs/drawing.md "Stock controls").
struct SwitchTrack: View {
    typealias Body = Never
    let isOn: Bool
    static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let environment = inputs.environment
        let tint = view.isOn ? environment.storage.tint : nil
        let fill = view.isOn ? (tint ?? Color.green) : Color.controlTrack
        let track = _ViewNode(.paint(.solid(fill.resolve(in: environment)), shape: .capsule, stroke: nil), inputs: inputs)
        track.isPlatformDrawn = tint == nil
        let knobInputs = inputs.child(0x6B6E_6F62)
        let knob = _ViewNode(.paint(.solid(.white), shape: .circle, stroke: nil), inputs: knobInputs)
        knob.isPlatformDrawn = true
        let side = LayoutConstants.switchKnob
        let sized = _ViewNode(.frame(FrameSpec(width: side, height: side, alignment: .center)), children: [knob], inputs: knobInputs)
        let inset = (LayoutConstants.switchSize.height - side) / 2
        let placed = _ViewNode(
            .padding(EdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)), children: [sized], inputs: knobInputs)
        let stack = _ViewNode(.zstack(view.isOn ? .trailing : .leading), children: [track, placed], inputs: inputs)
        let size = LayoutConstants.switchSize
        let frame = _ViewNode(.frame(FrameSpec(width: size.width, height: size.height, alignment: .center)), children: [stack], inputs: inputs)
        // The switch answers anywhere in its bounds, knob included: one target.
        frame.hitTesting = .shape(.rectangle)
        nodes.append(frame)
    }
}

/// Content a stock control draws itself: every layer it paints is the
/// platform's (``PaintLayer/isPlatformDrawn``) unless `isPlatform` is false
/// (the author tinted it).
struct PlatformDrawn<Content: View>: View {
    typealias Body = Never
    let isPlatform: Bool
    let content: Content
    static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let node = inputs.single(view.content)
        if view.isPlatform { mark(node) }
        nodes.append(node)
    }

    private static func mark(_ node: _ViewNode) {
        node.isPlatformDrawn = true
        for child in node.children { mark(child) }
    }
}

/// A button that shows its state by its selected look: a tinted capsule,
/// filled when on. The capsule is the platform's drawing unless the author
/// set a `.tint`.
public struct ButtonToggleStyle: ToggleStyle {
    @Environment(\.tint) private var tint

    /// The button style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(configuration.isOn ? Color.white : Color.accentColor)
            .padding(.horizontal, 12)
            .padding(.vertical, 7)
            .background {
                PlatformDrawn(
                    isPlatform: tint == nil,
                    content: Capsule().fill(configuration.isOn ? Color.accentColor : Color.accentColor.opacity(0.15)))
            }
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
