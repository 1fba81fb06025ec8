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
        /// The nearest paint drawn behind this point.
        var background: Paint
        var hidden = false
        /// Inside a Button or Toggle, whose own boundary is the first outline it draws.
        var inControl = false
        /// Below `allowsHitTesting(false)`: nothing here receives a touch.
        var hitTestingDisabled = false

        /// The same context, inside a control.
        var insideControl: Context {
            var copy = self
            copy.inControl = true
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
        if let action = node.styleInteraction {
            hits.fill(hits.reserve(), with: HitRegion(rects: touchRects(of: node, context), run: action,
                                                      isEnabled: node.environment.isEnabled, isOwned: false))
        }
        let drafts = collectContent(node, context)
        if let slot = node.slot {
            for index in drafts.indices where drafts[index].slot == nil { drafts[index].slot = slot }
        }
        if context.hidden {
            for index in drafts.indices { drafts[index].hide() }
        }
        return drafts
    }

    func collectChildren(_ node: _ViewNode, _ context: Context) -> [Draft] {
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
            var result: [Draft] = []
            var background = context.background
            for decoration in node.children.dropFirst().prefix(backgrounds) {
                result.append(contentsOf: collect(decoration, context))
                if let paint = Self.coveringPaint(decoration) { background = paint.over(background) }
            }
            var inner = context
            inner.background = background
            if let content = node.children.first {
                let drafts = collect(content, inner)
                // Outside a control (whose outline is its own boundary), an outline drawn over
                // the content (`.overlay { Circle().stroke(lineWidth: 2) }`) is the visible
                // boundary of the element it surrounds.
                if !context.inControl, drafts.count == 1, drafts[0].node.isElement, drafts[0].node.boundary == nil,
                   let outline = node.children.dropFirst(1 + backgrounds).lazy.compactMap(Self.outlinePaint).first {
                    drafts[0].node.boundary = outline.representative
                }
                result.append(contentsOf: drafts)
            }
            for decoration in node.children.dropFirst(1 + backgrounds) { result.append(contentsOf: collect(decoration, inner)) }
            return result
        case .zstack:
            var result: [Draft] = []
            var inner = context
            for child in node.children {
                result.append(contentsOf: collect(child, inner))
                if let paint = Self.coveringPaint(child) { inner.background = paint.over(inner.background) }
            }
            return result
        default:
            return collectChildren(node, context)
        }
    }

    /// The paint a view fills its whole frame with, if it is a filled shape or colour (through wrappers).
    static func coveringPaint(_ node: _ViewNode) -> Paint? {
        var current = node
        while true {
            switch current.kind {
            case .paint(let paint, _, let stroke):
                if stroke != nil { return nil }
                var paint = paint
                let opacity = current.environment.storage.opacity
                if opacity < 1, case .solid(var color) = paint {
                    color.alpha *= opacity
                    paint = .solid(color)
                }
                return paint
            case .passthrough, .frame, .padding, .zstack, .decorated, .offset:
                guard let first = current.children.first, current.children.count == 1 || isDecorated(current) else { return nil }
                current = first
            default:
                return nil
            }
        }
    }

    /// The paint of an outline a view draws (a shape stroked with a positive
    /// line width, through wrappers), if it is one.
    static func outlinePaint(_ node: _ViewNode) -> Paint? {
        var current = node
        while true {
            switch current.kind {
            case .paint(let paint, _, let stroke):
                guard let stroke, stroke > 0 else { return nil }
                return paint
            case .passthrough, .frame, .padding, .offset, .zstack:
                guard current.children.count == 1, let first = current.children.first else { return nil }
                current = first
            default:
                return nil
            }
        }
    }

    private static func isDecorated(_ node: _ViewNode) -> Bool {
        if case .decorated = node.kind { return true }
        return false
    }
}
