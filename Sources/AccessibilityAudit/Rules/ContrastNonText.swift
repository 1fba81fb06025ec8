import AccessibilityModel

/// Flags icons and control boundaries below 3:1 against what is behind them.
///
/// A faint icon or a barely visible border hides the control itself. WCAG
/// 1.4.11. Fix: a stronger icon colour or border, in every colour scheme.
public struct ContrastNonText: DrawingRule {
    public static let info = CheckDescription(
        id: .contrastNonText, title: "Icon or boundary contrast too low", severity: .serious, wcag: ["1.4.11"],
        explanation:
            "A meaningful icon, or the visible boundary of a control (its border or track), has a contrast ratio below 3:1 against the colour behind it. People with low vision cannot make out the graphic or find the control's edges. How it decides: every image with a known colour and every visible boundary (a stroke of positive width in a colour that can be seen; a stroke of lineWidth 0 or a clear colour is no boundary) is measured against what is drawn behind it, sampled across its frame over gradients and materials, and the lowest ratio counts. Exempt: decorative images hidden outside any element; disabled controls; the boundary of a stock control that the platform draws and the author did not change (a default switch's track, a slider's track, a stepper's buttons: WCAG 1.4.11 exempts components whose appearance \"is determined by the user agent and not modified by the author\"; a .tint or a custom style makes it the author's, and it is measured); and an icon that repeats a text beside it (WCAG 1.4.11 covers only graphics required to understand the content): an icon inside an element without a value whose label contains a text drawn in it, when the icon adds nothing to that label (a star before \"Featured\", a Label's icon, a button's icon beside its title). An icon that is an element of its own but does nothing and says nothing of its own (no label, or one derived from its name) beside a text in its group repeats that text too. Other icons that are elements of their own, and icons that show an element's value (the stars of a rating), are always measured. A boundary is measured against what is behind it without its own stroke, an icon without the strokes beside it; an outline around an opaque fill that contrasts 3:1 with what is behind it is no boundary (the fill identifies the control). Each icon and each boundary is a finding of its own, with its lowest ratio across the cells: two faint icons or two faint outlines inside one combined element are two findings, so fixing one never hides the other (parts drawn by one line of code, such as the stars of one ForEach, are one finding, with the worst of them); whether a part is exempt is still decided with the element around it. Only icons over a picture are incomplete.",
        fix:
            "use an icon or border colour with at least 3:1 against the background in light and dark mode, e.g. .foregroundStyle(Color.orange.darker) for a star on white, or .overlay(RoundedRectangle(cornerRadius: 8).stroke(.secondary))"
    )

    /// The colours of icons and boundaries, and the colour scheme (the default background).
    public static let reads = CheckReads.tree.reading(.colorScheme).measuring(.colours)

    /// What the rule says about an icon or a boundary (`what`: "Star icon", "boundary of \"Save\"").
    public enum Message: Hashable, Sendable, CustomStringConvertible {
        /// It has the `contrast` described, below 3:1.
        case tooLow(what: String, contrast: String)
        /// It is drawn over a background whose colour is unknown (a picture).
        case unmeasurable(what: String, over: BackgroundKind)
        /// It is partly drawn over a picture; elsewhere its lowest ratio is `lowest`.
        case partlyOverPicture(what: String, lowest: Double)

        public var description: String {
            switch self {
            case .tooLow(let what, let contrast):
                "\(what) \(contrast); needs 3:1"
            case .unmeasurable(let what, let kind):
                "\(what) is drawn over \(kind == .image ? "a picture" : "a \(kind.rawValue)"); its contrast cannot be measured"
            case .partlyOverPicture(let what, let lowest):
                "\(what) is partly drawn over a picture; where it can be measured its lowest contrast is \(Format.ratio(lowest))"
            }
        }
    }

    public init() {}

    public let looksAt = DrawnItems.nonTextColours
    public var skipsDecoration: Bool { true }

    /// Each icon and each boundary is judged on its own: two faint icons of a
    /// combined card are two findings. A part alone is still judged with the
    /// element that owns it (``DrawnGroup/stop``), so an icon that repeats
    /// the element's text stays exempt.
    public var judgesEachNode: Bool { true }

