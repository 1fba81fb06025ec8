import AccessibilityModel

/// What a sighted person sees of one rendered cell, split into what does not
/// depend on colour (text, image names, frames, fonts, truncation, motion,
/// whether a boundary is drawn) and the colours themselves.
///
/// Two states whose colour-free parts are equal but whose colours differ are
/// told apart by colour alone.
struct VisualSignature: Hashable, Sendable {
    struct Shape: Hashable, Sendable {
        var path: NodePath
        var text: String?
        var image: String?
        var frame: CGRectLike?
        var fontSize: Double?
        var fontWeight: String?
        var truncated: Bool
        var motion: UInt8
        var hasBoundary: Bool
        /// What the node draws besides its text and images, without colour:
        /// each layer's frame, outline, stroke and kind of paint (a knob that
        /// moves, a ring that appears, a fill that becomes an outline).
        var drawn: [DrawnShape]
    }

    /// A drawn layer without its colours.
    struct DrawnShape: Hashable, Sendable {
        var frame: CGRectLike
        var shape: LayerShape
        var stroke: LayerStroke?
        var kind: BackgroundKind

        init(_ layer: PaintLayer) {
            frame = CGRectLike(layer.frame)
            shape = layer.shape
            stroke = layer.stroke
            kind = layer.fill.kind
        }
    }

    struct Paint: Hashable, Sendable {
        var path: NodePath
        var foreground: SRGBColor?
        var background: SRGBColor?
        var boundary: SRGBColor?
        /// The colours of what the node draws, layer by layer.
        var drawn: [[SRGBColor]]
    }

    var shapes: [Shape]
    var paints: [Paint]

    init(_ tree: AccessibilityTree) {
        var shapes: [Shape] = []
        var paints: [Paint] = []
        // A component's tree has a few dozen nodes: room for them, so the lists do not grow node by node.
        shapes.reserveCapacity(32)
        paints.reserveCapacity(32)
        tree.root.walk { node, path in
            shapes.append(
                Shape(
                    path: path, text: node.isText ? node.visibleText : node.text,
                    image: node.isImage ? node.label : nil, frame: node.frame.map(CGRectLike.init),
                    fontSize: node.font?.size, fontWeight: node.font?.weight.rawValue, truncated: node.isTruncated,
                    motion: node.motion.rawValue, hasBoundary: node.boundary != nil,
                    drawn: node.drawing.map(DrawnShape.init)))
            paints.append(
                Paint(
                    path: path, foreground: node.foreground, background: node.background, boundary: node.boundary,
                    drawn: node.drawing.map { $0.fill.stops.map(\.color) }))
            return .visitChildren
        }
        self.shapes = shapes
        self.paints = paints
    }

    /// The first node whose colours differ, with a description of the difference.
    func firstColourDifference(from other: VisualSignature) -> (path: NodePath, text: String)? {
        for (a, b) in zip(other.paints, paints) where a != b {
            var parts: [String] = []
            func describe(_ name: String, _ x: SRGBColor?, _ y: SRGBColor?) {
                if x != y { parts.append("\(name) \(x?.hex ?? "none") vs \(y?.hex ?? "none")") }
            }
            describe("foreground", a.foreground, b.foreground)
            describe("background", a.background, b.background)
            describe("boundary", a.boundary, b.boundary)
            for (index, (x, y)) in zip(a.drawn, b.drawn).enumerated() where x != y {
                parts.append("drawn layer \(index + 1) \(x.first?.hex ?? "none") vs \(y.first?.hex ?? "none")")
                break
            }
            return (b.path, parts.joined(separator: ", "))
        }
        return nil
    }

    /// Whether the two cells show the same content: the same texts, in
    /// order. States of one component (on and off, selected or not) show the
    /// same texts drawn differently, a checkmark or a fill added or not.
    func showsSameContent(as other: VisualSignature) -> Bool {
        shapes.compactMap(\.text) == other.shapes.compactMap(\.text)
    }

    /// The first node drawn differently in any way (text, image, frame, font,
    /// a drawn layer, or a colour), with a description of the difference.
    func firstDifference(from other: VisualSignature) -> (path: NodePath, text: String)? {
        for (a, b) in zip(other.shapes, shapes) where a != b {
            var parts: [String] = []
            if a.text != b.text { parts.append("text \(Format.quoted(a.text)) vs \(Format.quoted(b.text))") }
            if a.image != b.image { parts.append("image \(a.image ?? "none") vs \(b.image ?? "none")") }
            if a.fontWeight != b.fontWeight { parts.append("weight \(a.fontWeight ?? "none") vs \(b.fontWeight ?? "none")") }
            if a.fontSize != b.fontSize {
                parts.append("font size \(a.fontSize.map(Format.number) ?? "none") vs \(b.fontSize.map(Format.number) ?? "none")")
            }
            if a.frame != b.frame { parts.append("frame") }
            if a.drawn != b.drawn { parts.append("what it draws (\(a.drawn.count) vs \(b.drawn.count) layers)") }
            if a.hasBoundary != b.hasBoundary { parts.append(a.hasBoundary ? "a boundary vs none" : "no boundary vs one") }
            if parts.isEmpty { parts.append("how it is drawn") }
            return (b.path, parts.joined(separator: ", "))
        }
        if shapes.count != other.shapes.count {
            return (shapes.last?.path ?? .root, "\(other.shapes.count) vs \(shapes.count) drawn nodes")
        }
        return firstColourDifference(from: other)
    }
}
