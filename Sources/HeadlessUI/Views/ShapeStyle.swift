/// Something that paints an area: a ``Color``, a ``LinearGradient``, a
/// ``Material``, or `.primary`/`.secondary`, as in SwiftUI.
public protocol ShapeStyle {
    /// Resolves the style for an environment. Used by the framework.
    func _paint(in environment: EnvironmentValues) -> _ResolvedPaint
}

/// A resolved shape style. Used by the framework.
public struct _ResolvedPaint {
    let paint: Paint
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    let resolve: (EnvironmentValues) -> _ResolvedPaint

    /// Wraps a style.
    public init<S: ShapeStyle>(_ style: S) {
        // A cast of every style would cost a dynamic cast; only an AnyShapeStyle is unwrapped.
        if S.self == AnyShapeStyle.self, let erased = style as? AnyShapeStyle {
            self = erased
        } else {
            resolve = { style._paint(in: $0) }
        }
    }

    public func _paint(in environment: EnvironmentValues) -> _ResolvedPaint { resolve(environment) }
}

/// The foreground style of the environment at some level: `.primary`, `.secondary`.
public struct HierarchicalShapeStyle: ShapeStyle, Sendable {
    let level: Int

    /// The primary foreground.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The secondary foreground (lower contrast).
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The tertiary foreground.
    public static let tertiary = HierarchicalShapeStyle(level: 2)

    public func _paint(in environment: EnvironmentValues) -> _ResolvedPaint {
        switch level {
        case 0: Color.primary._paint(in: environment)
        case 1: Color.secondary._paint(in: environment)
        default: Color.tertiaryLabel._paint(in: environment)
        }
    }
}

/// The current foreground style (what `.fill()` uses by default).
public struct ForegroundStyle: ShapeStyle {
    /// The foreground style.
    public init() {}
    public func _paint(in environment: EnvironmentValues) -> _ResolvedPaint {
        environment.resolvedForeground
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The primary foreground.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The secondary foreground.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The tertiary foreground.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
}

extension EnvironmentValues {
    /// The foreground paint in force: the explicit style, else the primary label colour.
    var resolvedForeground: _ResolvedPaint {
        if let style = storage.foregroundStyle { return style._paint(in: self) }
        return Color.primary._paint(in: self)
    }
}
