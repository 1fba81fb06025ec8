import Foundation

/// Builds the accessibility tree from a laid-out view tree the way SwiftUI
/// does (reference §4.1–§4.4, decisions 3, 4, 11, 12, 15, 16, 17).
///
/// Plain containers (stacks, groups, padding, frames) are transparent: their
/// elements join the parent's list. Hidden subtrees stay, flagged hidden.
/// Children of an element are kept (what it merged or was labelled from).
struct TreeBuilder {
    /// What the builder knows at a point of the walk.
    struct Context {
        /// Every layer painted behind this point so far, bottom first: the
        /// page, then the backgrounds and earlier `ZStack` layers of the
        /// enclosing views, as SwiftUI paints them (docs/drawing.md).
        var backdrop: [PaintLayer]
        var hidden = false
        /// Inside a Button or Toggle, whose own boundary is the first outline it draws.
        var inControl = false
        /// Below `allowsHitTesting(false)`: nothing here receives a touch.
        var hitTestingDisabled = false
        /// Inside a list row whose content is a button: the row's frame, where that button answers.
        var listRowArea: CGRect?

        /// The same context, inside a control (whose own controls answer where they draw, not across the row).
        var insideControl: Context {
            var copy = self
            copy.inControl = true
            copy.listRowArea = nil
            return copy
        }
    }

    /// Where taps land in this render, in drawing order (``HitList``).
    let hits = HitList()

    // MARK: Collecting drafts

    func collect(_ node: _ViewNode, _ context: Context) -> [Draft] {
        var context = context
        if node.environment.storage.opacity <= 0 { context.hidden = true }
        if case .disabled? = node.hitTesting { context.hitTestingDisabled = true }
        if case .listRow? = node.hitTesting { context.listRowArea = node.frame }
        if let action = node.styleInteraction {
            hits.fill(
                hits.reserve(),
                with: HitRegion(
                    rects: touchRects(of: node, context), run: action,
                    isEnabled: node.environment.isEnabled, isOwned: false, isSizedByPlatform: node.isSizedByPlatform))
        }
        let drafts = collectContent(node, context)
        if let slot = node.slot {
            for index in drafts.indices where drafts[index].slot == nil { drafts[index].slot = slot }
        }
        // A rotor target is noted only below a rotor: elsewhere the optional is not even copied.
        if node.environment.storage.rotorScope, let target = node.environment.storage.rotorTarget {
            let key = RotorTargetKey(namespace: nil, id: target)
            for draft in drafts where !draft.rotorKeys.contains(key) { draft.rotorKeys.append(key) }
        }
        if context.hidden {
            for index in drafts.indices { drafts[index].hide() }
        }
        return drafts
    }

    func collectChildren(_ node: _ViewNode, _ context: Context) -> [Draft] {
        // A wrapper's single child's list is the wrapper's (no list built per level).
        if node.children.count == 1 { return collect(node.children[0], context) }
        var result: [Draft] = []
        for child in node.children { result.append(contentsOf: collect(child, context)) }
        return result
    }

    private func collectContent(_ node: _ViewNode, _ context: Context) -> [Draft] {
        if let role = node.role { return collectRole(role, node, context) }
        if let modifier = node.modifier {
            if case .tap(let action) = modifier { return collectTap(action, node, context) }
            return apply(modifier, to: collectChildren(node, context), at: node, context)
        }
        switch node.kind {
        case .decorated(let backgrounds):
            // SwiftUI paints a view's backgrounds, then the view, then its overlays,
            // each over everything painted before it. (What the last layer paints is
            // behind nothing that follows, so it is not collected.)
            var result: [Draft] = []
            var inner = context
            let overlays = node.children.count - 1 - backgrounds
            for decoration in node.children.dropFirst().prefix(backgrounds) {
                result.append(contentsOf: collect(decoration, inner))
                Self.appendLayers(of: decoration, to: &inner.backdrop)
            }
            if let content = node.children.first {
                let drafts = collect(content, inner)
                // Outside a control (whose outline is its own boundary), an outline drawn over
                // the content (`.overlay { Circle().stroke(lineWidth: 2) }`) is the visible
                // boundary of the element it surrounds, unless it outlines a fill that already
                // sets the element apart from what is behind (`isIdentifiedByFill`).
                if !context.inControl, drafts.count == 1, drafts[0].node.isElement, drafts[0].node.boundary == nil,
                    let overlay = node.children.dropFirst(1 + backgrounds).first(where: { Self.outlinePaint($0) != nil }),
                    let stroke = Self.outlineNode(overlay), case .paint(let outline, _, _) = stroke.kind,
                    !Self.isIdentifiedByFill(
                        outlinedBy: overlay, fills: node.children.prefix(1 + backgrounds), behind: context.backdrop,
                        environment: node.environment)
                {
                    drafts[0].node.boundary = outline.representative
                    if stroke.site.isKnown { drafts[0].node.boundarySite = stroke.site }
                }
                result.append(contentsOf: drafts)
                if overlays > 0 { Self.appendLayers(of: content, to: &inner.backdrop) }
            }
            for (index, decoration) in node.children.dropFirst(1 + backgrounds).enumerated() {
                result.append(contentsOf: collect(decoration, inner))
                if index + 1 < overlays { Self.appendLayers(of: decoration, to: &inner.backdrop) }
            }
            return result
        case .absent:
            // A slot the control or its style does not draw (a slider's label, a
            // label a custom toggle style leaves out, `labelsHidden()`): it still
            // names the control, but shows nothing a sighted person could read.
            var inner = context
            inner.hidden = true
            let drafts = collectChildren(node, inner)
            for draft in drafts { Self.undraw(draft) }
            return drafts
        case .zstack:
            var result: [Draft] = []
            var inner = context
            for (index, child) in node.children.enumerated() {
                result.append(contentsOf: collect(child, inner))
                if index + 1 < node.children.count { Self.appendLayers(of: child, to: &inner.backdrop) }
            }
            return result
        default:
            return collectChildren(node, context)
        }
    }

