import Foundation

/// Presentation facts of an element: its text, colours, boundary and identifier.
extension TreeBuilder {
    /// A new element for `node`, with the presentation facts of the node itself.
    func element(_ node: _ViewNode, _ context: Context, id: UInt64) -> Draft {
        let draft = Draft(node: AccessibilityNode(id: ElementID(Self.idString(id)), isElement: true, frame: node.frame))
        Self.setBackground(of: &draft.node, from: context.backdrop, over: node.frame)
        draft.node.motion = node.environment.storage.motion
        draft.node.isRenderedEnabled = node.environment.isEnabled
        if node.site.isKnown { draft.node.site = node.site }
        return draft
    }

    /// What is behind `frame`: the colour at its centre, the kind of paint
    /// that shows anywhere in it, and, when that is not one solid colour
    /// everywhere (a gradient, a material, a layer covering part of it), the
    /// layers themselves for the contrast rules to sample (docs/drawing.md).
    static func setBackground(of node: inout AccessibilityNode, from layers: [PaintLayer], over frame: CGRect) {
        // Most often the topmost layer that reaches the frame is one opaque colour over all of it.
        if let top = layers.last(where: { $0.touches(frame) }), top.fill.kind == .solid, top.hidesBelow(frame),
            let color = top.fill.stops.first?.color
        {
            node.background = color
            node.backgroundKind = .solid
            return
        }
        let relevant = Backdrop.relevant(layers, to: frame)
        let backdrop = Backdrop(layers: relevant)
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        if Backdrop.isUniform(relevant, over: frame) {
            node.background = backdrop.color(at: centre) ?? Paint.defaultBackground.representative
            node.backgroundKind = .solid
            return
        }
        node.backdrop = relevant
        node.backgroundKind = backdrop.kind(at: Backdrop.samplePoints(in: frame))
        node.background = backdrop.color(at: centre) ?? relevant.last?.fill.stops.first?.color
    }

    func applyText(_ draft: inout Draft, _ node: _ViewNode) {
        let environment = node.environment
        draft.node.font = environment.fontFacts
        draft.node.foreground = foreground(of: node)
        draft.node.isTruncated = node.isTruncated
    }

    /// The text/icon colour of a node, with its opacity applied.
    func foreground(of node: _ViewNode) -> SRGBColor {
        var color = node.environment.resolvedForeground.paint.representative
        let opacity = node.environment.storage.opacity
        if opacity < 1 { color.alpha *= opacity }
        return color
    }

    /// Font, colours and truncation of the first text among `kids` (else the first image).
    func takePresentation(_ draft: inout Draft, from kids: [Draft]) {
        var stack = Array(kids.reversed())
        var firstImage: Draft?
        var truncated = false
        var found: Draft?
        while let next = stack.popLast() {
            if next.node.isTruncated { truncated = true }
            if found == nil, next.node.font != nil { found = next }
            if firstImage == nil, next.node.traits.contains(.image), next.node.foreground != nil { firstImage = next }
            stack.append(contentsOf: next.children.reversed())
        }
        if let source = found ?? firstImage {
            draft.node.font = draft.node.font ?? source.node.font
            draft.node.foreground = draft.node.foreground ?? source.node.foreground
            draft.node.background = source.node.background ?? draft.node.background
            draft.node.backgroundKind = source.node.backgroundKind ?? draft.node.backgroundKind
            draft.node.backdrop = source.node.backdrop
        }
        if truncated { draft.node.isTruncated = true }
    }

    /// The colour of the first stroked outline in a control (its visible
    /// boundary), and the call that stroked it.
    func boundary(in node: _ViewNode) -> (color: SRGBColor, site: CodeLocation.Site)? {
        var stack = [node]
        while let next = stack.popLast() {
            guard next.environment.storage.opacity > 0 else { continue }
            if case .paint(let paint, _, let stroke?) = next.kind {
                // A stroke of width 0, or in a colour that cannot be seen, is no boundary.
                if stroke.lineWidth > 0, paint.fill(opacity: next.environment.storage.opacity, mirrored: false).isVisible {
                    return (paint.representative, next.site)
                }
                continue
            }
            stack.append(contentsOf: next.children.reversed())
        }
        return nil
    }

    /// Sets the boundary of `draft` and, when the call that drew it records
    /// one, where it was drawn.
    func draw(boundary drawn: (color: SRGBColor, site: CodeLocation.Site), on draft: Draft) {
        draft.node.boundary = drawn.color
        if drawn.site.isKnown { draft.node.boundarySite = drawn.site }
    }

    /// The fill of a switch's track: a filled capsule, directly or as the
    /// first layer of a `ZStack`, in a 51×31 frame (the platform switch, or a
    /// style that draws one like it), and the `.fill(…)` of a style's own track
    /// (the platform's switch records none). A style that draws no such track has none.
    func trackColor(in node: _ViewNode) -> (color: SRGBColor, site: CodeLocation.Site)? {
        var stack = [node]
        while let next = stack.popLast() {
            if case .frame(let spec) = next.kind,
                spec.width == LayoutConstants.switchSize.width, spec.height == LayoutConstants.switchSize.height
            {
                var track = next.children.first
                while let layer = track, case .zstack = layer.kind { track = layer.children.first }
                if let track, case .paint(let paint, .capsule, nil) = track.kind { return (paint.representative, track.site) }
            }
            stack.append(contentsOf: next.children.reversed())
        }
        return nil
    }

    static func idString(_ identity: UInt64) -> String {
        String(identity, radix: 36)
    }
}
