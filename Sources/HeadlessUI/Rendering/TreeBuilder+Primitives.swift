import Foundation

/// Primitives and controls: the element each view role (text, image, button,
/// toggle, slider…) becomes.
extension TreeBuilder {
    func collectRole(_ role: NodeRole, _ node: _ViewNode, _ context: Context) -> [Draft] {
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
            if node.isPlatformDrawn { draft.node.isSymbolDrawnByPlatform = true }
            if image.isDecorative {
                draft.node.isElement = false
                draft.node.isHidden = true
                return [draft]
            }
            draft.node.label = image.label
            draft.node.labelOrigin = image.origin
            return [draft]
        case .button(let info):
            let draft = collectButton(info, node, context) {
                let kids = collectChildren(node, context.insideControl)
                return merged(kids, at: node, context, tag: 0x6274_6E00, iconFallback: true)
            }
            draft.node.traits.insert(.button)
            draft.handlers.activate = info.action
            draft.handlers.activateSource = node.identity
            if let drawn = boundary(in: node) { draw(boundary: drawn, on: draft) }
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
            var kids: [Draft] = []
            let draft = collectToggle(node) {
                kids = collectChildren(node, context.insideControl)
                return merged(kids, at: node, context, tag: 0x7467_6C00, iconFallback: false)
            }
            let label = mergedLabel(Self.slotted(.controlLabel, in: kids))
            draft.node.label = label.isEmpty ? nil : label
            draft.node.labelOrigin = nil
            draft.node.value = info.isOn.wrappedValue ? "1" : "0"
            draft.node.traits = draft.node.traits.subtracting([.adjustable]).union([.button, .toggle])
            let binding = info.isOn
            draft.handlers = Handlers()
            draft.handlers.activate = { binding.wrappedValue.toggle() }
            // What the style draws: a custom style that draws no outline or track has no boundary.
            if let drawn = boundary(in: node) ?? trackColor(in: node) { draw(boundary: drawn, on: draft) }
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
            let thumbX =
                node.environment.layoutDirection == .rightToLeft
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
            draft.node.drawing = Self.sliderDrawing(in: node.frame, thumbX: thumbX, environment: node.environment)
            // A finger drags the thumb along the track; a tap runs nothing. The track's height is the platform's
            // (the author sets only its length): WCAG's "user agent control".
            draft.node.touchTargets = touchRects(of: node, context)
            draft.node.isTargetSizedByPlatform = true
            return [finishControl(draft, node)]
        case .stepperLabel(let info):
            let kids = collectChildren(node, context)
            let draft = merged(kids, at: node, context, tag: 0x7374_6C00, iconFallback: false)
            draft.node.traits = .staticText
            if let value = info.value {
                let text = StepperInfo.text(value, locale: node.environment.locale)
                if !(draft.node.label ?? "").contains(text) { draft.node.value = text }
            }
            draft.handlers = Handlers()
            return [finishControl(draft, node)]
        case .textField(let info):
            return [finishControl(textField(info, node, context), node)]
        case .stepperButton(let info, let increment):
            let draft = element(node, context, id: StructuralHash.combine(node.identity, 0x7374_6200))
            let words = ControlStrings.forLocale(node.environment.localeIdentifier)
            draft.node.label = increment ? words.increment : words.decrement
            draft.node.traits = .button
            let enabled = increment ? info.canIncrement : info.canDecrement
            if !enabled { draft.node.traits.insert(.notEnabled) }
            draft.handlers.activate = increment ? info.onIncrement : info.onDecrement
            stepperTouch(draft, node, context, run: draft.handlers.activate, enabled: enabled)
            draft.node.foreground = Color.accentColor.resolve(in: node.environment)
            draft.node.boundary = Color.controlTrack.resolve(in: node.environment)
            draft.node.drawing = Self.stepperButtonDrawing(in: node.frame, environment: node.environment)
            return [finishControl(draft, node)]
        }
    }

    /// The drafts of `slot` among `drafts`, at any depth: a style may wrap
    /// the toggle's label in a Button (whose element merges it) or any other
    /// view, and the label still names the toggle.
    static func slotted(_ slot: Slot, in drafts: [Draft]) -> [Draft] {
        var result: [Draft] = []
        for draft in drafts {
            if draft.slot == slot { result.append(draft) } else { result += slotted(slot, in: draft.children) }
        }
        return result
    }

    /// "75%": a value as a percentage of its range, as UIKit speaks sliders.
    static func percentage(_ value: Double, in range: ClosedRange<Double>) -> String {
        let span = range.upperBound - range.lowerBound
        let fraction = span > 0 ? (value - range.lowerBound) / span : 0
        let percent = (max(0, min(1, fraction)) * 100).rounded()
        return "\(Int(percent))%"
    }

    /// Applies the environment's enabled state to an interactive element (decision 12).
    func finishControl(_ draft: Draft, _ node: _ViewNode) -> Draft {
        draft.node.isRenderedEnabled = node.environment.isEnabled
        if !node.environment.isEnabled { draft.node.traits.insert(.notEnabled) }
        return draft
    }
}
