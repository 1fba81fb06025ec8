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
func renderArticle(
    _ component: String, style: String, state stateName: String? = nil,
    settings extra: SettingsOverride = .none
) -> AccessibilityTree? {
    guard let descriptor = Catalog.articles.descriptors.first(where: { $0.name == component }) else { return nil }
    let state = stateName.flatMap { descriptor.state(named: $0) } ?? descriptor.states[0]
    let settings = state.environment.applied(to: extra.applied(to: AccessibilitySettings()))
    return descriptor.makeSubject(descriptor.arguments(for: state), style).render(settings: settings)
}

@Suite struct ArticleCatalogTests {
    @Test(arguments: Cell.all(of: .articles))
    func `every entry, style and state renders at least one element`(cell: Cell) throws {
        let tree = try #require(renderArticle(cell.component, style: cell.style, state: cell.state))
        var elements = 0
        tree.walk { node, _ in
            if node.isElement && !node.isHidden { elements += 1 }
            return .visitChildren
        }
        #expect(elements > 0)
    }
}

/// The published flaws, as the trees show them.
@Suite struct ArticleFlawTests {
    @Test func `MyToggle is no toggle: no trait, no value, a tap handler on each part`() throws {
        for style in ["default", "fancy"] {
            let tree = try #require(renderArticle("MyToggle", style: style))
            let stops = tree.root.children
            #expect(stops.count == 2, "\(style): the icon and the title are separate stops")
            for stop in stops {
                #expect(!stop.traits.contains(.toggle) && !stop.traits.contains(.button))
                #expect(stop.value == nil)
                #expect(stop.actions.contains(.activate), "onTapGesture gives activation with no role")
            }
        }
    }

    @Test func `the star Rating hides stars whose labels are derived from symbol names`() throws {
        let tree = try #require(renderArticle("Rating", style: "star"))
        let rating = try #require(tree.root.children.first)
        #expect(rating.label == "Stars:")
        #expect(rating.value == "3")
        let stars = rating.children.filter { $0.traits.contains(.button) }
        #expect(stars.count == 5)
        #expect(stars.allSatisfy { $0.isHidden && $0.labelOrigin == .symbolName })
        #expect(stars.map(\.label) == ["star fill", "star fill", "star fill", "star", "star"])
    }

    @Test func `the numeric Rating merges its visible numbers into the label`() throws {
        let rating = try #require(renderArticle("Rating", style: "numeric")?.root.children.first)
        #expect(rating.label == "Stars:, 3.0, / 5")
        #expect(rating.value == "3")
    }

    @Test func `the talk's Detail button ignores its arguments`() throws {
        let tree = try #require(renderArticle("Button", style: "primary", state: "detail"))
        #expect(tree.root.children.first?.label == "Title, Subtitle, Caption")
        let descriptor = try #require(Catalog.articles.descriptors.first { $0.name == "Button" })
        var arguments = descriptor.arguments(for: descriptor.state(named: "detail"))
        arguments["title"] = .string("Share")
        let shared = descriptor.makeSubject(arguments, "primary").render(settings: AccessibilitySettings())
        #expect(shared.root.children.first?.label == "Title, Subtitle, Caption", "the literals win over the title")
    }

    @Test func `Detail's fixed font sizes ignore Dynamic Type`() throws {
        let tree = try #require(renderArticle("Detail", style: "plain", settings: SettingsOverride(dynamicTypeSize: .accessibility5)))
        let sizes = tree.root.children.compactMap { $0.font?.size }
        #expect(sizes == [32, 24, 14])
        #expect(tree.root.children.allSatisfy { $0.font?.scalesWithDynamicType == false })
    }

    @Test func `the image Card's header is labelled by its asset name`() throws {
        let tree = try #require(renderArticle("Card", style: "default", state: "image-header"))
        let image = try #require(tree.root.children.first)
        #expect(image.label == "myAsset")
        #expect(image.labelOrigin == .imageName)
    }

    @Test func `the press scale of the rounded and gradient buttons stays on with Reduce Motion`() throws {
        let rounded = try #require(renderArticle("Button", style: "rounded", settings: SettingsOverride(reduceMotion: true)))
        #expect(rounded.root.children.first?.motion.contains(.scale) == true)
        let gradient = try #require(renderArticle("AnimatedGradientButton", style: "default", settings: SettingsOverride(reduceMotion: true)))
        #expect(gradient.root.children.first?.motion.isEmpty == false)
    }

    @Test func `the DSButton variant changes nothing, as the article says`() throws {
        for size in ["small", "large"] {
            let dumps = try ["filled", "outlined", "plain"].map { variant in
                try #require(renderArticle("DSButton", style: "\(size)-\(variant)", state: "with-image")).dump
            }
            #expect(Set(dumps).count == 1, "\(size)")
        }
        let small = try #require(renderArticle("DSButton", style: "small-filled", state: "with-image")?.root.children.first)
        #expect(small.frame?.height ?? 0 < 44, "the published button has no padding: a small target")
    }
}
