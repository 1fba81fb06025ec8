import Foundation

/// Touch targets: where a finger acts on each control, and the hit-test list
/// a tap is resolved against (docs/hit-testing.md).
extension TreeBuilder {
    /// The hit-testable rectangles of `node`'s content, none below `allowsHitTesting(false)`.
    func touchRects(of node: _ViewNode, _ context: Context) -> [CGRect] {
        context.hitTestingDisabled ? [] : HitAreas.rects(of: node)
    }

    /// A Button: its action answers on the hit-testable parts of what its
    /// style drew (the label alone for `.plain`; a custom style's padding
    /// and background where they are drawn), or across the whole row when it
    /// is a list's row.
    func collectButton(_ info: ButtonRoleInfo, _ node: _ViewNode, _ context: Context, _ build: () -> Draft) -> Draft {
        let place = hits.reserve()
        let draft = build()
        let rects = context.listRowArea.map { context.hitTestingDisabled ? [] : [$0] } ?? touchRects(of: node, context)
        hits.fill(place, with: HitRegion(rects: rects, run: info.action, isEnabled: node.environment.isEnabled, isOwned: true))
        draft.node.touchTargets = rects
        return draft
    }

    /// `onTapGesture`: the gesture answers on the hit-testable parts of the
    /// view it is attached to; the first element it made activatable owns them.
    func collectTap(_ action: @escaping () -> Void, _ node: _ViewNode, _ context: Context) -> [Draft] {
        let place = hits.reserve()
        let drafts = apply(.tap(action), to: collectChildren(node, context), at: node, context)
        let rects = touchRects(of: node, context)
        let owner = drafts.first { $0.handlers.activateSource == node.identity }
        owner?.node.touchTargets = rects
        hits.fill(place, with: HitRegion(rects: rects, run: action, isEnabled: node.environment.isEnabled, isOwned: owner != nil))
        return drafts
    }

    /// A Toggle: its touch target is what its style's own interaction covers
    /// (the platform switch's track, a button style's capsule); a Button or a
    /// tap gesture inside a custom style is its own element's target; a
    /// style with neither draws a toggle a finger cannot act on.
    func collectToggle(_ node: _ViewNode, _ build: () -> Draft) -> Draft {
        let start = hits.count
        let draft = build()
        let claimed = hits.claimUnowned(in: start..<hits.count)
        draft.node.touchTargets = claimed.rects
        // The stock switch's track is the platform's size: WCAG's "user agent control".
        if claimed.sizedByPlatform { draft.node.isTargetSizedByPlatform = true }
        return draft
    }

    /// A stepper's button: its frame answers.
    func stepperTouch(_ draft: Draft, _ node: _ViewNode, _ context: Context, run: (() -> Void)?, enabled: Bool) {
        let rects = touchRects(of: node, context)
        draft.node.touchTargets = rects
        // The stepper's buttons are the platform's size (47×32 pt each): WCAG's "user agent control".
        draft.node.isTargetSizedByPlatform = true
        if let run {
            hits.fill(hits.reserve(), with: HitRegion(rects: rects, run: run, isEnabled: enabled && node.environment.isEnabled, isOwned: true))
        }
    }
}
