// The `articles` catalog: each article component as its article's call sites
// use it, like previews. Not article code: this file is the fixture.

import Foundation
import HeadlessUI

extension Catalog {
    /// The articles' components exactly as published, flaws included
    /// (catalog `articles`): what the auditor finds in real published code.
    public static var articles: Catalog {
        Catalog("articles", entries: [
            ArticleEntries.rating,
            ArticleEntries.tag,
            ArticleEntries.card,
            ArticleEntries.detail,
            ArticleEntries.button,
            ArticleEntries.myToggle,
            ArticleEntries.dsButton,
            ArticleEntries.animatedGradientButton,
        ])
    }
}

/// The entries of the `articles` catalog.
enum ArticleEntries {
    static let rating = CatalogEntry(
        "Rating",
        summary: "Article 000's Rating: a value in a range, drawn as stars or as a number.",
        parameters: [
            ParameterDescriptor("title", .string, default: .string("Stars:"), summary: "The label."),
            ParameterDescriptor("value", .number, default: .number(3), bound: true, summary: "The rating."),
            ParameterDescriptor("in", .range, default: .range(1...5), summary: "The allowed values."),
        ],
        styles: [
            CatalogStyle("star") { AnyView($0.ratingStyle(.star)) },
            CatalogStyle("numeric") { AnyView($0.ratingStyle(.numeric)) },
        ],
        states: [
            StateDescriptor(name: "middle"),
            StateDescriptor(name: "lower-bound", arguments: ["value": .number(1)]),
            StateDescriptor(name: "upper-bound", arguments: ["value": .number(5)]),
            StateDescriptor(name: "disabled", environment: SettingsOverride(isEnabled: false)),
        ],
        contract: { arguments in
            DeclaredContract(
                "one adjustable element labelled by the title, valued by the rating (the article's own accessibility code)",
                stops: [.init(label: arguments.string("title"), value: (arguments.number("value") ?? 0).formatted(.number),
                              traits: .adjustable, actions: [.increment, .decrement])])
        },
        validate: { $0.rangeProblems(range: "in", value: "value", maximumSpan: 20) }
    ) { context in
        AnyView(Rating(title: LocalizedStringResource(context.string("title")), value: context.bindingDouble("value"),
                       in: context.range("in")))
    }

