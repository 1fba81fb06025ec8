import Foundation

/// One thing painted on screen: a shape filled or stroked with a paint, at a
/// frame, as SwiftUI draws a `Color`, a filled or stroked `Shape`, a gradient
/// or a material.
///
/// A node's ``AccessibilityNode/backdrop`` lists the layers painted behind its
/// content, bottom first; its ``AccessibilityNode/drawing`` lists the layers
/// it draws itself that are not nodes of their own (a switch's track and
/// knob, a chip's capsule). The contrast rules composite the backdrop at
/// points across the content's frame (docs/drawing.md).
///
/// ```swift
/// let card = PaintLayer(frame: CGRect(x: 0, y: 0, width: 200, height: 44),
///                       shape: .capsule, fill: .solid(.white))
/// card.covers(CGPoint(x: 100, y: 22))   // true
/// ```
public struct PaintLayer: Hashable, Sendable {
    /// The shape's bounding rectangle in screen points.
    public var frame: CGRect
    /// The outline within the frame.
    public var shape: LayerShape
    /// What the shape is painted with (its opacity folded into the colours).
    public var fill: LayerFill
    /// `nil` when the shape is filled; otherwise the outline is drawn.
    public var stroke: LayerStroke?
    /// Whether the platform draws this layer as part of a stock control and
    /// the author did not change it (a default switch's track and knob, a
    /// slider's track): WCAG 1.4.11 exempts appearance "determined by the
    /// user agent and not modified by the author". A tint, a custom style or
    /// a colour of the author's own makes the layer the author's.
    public var isPlatformDrawn: Bool

    public init(
        frame: CGRect, shape: LayerShape = .rectangle, fill: LayerFill, stroke: LayerStroke? = nil, isPlatformDrawn: Bool = false
    ) {
        self.frame = frame
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
        self.isPlatformDrawn = isPlatformDrawn
    }

    /// Whether painting this layer can change what is seen: a stroke of
    /// positive width, some colour that is not fully transparent, and a frame
    /// with area (a stroke of `lineWidth: 0` or `Color.clear` paints nothing).
    public var isVisible: Bool {
        if let stroke, !(stroke.lineWidth > 0) { return false }
        guard frame.width > 0 || frame.height > 0 else { return false }
        return fill.isVisible
    }

    /// Whether the layer paints the point `point` (screen points).
    public func covers(_ point: CGPoint) -> Bool {
        LayerGeometry(self).covers(point, in: frame)
    }

    /// Whether the layer's fill (any opacity) reaches every point of `rect`.
    public func coversAll(_ rect: CGRect) -> Bool {
        guard stroke == nil else { return false }
        // Every shape here is convex: covering the corners covers the rectangle.
        let geometry = LayerGeometry(self)
        return geometry.covers(CGPoint(x: rect.minX, y: rect.minY), in: frame)
            && geometry.covers(CGPoint(x: rect.maxX, y: rect.minY), in: frame)
            && geometry.covers(CGPoint(x: rect.minX, y: rect.maxY), in: frame)
            && geometry.covers(CGPoint(x: rect.maxX, y: rect.maxY), in: frame)
    }

    /// Whether the layer's frame touches `rect` (edges included, so an empty rectangle on it counts).
    public func touches(_ rect: CGRect) -> Bool {
        let reach = stroke.map { $0.placement == .centered ? $0.lineWidth / 2 : 0 } ?? 0
        return frame.minX - reach <= rect.maxX && rect.minX <= frame.maxX + reach
            && frame.minY - reach <= rect.maxY && rect.minY <= frame.maxY + reach
    }

    /// Whether the layer paints every point of `rect` with an opaque colour,
    /// so nothing below it shows through there.
    public func hidesBelow(_ rect: CGRect) -> Bool {
        fill.isOpaque && coversAll(rect)
    }

    /// The colour this layer paints at `point`, `nil` when it cannot be known (a picture).
    public func color(at point: CGPoint) -> SRGBColor? {
        let unit = CGPoint(
            x: frame.width > 0 ? (point.x - frame.minX) / frame.width : 0.5,
            y: frame.height > 0 ? (point.y - frame.minY) / frame.height : 0.5)
        return fill.color(atUnitPoint: unit)
    }
}

/// How a shape's outline is drawn.
public struct LayerStroke: Hashable, Sendable {
    /// Where the line lies relative to the outline.
    public struct Placement: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Centred on the outline (`stroke(_:lineWidth:)`).
        public static let centered = Placement(rawValue: "centered")
        /// Inside the outline (`strokeBorder(_:lineWidth:)`).
        public static let inside = Placement(rawValue: "inside")
        public static let allKnown: [Placement] = [.centered, .inside]
    }

    public var lineWidth: Double
    public var placement: Placement

    public init(lineWidth: Double, placement: Placement = .centered) {
        self.lineWidth = lineWidth
        self.placement = placement
    }
}

