import Foundation

/// How a view takes part in hit testing, as `contentShape(_:)` and
/// `allowsHitTesting(_:)` set it (docs/hit-testing.md).
enum HitTesting {
    /// `allowsHitTesting(false)`: the view and its subtree never receive a touch.
    case disabled
    /// `contentShape(_:)`: the view answers anywhere inside this shape in its
    /// frame, whatever its content draws.
    case shape(ShapeKind)
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
        case nil: break
        }
        switch node.kind {
        case .text, .image, .fixed, .wide:
            add(node.frame, to: &rects)
        case .paint(let paint, _, let stroke):
            guard paint.isVisible else { return }
            guard let stroke else { return add(node.frame, to: &rects) }
            guard stroke > 0 else { return }
            // The line, centred on the frame's edge: four bands as wide as the stroke.
            let frame = node.frame, half = stroke / 2
            add(CGRect(x: frame.minX - half, y: frame.minY - half, width: frame.width + stroke, height: stroke), to: &rects)
            add(CGRect(x: frame.minX - half, y: frame.maxY - half, width: frame.width + stroke, height: stroke), to: &rects)
            add(CGRect(x: frame.minX - half, y: frame.minY + half, width: stroke, height: frame.height - stroke), to: &rects)
            add(CGRect(x: frame.maxX - half, y: frame.minY + half, width: stroke, height: frame.height - stroke), to: &rects)
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
        case .gradient(let colors): colors.contains { $0.alpha > 0 }
        case .material: true
        }
    }
}