    static let tag = CatalogEntry(
        "Tag",
        summary: "Article 000's Tag: a title and an optional image in a capsule whose background comes from the environment.",
        parameters: [
            ParameterDescriptor("title", .string, default: .string("Featured")),
            ParameterDescriptor("systemImage", .string, optional: true),
        ],
        styles: [
            CatalogStyle("material") { AnyView($0.tagBackgroundStyle(Material.thick)) },
            CatalogStyle("color") { AnyView($0.tagBackgroundStyle(Color.orange)) },
            CatalogStyle("gradient") {
                AnyView($0.tagBackgroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .bottom, endPoint: .top)))
            },
        ],
        states: [
            StateDescriptor(name: "text"),
            StateDescriptor(name: "with-image", arguments: ["systemImage": .string("star.fill")]),
        ],
        contract: { arguments in
            DeclaredContract("one element labelled by the title", stops: [.init(label: arguments.string("title"))])
        }
    ) { context in
        let title = LocalizedStringResource(context.string("title"))
        if let systemImage = context.optionalString("systemImage") {
            return AnyView(Tag(title, systemImage: systemImage))
        }
        return AnyView(Tag(title))
    }

    static let card = CatalogEntry(
        "Card",
        summary: "Article 000's Card: a header slot and a content slot; the header is plain, an image, or the prominent image and title.",
        parameters: [
            ParameterDescriptor("title", .string, default: .string("Hello, World")),
            ParameterDescriptor("content", .string, default: .string("Content")),
            ParameterDescriptor("header", .enumeration, default: .enumCase("plain"), cases: ["plain", "image", "prominent"],
                                summary: "Which of the article's initialisers builds the header."),
        ],
        styles: [.unstyled],
        states: [
            StateDescriptor(name: "plain-header"),
            StateDescriptor(name: "image-header", arguments: ["header": .enumCase("image")]),
            StateDescriptor(name: "prominent-header", arguments: ["header": .enumCase("prominent")]),
        ]
    ) { context in
        let title = context.string("title"), content = context.string("content")
        switch context.enumCase("header") {
        case "image":
            return AnyView(Card(image: Image(.myAsset)) { Text(content) })
        case "prominent":
            return AnyView(Card(image: Image(.myAsset), title: LocalizedStringResource(title)) { Text(content) })
        default:
            return AnyView(Card { Text(title) } content: { Text(content) })
        }
    }

    static let detail = CatalogEntry(
        "Detail",
        summary: "Article 001's Detail: a semantic container of a title, a subtitle and a caption, drawn by a DetailStyle.",
        parameters: [
            ParameterDescriptor("title", .string, default: .string("Title")),
            ParameterDescriptor("subtitle", .string, default: .string("Subtitle")),
            ParameterDescriptor("caption", .string, default: .string("Caption")),
        ],
        styles: [
            CatalogStyle("plain") { AnyView($0.detailStyle(PlainDetailStyle())) },
            CatalogStyle("primary") { AnyView($0.detailStyle(PrimaryButtonDetailStyle())) },
        ]
    ) { context in
        let title = context.string("title"), subtitle = context.string("subtitle"), caption = context.string("caption")
        return AnyView(Detail { Text(title) } subtitle: { Text(subtitle) } caption: { Text(caption) })
    }

    static let button = CatalogEntry(
        "Button",
        summary: "Articles 001 and 002's buttons: SwiftUI's Button with PrimaryButtonStyle or RoundedButtonStyle, and the talk's Detail initialisers.",
        parameters: [
            ParameterDescriptor("title", .string, default: .string("Title")),
            ParameterDescriptor("subtitle", .string, optional: true),
            ParameterDescriptor("caption", .string, optional: true),
            ParameterDescriptor("systemImage", .string, optional: true),
        ],
        styles: [
            CatalogStyle("primary") { AnyView($0.buttonStyle(.primary)) },
            CatalogStyle("rounded") {
                AnyView($0.buttonStyle(RoundedButtonStyle(backgroundColor: .blue, foregroundColor: .white, cornerRadius: 8)))
            },
        ],
        states: [
            StateDescriptor(name: "title"),
            StateDescriptor(name: "title-and-image", arguments: ["systemImage": .string("square.and.arrow.up")]),
            StateDescriptor(name: "detail", arguments: ["subtitle": .string("Subtitle"), "caption": .string("Caption")]),
            StateDescriptor(name: "detail-and-image", arguments: ["subtitle": .string("Subtitle"), "caption": .string("Caption"),
                                                                  "systemImage": .string("square.and.arrow.up")]),
        ],
        contract: { arguments in
            let texts = [arguments.string("title"), arguments.string("subtitle"), arguments.string("caption")].compactMap { $0 }
            return DeclaredContract("one button labelled by its texts",
                                    stops: [.init(label: texts.joined(separator: ", "), traits: .button, actions: .activate)])
        }
    ) { context in
        ArticleButtons.make(title: context.string("title"), subtitle: context.optionalString("subtitle"),
                            caption: context.optionalString("caption"), systemImage: context.optionalString("systemImage"))
    }

    static let myToggle = CatalogEntry(
        "MyToggle",
        summary: "Article 002's MyToggle: a title and an on/off state drawn by a MyToggleStyle; it toggles with onTapGesture.",
        parameters: [
            ParameterDescriptor("title", .string, default: .string("Toggle")),
            ParameterDescriptor("isOn", .bool, default: .bool(false), bound: true),
        ],
        styles: [
            CatalogStyle("default") { AnyView($0.myToggleStyle(DefaultMyToggleStyle())) },
            CatalogStyle("fancy") { AnyView($0.myToggleStyle(MyFancyToggleStyle(icon: Image(systemName: "applescript.fill")))) },
        ],
        states: [
            StateDescriptor(name: "off"),
            StateDescriptor(name: "on", arguments: ["isOn": .bool(true)]),
            StateDescriptor(name: "disabled", environment: SettingsOverride(isEnabled: false)),
        ],
        contract: { arguments in
            DeclaredContract("a toggle: one switch element labelled by the title, valued 1 or 0",
                             stops: [.init(label: arguments.string("title"), value: arguments.bool("isOn") == true ? "1" : "0",
                                           traits: [.button, .toggle], actions: .activate)])
        }
    ) { context in
        AnyView(MyToggle(title: context.string("title"), isOn: context.bindingBool("isOn")))
    }

    static let dsButton = CatalogEntry(
        "DSButton",
        summary: "Article 003's DSButton: a title and an optional image, sized and varied with copy-and-return methods.",
        parameters: [
            ParameterDescriptor("title", .string, default: .string("Continue")),
            ParameterDescriptor("systemImage", .string, optional: true),
        ],
        styles: ArticleDSButtonFixture.styles,
        states: [
            StateDescriptor(name: "title"),
            StateDescriptor(name: "with-image", arguments: ["systemImage": .string("arrow.right")]),
            StateDescriptor(name: "disabled", environment: SettingsOverride(isEnabled: false)),
        ],
        contract: { arguments in
            DeclaredContract("one button labelled by the title",
                             stops: [.init(label: arguments.string("title"), traits: .button, actions: .activate)])
        }
    ) { context in
        AnyView(ArticleDSButtonFixture(title: context.string("title"), systemImage: context.optionalString("systemImage")))
    }

    static let animatedGradientButton = CatalogEntry(
        "AnimatedGradientButton",
        summary: "Article 004's UIKit AnimatedGradientButton in HeadlessUI: a gradient, rounded corners and a press scale.",
        parameters: [ParameterDescriptor("title", .string, default: .string("Continue"))],
        styles: [.unstyled],
        states: [StateDescriptor(name: "default"), StateDescriptor(name: "disabled", environment: SettingsOverride(isEnabled: false))],
        contract: { arguments in
            DeclaredContract("one button labelled by the title",
                             stops: [.init(label: arguments.string("title"), traits: .button, actions: .activate)])
        }
    ) { context in
        AnyView(AnimatedGradientButton(title: context.string("title")) {})
    }
}