    public func check(_ drawing: DrawnGroup, in context: RuleContext) -> DrawingVerdict<Message> {
        // Every node of a group has the group's owner as its owning stop.
        let owner = drawing.stop
        var worst: (ratio: Double, message: Message, drawnAt: CodeLocation.Site)?
        var undecided: Message?
        var applicable = false
        for item in drawing.nodes where !item.node.isDisabled {
            let node = item.node
            var measured: [(SRGBColor, String, icon: Bool, drawnAt: CodeLocation.Site)] = []
            // An element that took its colour from an icon inside it is measured through the icon.
            let iconInside = node.children.contains { $0.isImage && $0.foreground != nil }
            // A symbol the platform draws unchanged (a list row's chevron) is exempt, as its boundaries are (WCAG 1.4.11).
            if node.isImage, !iconInside, !node.isSymbolDrawnByPlatform, let foreground = node.foreground,
                !Self.isRepeatedByText(at: item.path(in: context), owner: owner, in: context)
            {
                let name = node.trimmedLabel.map { "\($0) icon" } ?? "icon"
                measured.append((foreground, name, true, node.site))
            }
            // A boundary the platform draws and the author did not change is exempt (WCAG 1.4.11).
            if let boundary = node.boundary, !node.isBoundaryDrawnByPlatform {
                measured.append((boundary, "boundary of \(VisualGroups.name(node))", false, node.boundarySite))
            }
            for (colour, what, icon, drawnAt) in measured {
                guard
                    let measurement = ContrastMeasurement.measure(
                        colour, over: node, settings: context.settings, icon: icon, boundary: !icon)
                else {
                    undecided = .unmeasurable(what: what, over: node.backgroundKind ?? .image)
                    continue
                }
                applicable = true
                let ratio = measurement.lowest.ratio
                if ratio < 3 {
                    // The outline of a control inside the element, recorded on both (a toggle style's button):
                    // one outline, judged at the control that draws it.
                    if !icon, Self.drawsSameOutline(node, colour) { continue }
                    if worst == nil || ratio < worst!.ratio {
                        worst = (ratio, .tooLow(what: what, contrast: measurement.describe(colour, in: node.frame)), drawnAt)
                    }
                } else if measurement.hasUnknownPoints {
                    undecided = .partlyOverPicture(what: what, lowest: ratio)
                }
            }
        }
        // Located where the failing icon or outline was drawn (its `Image(…)`, its `.stroke(…)`), the element beside it.
        if let worst { return .violation(worst.message, measure: worst.ratio / 3, drawnAt: worst.drawnAt) }
        if let undecided { return .incomplete(undecided) }
        return applicable ? .pass : .inapplicable
    }

    /// Whether a child of `node` records the same outline as its boundary:
    /// `colour` over the same frame, as when a toggle's custom style draws
    /// its outline inside a `Button` and both the toggle and the button
    /// carry it. The outline is one part, judged at the child that draws it.
    static func drawsSameOutline(_ node: AccessibilityNode, _ colour: SRGBColor) -> Bool {
        node.children.contains { child in
            !child.isDisabled && child.boundary == colour && child.frame == node.frame && !child.isBoundaryDrawnByPlatform
        }
    }

    /// Whether the image at `path`, a focus stop of its own that does nothing
    /// and says nothing of its own (no action, no label or one derived from
    /// its name: VoiceOver's "star fill"), sits beside a text in the same
    /// group: a star before "Featured" drawn as two elements. The text says
    /// it; the icon is not "required to understand the content" (WCAG
    /// 1.4.11), so when the pair is too faint (dark mode) the text's own
    /// finding says so, once. Its label is `image-label-derived`'s concern.
    static func isBesideItsText(at path: NodePath, in context: RuleContext) -> Bool {
        guard let icon = context.tree[path: path], !icon.isInteractive, icon.actions.isEmpty,
            icon.labelOrigin != nil || icon.trimmedLabel == nil,
            let parentPath = path.parent, let parent = context.tree[path: parentPath]
        else { return false }
        return parent.children.contains { sibling in
            guard !sibling.isHidden, sibling.isText, let text = sibling.visibleText else { return false }
            return !Words(text).words.isEmpty
        }
    }

    /// Whether the image at `path` repeats what a text beside it says, so
    /// that it is not required to understand the content (WCAG 1.4.11 asks
    /// for contrast only of graphics that are): it lies inside a focus stop
    /// (a control, or a combined element such as a `Label` or a badge) that
    /// has no value and whose label contains a text drawn inside it, no
    /// control lies between the stop and the icon (a star button of a rating
    /// is a target of its own), and the icon gave nothing to the label (it has no
    /// label, a label derived from a symbol name, or one the element's label
    /// does not carry). A
    /// stop with a value (a rating, a switch) may show the value with icons,
    /// so its icons are always measured, as is an icon that is a stop itself.
    /// `owner` is the focus stop that owns `path` (``RuleContext/owningStop(of:)``).
    static func isRepeatedByText(at path: NodePath, owner: AuditedStop?, in context: RuleContext) -> Bool {
        guard let stop = owner else { return false }
        if stop.path == path { return isBesideItsText(at: path, in: context) }
        let element = stop.node
        guard element.trimmedValue == nil, let name = element.trimmedLabel else { return false }
        let nameWords = Words(name)
        var titled = false
        element.walk { node, _ in
            if node.isText, let text = node.visibleText, !Words(text).words.isEmpty, nameWords.contains(phrase: text) {
                titled = true
                return .stop
            }
            return .visitChildren
        }
        guard titled else { return false }
        var below = stop.path
        for index in path.indexes.dropFirst(stop.path.depth) {
            below = below.appending(index)
            guard let node = context.tree[path: below] else { return false }
            if node.isInteractive { return false }
        }
        guard let icon = context.tree[path: path] else { return false }
        if icon.labelOrigin == nil, let label = icon.trimmedLabel, nameWords.contains(phrase: label) { return false }
        return true
    }
}
