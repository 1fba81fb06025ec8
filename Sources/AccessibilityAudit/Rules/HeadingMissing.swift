import AccessibilityModel

/// Flags text styled as a title that has no header trait.
///
/// VoiceOver users jump between headings with the rotor; a title without the
/// trait is not there. WCAG 2.4.10, 1.3.1. Fix: `.accessibilityAddTraits(.isHeader)`.
///
/// Title-like means a font from the `largeTitle`, `extraLargeTitle`,
/// `extraLargeTitle2`, `title`, `title2` or `title3` text style, or an
/// unstyled font of at least 20 pt (at the default text size) and bold.
/// `headline` is not title-like: SwiftUI uses it for row titles and buttons.
/// A combined element that merges several texts is not a title either.
public struct HeadingMissing: StopRule {
    public static let info = CheckDescription(
        id: .headingMissing, title: "Title without the header trait", severity: .minor, wcag: ["2.4.10", "1.3.1"],
        explanation:
            "Static text is drawn as a title (a largeTitle, title, title2 or title3 text style, or a bold font of 20 pt or more) but lacks the header trait. VoiceOver users navigate by headings with the rotor; a visual title that is not a heading is invisible to that navigation. The headline style is not treated as a title, since SwiftUI uses it for row titles and buttons.",
        fix: "mark the title: Text(title).font(.title2).accessibilityAddTraits(.isHeader)")

    static let titleStyles: Set<String> = ["largeTitle", "extraLargeTitle", "extraLargeTitle2", "title", "title2", "title3"]

    /// The tree, and the Dynamic Type size (a title at the default size).
    public static let reads = CheckReads.tree.reading(.dynamicTypeSize)

    public init() {}

    public func check(_ stop: AuditedStop, in context: RuleContext) -> Verdict? {
        let scale = context.settings?.dynamicTypeSize.scale ?? 1
        let node = stop.node
        guard node.isText, !node.isInteractive, let font = node.font, node.trimmedLabel != nil else { return nil }
        // A combined element that merges several texts (title, subtitle, caption) is a
        // block, not a title: its font facts are its first text's, and "Heading." on
        // the whole block would misdescribe it.
        guard node.children.count(where: { !$0.isHidden && $0.isText }) <= 1 else { return nil }
        let baseSize = font.scalesWithDynamicType ? font.size / scale : font.size
        let titled = font.textStyle.map(Self.titleStyles.contains) ?? (baseSize >= 20 && font.weight >= .bold)
        guard titled else { return nil }
        if node.traits.contains(.header) { return .pass }
        let style = font.textStyle.map { "the \($0) style" } ?? "a \(Format.number(font.size)) pt \(font.weight.rawValue) font"
        return .violation("text \"\(node.label ?? "")\" is drawn in \(style) but has no header trait")
    }
}
