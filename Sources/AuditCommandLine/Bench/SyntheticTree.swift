import AccessibilityModel
import Foundation

/// Deterministic, realistic accessibility trees of any size for the
/// benchmark: a scrolling page of sections, each a semantic group with a
/// heading and rows of a title, a detail text, an icon and a labelled
/// button, with frames, colours and fonts as a rendered screen has them.
enum SyntheticTree {
    /// Rows per section.
    static let rowsPerSection = 20
    /// Row height in points; rows stack down the page.
    static let rowHeight: Double = 56

    /// A tree of exactly `elements` nodes, the root included (at least 1).
    static func make(elements: Int) -> AccessibilityTree {
        var remaining = max(0, elements - 1)
        var sections: [AccessibilityNode] = []
        var y: Double = 0
        var sectionIndex = 0
        while remaining > 0 {
            let (section, used) = makeSection(sectionIndex, budget: remaining, y: &y)
            sections.append(section)
            remaining -= used
            sectionIndex += 1
        }
        let root = AccessibilityNode(
            id: "root", isElement: false, frame: CGRect(x: 0, y: 0, width: 390, height: max(844, y)),
            background: .white, backgroundKind: .solid, children: sections)
        return AccessibilityTree(name: "synthetic-\(elements)", root: root, settings: AccessibilitySettings())
    }

    /// One section using at most `budget` nodes; returns it with the nodes used.
    private static func makeSection(_ index: Int, budget: Int, y: inout Double) -> (AccessibilityNode, Int) {
        let top = y
        var used = 1
        var children: [AccessibilityNode] = []
        if used < budget {
            children.append(
                AccessibilityNode(
                    id: ElementID("section-\(index)-title"), label: "Section \(index + 1)", traits: [.header, .staticText],
                    frame: CGRect(x: 16, y: y, width: 358, height: 28), headingLevel: 2, foreground: ink, background: .white,
                    backgroundKind: .solid, font: FontFacts(size: 22, weight: .bold, textStyle: "title2")))
            used += 1
            y += 36
        }
        var row = 0
        while row < rowsPerSection, used < budget {
            let leaves = min(4, budget - used - 1)
            children.append(makeRow(section: index, row: row, leaves: leaves, y: y))
            used += 1 + leaves
            y += rowHeight
            row += 1
        }
        let section = AccessibilityNode(
            id: ElementID("section-\(index)"), isElement: false, container: .semanticGroup,
            frame: CGRect(x: 0, y: top, width: 390, height: y - top), children: children)
        return (section, used)
    }

    private static let ink = SRGBColor(red8: 0x1C, green8: 0x1C, blue8: 0x1E)
    private static let secondary = SRGBColor(red8: 0x55, green8: 0x55, blue8: 0x5A)
    private static let accent = SRGBColor(red8: 0x00, green8: 0x5F, blue8: 0xCC)

    /// A row container with up to four leaves: title, detail, icon, button.
    private static func makeRow(section: Int, row: Int, leaves: Int, y: Double) -> AccessibilityNode {
        let name = "\(section)-\(row)"
        let all = [
            AccessibilityNode(
                id: ElementID("title-\(name)"), label: "Item \(section * rowsPerSection + row + 1)", traits: .staticText,
                frame: CGRect(x: 60, y: y + 6, width: 200, height: 22), foreground: ink, background: .white,
                backgroundKind: .solid, font: FontFacts(size: 17, textStyle: "body")),
            AccessibilityNode(
                id: ElementID("detail-\(name)"), label: "Updated \(row + 1) minutes ago", traits: .staticText,
                frame: CGRect(x: 60, y: y + 30, width: 200, height: 18), foreground: secondary, background: .white,
                backgroundKind: .solid, font: FontFacts(size: 13, textStyle: "footnote")),
            AccessibilityNode(
                id: ElementID("icon-\(name)"), label: row.isMultiple(of: 3) ? "Starred" : "Document", traits: .image,
                frame: CGRect(x: 16, y: y + 12, width: 32, height: 32), foreground: accent, background: .white,
                backgroundKind: .solid),
            AccessibilityNode(
                id: ElementID("open-\(name)"), label: "Open item \(section * rowsPerSection + row + 1)", traits: .button,
                frame: CGRect(x: 290, y: y + 6, width: 84, height: 44), actions: .activate, foreground: .white,
                background: accent, backgroundKind: .solid, font: FontFacts(size: 17, weight: .semibold, textStyle: "body")),
        ]
        return AccessibilityNode(
            id: ElementID("row-\(name)"), isElement: false,
            frame: CGRect(x: 0, y: y, width: 390, height: rowHeight), children: Array(all.prefix(leaves)))
    }
}
