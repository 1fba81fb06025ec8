/// The outline of a shape, for drawing and for clipping. Used by the framework.
public enum ShapeKind: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: CGFloat)
    case capsule
    case circle
    case ellipse
    /// A shape of its own (`path(in:)`), or a `Path`.
    case custom(CustomOutline)

    /// Where the model's layer lies and its outline, for a shape drawn in
    /// `frame`: a custom shape's path is resolved in the frame's bounds and
    /// taken as its figure when it is one rectangle, rounded rectangle or
    /// ellipse, else as its bounding rectangle (docs/drawing.md).
    func layer(in frame: CGRect) -> (frame: CGRect, shape: LayerShape) {
        switch self {
        case .rectangle: return (frame, .rectangle)
        case .roundedRectangle(let radius): return (frame, .roundedRectangle(cornerRadius: Double(radius)))
        case .capsule: return (frame, .capsule)
        case .circle: return (frame, .circle)
        case .ellipse: return (frame, .ellipse)
        case .custom(let outline):
            let path = outline.path(CGRect(origin: .zero, size: frame.size))
            func placed(_ rect: CGRect) -> CGRect { rect.offsetBy(dx: frame.minX, dy: frame.minY) }
            switch path.figure {
            case .rect(let rect): return (placed(rect), .rectangle)
            case .ellipse(let rect): return (placed(rect), .ellipse)
            case .roundedRect(let rect, let radius): return (placed(rect), .roundedRectangle(cornerRadius: Double(radius)))
            case .none: return (CGRect(x: frame.minX, y: frame.minY, width: 0, height: 0), .rectangle)
            case .complex:
                let bounds = path.boundingRect
                return (bounds.isNull ? CGRect(origin: frame.origin, size: .zero) : placed(bounds), .rectangle)
            }
        }
    }
}

/// A custom shape's outline function. Two outlines are equal when they give
/// the same path in a reference rectangle. Used by the framework.
public struct CustomOutline: Hashable, Sendable {
    let path: @Sendable (CGRect) -> Path
    private static let reference = CGRect(x: 0, y: 0, width: 100, height: 100)

    init(_ path: @escaping @Sendable (CGRect) -> Path) {
        self.path = path
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.path(reference) == rhs.path(reference)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path(Self.reference))
    }
}

/// A 2D shape: a view that fills the space it is offered with the
/// foreground style, and that `.fill`, `.stroke`, `background(_:in:)` and
/// `clipShape` accept. A shape of your own implements `path(in:)`, as in
/// SwiftUI.
public protocol Shape: View, Sendable {
    /// The outline of the shape in `rect`.
    func path(in rect: CGRect) -> Path
    /// The outline, as the framework draws it. Used by the framework.
    var _shapeKind: ShapeKind { get }
}

