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

        /// The same context, inside a control.
        var insideControl: Context {
            var copy = self
            copy.inControl = true
            return copy
        }
    }

    // MARK: Collecting drafts

    func collect(_ node: _ViewNode, _ context: Context) -> [Draft] {
        var context = context
        if node.environment.storage.opacity <= 0 { context.hidden = true }
        let drafts = collectContent(node, context)
        if let slot = node.slot {
            for index in drafts.indices where drafts[index].slot == nil { drafts[index].slot = slot }
        }
        if context.hidden {
            for index in drafts.indices { drafts[index].hide() }
        }
        return drafts
    }

    private func collectChildren(_ node: _ViewNode, _ context: Context) -> [Draft] {
        var result: [Draft] = []
        for child in node.children { result.append(contentsOf: collect(child, context)) }
        return result
    }

    private func collectContent(_ node: _ViewNode, _ context: Context) -> [Draft] {
        if let role = node.role { return collectRole(role, node, context) }
        if let modifier = node.modifier {
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

    // MARK: Primitives and controls

    private func collectRole(_ role: NodeRole, _ node: _ViewNode, _ context: Context) -> [Draft] {
        switch role {
        case .text(let text):
            var draft = element(node, context, id: node.identity)
            draft.node.label = text
            draft.node.traits = .staticText
            draft.texts = [text]
            applyText(&draft, node)
            return [draft]
        case .image(let image):
            let draft = element(node, context, id: node.identity)
            draft.node.traits = .image
            draft.node.foreground = foreground(of: node)
            if image.isDecorative {
                draft.node.isElement = false
                draft.node.isHidden = true
                return [draft]
            }
            draft.node.label = image.label
            draft.node.labelOrigin = image.origin
            return [draft]
        case .button(let info):
            let kids = collectChildren(node, context.insideControl)
            let draft = merged(kids, at: node, context, tag: 0x6274_6E00, iconFallback: true)
            draft.node.traits.insert(.button)
            draft.handlers.activate = info.action
            draft.handlers.activateSource = node.identity
            draft.node.boundary = boundary(in: node)
            return [finishControl(draft, node)]
        case .label:
            let kids = collectChildren(node, context)
            let draft = merged(kids, at: node, context, tag: 0x6C62_6C00, iconFallback: false)
            let titles = kids.filter { $0.slot == .labelTitle }
            let title = mergedLabel(titles)
            draft.node.label = title.isEmpty ? nil : title
            draft.node.labelOrigin = nil
            return [finishControl(draft, node)]
        case .toggle(let info):
            let kids = collectChildren(node, context.insideControl)
            let draft = merged(kids, at: node, context, tag: 0x7467_6C00, iconFallback: false)
            let label = mergedLabel(kids.filter { $0.slot == .controlLabel })
            draft.node.label = label.isEmpty ? nil : label
            draft.node.labelOrigin = nil
            draft.node.value = info.isOn.wrappedValue ? "1" : "0"
            draft.node.traits = draft.node.traits.subtracting([.adjustable]).union([.button, .toggle])
            let binding = info.isOn
            draft.handlers = Handlers()
            draft.handlers.activate = { binding.wrappedValue.toggle() }
            draft.node.boundary = boundary(in: node) ?? trackColor(in: node) ?? Color.controlTrack.resolve(in: node.environment)
            return [finishControl(draft, node)]
        case .slider(let info):
            let kids = collectChildren(node, context)
            let draft = element(node, context, id: StructuralHash.combine(node.identity, 0x736C_6400))
            draft.children = kids
            let label = mergedLabel(kids.filter { $0.slot == .controlLabel })
            draft.node.label = label.isEmpty ? nil : label
            draft.node.value = Self.percentage(info.value.wrappedValue, in: info.range)
            // VoiceOver taps a slider at the centre of its thumb.
            let span = info.range.upperBound - info.range.lowerBound
            let fraction = span > 0 ? max(0, min(1, (info.value.wrappedValue - info.range.lowerBound) / span)) : 0
            let thumbX = node.environment.layoutDirection == .rightToLeft
                ? node.frame.maxX - CGFloat(fraction) * node.frame.width
                : node.frame.minX + CGFloat(fraction) * node.frame.width
            draft.node.activationPoint = CGPoint(x: thumbX, y: node.frame.midY)
            draft.node.traits = .adjustable
            let binding = info.value, range = info.range
            let step = info.step ?? (range.upperBound - range.lowerBound) / 10
            draft.handlers.increment = { binding.wrappedValue = min(range.upperBound, binding.wrappedValue + step) }
            draft.handlers.decrement = { binding.wrappedValue = max(range.lowerBound, binding.wrappedValue - step) }
            draft.node.boundary = Color.controlTrack.resolve(in: node.environment)
            draft.node.foreground = Color.accentColor.resolve(in: node.environment)
            return [finishControl(draft, node)]
        case .stepperLabel(let info):
            let kids = collectChildren(node, context)
            let draft = merged(kids, at: node, context, tag: 0x7374_6C00, iconFallback: false)
            draft.node.traits = .staticText
            if let value = info.value {
                let text = value.formatted(.number)
                if !(draft.node.label ?? "").contains(text) { draft.node.value = text }
            }
            draft.handlers = Handlers()
            return [finishControl(draft, node)]
        case .stepperButton(let info, let increment):
            let draft = element(node, context, id: StructuralHash.combine(node.identity, 0x7374_6200))
            draft.node.label = increment ? "Increment" : "Decrement"
            draft.node.traits = .button
            let enabled = increment ? info.canIncrement : info.canDecrement
            if !enabled { draft.node.traits.insert(.notEnabled) }
            draft.handlers.activate = increment ? info.onIncrement : info.onDecrement
            draft.node.foreground = Color.accentColor.resolve(in: node.environment)
            draft.node.boundary = Color.controlTrack.resolve(in: node.environment)
            return [finishControl(draft, node)]
        }
    }

    /// "75%": a value as a percentage of its range, as UIKit speaks sliders.
    static func percentage(_ value: Double, in range: ClosedRange<Double>) -> String {
        let span = range.upperBound - range.lowerBound
        let fraction = span > 0 ? (value - range.lowerBound) / span : 0
        let percent = (max(0, min(1, fraction)) * 100).rounded()
        return "\(Int(percent))%"
    }

    /// Applies the environment's enabled state to an interactive element (decision 12).
    private func finishControl(_ draft: Draft, _ node: _ViewNode) -> Draft {
        draft.node.isRenderedEnabled = node.environment.isEnabled
        if !node.environment.isEnabled { draft.node.traits.insert(.notEnabled) }
        return draft
    }

    // MARK: Modifiers

    private func apply(_ modifier: AccessibilityModifier, to kids: [Draft], at node: _ViewNode, _ context: Context) -> [Draft] {
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
            var container = AccessibilityNode(id: ElementID(rawValue: ""), isElement: false, container: .semanticGroup,
                                              frame: node.frame)
            container.isRenderedEnabled = node.environment.isEnabled
            let draft = Draft(node: container)
            draft.node.id = ElementID(Self.idString(StructuralHash.combine(node.identity, 0x636E_7400)))
            draft.children = kids
            draft.texts = kids.flatMap(\.texts)
            return [draft]
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
        default:
            break
        }
        let targets = kids.indices.filter { kids[$0].isVisibleElement || (kids[$0].node.container != nil && !kids[$0].node.isHidden) }
        if targets.isEmpty {
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

    /// Whether a modifier on a view with no elements makes it one (§4.1).
    private static func createsElement(_ modifier: AccessibilityModifier) -> Bool {
        switch modifier {
        case .label, .value, .hint, .addTraits, .adjustable, .action, .namedAction, .heading: true
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
            draft.handlers.custom.append((name, handler))
        case .tap(let handler):
            draft.handlers.activate = handler
            draft.handlers.activateSource = node.identity
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
        case .hidden, .children, .representation:
            break
        }
    }

    private func enabledState(_ draft: Draft, _ node: _ViewNode) -> Draft {
        draft.node.isRenderedEnabled = node.environment.isEnabled
        if !node.environment.isEnabled, !draft.handlers.isEmpty { draft.node.traits.insert(.notEnabled) }
        return draft
    }

    // MARK: Merging (decision 4)

    /// The visible elements among drafts, entering containers.
    private func visibleElements(_ drafts: [Draft]) -> [Draft] {
        var result: [Draft] = []
        for draft in drafts where !draft.node.isHidden {
            if draft.node.isElement {
                result.append(draft)
            } else {
                result.append(contentsOf: visibleElements(draft.children))
            }
        }
        return result
    }

    /// The merged label of drafts: labels joined with ", "; images with derived labels contribute nothing.
    private func mergedLabel(_ drafts: [Draft]) -> String {
        var parts: [String] = []
        for element in visibleElements(drafts) where !element.hasDerivedImageLabel {
            if let label = element.node.label, !label.isEmpty { parts.append(label) }
        }
        if parts.isEmpty {
            // A slot whose content is hidden still names its control.
            for element in drafts where element.node.isElement && !element.hasDerivedImageLabel {
                if let label = element.node.label, !label.isEmpty { parts.append(label) }
            }
        }
        return parts.joined(separator: ", ")
    }

    /// One element merging `kids` the way `.combine` does.
    private func merged(_ kids: [Draft], at node: _ViewNode, _ context: Context, tag: UInt64, iconFallback: Bool) -> Draft {
        var draft = element(node, context, id: StructuralHash.combine(node.identity, tag))
        draft.children = kids
        draft.texts = kids.flatMap(\.texts)
        let elements = visibleElements(kids)
        let label = mergedLabel(kids)
        if !label.isEmpty {
            draft.node.label = label
        } else if iconFallback, let image = elements.first(where: { $0.node.traits.contains(.image) && $0.node.label != nil }) {
            draft.node.label = image.node.label
            draft.node.labelOrigin = image.node.labelOrigin
        }
        let values = elements.compactMap(\.node.value).filter { !$0.isEmpty }
        if !values.isEmpty { draft.node.value = values.joined(separator: ", ") }
        let hints = elements.compactMap(\.node.hint).filter { !$0.isEmpty }
        if !hints.isEmpty { draft.node.hint = hints.joined(separator: ", ") }
        var traits: ElementTraits = []
        for element in elements { traits.formUnion(element.node.traits) }
        traits.subtract([.image, .staticText, .button])
        let activatable = elements.filter { $0.handlers.activate != nil }
        let sources = Set(activatable.compactMap(\.handlers.activateSource))
        let oneSource = sources.count == 1 && activatable.allSatisfy { $0.handlers.activateSource != nil }
        if activatable.count == 1 || oneSource {
            draft.handlers.activate = activatable[0].handlers.activate
            draft.handlers.activateSource = activatable[0].handlers.activateSource
            if activatable.contains(where: { $0.node.traits.contains(.button) }) { traits.insert(.button) }
        } else if activatable.count > 1 {
            for child in activatable {
                if let run = child.handlers.activate {
                    draft.handlers.custom.append((child.node.label ?? "", run))
                }
            }
        }
        let adjustable = elements.filter { $0.handlers.increment != nil || $0.handlers.decrement != nil }
        if adjustable.count == 1 {
            draft.handlers.increment = adjustable[0].handlers.increment
            draft.handlers.decrement = adjustable[0].handlers.decrement
        }
        for element in elements {
            draft.handlers.custom.append(contentsOf: element.handlers.custom)
            if draft.handlers.escape == nil { draft.handlers.escape = element.handlers.escape }
            if draft.handlers.magicTap == nil { draft.handlers.magicTap = element.handlers.magicTap }
            draft.node.motion.formUnion(element.node.motion)
        }
        draft.node.traits = traits
        takePresentation(&draft, from: kids)
        return draft
    }

    // MARK: Presentation

    /// A new element for `node`, with the presentation facts of the node itself.
    private func element(_ node: _ViewNode, _ context: Context, id: UInt64) -> Draft {
        let draft = Draft(node: AccessibilityNode(id: ElementID(Self.idString(id)), isElement: true, frame: node.frame))
        draft.node.background = context.background.representative
        draft.node.backgroundKind = context.background.kind
        draft.node.motion = node.environment.storage.motion
        draft.node.isRenderedEnabled = node.environment.isEnabled
        return draft
    }

    private func applyText(_ draft: inout Draft, _ node: _ViewNode) {
        let environment = node.environment
        draft.node.font = environment.fontFacts
        draft.node.foreground = foreground(of: node)
        draft.node.isTruncated = node.isTruncated
    }

    /// The text/icon colour of a node, with its opacity applied.
    private func foreground(of node: _ViewNode) -> SRGBColor {
        var color = node.environment.resolvedForeground.paint.representative
        let opacity = node.environment.storage.opacity
        if opacity < 1 { color.alpha *= opacity }
        return color
    }

    /// Font, colours and truncation of the first text among `kids` (else the first image).
    private func takePresentation(_ draft: inout Draft, from kids: [Draft]) {
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
        }
        if truncated { draft.node.isTruncated = true }
    }

    /// The colour of the first stroked outline in a control (its visible boundary).
    private func boundary(in node: _ViewNode) -> SRGBColor? {
        var stack = [node]
        while let next = stack.popLast() {
            if case .paint(let paint, _, let stroke) = next.kind, stroke != nil { return paint.representative }
            stack.append(contentsOf: next.children.reversed())
        }
        return nil
    }

    /// The fill of a switch's track, when the style draws the platform switch.
    private func trackColor(in node: _ViewNode) -> SRGBColor? {
        var stack = [node]
        while let next = stack.popLast() {
            if case .frame(let spec) = next.kind,
               spec.width == LayoutConstants.switchSize.width, spec.height == LayoutConstants.switchSize.height,
               let track = next.children.first, case .paint(let paint, .capsule, nil) = track.kind {
                return paint.representative
            }
            stack.append(contentsOf: next.children.reversed())
        }
        return nil
    }

    static func idString(_ identity: UInt64) -> String {
        String(identity, radix: 36)
    }
}
