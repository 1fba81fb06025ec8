import AccessibilityModel

/// `dynamic-type-fixed-font` judged by its outcome: text drawn no larger at
/// a larger Dynamic Type size than at the default one does not follow the
/// person's setting, however its font was declared.
///
/// Every text style is larger at each size above `large` than at `large`
/// (Apple, Human Interface Guidelines, "Typography": the Dynamic Type sizes
/// tables, where every style grows from Large to xLarge), so text that keeps
/// its size there is fixed: a `.system(size: 15)` font, or a text style
/// pinned by `.environment(\.sizeCategory, .large)`. A size computed from the
/// size category (a glyph sized with `@ScaledMetric`, or from
/// `@Environment(\.sizeCategory)`) grows, and passes, although it was
/// declared with a fixed number. WCAG 1.4.4 (Resize Text).
///
/// Each cell at a size above `large` is compared with the default
/// environment's render of the same style and state (at `large`, as
/// `environment-invariance` pairs cells; the other settings do not change a
/// font's size); a static tree, which draws the same at every setting, is
/// judged by its declared fonts instead (``DynamicTypeFixedFont``).
public struct DynamicTypeFollowsSetting: CrossCellCheck {
    /// The description of `dynamic-type-fixed-font`, whose outcome this check decides.
    public static let info = DynamicTypeFixedFont.info

    public init() {}

    /// Each cell against the default environment's render of the same style
    /// and state (which every matrix renders, the pairwise one included);
    /// only cells at a size above `large` are compared, with a render at `large`.
    public var pairing: CellPairing { .environments }

    /// A violation at the first text of `cell` drawn no larger than the same
    /// text in `standard` (matched by its words, in order), counting the others.
    public func compare(_ cell: AuditedCell, with standard: AuditedCell) -> CrossCellVerdict? {
        guard cell.isLive, standard.isLive, cell.settings.dynamicTypeSize > .large, standard.settings.dynamicTypeSize == .large
        else { return nil }
        let before = Self.sizedTexts(standard.visual)
        guard !before.isEmpty else { return nil }
        var used = Array(repeating: false, count: before.count)
        var fixed: [(path: NodePath, text: String, size: Double)] = []
        for text in Self.sizedTexts(cell.visual) {
            guard let index = before.indices.first(where: { !used[$0] && before[$0].text == text.text }) else { continue }
            used[index] = true
            if text.size <= before[index].size { fixed.append(text) }
        }
        guard let first = fixed.first else { return .pass }
        let message = DynamicTypeFixedFont.Message.fixedFont(
            text: VisualGroups.name(text: first.text), size: first.size, others: fixed.count - 1)
        return .violation(message.description, at: first.path)
    }

    /// The non-empty texts drawn with a font, in drawing order, with their sizes.
    static func sizedTexts(_ visual: VisualSignature) -> [(path: NodePath, text: String, size: Double)] {
        visual.shapes.compactMap { shape in
            guard let text = shape.text, !text.isEmpty, let size = shape.fontSize else { return nil }
            return (shape.path, text, size)
        }
    }
}