extension Shape {
    /// A shape of your own is drawn from its `path(in:)`.
    public var _shapeKind: ShapeKind {
        let shape = self
        return .custom(CustomOutline { shape.path(in: $0) })
    }

    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let paint = inputs.environment.resolvedForeground.paint
        nodes.append(_ViewNode(.paint(paint, shape: view._shapeKind, stroke: nil), inputs: inputs))
    }

    /// Fills the shape with `content` (the foreground style by default). The
    /// fill rule (`style`) changes nothing the audit measures: every shape is
    /// drawn whole.
    public func fill<S: ShapeStyle>(
        _ content: S = ForegroundStyle(), style: FillStyle = FillStyle(), filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: AnyShapeStyle(content), stroke: nil, site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// Draws the outline with `content`.
    public func stroke<S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) -> _ShapeView<Self> {
        _ShapeView(
            shape: self, style: AnyShapeStyle(content), stroke: LayerStroke(lineWidth: Double(lineWidth)),
            site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// Draws the outline with the foreground style.
    public func stroke(lineWidth: CGFloat = 1, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) -> _ShapeView<Self> {
        _ShapeView(
            shape: self, style: AnyShapeStyle(ForegroundStyle()), stroke: LayerStroke(lineWidth: Double(lineWidth)),
            site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// Draws the outline with `content` in the line `style` describes. A
    /// dashed line is drawn as the audit draws any line, whole: WCAG 1.4.11
    /// asks the same contrast of the dashes that are there.
    public func stroke<S: ShapeStyle>(
        _ content: S, style: StrokeStyle, antialiased: Bool = true, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) -> _ShapeView<Self> {
        stroke(content, lineWidth: style.lineWidth, filePath: filePath, line: line, column: column)
    }

    /// Draws the outline with the foreground style in the line `style` describes.
    public func stroke(style: StrokeStyle, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column) -> _ShapeView<Self> {
        stroke(ForegroundStyle(), lineWidth: style.lineWidth, filePath: filePath, line: line, column: column)
    }

    /// Draws the outline inside the shape's bounds.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) -> _ShapeView<Self> {
        _ShapeView(
            shape: self, style: AnyShapeStyle(content), stroke: LayerStroke(lineWidth: Double(lineWidth), placement: .inside),
            site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// Draws the outline inside the shape's bounds with the foreground style.
    public func strokeBorder(
        lineWidth: CGFloat = 1, antialiased: Bool = true, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> _ShapeView<Self> {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth, filePath: filePath, line: line, column: column)
    }

    /// Draws the outline inside the shape's bounds with `content` (the
    /// foreground style by default) in the line `style` describes.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = ForegroundStyle(), style: StrokeStyle, antialiased: Bool = true, filePath: StaticString = #filePath,
        line: Int = #line, column: Int = #column
    ) -> _ShapeView<Self> {
        strokeBorder(content, lineWidth: style.lineWidth, filePath: filePath, line: line, column: column)
    }
}

/// A shape filled or stroked with a style.
public struct _ShapeView<Content: Shape>: View {
    public typealias Body = Never
    let shape: Content
    let style: AnyShapeStyle
    let stroke: LayerStroke?
    /// The `.fill(…)`, `.stroke(…)` or `.strokeBorder(…)` that made it: where a finding about what it draws is located.
    let site: CodeLocation.Site

    @inline(__always)
    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let paint = view.style._paint(in: inputs.environment).paint
        let node = _ViewNode(.paint(paint, shape: view.shape._shapeKind, stroke: view.stroke), inputs: inputs)
        node.site = view.site
        nodes.append(node)
    }
}

/// A rectangle.
public struct Rectangle: Shape {
    public typealias Body = Never
    /// A rectangle.
    public init() {}
    public var _shapeKind: ShapeKind { .rectangle }
    public func path(in rect: CGRect) -> Path { Path(rect) }
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
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerRadius) }
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
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
}

/// A circle centred in its frame.
public struct Circle: Shape {
    public typealias Body = Never
    /// A circle.
    public init() {}
    public var _shapeKind: ShapeKind { .circle }
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape {
    public typealias Body = Never
    /// An ellipse.
    public init() {}
    public var _shapeKind: ShapeKind { .ellipse }
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A type-erased shape, as in SwiftUI.
public struct AnyShape: Shape {
    public typealias Body = Never
    private let kind: ShapeKind
    private let outline: @Sendable (CGRect) -> Path

    /// Wraps `shape`.
    public init<S: Shape>(_ shape: S) {
        kind = shape._shapeKind
        outline = { shape.path(in: $0) }
    }

    public var _shapeKind: ShapeKind { kind }
    public func path(in rect: CGRect) -> Path { outline(rect) }
}

/// The shape of the container the view is in. Outside a widget (where iOS
/// gives containers their shapes) there is no container shape and, as
/// SwiftUI documents, it is a rectangle.
public struct ContainerRelativeShape: Shape {
    public typealias Body = Never
    /// The container's shape.
    public init() {}
    public var _shapeKind: ShapeKind { .rectangle }
    public func path(in rect: CGRect) -> Path { Path(rect) }
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
