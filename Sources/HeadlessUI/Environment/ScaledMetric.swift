/// A number that scales with Dynamic Type, as SwiftUI's `@ScaledMetric`:
/// a padding, an icon's size or a line width that grows with the text.
///
/// ```swift
/// @ScaledMetric(relativeTo: .body) private var iconSize = 24.0
/// var body: some View {
///     Image(systemName: "bell").resizable().frame(width: iconSize, height: iconSize)
/// }
/// ```
///
/// The value is scaled as `UIFontMetrics.scaledValue(for:)` scales it (Apple,
/// "ScaledMetric": "scales a numeric value … relative to a text style";
/// `UIFontMetrics`: "scaled appropriately for the current content size
/// category"): multiplied by the ratio of the text style's size at the
/// Dynamic Type size in force to its size at the default size (Large). The
/// sizes are those of Apple's Dynamic Type tables (Human Interface
/// Guidelines, "Typography"), one curve per style (Body's 14…53 pt over
/// 17 pt; a large title's 31…60 over 34), so `relativeTo:` changes the
/// curve (docs/layout.md). Unlike a font size, the scaled value is not rounded.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    let baseValue: Value
    let textStyle: Font.TextStyle

    /// A value scaled relative to the Body text style.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// A value scaled relative to `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        self.baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// The value scaled for the Dynamic Type size of the body being evaluated
    /// (outside a render: the default size, where it is the value given).
    public var wrappedValue: Value {
        baseValue * Value(textStyle.scale(at: EnvironmentValues.current.dynamicTypeSize))
    }
}
