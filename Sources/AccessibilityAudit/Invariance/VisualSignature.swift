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
    }

    struct Paint: Hashable, Sendable {
        var path: NodePath
        var foreground: SRGBColor?
        var background: SRGBColor?
        var boundary: SRGBColor?
    }

    var shapes: [Shape]
    var paints: [Paint]

    init(_ tree: AccessibilityTree) {
        var shapes: [Shape] = []
        var paints: [Paint] = []
        tree.root.walk { node, path in
            shapes.append(Shape(path: path, text: node.isText ? node.visibleText : node.text,
                                image: node.isImage ? node.label : nil, frame: node.frame.map(CGRectLike.init),
                                fontSize: node.font?.size, fontWeight: node.font?.weight.rawValue, truncated: node.isTruncated,
                                motion: node.motion.rawValue, hasBoundary: node.boundary != nil))
            paints.append(Paint(path: path, foreground: node.foreground, background: node.background, boundary: node.boundary))
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
            return (b.path, parts.joined(separator: ", "))
        }
        return nil
    }
}
