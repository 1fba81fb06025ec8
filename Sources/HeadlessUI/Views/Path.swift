import Foundation

/// The outline of a 2D shape, as in SwiftUI: built from moves, lines,
/// curves, rectangles and ellipses, drawn as a ``Shape``.
///
/// HeadlessUI keeps the elements and their bounding rectangle; what a path
/// paints or where it can be touched is taken as that rectangle (an ellipse
/// or a single rectangle exactly), see docs/drawing.md.
///
/// ```swift
/// let triangle = Path { path in
///     path.move(to: CGPoint(x: 0, y: 20))
///     path.addLine(to: CGPoint(x: 10, y: 0))
///     path.addLine(to: CGPoint(x: 20, y: 20))
///     path.closeSubpath()
/// }
/// triangle.boundingRect   // (0, 0, 20, 20)
/// ```
public struct Path: Shape, Hashable, Sendable {
    public typealias Body = Never

    /// One element of a path.
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// The elements, in order.
    public private(set) var elements: [Element] = []
    /// What the path is, when it is one simple figure (for drawing and hit testing).
    var figure: Figure = .none

    /// A simple figure a path may be.
    enum Figure: Hashable, Sendable {
        case none
        case rect(CGRect)
        case ellipse(CGRect)
        case roundedRect(CGRect, CGFloat)
        case complex
    }

    /// An empty path.
    public init() {}

    /// A rectangle.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rounded rectangle with elliptical corners.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// A path built by `callback`.
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every point of the path (control points included).
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .quadCurve(let point, let control): points += [point, control]
            case .curve(let point, let control1, let control2): points += [point, control1, control2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        return points.dropFirst().reduce(CGRect(origin: first, size: .zero)) { $0.union(CGRect(origin: $1, size: .zero)) }
    }

    /// The current point: the end of the last element.
    public var currentPoint: CGPoint? {
        for element in elements.reversed() {
            switch element {
            case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _): return point
            case .closeSubpath: continue
            }
        }
        return nil
    }

    private mutating func append(_ element: Element, figure next: Figure = .complex) {
        figure = elements.isEmpty ? next : .complex
        elements.append(element)
    }

    private mutating func append(_ added: [Element], figure next: Figure) {
        figure = elements.isEmpty ? next : .complex
        elements += added
    }

    /// Begins a new subpath at `point`.
    public mutating func move(to point: CGPoint) { append(.move(to: point)) }

    /// A straight line to `point`.
    public mutating func addLine(to point: CGPoint) { append(.line(to: point)) }

    /// Straight lines through `points`, starting with a move to the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// A quadratic Bézier curve to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { append(.quadCurve(to: point, control: control)) }

    /// A cubic Bézier curve to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath.
    public mutating func closeSubpath() {
        let kept = figure
        elements.append(.closeSubpath)
        figure = kept
    }

    /// A rectangle as a closed subpath.
    public mutating func addRect(_ rect: CGRect) {
        append(Self.corners(of: rect).enumerated().map { $0 == 0 ? .move(to: $1) : .line(to: $1) } + [.closeSubpath], figure: .rect(rect))
    }

    /// Rectangles, each a closed subpath.
    public mutating func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    /// A rounded rectangle as a closed subpath.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        append(
            Self.corners(of: rect).enumerated().map { $0 == 0 ? .move(to: $1) : .line(to: $1) } + [.closeSubpath],
            figure: .roundedRect(rect, min(cornerSize.width, cornerSize.height)))
    }

    /// An ellipse inscribed in `rect`, as a closed subpath.
    public mutating func addEllipse(in rect: CGRect) {
        let points = [
            CGPoint(x: rect.midX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.midY),
            CGPoint(x: rect.midX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.midY),
        ]
        append(
            [.move(to: points[0])] + points.dropFirst().map { .quadCurve(to: $0, control: $0) }
                + [.quadCurve(to: points[0], control: points[0]), .closeSubpath], figure: .ellipse(rect))
    }

    /// An arc of the circle at `center` from `startAngle` to `endAngle` (its
    /// bounding points are kept: the circle's extremes it passes and its ends).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        func point(_ radians: Double) -> CGPoint {
            CGPoint(x: center.x + radius * CGFloat(cos(radians)), y: center.y + radius * CGFloat(sin(radians)))
        }
        var start = startAngle.radians, end = endAngle.radians
        if clockwise { swap(&start, &end) }
        while end < start { end += 2 * .pi }
        let first = point(start)
        if elements.isEmpty { move(to: first) } else { addLine(to: first) }
        var quarter = (start / (.pi / 2)).rounded(.up) * (.pi / 2)
        while quarter < end {
            addLine(to: point(quarter))
            quarter += .pi / 2
        }
        addLine(to: point(end))
    }

    /// The path moved by `x` and `y`.
    public func offsetBy(dx x: CGFloat, dy y: CGFloat) -> Path {
        func moved(_ point: CGPoint) -> CGPoint { CGPoint(x: point.x + x, y: point.y + y) }
        var copy = self
        copy.elements = elements.map { element in
            switch element {
            case .move(let point): .move(to: moved(point))
            case .line(let point): .line(to: moved(point))
            case .quadCurve(let point, let control): .quadCurve(to: moved(point), control: moved(control))
            case .curve(let point, let c1, let c2): .curve(to: moved(point), control1: moved(c1), control2: moved(c2))
            case .closeSubpath: .closeSubpath
            }
        }
        copy.figure =
            switch figure {
            case .rect(let rect): .rect(rect.offsetBy(dx: x, dy: y))
            case .ellipse(let rect): .ellipse(rect.offsetBy(dx: x, dy: y))
            case .roundedRect(let rect, let radius): .roundedRect(rect.offsetBy(dx: x, dy: y), radius)
            case let other: other
            }
        return copy
    }

    /// A path is its own outline.
    public func path(in rect: CGRect) -> Path { self }

    private static func corners(of rect: CGRect) -> [CGPoint] {
        [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ]
    }
}
