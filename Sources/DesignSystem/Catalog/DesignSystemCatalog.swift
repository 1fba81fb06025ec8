import Foundation
import HeadlessUI

extension Catalog {
    /// The design system's components (catalog `design-system`, the default):
    /// one component, many styles, one accessibility contract that holds in
    /// every style and every environment.
    public static var designSystem: Catalog {
        Catalog(
            "design-system",
            entries: [
                DesignSystemEntries.rating,
                DesignSystemEntries.toggle,
                DesignSystemEntries.button,
                DesignSystemEntries.detail,
                DesignSystemEntries.card,
                DesignSystemEntries.tag,
                DesignSystemEntries.dsButton,
                DesignSystemEntries.gradientButton,
                DesignSystemEntries.listRow,
                DesignSystemEntries.segmentedPicker,
                DesignSystemEntries.progressBar,
                DesignSystemEntries.formField,
                DesignSystemEntries.textField,
                DesignSystemEntries.dialog,
                DesignSystemEntries.tabBar,
                DesignSystemEntries.messageRow,
                DesignSystemEntries.messageList,
            ])
    }
}

/// The entries of the `design-system` catalog.
enum DesignSystemEntries {
    static let rating = CatalogEntry(
        "Rating",
        summary: "A value in a range that a person sets: stars or a number, one adjustable element.",
        parameters: [
            ParameterDescriptor("title", .string, summary: "The label."),
            ParameterDescriptor("value", .number, default: .number(3), bound: true, summary: "The rating; adjusting changes it by 1."),
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
                "one adjustable element: label = title, value = the number as Text(value, format: .number) writes it",
                stops: [
                    .init(
                        label: arguments.string("title"), value: (arguments.number("value") ?? 0).formatted(.number),
                        traits: .adjustable, forbiddenTraits: [.button, .image], actions: [.increment, .decrement])
                ])
        },
        validate: { $0.rangeProblems(range: "in", value: "value", maximumSpan: 20) }
    ) { context in
        AnyView(Rating(title: context.string("title"), value: context.bindingDouble("value"), in: context.range("in")))
    }

    static let toggle = CatalogEntry(
        "Toggle",
        summary: "An on/off setting: a switch, a checkbox or a fancy badge, one switch element.",
        parameters: [
            ParameterDescriptor("title", .string, summary: "The label."),
            ParameterDescriptor("isOn", .bool, default: .bool(false), bound: true, summary: "The state; activating flips it."),
        ],
        styles: [
            CatalogStyle("switch") { AnyView($0.toggleStyle(.dsSwitch)) },
            CatalogStyle("checkbox") { AnyView($0.toggleStyle(.checkbox)) },
            CatalogStyle("fancy") { AnyView($0.toggleStyle(.fancy)) },
        ],
        states: [
            StateDescriptor(name: "off"),
            StateDescriptor(name: "on", arguments: ["isOn": .bool(true)]),
            StateDescriptor(name: "disabled", environment: SettingsOverride(isEnabled: false)),
        ],
        contract: { arguments in
            DeclaredContract(
                "one switch element (button + toggle traits) labelled by the title, valued 1 when on and 0 when off",
                stops: [
                    .init(
                        label: arguments.string("title"), value: arguments.bool("isOn") == true ? "1" : "0",
                        traits: [.button, .toggle], actions: .activate)
                ])
        }
    ) { context in
        AnyView(Toggle(context.string("title"), isOn: context.bindingBool("isOn")))
    }

    static let button = CatalogEntry(
        "Button",
        summary: "The talk's Detail button: a title with an optional subtitle, caption and symbol, one button element.",
        parameters: [
            ParameterDescriptor("title", .string),
            ParameterDescriptor("subtitle", .string, optional: true),
            ParameterDescriptor("caption", .string, optional: true),
            ParameterDescriptor("systemImage", .string, optional: true, summary: "An SF Symbol; decoration."),
        ],
        styles: [
            CatalogStyle("primary") { AnyView($0.buttonStyle(.dsPrimary)) },
            CatalogStyle("rounded") { AnyView($0.buttonStyle(.dsRounded)) },
            CatalogStyle("bordered") { AnyView($0.buttonStyle(.dsBordered)) },
        ],
        states: [
            StateDescriptor(name: "title"),
            StateDescriptor(name: "detail", arguments: ["subtitle": .string("Subtitle"), "caption": .string("Caption")]),
            StateDescriptor(
                name: "detail-and-image",
                arguments: [
                    "subtitle": .string("Subtitle"), "caption": .string("Caption"),
                    "systemImage": .string("square.and.arrow.up"),
                ]),
            StateDescriptor(name: "disabled", environment: SettingsOverride(isEnabled: false)),
        ],
        contract: { arguments in
            DeclaredContract(
                "one button whose label reads title, subtitle and caption in order",
                stops: [
                    .init(
                        label: DetailText.joined(arguments), traits: .button, forbiddenTraits: .image,
                        actions: .activate)
                ])
        }
    ) { context in
        AnyView(
            Button(
                title: context.string("title"), subtitle: context.optionalString("subtitle"),
                caption: context.optionalString("caption"), systemImage: context.optionalString("systemImage")
            ) {})
    }

    static let detail = CatalogEntry(
        "Detail",
        summary: "A semantic container of a title, subtitle and caption: one element reading all three.",
        parameters: [
            ParameterDescriptor("title", .string),
            ParameterDescriptor("subtitle", .string),
            ParameterDescriptor("caption", .string),
        ],
        styles: [
            CatalogStyle("plain") { AnyView($0.detailStyle(.plain)) },
            CatalogStyle("primary") { AnyView($0.detailStyle(.primary)) },
        ],
        contract: { arguments in
            DeclaredContract(
                "one element whose label reads title, subtitle and caption in order",
                stops: [.init(label: DetailText.joined(arguments), forbiddenTraits: [.button, .header])])
        }
    ) { context in
        AnyView(Detail(title: context.string("title"), subtitle: context.string("subtitle"), caption: context.string("caption")))
    }

    static let card = CatalogEntry(
        "Card",
        summary: "A titled container on a surface: the title is a heading, the content follows.",
        parameters: [
            ParameterDescriptor("title", .string),
            ParameterDescriptor("systemImage", .string, optional: true, summary: "An SF Symbol; decoration."),
        ],
        styles: SurfaceStyles.all,
        states: [
            StateDescriptor(name: "title"),
            StateDescriptor(name: "with-image", arguments: ["systemImage": .string("star.fill")]),
        ],
        contract: { arguments in
            DeclaredContract(
                "a container: the title as a heading, then the content",
                stops: [
                    .init(label: arguments.string("title"), traits: .header),
                    .init(label: DesignSystemEntries.cardContent, traits: .staticText),
                ])
        }
    ) { context in
        AnyView(
            Card(title: context.string("title"), systemImage: context.optionalString("systemImage")) {
                Text(DesignSystemEntries.cardContent)
            })
    }

    /// The content of the catalog's card fixture.
    static let cardContent = "Cards group related content under a title."

    static let tag = CatalogEntry(
        "Tag",
        summary: "A short title in a capsule on a surface: one element labelled by the title.",
        parameters: [
            ParameterDescriptor("title", .string),
            ParameterDescriptor("systemImage", .string, optional: true, summary: "An SF Symbol; decoration."),
        ],
        styles: SurfaceStyles.all,
        states: [
            StateDescriptor(name: "title"),
            StateDescriptor(name: "with-image", arguments: ["systemImage": .string("star.fill")]),
        ],
        contract: { arguments in
            DeclaredContract("one element labelled by the title", stops: [.init(label: arguments.string("title"), forbiddenTraits: .image)])
        }
    ) { context in
        AnyView(Tag(context.string("title"), systemImage: context.optionalString("systemImage")))
    }

    static let dsButton = CatalogEntry(
        "DSButton",
        summary: "Article 003's button: size × variant change the drawing only; one button labelled by the title.",
        parameters: [
            ParameterDescriptor("title", .string),
            ParameterDescriptor("systemImage", .string, optional: true, summary: "An SF Symbol; decoration."),
        ],
        styles: DSButtonFixture.styles,
        states: [
            StateDescriptor(name: "title"),
            StateDescriptor(name: "with-image", arguments: ["systemImage": .string("arrow.right")]),
            StateDescriptor(name: "disabled", environment: SettingsOverride(isEnabled: false)),
        ],
        contract: { arguments in
            DeclaredContract(
                "one button labelled by the title",
                stops: [.init(label: arguments.string("title"), traits: .button, forbiddenTraits: .image, actions: .activate)])
        }
    ) { context in
        AnyView(DSButtonFixture(title: context.string("title"), systemImage: context.optionalString("systemImage")))
    }

    static let gradientButton = CatalogEntry(
        "GradientButton",
        summary: "Article 004's gradient button built right: one button labelled by the title; no motion with Reduce Motion.",
        parameters: [ParameterDescriptor("title", .string)],
        styles: [.unstyled],
        states: [StateDescriptor(name: "default"), StateDescriptor(name: "disabled", environment: SettingsOverride(isEnabled: false))],
        contract: { arguments in
            DeclaredContract(
                "one button labelled by the title",
                stops: [.init(label: arguments.string("title"), traits: .button, actions: .activate)])
        }
    ) { context in
        AnyView(GradientButton(context.string("title")) {})
    }
}