/// The article's Button call sites, chosen by which texts are given.
enum ArticleButtons {
    static func make(title: String, subtitle: String?, caption: String?, systemImage: String?) -> AnyView {
        switch (subtitle, caption, systemImage) {
        case (.some(let subtitle), .some(let caption), .some(let systemImage)):
            return AnyView(Button(title: LocalizedStringKey(title), subtitle: LocalizedStringKey(subtitle),
                                  caption: LocalizedStringKey(caption), systemImage: systemImage, action: {}))
        case (.some(let subtitle), .some(let caption), nil):
            return AnyView(Button(title: LocalizedStringKey(title), subtitle: LocalizedStringKey(subtitle),
                                  caption: LocalizedStringKey(caption), action: {}))
        case (nil, nil, .some(let systemImage)):
            return AnyView(Button(title, systemImage: systemImage, action: {}))
        case (nil, nil, nil):
            return AnyView(Button(title) {})
        default:
            // "Making views optional": a Detail with the missing part left out.
            return AnyView(Button {} label: {
                Detail { Text(title) } subtitle: { if let subtitle { Text(subtitle) } } caption: { if let caption { Text(caption) } }
            })
        }
    }
}

/// Applies a DSButton catalog style: the copy-and-return methods must be
/// called on the DSButton itself, so the style travels in the environment.
struct ArticleDSButtonFixture: View {
    struct Presentation { var size: DSButton.Size; var variant: DSButton.Variant }
    struct PresentationKey: EnvironmentKey { static let defaultValue = Presentation(size: .large, variant: .filled) }

    @Environment(\.articleDSButtonPresentation) private var presentation
    let title: String
    let systemImage: String?

    var body: some View {
        DSButton(title, image: systemImage.map { Image(systemName: $0) }) {}
            .dsSize(presentation.size)
            .dsVariant(presentation.variant)
    }

    static var styles: [CatalogStyle] {
        var styles: [CatalogStyle] = []
        for (sizeName, size) in [("small", DSButton.Size.small), ("large", .large)] {
            for (variantName, variant) in [("filled", DSButton.Variant.filled), ("outlined", .outlined), ("plain", .plain)] {
                let presentation = Presentation(size: size, variant: variant)
                styles.append(CatalogStyle("\(sizeName)-\(variantName)") {
                    AnyView($0.environment(\.articleDSButtonPresentation, presentation))
                })
            }
        }
        return styles
    }
}

extension EnvironmentValues {
    var articleDSButtonPresentation: ArticleDSButtonFixture.Presentation {
        get { self[ArticleDSButtonFixture.PresentationKey.self] }
        set { self[ArticleDSButtonFixture.PresentationKey.self] = newValue }
    }
}
