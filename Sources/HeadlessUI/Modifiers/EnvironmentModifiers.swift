/// Sets one environment value for the content.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
    public typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

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

    public static func _makeModifiedView<C: View>(_ modifier: Self, content: C, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        var inputs = inputs
        modifier.transform(&inputs.environment)
        C._makeView(content, inputs: inputs, into: &nodes)
    }
}

extension View {
    /// Sets an environment value for this view and its descendants.
    public consuming func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Changes environment values for this view and its descendants.
    public consuming func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(_EnvironmentTransformModifier { transform(&$0[keyPath: keyPath]) })
    }

    /// The default font of text in this view.
    public consuming func font(_ font: Font?) -> some View {
        modifier(_EnvironmentTransformModifier { $0.font = font })
    }

    /// The weight of text in this view.
    public consuming func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(_EnvironmentTransformModifier { $0.write(\.fontWeight, weight) })
    }

    /// Bold text in this view.
    public consuming func bold(_ isActive: Bool = true) -> some View {
        modifier(_EnvironmentTransformModifier { if isActive { $0.write(\.fontWeight, .bold) } })
    }

    /// The foreground style of text, symbols and default fills.
    public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        let erased = AnyShapeStyle(style)
        return modifier(_EnvironmentTransformModifier { $0.write(\.foregroundStyle, erased) })
    }

    /// The foreground colour (`nil` restores the default).
    public consuming func foregroundColor(_ color: Color?) -> some View {
        let erased = color.map { AnyShapeStyle($0) }
        return modifier(_EnvironmentTransformModifier { $0.write(\.foregroundStyle, erased) })
    }

    /// The tint (accent) colour of controls in this view.
    public consuming func tint(_ tint: Color?) -> some View {
        modifier(_EnvironmentTransformModifier { $0.tint = tint })
    }

    /// The tint as a shape style (its representative colour).
    @_disfavoredOverload
    public consuming func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        let erased = tint.map { AnyShapeStyle($0) }
        return modifier(_EnvironmentTransformModifier { environment in
            guard let erased else { environment.tint = nil; return }
            environment.tint = Color(erased._paint(in: environment).paint.representative)
        })
    }

    /// The most lines text in this view may take.
    public consuming func lineLimit(_ number: Int?) -> some View {
        modifier(_EnvironmentTransformModifier { $0.lineLimit = number })
    }

    /// Disables the controls in this view: they draw as disabled, expose
    /// `notEnabled`, and refuse actions.
    public consuming func disabled(_ disabled: Bool) -> some View {
        modifier(_EnvironmentTransformModifier { if disabled { $0.isEnabled = false } })
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
