import HeadlessUI

/// The catalog entries of the list and form components: a list row, a
/// segmented picker, a progress bar and a form field.
extension DesignSystemEntries {
    static let listRow = CatalogEntry(
        "ListRow",
        summary: "A tappable row of a list: title, subtitle, value; one button, 44 points or taller.",
        parameters: [
            ParameterDescriptor("title", .string),
            ParameterDescriptor("subtitle", .string, optional: true),
            ParameterDescriptor("value", .string, optional: true, summary: "Shown trailing; read as the value."),
            ParameterDescriptor("systemImage", .string, optional: true, summary: "An SF Symbol; decoration."),
        ],
        styles: [
            CatalogStyle("card") { AnyView($0.background(Color(.secondarySystemGroupedBackground))) },
            CatalogStyle("plain") { AnyView($0.background(Palette.page.color)) },
        ],
        states: [
            StateDescriptor(name: "title"),
            StateDescriptor(name: "detail", arguments: ["subtitle": .string("Home network"), "value": .string("On")]),
            StateDescriptor(name: "with-image", arguments: ["systemImage": .string("wifi"), "value": .string("On")]),
            StateDescriptor(name: "disabled", environment: SettingsOverride(isEnabled: false)),
        ],
        contract: { arguments in
            DeclaredContract(
                "one button labelled by the title and subtitle, valued by the value",
                stops: [
                    .init(
                        label: ListRow.label(title: arguments.string("title") ?? "", subtitle: arguments.string("subtitle")),
                        value: arguments.string("value"), traits: .button, forbiddenTraits: .image, actions: .activate)
                ])
        }
    ) { context in
        AnyView(
            ListRow(
                context.string("title"), subtitle: context.optionalString("subtitle"), value: context.optionalString("value"),
                systemImage: context.optionalString("systemImage")
            ) {})
    }

    /// The options of the catalog's segmented picker.
    static let segments = ["Day", "Week", "Month"]

    static let segmentedPicker = CatalogEntry(
        "SegmentedPicker",
        summary: "A choice among a few options side by side: a series of segment buttons, the selected one selected.",
        parameters: [
            ParameterDescriptor("title", .string),
            ParameterDescriptor("selection", .number, default: .number(0), bound: true, summary: "The selected segment's index (Day, Week, Month)."),
        ],
        styles: [.unstyled],
        states: [
            StateDescriptor(name: "first"),
            StateDescriptor(name: "last", arguments: ["selection": .number(2)]),
            StateDescriptor(name: "disabled", environment: SettingsOverride(isEnabled: false)),
        ],
        contract: { arguments in
            let selected = Int(arguments.number("selection") ?? 0)
            return DeclaredContract(
                "a series of one button per segment, the selected one with the selected trait",
                stops: segments.enumerated().map { index, title in
                    index == selected
                        ? .init(label: title, traits: [.button, .selected], actions: .activate)
                        : .init(label: title, traits: .button, forbiddenTraits: .selected, actions: .activate)
                })
        }
    ) { context in
        let selection = context.bindingDouble("selection")
        return AnyView(
            SegmentedPicker(
                context.string("title"),
                selection: Binding(get: { Int(selection.wrappedValue) }, set: { selection.wrappedValue = Double($0) }),
                options: segments))
    }

    static let progressBar = CatalogEntry(
        "ProgressBar",
        summary: "How far a task has got: one element labelled by the title, valued by the percentage, updating frequently.",
        parameters: [
            ParameterDescriptor("title", .string),
            ParameterDescriptor("value", .number, default: .number(0.4), summary: "Done, from 0 to 1."),
        ],
        styles: [.unstyled],
        states: [
            StateDescriptor(name: "started"),
            StateDescriptor(name: "empty", arguments: ["value": .number(0)]),
            StateDescriptor(name: "done", arguments: ["value": .number(1)]),
        ],
        contract: { arguments in
            let percent = Int(((arguments.number("value") ?? 0) * 100).rounded())
            return DeclaredContract(
                "one element labelled by the title, valued by the percentage, with updatesFrequently",
                stops: [
                    .init(
                        label: arguments.string("title"), value: "\(percent)%", traits: .updatesFrequently,
                        forbiddenTraits: .button)
                ])
        }
    ) { context in
        AnyView(ProgressBar(context.string("title"), value: context.number("value")))
    }

    static let formField = CatalogEntry(
        "FormField",
        summary: "A labelled value in a form: one element labelled by the title and valued by the value.",
        parameters: [
            ParameterDescriptor("title", .string),
            ParameterDescriptor("value", .string, default: .string("ana@example.com")),
        ],
        styles: [
            CatalogStyle("inline") { AnyView($0.formFieldLayout(.inline)) },
            CatalogStyle("stacked") { AnyView($0.formFieldLayout(.stacked)) },
        ],
        states: [
            StateDescriptor(name: "value"),
            StateDescriptor(name: "long-value", arguments: ["value": .string("ana.maria.rodrigues@example.com")]),
        ],
        contract: { arguments in
            DeclaredContract(
                "one element labelled by the title, valued by the value",
                stops: [.init(label: arguments.string("title"), value: arguments.string("value"), forbiddenTraits: .button)])
        }
    ) { context in
        AnyView(FormField(context.string("title"), value: context.string("value")))
    }
}
