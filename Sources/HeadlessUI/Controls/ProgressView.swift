import Foundation

/// Progress of a task, as in SwiftUI.
///
/// Determinate (`ProgressView(value:total:)`): one element labelled by its
/// title (UIProgressView's own label, `Progress`, without one), valued by the
/// percentage done, with `updatesFrequently` (reference §2: UIProgressView has
/// it; Ole Begemann: label "Progress", value "40%"). Indeterminate
/// (`ProgressView()`): one element labelled by its title, valued
/// `In progress`, the word UIActivityIndicatorView speaks (its label without
/// a title), with `updatesFrequently`.
///
/// ```swift
/// ProgressView("Downloading", value: 0.4)   // Downloading: 40%.
/// ProgressView()                            // In progress.
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    let fraction: Double?
    let site: CodeLocation.Site

    /// A determinate progress view with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.fraction = value.map { total > 0 ? max(0, min(1, Double($0) / Double(total))) : 0 }
    }

    public var body: some View {
        // The percentage in the locale's way (`40%` en, `40 %` de and ru), as UIProgressView's value is formatted.
        let locale = EnvironmentValues.current.localeIdentifier
        let percent = fraction.map { LocalizedNumber.percent($0, locale: locale) }
        VStack(alignment: .leading, spacing: 4) {
            if let label { label }
            if fraction != nil {
                Capsule().fill(.tint).frame(height: 4).background(Color(.systemFill))
            } else {
                Image(systemName: "rays").accessibilityHidden(true)
            }
            if let currentValueLabel { currentValueLabel.font(.footnote).foregroundStyle(.secondary) }
        }
        .accessibilityChange(.children(AccessibilityChildBehavior.combine.mode), site: site)
        .modifier(
            OptionalAccessibility(
                label: label == nil ? (fraction == nil ? "In progress" : "Progress") : nil,
                value: percent ?? (label == nil ? nil : "In progress"))
        )
        .accessibilityAddTraits(.updatesFrequently)
    }
}

/// A label and a value, each set only when given.
struct OptionalAccessibility: ViewModifier {
    let label: String?
    let value: String?

    func body(content: Content) -> some View {
        if let label, let value {
            content.accessibilityLabel(label).accessibilityValue(value)
        } else if let label {
            content.accessibilityLabel(label)
        } else if let value {
            content.accessibilityValue(value)
        } else {
            content
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view (a spinner).
    public init(filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
        self.label = nil
        self.currentValueLabel = nil
        self.fraction = nil
    }

    /// A determinate progress view without a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
        self.label = nil
        self.currentValueLabel = nil
        self.fraction = value.map { total > 0 ? max(0, min(1, Double($0) / Double(total))) : 0 }
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a label.
    public init(@ViewBuilder label: () -> Label, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
        self.label = label()
        self.currentValueLabel = nil
        self.fraction = nil
    }

    /// A determinate progress view with a label.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
        self.label = label()
        self.currentValueLabel = nil
        self.fraction = value.map { total > 0 ? max(0, min(1, Double($0) / Double(total))) : 0 }
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view titled by a localized key.
    public init(_ titleKey: LocalizedStringKey, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        self.init(label: { Text(titleKey) }, filePath: filePath, line: line, column: column)
    }

    /// An indeterminate progress view titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) {
        self.init(label: { Text(title) }, filePath: filePath, line: line, column: column)
    }

    /// A determinate progress view titled by a localized key.
    public init<V: BinaryFloatingPoint>(
        _ titleKey: LocalizedStringKey, value: V?, total: V = 1.0, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(value: value, total: total, label: { Text(titleKey) }, filePath: filePath, line: line, column: column)
    }

    /// A determinate progress view titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(
        _ title: S, value: V?, total: V = 1.0, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(value: value, total: total, label: { Text(title) }, filePath: filePath, line: line, column: column)
    }
}

extension View {
    /// The style of progress views in this view (linear and circular read alike).
    public consuming func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { self }
}

/// How a progress view is drawn (drawing only).
public protocol ProgressViewStyle {}

/// A bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The linear style.
    public init() {}
}

/// A spinner or ring.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The circular style.
    public init() {}
}

/// The platform's choice.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The default style.
    public init() {}
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner or ring.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's choice.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
