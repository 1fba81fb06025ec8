import Foundation

/// Accessibility modifiers applied to the drafts below them.
extension TreeBuilder {
    func apply(_ modifier: AccessibilityModifier, to kids: [Draft], at node: _ViewNode, _ context: Context) -> [Draft] {
        var kids = kids
        switch modifier {
        case .hidden(let hidden):
            if hidden { for index in kids.indices { kids[index].hide() } }
            return kids
        case .children(.combine):
            let draft = merged(kids, at: node, context, tag: 0x636D_6200, iconFallback: false)
            return [enabledState(draft, node)]
        case .children(.ignore):
            var draft = element(node, context, id: StructuralHash.combine(node.identity, 0x6967_6E00))
            draft.children = kids
            draft.texts = kids.flatMap(\.texts)
            takePresentation(&draft, from: kids)
            return [enabledState(draft, node)]
        case .children(.contain):
            var container = AccessibilityNode(
                id: ElementID(rawValue: ""), isElement: false, container: .semanticGroup,
                frame: node.frame)
            container.isRenderedEnabled = node.environment.isEnabled
            let draft = Draft(node: container)
            draft.node.id = ElementID(Self.idString(StructuralHash.combine(node.identity, 0x636E_7400)))
            draft.children = kids
            draft.texts = kids.flatMap(\.texts)
            return [draft]
        case .container(let kind):
            var container = AccessibilityNode(id: ElementID(rawValue: ""), isElement: false, container: kind, frame: node.frame)
            container.isRenderedEnabled = node.environment.isEnabled
            let draft = Draft(node: container)
            draft.node.id = ElementID(Self.idString(StructuralHash.combine(node.identity, 0x6B6E_6400)))
            draft.children = kids
            draft.texts = kids.flatMap(\.texts)
            return [draft]
        case .elementType(let type, let identifier, let onContainer):
            return [typed(kids, type, identifier: identifier, onContainer: onContainer, at: node)]
        case .representation(let representation):
            let engine = LayoutEngine()
            _ = engine.size(representation, ProposedSize(width: node.frame.width, height: node.frame.height))
            engine.place(representation, node.frame)
            var drafts = collect(representation, context)
            let visible = kids
            for index in visible.indices { visible[index].hide() }
            if drafts.count == 1, drafts[0].node.isElement {
                drafts[0].children.append(contentsOf: visible)
                takePresentation(&drafts[0], from: visible)
                return drafts
            }
            return drafts + visible
        case .syntheticChildren(let synthetic):
            return syntheticChildren(synthetic, replacing: kids, at: node, context)
        case .actionViews(let content):
            // Each action is added as a chained accessibilityAction(named:) would be, in declaration order.
            var result = kids
            for action in actionViews(content, at: node, context) {
                result = apply(.namedAction(action.name, action.run), to: result, at: node, context)
            }
            return result
        default:
            break
        }
        let targets = kids.indices.filter { kids[$0].isVisibleElement || (kids[$0].node.container != nil && !kids[$0].node.isHidden) }
        if targets.isEmpty {
            if case .identifier(let identifier) = modifier {
                // A list's collection view (a table before iOS 16) is a view of its own in UIKit, and takes the
                // identifier itself: UI tests find it as `app.collectionViews["…"]`.
                if kids.count == 1, let type = kids[0].node.elementType, type == .collectionView || type == .table {
                    kids[0].node.identifier = identifier
                    return kids
                }
                return [identified(kids, identifier, at: node)]
            }
            guard Self.createsElement(modifier) else { return kids }
            var draft = element(node, context, id: StructuralHash.combine(node.identity, 0x6D6F_6400))
            draft.children = kids
            draft.texts = kids.flatMap(\.texts)
            takePresentation(&draft, from: kids)
            modify(&draft, modifier, node)
            return [enabledState(draft, node)]
        }
        for index in targets { modify(&kids[index], modifier, node) }
        return kids
    }

    /// A view with no elements that has an identifier: a node that is no
    /// element (VoiceOver does not stop at it) but carries the identifier, so
    /// a test or a scenario can find the view by it, as XCUITest finds
    /// `Color.red.accessibilityIdentifier("banner")` on iOS (reference §3:
    /// a group with an identifier is kept as a group).
    private func identified(_ kids: [Draft], _ identifier: String, at node: _ViewNode) -> Draft {
        var group = AccessibilityNode(id: ElementID(rawValue: ""), isElement: false, frame: node.frame)
        group.isRenderedEnabled = node.environment.isEnabled
        group.identifier = identifier
        let draft = Draft(node: group)
        draft.node.id = ElementID(Self.idString(StructuralHash.combine(node.identity, 0x6964_6E00)))
        draft.children = kids
        draft.texts = kids.flatMap(\.texts)
        return draft
    }

