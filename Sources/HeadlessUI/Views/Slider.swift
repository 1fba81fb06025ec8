/// A control that picks a value from a range, as in SwiftUI: one adjustable
/// element whose value is spoken as a percentage of the range ("75%"),
/// labelled by its (visually hidden) label. It is as wide as offered.
public struct Slider<Label: View>: View {
    public typealias Body = Never
    let value: Binding<Double>
    let range: ClosedRange<Double>
    let step: Double?
    let label: Label
    let site: CodeLocation.Site

    /// A slider over `bounds` moving by `step`, with a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    )
    where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.range = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = Double(step)
        self.label = label()
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
    }

    /// A continuous slider over `bounds`, with a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    )
    where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.range = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = nil
        self.label = label()
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
    }

    @inline(__always)
    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let label = inputs.child(0x6C61_6265).single(ControlLabel(content: AnyView(view.label)))
        let absent = _ViewNode(.absent, children: [label], inputs: inputs)
        let track = _ViewNode(.wide(height: LayoutConstants.sliderHeight), inputs: inputs.child(0x7472_6163))
        let node = _ViewNode(
            .zstack(.center), children: [track, absent], inputs: inputs,
            role: .slider(SliderInfo(value: view.value, range: view.range, step: view.step)))
        node.site = view.site
        nodes.append(node)
    }
}

extension Slider where Label == EmptyView {
    /// A continuous slider over `bounds`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    )
    where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, label: { EmptyView() }, onEditingChanged: onEditingChanged, filePath: filePath, line: line, column: column)
    }

    /// A slider over `bounds` moving by `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    )
    where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: step, label: { EmptyView() }, onEditingChanged: onEditingChanged, filePath: filePath, line: line,
            column: column)
    }
}