/// The outline of a layer within its frame.
public struct LayerShape: Hashable, Sendable, CustomStringConvertible {
    /// The kind of outline.
    public struct Kind: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let rectangle = Kind(rawValue: "rectangle")
        public static let roundedRectangle = Kind(rawValue: "roundedRectangle")
        /// A rounded rectangle whose corner radius is half its shorter side.
        public static let capsule = Kind(rawValue: "capsule")
        /// A circle centred in the frame, as wide as the frame's shorter side.
        public static let circle = Kind(rawValue: "circle")
        /// An ellipse filling the frame.
        public static let ellipse = Kind(rawValue: "ellipse")
        public static let allKnown: [Kind] = [.rectangle, .roundedRectangle, .capsule, .circle, .ellipse]
    }

    public var kind: Kind
    /// The corner radius of a rounded rectangle (0 otherwise).
    public var cornerRadius: Double

    public init(kind: Kind, cornerRadius: Double = 0) {
        self.kind = kind
        self.cornerRadius = cornerRadius
    }

    public static let rectangle = LayerShape(kind: .rectangle)
    public static let capsule = LayerShape(kind: .capsule)
    public static let circle = LayerShape(kind: .circle)
    public static let ellipse = LayerShape(kind: .ellipse)
    public static func roundedRectangle(cornerRadius: Double) -> LayerShape {
        LayerShape(kind: .roundedRectangle, cornerRadius: cornerRadius)
    }

    public var description: String {
        kind == .roundedRectangle ? "roundedRectangle(\(cornerRadius))" : kind.rawValue
    }

    /// Distance from `point` to the outline drawn in `frame`: negative inside,
    /// positive outside (exact for rectangles, rounded rectangles, capsules and
    /// circles; for an ellipse, the distance in the circle it is scaled from).
    public func signedDistance(from point: CGPoint, in frame: CGRect) -> Double {
        LayerGeometry.Outline(self).signedDistance(from: point, in: frame)
    }
}

/// A layer's outline and stroke as the point tests use them, with the names
/// of its shape's kind and its stroke's placement read once: contrast is
/// sampled at up to 27 points of a text over every layer behind it, and
/// comparing the names at each point cost more than the geometry.
struct LayerGeometry: Sendable {
    /// The outline's kind; an unknown kind (a newer writer's) is a rectangle.
    enum Outline: Sendable {
        case rectangle, capsule, circle, ellipse
        case roundedRectangle(cornerRadius: Double)

        init(_ shape: LayerShape) {
            switch shape.kind {
            case .circle: self = .circle
            case .ellipse: self = .ellipse
            case .capsule: self = .capsule
            case .roundedRectangle: self = .roundedRectangle(cornerRadius: shape.cornerRadius)
            default: self = .rectangle
            }
        }

        /// See `LayerShape.signedDistance(from:in:)`.
        func signedDistance(from point: CGPoint, in frame: CGRect) -> Double {
            let cx = Double(frame.midX), cy = Double(frame.midY)
            let px = Double(point.x) - cx, py = Double(point.y) - cy
            let hw = Double(frame.width) / 2, hh = Double(frame.height) / 2
            let radius: Double
            switch self {
            case .circle:
                return (px * px + py * py).squareRoot() - min(hw, hh)
            case .ellipse:
                guard hw > 0, hh > 0 else { return max(abs(px) - hw, abs(py) - hh) }
                let scale = min(hw, hh)
                let nx = px / hw * scale, ny = py / hh * scale
                return (nx * nx + ny * ny).squareRoot() - scale
            case .capsule: radius = min(hw, hh)
            case .roundedRectangle(let cornerRadius): radius = max(0, min(cornerRadius, min(hw, hh)))
            case .rectangle: radius = 0
            }
            // The rounded box's signed distance.
            let qx = abs(px) - (hw - radius), qy = abs(py) - (hh - radius)
            let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
            return outside + min(max(qx, qy), 0) - radius
        }
    }

    let outline: Outline
    /// The stroke's width and whether it lies inside the outline; `nil` for a filled shape.
    let stroke: (lineWidth: Double, inside: Bool)?

    init(_ layer: PaintLayer) {
        outline = Outline(layer.shape)
        stroke = layer.stroke.map { ($0.lineWidth, $0.placement == .inside) }
    }

    /// See `PaintLayer.covers(_:)`; `frame` is the layer's.
    func covers(_ point: CGPoint, in frame: CGRect) -> Bool {
        let distance = outline.signedDistance(from: point, in: frame)
        guard let stroke else { return distance <= 0 }
        if stroke.inside { return distance <= 0 && distance >= -stroke.lineWidth }
        return abs(distance) <= stroke.lineWidth / 2
    }
}
