/// The outline of a shape, for drawing and for clipping.
public enum ShapeKind: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: CGFloat)
    case capsule
    case circle
    case ellipse

    /// The model's outline for this shape.
    var layerShape: LayerShape {
        switch self {
        case .rectangle: .rectangle
        case .roundedRectangle(let radius): .roundedRectangle(cornerRadius: Double(radius))
        case .capsule: .capsule
        case .circle: .circle
        case .ellipse: .ellipse
        }
    }
}

/// A 2D shape: a view that fills the space it is offered with the
/// foreground style, and that `.fill`, `.stroke`, `background(_:in:)` and
/// `clipShape` accept.
public protocol Shape: View, Sendable {
    /// The outline. Used by the framework.
    var _shapeKind: ShapeKind { get }
}

extension Shape {
    public var _shapeKind: ShapeKind { .rectangle }

    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let paint = inputs.environment.resolvedForeground.paint
        nodes.append(_ViewNode(.paint(paint, shape: view._shapeKind, stroke: nil), inputs: inputs))
    }

    /// Fills the shape with `content` (the foreground style by default).
    public func fill<S: ShapeStyle>(_ content: S = ForegroundStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: AnyShapeStyle(content), stroke: nil)
    }

    /// Draws the outline with `content`.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: AnyShapeStyle(content), stroke: LayerStroke(lineWidth: Double(lineWidth)))
    }

    /// Draws the outline with the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: AnyShapeStyle(ForegroundStyle()), stroke: LayerStroke(lineWidth: Double(lineWidth)))
    }

    /// Draws the outline inside the shape's bounds.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: AnyShapeStyle(content), stroke: LayerStroke(lineWidth: Double(lineWidth), placement: .inside))
    }

    /// Draws the outline inside the shape's bounds with the foreground style.
    public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth)
    }
}

/// A shape filled or stroked with a style.
public struct _ShapeView<Content: Shape>: View {
    public typealias Body = Never
    let shape: Content
    let style: AnyShapeStyle
    let stroke: LayerStroke?

    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let paint = view.style._paint(in: inputs.environment).paint
        nodes.append(_ViewNode(.paint(paint, shape: view.shape._shapeKind, stroke: view.stroke), inputs: inputs))
    }
}

/// A rectangle.
public struct Rectangle: Shape {
    public typealias Body = Never
    /// A rectangle.
    public init() {}
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
    public typealias Body = Never
    /// The corner radius.
    public var cornerRadius: CGFloat
    /// A rounded rectangle with this corner radius.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
    }
    public var _shapeKind: ShapeKind { .roundedRectangle(cornerRadius: cornerRadius) }
}

/// The curve of rounded corners (kept for source compatibility).
public enum RoundedCornerStyle: Sendable {
    case circular, continuous
}

/// A rectangle whose short sides are half circles.
public struct Capsule: Shape {
    public typealias Body = Never
    /// A capsule.
    public init(style: RoundedCornerStyle = .continuous) {}
    public var _shapeKind: ShapeKind { .capsule }
}

/// A circle centred in its frame.
public struct Circle: Shape {
    public typealias Body = Never
    /// A circle.
    public init() {}
    public var _shapeKind: ShapeKind { .circle }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape {
    public typealias Body = Never
    /// An ellipse.
    public init() {}
    public var _shapeKind: ShapeKind { .ellipse }
}

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle.
    public static func rect(cornerRadius: CGFloat) -> RoundedRectangle { RoundedRectangle(cornerRadius: cornerRadius) }
}
