/// Sets one environment value for the content.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
    public typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    @usableFromInline init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }

    @inline(__always)
    public static func _makeModifiedView<C: View>(_ modifier: Self, content: C, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        var inputs = inputs
        inputs.environment[keyPath: modifier.keyPath] = modifier.value
        C._makeView(content, inputs: inputs, into: &nodes)
    }
}

/// Changes the environment of the content with a function.
public struct _EnvironmentTransformModifier: ViewModifier {
    public typealias Body = Never
    let transform: (inout EnvironmentValues) -> Void

    init(transform: @escaping (inout EnvironmentValues) -> Void) {
        self.transform = transform
    }

    @inline(__always)
    public static func _makeModifiedView<C: View>(_ modifier: Self, content: C, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        var inputs = inputs
        modifier.transform(&inputs.environment)
        C._makeView(content, inputs: inputs, into: &nodes)
    }
}

// The transforms the modifiers below apply. The modifiers are `@inlinable`, so
// that a view's chain of modifiers is built for its own types where the view
// is written (no generic metadata looked up at run time for each modifier);
// what they change stays internal here (docs/performance.md).
extension _EnvironmentTransformModifier {
    @usableFromInline static func font(_ font: Font?) -> Self { Self { $0.font = font } }
    @usableFromInline static func fontWeight(_ weight: Font.Weight?) -> Self { Self { $0.write(\.fontWeight, weight) } }
    @usableFromInline static func bold(_ isActive: Bool) -> Self { Self { if isActive { $0.write(\.fontWeight, .bold) } } }
    @usableFromInline static func foregroundStyle(_ style: AnyShapeStyle?) -> Self { Self { $0.write(\.foregroundStyle, style) } }
    @usableFromInline static func tint(_ tint: Color?) -> Self { Self { $0.tint = tint } }
    @usableFromInline static func lineLimit(_ number: Int?) -> Self { Self { $0.lineLimit = number } }
    @usableFromInline static func disabled(_ disabled: Bool) -> Self { Self { if disabled { $0.isEnabled = false } } }
}

extension View {
    /// Sets an environment value for this view and its descendants.
    @inlinable
    public consuming func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Changes environment values for this view and its descendants.
    public consuming func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void)
        -> some View
    {
        modifier(_EnvironmentTransformModifier { transform(&$0[keyPath: keyPath]) })
    }

    /// The default font of text in this view.
    @inlinable
    public consuming func font(_ font: Font?) -> some View {
        modifier(_EnvironmentTransformModifier.font(font))
    }

    /// The weight of text in this view.
    @inlinable
    public consuming func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(_EnvironmentTransformModifier.fontWeight(weight))
    }

    /// Bold text in this view.
    @inlinable
    public consuming func bold(_ isActive: Bool = true) -> some View {
        modifier(_EnvironmentTransformModifier.bold(isActive))
    }

    /// The foreground style of text, symbols and default fills.
    @inlinable
    public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_EnvironmentTransformModifier.foregroundStyle(AnyShapeStyle(style)))
    }

    /// The foreground colour (`nil` restores the default).
    @inlinable
    public consuming func foregroundColor(_ color: Color?) -> some View {
        modifier(_EnvironmentTransformModifier.foregroundStyle(color.map { AnyShapeStyle($0) }))
    }

    /// The tint (accent) colour of controls in this view.
    @inlinable
    public consuming func tint(_ tint: Color?) -> some View {
        modifier(_EnvironmentTransformModifier.tint(tint))
    }

    /// The tint as a shape style (its representative colour).
    @_disfavoredOverload
    public consuming func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        let erased = tint.map { AnyShapeStyle($0) }
        return modifier(
            _EnvironmentTransformModifier { environment in
                guard let erased else { environment.tint = nil; return }
                environment.tint = Color(erased._paint(in: environment).paint.representative)
            })
    }

    /// The most lines text in this view may take.
    @inlinable
    public consuming func lineLimit(_ number: Int?) -> some View {
        modifier(_EnvironmentTransformModifier.lineLimit(number))
    }

    /// Disables the controls in this view: they draw as disabled, expose
    /// `notEnabled`, and refuse actions.
    @inlinable
    public consuming func disabled(_ disabled: Bool) -> some View {
        modifier(_EnvironmentTransformModifier.disabled(disabled))
    }

    /// The size of controls in this view.
    public consuming func controlSize(_ size: ControlSize) -> some View {
        modifier(_EnvironmentTransformModifier { $0.controlSize = size })
    }

    /// The Dynamic Type size of this view.
    public consuming func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        modifier(_EnvironmentTransformModifier { $0.dynamicTypeSize = size })
    }

    /// Clamps the Dynamic Type size of this view to a range.
    public consuming func dynamicTypeSize(_ range: ClosedRange<DynamicTypeSize>) -> some View {
        modifier(_EnvironmentTransformModifier { $0.dynamicTypeSize = min(max($0.dynamicTypeSize, range.lowerBound), range.upperBound) })
    }

    /// The colour scheme of this view.
    public consuming func preferredColorScheme(_ scheme: ColorScheme?) -> some View {
        modifier(_EnvironmentTransformModifier { if let scheme { $0.colorScheme = scheme } })
    }

    /// Kept for source compatibility (alignment of multi-line text is not modelled).
    public consuming func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(_EnvironmentTransformModifier { _ in })
    }
}

/// Alignment of lines of text (kept for source compatibility).
public enum TextAlignment: Hashable, Sendable {
    case leading, center, trailing
}
