import AccessibilityAudit
import AccessibilityModel
import Foundation

extension AuditReport.Screen {
    /// The settings a catalog run pictures each unit in besides its default
    /// cell (`AuditConfiguration.screenVariants`): the dark colour scheme,
    /// and the smallest and the largest Dynamic Type sizes.
    public static let variants: [SettingsOverride] = [
        SettingsOverride(colorScheme: .dark), SettingsOverride(dynamicTypeSize: .xSmall), SettingsOverride(dynamicTypeSize: .accessibility5),
    ]

    /// What a picture of a tree paints, node by node, in painting order
    /// (docs/drawing.md): each node's backdrop layers that no earlier node
    /// painted, then the layers it draws; where the tree says a node's
    /// background is one colour that nothing painted so far shows at its
    /// centre (a container's surface the tree keeps no layer of), a rectangle
    /// of that colour at the frame of the largest node whose whole subtree
    /// stands on it.
    struct Painter {
        /// A subtree's background: no node of it says, one colour, or several.
        enum Uniform: Equatable {
            case none
            case color(String)
            case mixed

            mutating func add(_ other: Uniform) {
                switch (self, other) {
                case (_, .none): break
                case (.none, _): self = other
                case (.color(let a), .color(let b)) where a == b: break
                default: self = .mixed
                }
            }
        }

        /// The layers painted so far, bottom first, with the page under them.
        private(set) var painted: [PaintLayer]
        private var seen: Set<PaintLayer> = []

        init(page: PaintLayer?) {
            painted = page.map { [$0] } ?? []
            if let page { seen.insert(page) }
        }

        /// The background of every node's subtree, in pre-order, for `nodes` given in pre-order with their depths.
        static func uniformBackgrounds(_ nodes: [(node: AccessibilityNode, depth: Int)]) -> [Uniform] {
            var result = [Uniform](repeating: .none, count: nodes.count)
            var parents = [Int](repeating: -1, count: nodes.count)
            var lastAtDepth: [Int] = []
            for (index, entry) in nodes.enumerated() {
                if entry.depth > 0, entry.depth - 1 < lastAtDepth.count { parents[index] = lastAtDepth[entry.depth - 1] }
                if lastAtDepth.count > entry.depth { lastAtDepth.removeLast(lastAtDepth.count - entry.depth) }
                lastAtDepth.append(index)
                let node = entry.node
                if !node.backdrop.isEmpty {
                    result[index] = .mixed
                } else if let background = node.background {
                    result[index] = .color(background.hex)
                }
            }
            for index in nodes.indices.reversed() where parents[index] >= 0 {
                result[parents[index]].add(result[index])
            }
            return result
        }

        /// The layers to paint at `node` before its content.
        /// - Parameter subtree: the background its whole subtree stands on (``uniformBackgrounds(_:)``).
        mutating func layers(at node: AccessibilityNode, frame: CGRect, subtree: Uniform) -> [PaintLayer] {
            var added: [PaintLayer] = []
            for layer in node.backdrop + node.drawing where layer.isVisible && !seen.contains(layer) {
                seen.insert(layer)
                added.append(layer)
            }
            painted += added
            // A colour the tree states but no layer painted: the node's own, or that of everything in it.
            let stated: SRGBColor?
            if node.backdrop.isEmpty, let background = node.background {
                stated = background
            } else if node.background == nil, case .color(let hex) = subtree {
                stated = try? SRGBColor(hex: hex)
            } else {
                stated = nil
            }
            if let stated, stated.alpha > 0, frame.width > 0, frame.height > 0,
                Backdrop(layers: painted).color(at: CGPoint(x: frame.midX, y: frame.midY))?.hex != stated.hex
            {
                let surface = PaintLayer(frame: frame, fill: .solid(stated))
                painted.append(surface)
                added.append(surface)
            }
            return added
        }
    }

    /// The SF Symbol name an image shows, when its label was derived from it
    /// (the derivation turns the name's full stops into spaces; symbol names have no spaces).
    static func symbolName(of node: AccessibilityNode) -> String? {
        guard node.labelOrigin == .symbolName, let label = node.label else { return nil }
        return String(label.map { $0 == " " ? "." : $0 })
    }
}

extension PaintLayer {
    /// The same layer moved by `dx`, `dy`.
    func offsetBy(dx: Double, dy: Double) -> PaintLayer {
        var copy = self
        copy.frame = frame.offsetBy(dx: dx, dy: dy)
        return copy
    }
}
