/// The environment values SwiftUI code reads that the audit's settings do not
/// vary, or that are other names of settings it varies.
///
/// Every component is audited as it runs on an iPhone in portrait with
/// VoiceOver on (the tree is what VoiceOver reads): `horizontalSizeClass` is
/// `.compact`, `verticalSizeClass` `.regular`,
/// `accessibilityVoiceOverEnabled` `true`, `accessibilityInvertColors`
/// `false` (docs/porting.md). Each can be set with `.environment(_:_:)`.
extension EnvironmentValues {
    private struct ShowButtonShapesKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    private struct InvertColorsKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    private struct VoiceOverEnabledKey: EnvironmentKey {
        static var defaultValue: Bool { true }
    }

    private struct SwitchControlEnabledKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    private struct HorizontalSizeClassKey: EnvironmentKey {
        static var defaultValue: UserInterfaceSizeClass? { .compact }
    }

    private struct VerticalSizeClassKey: EnvironmentKey {
        static var defaultValue: UserInterfaceSizeClass? { .regular }
    }

    /// The Dynamic Type size under its older name (`ContentSizeCategory`).
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }

    /// Button Shapes (Settings › Accessibility › Display & Text Size): buttons
    /// should show their shape or be underlined. The `buttonShapes` setting.
    public var accessibilityShowButtonShapes: Bool {
        get {
            storage.reads?.note(.buttonShapes)
            return self[ShowButtonShapesKey.self]
        }
        set { self[ShowButtonShapesKey.self] = newValue }
    }

    /// Smart or Classic Invert; `false` unless set.
    public var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }

    /// Whether VoiceOver is running: `true`, since the tree is audited as VoiceOver reads it.
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverEnabledKey.self] }
        set { self[VoiceOverEnabledKey.self] = newValue }
    }

    /// Whether Switch Control is running; `false` unless set.
    public var accessibilitySwitchControlEnabled: Bool {
        get { self[SwitchControlEnabledKey.self] }
        set { self[SwitchControlEnabledKey.self] = newValue }
    }

    /// Whether any assistive technology is running: VoiceOver or Switch Control.
    public var accessibilityEnabled: Bool {
        get { accessibilityVoiceOverEnabled || accessibilitySwitchControlEnabled }
        set {
            accessibilityVoiceOverEnabled = newValue
            if !newValue { accessibilitySwitchControlEnabled = false }
        }
    }

    /// The horizontal size class: `.compact` (an iPhone in portrait) unless set.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class: `.regular` (an iPhone in portrait) unless set.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
}
