import AccessibilityModel

/// Flags icons and control boundaries below 3:1 against what is behind them.
///
/// A faint icon or a barely visible border hides the control itself. WCAG
/// 1.4.11. Fix: a stronger icon colour or border, in every colour scheme.
public struct ContrastNonText: VisualRule {
    public static let info = CheckDescription(
        id: .contrastNonText, title: "Icon or boundary contrast too low", severity: .serious, wcag: ["1.4.11"],
        explanation: "A meaningful icon, or the visible boundary of a control (its border or track), has a contrast ratio below 3:1 against the colour behind it. People with low vision cannot make out the graphic or find the control's edges. Decorative images hidden outside any element, and disabled controls, are exempt; so is an icon beside the visible title of a button or link that has no value (a Label's icon), since the title already identifies the control and the icon adds nothing to its name. Icons over gradients or materials are incomplete.",
        fix: "use an icon or border colour with at least 3:1 against the background in light and dark mode, e.g. .foregroundStyle(Color.orange.darker) for a star on white, or .overlay(RoundedRectangle(cornerRadius: 8).stroke(.secondary))")

    public init() {}

    let filter = VisualFilter.nonTextColours
    var skipsDecorative: Bool { true }

    func check(_ group: VisualGroups.Group, in context: RuleContext) -> Verdict {
        // Every node of a group has the group's owner as its owning stop.
        let owner = group.owner.map { context.stops[$0] }
        var worst: (ratio: Double, message: String)?
        var undecided: String?
        var applicable = false
        for (ordinal, node) in group.nodes where !node.isDisabled {
            if let kind = node.backgroundKind, kind != .solid {
                undecided = "\(VisualGroups.name(node)) is drawn over a \(kind.rawValue); its contrast cannot be measured"
                continue
            }
            guard let background = VisualGroups.background(of: node, settings: context.settings) else { continue }
            var measured: [(SRGBColor, String)] = []
            if node.isImage, let foreground = node.foreground, !Self.isTitledControlIcon(at: context.path(atNode: ordinal), owner: owner, in: context) {
                let name = node.trimmedLabel.map { "\($0) icon" } ?? "icon"
                measured.append((foreground, name))
            }
            if let boundary = node.boundary {
                measured.append((boundary, "boundary of \(VisualGroups.name(node))"))
            }
            for (colour, what) in measured {
                applicable = true
                let ratio = colour.contrastRatio(with: background)
                if ratio < 3, worst == nil || ratio < worst!.ratio {
                    worst = (ratio, "\(what) \(colour.hex) on \(background.hex) has contrast \(Format.ratio(ratio)); needs 3:1")
                }
            }
        }
        if let worst { return .violation(worst.message) }
        if let undecided { return .incomplete(undecided) }
        return applicable ? .pass : .inapplicable
    }

    /// Whether the image at `path` is an icon beside the title of a control
    /// that the title alone identifies (WCAG 1.4.11 asks for contrast only of
    /// what is required to identify a control): it lies inside an interactive
    /// focus stop that has no value and whose label contains a text drawn
    /// inside it, no control lies between the stop and the icon (a hidden
    /// star button of a rating is a target of its own), and the icon gave
    /// nothing to the label. A value-carrying control (a rating, a switch)
    /// may show its value with icons, so its icons are always measured.
    /// `owner` is the focus stop that owns `path` (``RuleContext/owningStop(of:)``).
    static func isTitledControlIcon(at path: NodePath, owner: AuditedStop?, in context: RuleContext) -> Bool {
        guard let stop = owner, stop.path != path else { return false }
        let control = stop.node
        guard control.isInteractive, control.trimmedValue == nil, let name = control.trimmedLabel else { return false }
        let nameWords = Words(name)
        var titled = false
        control.walk { node, _ in
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
