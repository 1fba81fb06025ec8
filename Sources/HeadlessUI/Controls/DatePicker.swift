import Foundation

/// A control for choosing a date, as in SwiftUI, in its compact style (the
/// iOS default): one button labelled by the title and valued by the date as
/// it is displayed (`Start: Jan 1, 1970. Button.`). Activating it opens a
/// calendar, which a headless render does not show; the other styles are
/// read the same way (docs/porting.md). Dates are formatted in the locale
/// setting and in UTC, so a render does not depend on the machine's time zone.
///
/// ```swift
/// DatePicker("Start", selection: $start, displayedComponents: .date)
/// ```
public struct DatePicker<Label: View>: View {
    public typealias Body = Never
    let label: Label
    let selection: Binding<Date>
    let components: DatePickerComponents
    let site: CodeLocation.Site

    /// A date picker with a label view.
    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
        self.selection = selection
        self.components = displayedComponents
        self.label = label()
    }

    /// A date picker limited to a range, with a label view.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label, filePath: filePath, line: line, column: column)
    }

    /// A date picker from a date on, with a label view.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label, filePath: filePath, line: line, column: column)
    }

    @inline(__always)
    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let title = NodeText.text(of: inputs.child(1).nodes(view.label))
        let value = DatePickerComponents.format(
            view.selection.wrappedValue, view.components, localeIdentifier: inputs.environment.localeIdentifier)
        let showsTitle = !inputs.environment.storage.labelsHidden
        let drawn = Button(site: view.site) {
        } label: {
            HStack {
                if showsTitle {
                    view.label.foregroundStyle(.primary)
                    Spacer()
                }
                Text(verbatim: value)
                    .padding(.horizontal, 11)
                    .padding(.vertical, 6)
                    .background(Color(.tertiarySystemFill))
            }
        }
        .accessibilityLabel(title)
        .accessibilityValue(value)
        // The compact picker's capsule is the platform's height (UIDatePicker's), which the author does not set.
        .accessibilityChange(.targetSizedByPlatform(true))
        nodes.append(contentsOf: inputs.child(2).nodes(drawn))
    }
}

extension DatePicker where Label == Text {
    /// A date picker titled by a localized key.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(
            selection: selection, displayedComponents: displayedComponents, label: { Text(titleKey, filePath: filePath, line: line, column: column) },
            filePath: filePath, line: line, column: column)
    }

    /// A date picker titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], filePath: StaticString = #filePath,
        line: Int = #line, column: Int = #column
    ) {
        self.init(
            selection: selection, displayedComponents: displayedComponents, label: { Text(title, filePath: filePath, line: line, column: column) },
            filePath: filePath, line: line, column: column)
    }

    /// A date picker limited to a range, titled by a localized key.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.init(
            selection: selection, displayedComponents: displayedComponents, label: { Text(titleKey, filePath: filePath, line: line, column: column) },
            filePath: filePath, line: line, column: column)
    }
}

/// The parts of a date a ``DatePicker`` shows.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1)
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)

    /// `date` as a compact date picker displays it: medium date, short time.
    static func format(_ date: Date, _ components: DatePickerComponents, localeIdentifier: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: localeIdentifier)
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateStyle = components.contains(.date) ? .medium : .none
        formatter.timeStyle = components.contains(.hourAndMinute) ? .short : .none
        return formatter.string(from: date)
    }
}

extension View {
    /// The style of date pickers in this view (every style reads as the compact one).
    public consuming func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}

/// How a date picker is drawn.
public protocol DatePickerStyle {}

/// A button that opens a calendar (the iOS default).
public struct CompactDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}

/// An inline calendar.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}

/// Spinning wheels.
public struct WheelDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}

/// The platform's choice.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// The style.
    public init() {}
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// Compact.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// Graphical.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Wheel.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's choice.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
