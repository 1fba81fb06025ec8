/// How a ``Picker`` presents its options, as in SwiftUI.
public protocol PickerStyle {
    /// The look of the style. Used by the framework.
    var _look: _PickerLook { get }
}

/// The looks of the built-in picker styles. Used by the framework.
public enum _PickerLook: Hashable, Sendable {
    case menu, segmented, wheel, inline
}

/// The platform's choice: a menu on iOS.
public struct DefaultPickerStyle: PickerStyle {
    /// The default style.
    public init() {}
    public var _look: _PickerLook { .menu }
}

/// A button that opens a menu of the options.
public struct MenuPickerStyle: PickerStyle {
    /// The menu style.
    public init() {}
    public var _look: _PickerLook { .menu }
}

/// A row of segments, one per option.
public struct SegmentedPickerStyle: PickerStyle {
    /// The segmented style.
    public init() {}
    public var _look: _PickerLook { .segmented }
}

/// A spinning wheel of the options.
public struct WheelPickerStyle: PickerStyle {
    /// The wheel style.
    public init() {}
    public var _look: _PickerLook { .wheel }
}

/// The options as rows, the selected one checked.
public struct InlinePickerStyle: PickerStyle {
    /// The inline style.
    public init() {}
    public var _look: _PickerLook { .inline }
}

/// A row that pushes a list of the options (shown here as a menu button).
public struct NavigationLinkPickerStyle: PickerStyle {
    /// The navigation-link style.
    public init() {}
    public var _look: _PickerLook { .menu }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's choice (a menu).
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// Segments.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// Inline rows.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A navigation link.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension EnvironmentValues {
    private struct PickerLookKey: EnvironmentKey {
        static var defaultValue: _PickerLook { .menu }
    }

    /// The look of pickers in this subtree.
    var pickerLook: _PickerLook {
        get { self[PickerLookKey.self] }
        set { self[PickerLookKey.self] = newValue }
    }
}

extension View {
    /// The style of pickers in this view.
    public consuming func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let look = style._look
        return environment(\.pickerLook, look)
    }
}