    /// Removes what `draft` and its subtree would show: texts, fonts,
    /// colours, truncation, boundaries and layers. Its labels stay.
    static func undraw(_ draft: Draft) {
        draft.texts = []
        draft.node.isTruncated = false
        draft.node.font = nil
        draft.node.foreground = nil
        draft.node.boundary = nil
        draft.node.drawing = []
        for child in draft.children { undraw(child) }
    }

    /// Appends the layers `node` and its subtree paint, in painting order:
    /// filled and stroked shapes, colours, gradients and materials with the
    /// opacity in force, and pictures (`Image` of an asset, whose colours are
    /// unknown). What paints nothing (`Color.clear`, a stroke of width 0, a
    /// view at opacity 0) adds nothing. Text and symbols are not layers.
    static func appendLayers(of node: _ViewNode, to layers: inout [PaintLayer]) {
        let environment = node.environment
        let opacity = environment.storage.opacity
        guard opacity > 0 else { return }
        switch node.kind {
        case .paint(let paint, let shape, let stroke):
            let placed = shape.layer(in: node.frame)
            let layer = PaintLayer(
                frame: placed.frame, shape: placed.shape,
                fill: paint.fill(opacity: opacity, mirrored: environment.layoutDirection == .rightToLeft),
                stroke: stroke, isPlatformDrawn: node.isPlatformDrawn)
            if layer.isVisible { layers.append(layer) }
        case .image(.asset, _):
            layers.append(PaintLayer(frame: node.frame, fill: .image))
        case .decorated(let backgrounds):
            for decoration in node.children.dropFirst().prefix(backgrounds) { appendLayers(of: decoration, to: &layers) }
            if let content = node.children.first { appendLayers(of: content, to: &layers) }
            for decoration in node.children.dropFirst(1 + backgrounds) { appendLayers(of: decoration, to: &layers) }
        default:
            for child in node.children { appendLayers(of: child, to: &layers) }
        }
    }

    /// The layers `node` paints.
    static func layers(of node: _ViewNode) -> [PaintLayer] {
        var layers: [PaintLayer] = []
        appendLayers(of: node, to: &layers)
        return layers
    }

    /// The paint of an outline a view draws (a shape stroked with a positive
    /// line width in a visible colour, through wrappers), if it is one.
    /// Whether the outline `overlay` draws surrounds an opaque fill of the
    /// same shape and frame among what `fills` paint (the content and its
    /// backgrounds: `.background(Capsule().fill(.white))` inside) that contrasts
    /// 3:1 or more with what lies behind it: a white capsule with a thin
    /// blue line on a dark page. The fill's edge is then the "visual
    /// information required to identify" the component (WCAG 1.4.11,
    /// Understanding Non-text Contrast), and the line is decoration, no
    /// boundary to measure (docs/drawing.md).
    static func isIdentifiedByFill(
        outlinedBy overlay: _ViewNode, fills: ArraySlice<_ViewNode>, behind: [PaintLayer], environment: EnvironmentValues
    ) -> Bool {
        var lines: [PaintLayer] = []
        appendLayers(of: overlay, to: &lines)
        guard let line = lines.last(where: { $0.stroke != nil }) else { return false }
        var layers: [PaintLayer] = []
        for fill in fills { appendLayers(of: fill, to: &layers) }
        guard
            let surface = layers.last(where: {
                $0.stroke == nil && $0.shape == line.shape && $0.frame == line.frame && $0.fill.kind == .solid
            }),
            let colour = surface.fill.stops.first?.color, colour.alpha >= 1
        else { return false }
        let centre = CGPoint(x: line.frame.midX, y: line.frame.midY)
        let page = Backdrop(layers: behind).color(at: centre) ?? (environment.colorScheme == .dark ? SRGBColor.black : SRGBColor.white)
        return colour.contrastRatio(with: page) >= 3
    }

    static func outlinePaint(_ node: _ViewNode) -> Paint? {
        guard let stroke = outlineNode(node), case .paint(let paint, _, _) = stroke.kind else { return nil }
        return paint
    }

    /// The node of the outline a view draws (``outlinePaint(_:)``), if it is one.
    static func outlineNode(_ node: _ViewNode) -> _ViewNode? {
        var current = node
        while true {
            guard current.environment.storage.opacity > 0 else { return nil }
            switch current.kind {
            case .paint(let paint, _, let stroke):
                guard let stroke, stroke.lineWidth > 0, paint.fill(opacity: current.environment.storage.opacity, mirrored: false).isVisible else {
                    return nil
                }
                return current
            case .passthrough, .frame, .padding, .offset, .zstack:
                guard current.children.count == 1, let first = current.children.first else { return nil }
                current = first
            default:
                return nil
            }
        }
    }

}
