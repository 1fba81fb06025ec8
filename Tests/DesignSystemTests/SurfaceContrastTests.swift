import DesignSystem
import HeadlessUI
import Testing

@testable import AccessibilityAudit

/// The design system's gradient and material surfaces, measured as the audit
/// measures them (docs/drawing.md): the lowest ratio sampled across every
/// text and icon, over every cell of the matrix.
@Suite struct SurfaceContrastTests {
    struct Surface: Sendable, CustomTestStringConvertible {
        var component: String
        var style: String
        var state: String
        var testDescription: String { "\(component) \(style) \(state)" }
    }

    static let surfaces: [Surface] = [
        Surface(component: "Card", style: "gradient", state: "title"), Surface(component: "Card", style: "material", state: "title"),
        Surface(component: "Tag", style: "gradient", state: "with-image"), Surface(component: "Tag", style: "material", state: "with-image"),
        Surface(component: "GradientButton", style: "default", state: "default"),
    ]

    /// The lowest ratio over `cells`, with the text or icon and the cell where it is.
    static func lowest(_ surface: Surface, cells: [AccessibilitySettings]) -> (ratio: Double, needed: Double, what: String)? {
        var lowest: (ratio: Double, needed: Double, what: String)?
        for settings in cells where settings.isEnabled {
            guard let descriptor = Catalog.designSystem.descriptors.first(where: { $0.name == surface.component }),
                let state = descriptor.state(named: surface.state)
            else { continue }
            let tree = descriptor.makeSubject(descriptor.arguments(for: state), surface.style)
                .render(settings: state.environment.applied(to: settings))
            tree.walk { node, _ in
                guard let foreground = node.foreground, node.backgroundKind != nil, node.isText || node.isImage else { return .visitChildren }
                let needed = node.isImage ? 3.0 : (node.font?.isLargeText == true ? 3.0 : 4.5)
                if let measured = ContrastMeasurement.measure(foreground, over: node, settings: settings, icon: node.isImage),
                    lowest == nil || measured.lowest.ratio / needed < lowest!.ratio / lowest!.needed
                {
                    lowest = (measured.lowest.ratio, needed, "\(node.label ?? "") \(measured.describe(foreground, in: node.frame)) [\(settings)]")
                }
                return .visitChildren
            }
        }
        return lowest
    }

    @Test(arguments: surfaces)
    func `every text and icon on the surface keeps its contrast in every pairwise cell`(surface: Surface) throws {
        let found = try #require(Self.lowest(surface, cells: EnvironmentMatrix(.pairwise).cells))
        #expect(found.ratio >= found.needed, "\(found.what)")
    }
}
