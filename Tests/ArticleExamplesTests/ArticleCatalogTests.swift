import ArticleExamples
import HeadlessUI
import Testing

/// One rendering of an entry: a style and a state.
struct Cell: Sendable, CustomTestStringConvertible {
    var component: String
    var style: String
    var state: String
    var testDescription: String { "\(component) \(style) \(state)" }

    /// Every entry × style × state of a catalog.
    static func all(of catalog: Catalog) -> [Cell] {
        catalog.entries.flatMap { entry in
            entry.styles.flatMap { style in entry.states.map { Cell(component: entry.name, style: style.name, state: $0.name) } }
        }
    }
}

/// Renders one cell of the articles catalog as the CLI does: default
/// arguments, the state's overrides, the state's settings.
func renderArticle(_ component: String, style: String, state stateName: String? = nil,
                   settings extra: String = "") -> AccessibilityTree? {
    guard let descriptor = Catalog.articles.descriptors.first(where: { $0.name == component }) else { return nil }
    let state = stateName.flatMap { descriptor.state(named: $0) } ?? descriptor.states[0]
    var settings = AccessibilitySettings()
    if !extra.isEmpty { try? settings.apply(extra) }
    if !state.environment.isEmpty { try? settings.apply(state.environment) }
    return descriptor.makeSubject(descriptor.arguments(for: state), style).render(settings: settings)
}

@Suite struct ArticleCatalogTests {
    @Test(arguments: Cell.all(of: .articles))
    func `every entry, style and state renders at least one element`(cell: Cell) throws {
        let tree = try #require(renderArticle(cell.component, style: cell.style, state: cell.state))
        print(tree.dump)
        var elements = 0
        tree.walk { node, _ in
            if node.isElement && !node.isHidden { elements += 1 }
            return .visitChildren
        }
        #expect(elements > 0)
    }
}
