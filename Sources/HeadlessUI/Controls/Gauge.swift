/// A value within a range, shown as a gauge, as in SwiftUI (iOS 16).
///
/// One element: labelled by its label, valued by its current-value label's
/// text when it has one, else by the percentage of the range, as a progress
/// view reads (UIKit has no gauge; SwiftUI's is read like UIProgressView).
///
/// ```swift
/// Gauge(value: 0.4) { Text("Battery") } currentValueLabel: { Text("40%") }
/// ```
public struct Gauge<Label: View, CurrentValueLabel: View, MarkedValueLabels: View>: View {
    public typealias Body = Never
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let fraction: Double
    let site: CodeLocation.Site

    @inline(__always)
    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let label = NodeText.text(of: inputs.child(1).nodes(view.label))
        let current = NodeText.text(of: inputs.child(2).nodes(view.currentValueLabel))
        let value = current.isEmpty ? "\(Int((view.fraction * 100).rounded()))%" : current
        let drawn = VStack(alignment: .leading, spacing: 4) {
            view.label
            Capsule().fill(.tint).frame(height: 4).background(Color(.systemFill))
            view.currentValueLabel.font(.footnote)
        }
        .accessibilityChange(.children(AccessibilityChildBehavior.ignore.mode), site: view.site)
        .accessibilityLabel(label)
        .accessibilityValue(value)
        nodes.append(contentsOf: inputs.child(3).nodes(drawn))
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        let span = Double(bounds.upperBound - bounds.lowerBound)
        self.fraction = span > 0 ? max(0, min(1, Double(value - bounds.lowerBound) / span)) : 0
    }

    /// A gauge with a label, current-value and bound labels (the bound labels are drawn only).
    public init<V: BinaryFloatingPoint, B: View>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> B, @ViewBuilder maximumValueLabel: () -> B, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel, filePath: filePath, line: line, column: column)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() }, filePath: filePath, line: line, column: column)
    }
}

extension View {
    /// The style of gauges in this view (drawing only).
    public consuming func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { self }
}

/// How a gauge is drawn (drawing only).
public protocol GaugeStyle {}

/// A circular gauge showing its current value.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
}

/// A linear gauge.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
}

/// The platform's choice.
public struct DefaultGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A circular capacity gauge.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A linear capacity gauge.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's choice.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
