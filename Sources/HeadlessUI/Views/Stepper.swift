import Foundation

/// A control that steps a value up and down, as in SwiftUI. Its tree follows
/// UIKit's observed structure (decision 17): the label (with its value) as
/// one element, then `Decrement` and `Increment` buttons; at a bound that
/// button is `notEnabled`.
public struct Stepper<Label: View>: View {
    public typealias Body = Never
    let label: Label
    let value: Double?
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let canIncrement: Bool
    let canDecrement: Bool
    /// Reads the bound value after a step, for the announcement; `nil` for a stepper of handlers.
    let read: (() -> Double)?
    let site: CodeLocation.Site

    /// A stepper that calls `onIncrement` and `onDecrement`.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
        self.label = label()
        self.value = nil
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.canIncrement = onIncrement != nil
        self.canDecrement = onDecrement != nil
        self.read = nil
    }

    /// A stepper over `bounds` moving a bound integer by `step`.
    public init<V: BinaryInteger>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
        let current = value.wrappedValue
        self.label = label()
        self.value = Double(current)
        self.canIncrement = current < bounds.upperBound
        self.canDecrement = current > bounds.lowerBound
        self.onIncrement = { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
        self.onDecrement = { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
        self.read = { Double(value.wrappedValue) }
    }

    /// A stepper over `bounds` moving a bound number by `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
        let current = value.wrappedValue
        self.label = label()
        self.value = Double(current)
        self.canIncrement = current < bounds.upperBound
        self.canDecrement = current > bounds.lowerBound
        self.onIncrement = { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
        self.onDecrement = { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
        self.read = { Double(value.wrappedValue) }
    }

    /// A stepper moving an unbounded integer by `step`.
    public init<V: BinaryInteger>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
        self.label = label()
        self.value = Double(value.wrappedValue)
        self.canIncrement = true
        self.canDecrement = true
        self.onIncrement = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        self.onDecrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
        self.read = { Double(value.wrappedValue) }
    }

    @inline(__always)
    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        // UIKit's stepper announces the new value after each step (decision 17): its buttons post it.
        let locale = inputs.environment.locale
        let announced: ((() -> Void)?) -> (() -> Void)? = { step in
            guard let step else { return nil }
            guard let read = view.read else { return step }
            return {
                step()
                AccessibilityNotification.Announcement(StepperInfo.text(read(), locale: locale)).post()
            }
        }
        let info = StepperInfo(
            value: view.value, label: nil, onIncrement: announced(view.onIncrement),
            onDecrement: announced(view.onDecrement),
            canIncrement: view.canIncrement, canDecrement: view.canDecrement)
        let labelContent = inputs.child(0x6C61_6265).single(ControlLabel(content: AnyView(view.label)))
        let labelNode = _ViewNode(
            .passthrough, children: [labelContent], inputs: inputs.child(0x6C61_6265),
            role: .stepperLabel(info))
        labelNode.site = view.site
        let spacer = _ViewNode(.spacer(minLength: nil), inputs: inputs.child(0x7370_6163))
        let decrement = _ViewNode(
            .fixed(LayoutConstants.stepperButton), inputs: inputs.child(0x6465_6372),
            role: .stepperButton(info, increment: false))
        decrement.site = view.site
        let increment = _ViewNode(
            .fixed(LayoutConstants.stepperButton), inputs: inputs.child(0x696E_6372),
            role: .stepperButton(info, increment: true))
        increment.site = view.site
        let buttons = _ViewNode(
            .stack(.horizontal, alignment: .center, spacing: 0), children: [decrement, increment],
            inputs: inputs.child(0x6275_7474))
        nodes.append(
            _ViewNode(
                .stack(.horizontal, alignment: .center, spacing: LayoutConstants.stackSpacing),
                children: [labelNode, spacer, buttons], inputs: inputs))
    }
}

extension Stepper where Label == Text {
    /// A stepper titled with a localized key over `bounds`.
    public init<V: BinaryInteger>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, filePath: StaticString = #filePath,
        line: Int = #line, column: Int = #column
    ) {
        self.init(
            value: value, in: bounds, step: step, label: { Text(titleKey, filePath: filePath, line: line, column: column) }, filePath: filePath,
            line: line, column: column)
    }

    /// A stepper titled with a string over `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryInteger>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.init(
            value: value, in: bounds, step: step, label: { Text(title, filePath: filePath, line: line, column: column) }, filePath: filePath,
            line: line, column: column)
    }

    /// A stepper titled with a localized key over `bounds` (floating point).
    public init<V: BinaryFloatingPoint>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, filePath: StaticString = #filePath,
        line: Int = #line, column: Int = #column
    ) {
        self.init(
            value: value, in: bounds, step: step, label: { Text(titleKey, filePath: filePath, line: line, column: column) }, filePath: filePath,
            line: line, column: column)
    }

    /// A stepper titled with a localized key calling handlers.
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.init(
            label: { Text(titleKey, filePath: filePath, line: line, column: column) }, onIncrement: onIncrement, onDecrement: onDecrement,
            filePath: filePath, line: line, column: column)
    }
}