/// The three surfaces of tags and cards, as catalog styles.
enum SurfaceStyles {
    static let all: [CatalogStyle] = [
        CatalogStyle("material") { AnyView($0.surfaceStyle(.material)) },
        CatalogStyle("color") { AnyView($0.surfaceStyle(.color)) },
        CatalogStyle("gradient") { AnyView($0.surfaceStyle(.gradient)) },
    ]
}

/// The label a Detail reads: its present texts joined by ", ".
enum DetailText {
    static func joined(_ arguments: ComponentArguments) -> String {
        ["title", "subtitle", "caption"].compactMap { arguments.string($0) }.filter { !$0.isEmpty }.joined(separator: ", ")
    }
}

/// Applies a DSButton catalog style (`small-filled`, …): size and variant are
/// copy-and-return methods on DSButton, so the style travels in the environment.
struct DSButtonFixture: View {
    struct Presentation: Sendable {
        var size: DSButton.Size
        var variant: DSButton.Variant
    }

    struct PresentationKey: EnvironmentKey {
        static let defaultValue = Presentation(size: .large, variant: .filled)
    }

    @Environment(\.dsButtonPresentation) private var presentation
    let title: String
    let systemImage: String?

    var body: some View {
        DSButton(title, systemImage: systemImage) {}
            .dsSize(presentation.size)
            .dsVariant(presentation.variant)
    }

    /// `small-filled`, `small-outlined`, `small-plain`, `large-filled`, `large-outlined`, `large-plain`.
    static var styles: [CatalogStyle] {
        DSButton.Size.allCases.flatMap { size in
            DSButton.Variant.allCases.map { variant in
                let presentation = Presentation(size: size, variant: variant)
                return CatalogStyle("\(size.rawValue)-\(variant.rawValue)") {
                    AnyView($0.environment(\.dsButtonPresentation, presentation))
                }
            }
        }
    }
}

extension EnvironmentValues {
    var dsButtonPresentation: DSButtonFixture.Presentation {
        get { self[DSButtonFixture.PresentationKey.self] }
        set { self[DSButtonFixture.PresentationKey.self] = newValue }
    }
}