    /// The content under the element type XCUITest reports for it: a plain
    /// group (no element, no container kind, so VoiceOver's order, speech and
    /// rotors pass through it as through a stack) holding the content's
    /// nodes; or, `onContainer`, the content's one container itself.
    private func typed(_ kids: [Draft], _ type: ElementType, identifier: String?, onContainer: Bool, at node: _ViewNode) -> Draft {
        if onContainer, kids.count == 1, !kids[0].node.isElement, kids[0].node.container != nil {
            kids[0].node.elementType = type
            if let identifier { kids[0].node.identifier = identifier }
            return kids[0]
        }
        var group = AccessibilityNode(id: ElementID(rawValue: ""), isElement: false, elementType: type, frame: node.frame)
        group.isRenderedEnabled = node.environment.isEnabled
        if let identifier { group.identifier = identifier }
        let draft = Draft(node: group)
        draft.node.id = ElementID(Self.idString(StructuralHash.combine(node.identity, 0x7479_7065)))
        draft.children = kids
        draft.texts = kids.flatMap(\.texts)
        return draft
    }

    /// Whether a modifier on a view with no elements makes it one (§4.1).
    private static func createsElement(_ modifier: AccessibilityModifier) -> Bool {
        switch modifier {
        case .label, .value, .hint, .addTraits, .adjustable, .action, .namedAction, .heading, .zoom: true
        default: false
        }
    }

    private func modify(_ draft: inout Draft, _ modifier: AccessibilityModifier, _ node: _ViewNode) {
        switch modifier {
        case .label(let label):
            draft.node.label = label
            draft.node.labelOrigin = nil
        case .value(let value):
            draft.node.value = value
        case .hint(let hint):
            draft.node.hint = hint
        case .addTraits(let traits):
            draft.node.traits.formUnion(traits)
        case .removeTraits(let traits):
            draft.node.traits.subtract(traits)
        case .adjustable(let handler):
            draft.node.traits.insert(.adjustable)
            draft.handlers.increment = { handler(.increment) }
            draft.handlers.decrement = { handler(.decrement) }
            if !node.environment.isEnabled { draft.node.traits.insert(.notEnabled) }
        case .action(let kind, let handler):
            switch kind {
            case .default:
                draft.handlers.activate = handler
                draft.handlers.activateSource = node.identity
            case .escape: draft.handlers.escape = handler
            case .magicTap: draft.handlers.magicTap = handler
            }
            if !node.environment.isEnabled, kind == .default { draft.node.traits.insert(.notEnabled) }
        case .namedAction(let name, let handler):
            // SwiftUI exposes the last declared action first: `.accessibilityAction(named: "One")
            // .accessibilityAction(named: "Two")` is offered Two, One (decision 25).
            draft.handlers.custom.insert((name, handler), at: 0)
            // A disabled view's custom actions are disabled with it (decision 12).
            if !node.environment.isEnabled { draft.node.traits.insert(.notEnabled) }
        case .tap(let handler):
            draft.handlers.activate = handler
            draft.handlers.activateSource = node.identity
            if !node.environment.isEnabled { draft.node.traits.insert(.notEnabled) }
        case .zoom(let handler):
            draft.node.traits.insert(.supportsZoom)
            let frame = draft.node.frame ?? node.frame
            let center = CGPoint(x: frame.width / 2, y: frame.height / 2)
            draft.handlers.zoom = { direction in
                handler(AccessibilityZoomGestureAction(direction: direction, location: .center, point: center))
            }
            if !node.environment.isEnabled { draft.node.traits.insert(.notEnabled) }
        case .sortPriority(let priority):
            draft.node.sortPriority = priority
        case .heading(let level):
            draft.node.traits.insert(.header)
            draft.node.headingLevel = level == .unspecified ? nil : Int(level.rawValue)
        case .identifier(let identifier):
            draft.node.identifier = identifier
        case .inputLabels(let labels):
            draft.node.inputLabels = labels
        case .activationPoint(let point):
            let frame = draft.node.frame ?? node.frame
            switch point {
            case .absolute(let point):
                draft.node.activationPoint = CGPoint(x: frame.minX + point.x, y: frame.minY + point.y)
            case .unit(let unit):
                draft.node.activationPoint = CGPoint(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)
            }
        case .focused(let binding):
            draft.requestsFocus = binding.isFocused()
            draft.focusBinding = binding
        case .customContent(let content):
            draft.node.customContent.removeAll { $0.label == content.label }
            draft.node.customContent.append(content)
        case .rotor(let declaration):
            draft.rotors.append(declaration)
        case .rotorTarget(let key):
            if !draft.rotorKeys.contains(key) { draft.rotorKeys.append(key) }
        case .targetSizedByPlatform(let sized):
            draft.node.isTargetSizedByPlatform = sized
        case .hidden, .children, .representation, .syntheticChildren, .container, .elementType, .actionViews:
            break
        }
    }

    private func enabledState(_ draft: Draft, _ node: _ViewNode) -> Draft {
        draft.node.isRenderedEnabled = node.environment.isEnabled
        if !node.environment.isEnabled, !draft.handlers.isEmpty { draft.node.traits.insert(.notEnabled) }
        return draft
    }
}
