import Foundation

/// How a view takes part in hit testing, as `contentShape(_:)` and
/// `allowsHitTesting(_:)` set it (docs/hit-testing.md).
enum HitTesting {
    /// `allowsHitTesting(false)`: the view and its subtree never receive a touch.
    case disabled
    /// `contentShape(_:)`: the view answers anywhere inside this shape in its
    /// frame, whatever its content draws.
    case shape(ShapeKind)
    /// A list row whose content is a button (a `Button`, a `NavigationLink`): the
    /// button answers anywhere in the row, as a list's cell is selected wherever
    /// it is touched (docs/hit-testing.md). Content answers as without it.
    case listRow
}

/// Where a finger acts on a view: the hit-testable parts of its content, the
/// way SwiftUI hit-tests (docs/hit-testing.md).
///
/// Filled shapes, colours, text and images answer over their frames; a
/// clear colour, a spacer and the gaps of a stack do not; a stroke answers
/// only along its line; `contentShape(_:)` replaces the content's shape with
/// its own and `allowsHitTesting(false)` removes the subtree; a view drawn at
/// zero opacity is not there to touch.
enum HitAreas {
    /// The hit-testable rectangles of `node`'s subtree, in screen points.
    static func rects(of node: _ViewNode) -> [CGRect] {
        var rects: [CGRect] = []
        collect(node, into: &rects)
        return rects
    }

    private static func collect(_ node: _ViewNode, into rects: inout [CGRect]) {
        if node.environment.storage.opacity <= 0 { return }
        switch node.hitTesting {
        case .disabled?: return
        case .shape?:
            add(node.frame, to: &rects)
            return
        case .listRow?, nil: break
        }
        switch node.kind {
        case .text, .image, .fixed, .wide:
            add(node.frame, to: &rects)
        case .paint(let paint, let shape, let stroke):
            guard paint.isVisible else { return }
            // A shape of one's own answers where its path lies (its figure, or its bounding rectangle).
            let frame = shape.layer(in: node.frame).frame
            guard let stroke else { return add(frame, to: &rects) }
            guard stroke.lineWidth > 0 else { return }
            // The line: four bands as wide as the stroke, centred on the frame's edge
            // (`stroke`) or just inside it (`strokeBorder`).
            let width = CGFloat(stroke.lineWidth)
            let inset = stroke.placement == .inside ? width / 2 : 0
            let edge = frame.insetBy(dx: inset, dy: inset), half = width / 2
            add(CGRect(x: edge.minX - half, y: edge.minY - half, width: edge.width + width, height: width), to: &rects)
            add(CGRect(x: edge.minX - half, y: edge.maxY - half, width: edge.width + width, height: width), to: &rects)
            add(CGRect(x: edge.minX - half, y: edge.minY + half, width: width, height: edge.height - width), to: &rects)
            add(CGRect(x: edge.maxX - half, y: edge.minY + half, width: width, height: edge.height - width), to: &rects)
        case .spacer, .absent:
            return
        default:
            for child in node.children { collect(child, into: &rects) }
        }
    }

    private static func add(_ rect: CGRect, to rects: inout [CGRect]) {
        guard rect.width > 0, rect.height > 0 else { return }
        rects.append(rect)
    }
}

extension Paint {
    /// Whether painting this leaves a mark (a clear colour does not, and is not hit-testable).
    var isVisible: Bool {
        switch self {
        case .solid(let color): color.alpha > 0
        case .gradient(let stops, _, _): stops.contains { $0.color.alpha > 0 }
        case .material: true
        }
    }
}
