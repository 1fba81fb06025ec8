import Foundation

extension Catalog {
    /// SwiftUI's stock controls as an app uses them without changing their
    /// look (catalog `platform`): what iOS draws, judged as iOS users see it.
    ///
    /// A stock control is clean at `serious` and above in every cell of
    /// `--matrix full`, light and dark: a finding here is a false finding on
    /// Apple's own control, and `.ci/run` fails on it (docs/drawing.md
    /// "Stock controls").
    ///
    /// ```sh
    /// a11y-audit --catalog platform --matrix full --no-scenarios
    /// ```
    public static var platform: Catalog {
        Catalog(
            "platform",
            entries: [
                PlatformEntries.toggle,
                PlatformEntries.slider,
                PlatformEntries.stepper,
                PlatformEntries.progressView,
                PlatformEntries.gauge,
                PlatformEntries.picker,
                PlatformEntries.segmentedPicker,
                PlatformEntries.wheelPicker,
                PlatformEntries.inlinePicker,
                PlatformEntries.datePicker,
                PlatformEntries.textField,
                PlatformEntries.listRows,
                PlatformEntries.tabBar,
            ])
    }
}

/// The entries of the `platform` catalog.
enum PlatformEntries {
    static let title = ParameterDescriptor("title", .string, summary: "The label.")

    /// iOS's default tint, system blue (`#007AFF`), is 4.02:1 on white: below
    /// WCAG 1.4.3's 4.5:1 for text under 18 pt, in the standard contrast of
    /// light mode (Increase Contrast makes it `#0040DD`, which passes). The
    /// finding is true of iOS itself, and an app that keeps the default tint
    /// for small text inherits it; it is accepted here so that the catalog
    /// gates what HeadlessUI draws, and it stays in the report as suppressed.
    static let defaultTintText = Suppression(
        rule: "contrast-text", element: nil,
        reason:
            "iOS's default tint, system blue #007AFF, is 4.02:1 on white and lower on its own 15 % fill: below 4.5:1 for text under 18 pt in light mode at standard contrast (Increase Contrast makes it #0040DD, which passes); true of iOS itself, accepted here so that the catalog gates what HeadlessUI draws"
    )

    static let toggle = CatalogEntry(
        "Toggle",
        summary: "Toggle(title, isOn:) in each built-in style: one switch element.",
        parameters: [title, ParameterDescriptor("isOn", .bool, default: .bool(false), bound: true, summary: "The state.")],
        styles: [
            CatalogStyle("automatic") { AnyView($0.toggleStyle(.automatic)) },
            CatalogStyle("switch") { AnyView($0.toggleStyle(.switch)) },
            CatalogStyle("button") { AnyView($0.toggleStyle(.button)) },
        ],
        states: [
            StateDescriptor(name: "off", arguments: ["title": .string("Wi-Fi")]),
            StateDescriptor(name: "on", arguments: ["title": .string("Wi-Fi"), "isOn": .bool(true)]),
            StateDescriptor(name: "disabled", arguments: ["title": .string("Wi-Fi")], environment: SettingsOverride(isEnabled: false)),
        ],
        suppressions: [
            defaultTintText,
            Suppression(
                rule: "color-only-state", element: nil,
                reason:
                    "the .button style \"indicates the on state by filling in the background with its tint color\" (Apple, ToggleStyle.button): a fill of the tint versus a 15 % wash of it, Apple's own design for this style; the switch styles show the state by the knob's position and pass"
            ),
        ]
    ) { context in
        AnyView(Toggle(context.string("title"), isOn: context.bindingBool("isOn")))
    }

    static let slider = CatalogEntry(
        "Slider",
        summary: "Slider(value:in:) with a label iOS does not draw: one adjustable element.",
        parameters: [title, ParameterDescriptor("value", .number, default: .number(0.5), bound: true, summary: "From 0 to 1.")],
        states: [
            StateDescriptor(name: "middle", arguments: ["title": .string("Volume")]),
            StateDescriptor(name: "minimum", arguments: ["title": .string("Volume"), "value": .number(0)]),
            StateDescriptor(name: "maximum", arguments: ["title": .string("Volume"), "value": .number(1)]),
            StateDescriptor(name: "disabled", arguments: ["title": .string("Volume")], environment: SettingsOverride(isEnabled: false)),
        ]
    ) { context in
        AnyView(Slider(value: context.bindingDouble("value"), in: 0...1) { Text(context.string("title")) })
    }

    static let stepper = CatalogEntry(
        "Stepper",
        summary: "Stepper(title, value:in:): the label with the value, and the two buttons.",
        parameters: [title, ParameterDescriptor("value", .number, default: .number(5), bound: true, summary: "From 0 to 10.")],
        states: [
            StateDescriptor(name: "middle", arguments: ["title": .string("Guests")]),
            StateDescriptor(name: "lower-bound", arguments: ["title": .string("Guests"), "value": .number(0)]),
            StateDescriptor(name: "upper-bound", arguments: ["title": .string("Guests"), "value": .number(10)]),
            StateDescriptor(name: "disabled", arguments: ["title": .string("Guests")], environment: SettingsOverride(isEnabled: false)),
        ]
    ) { context in
        let value = context.bindingDouble("value")
        return AnyView(
            Stepper(
                context.string("title"),
                value: Binding(get: { Int(value.wrappedValue) }, set: { value.wrappedValue = Double($0) }), in: 0...10))
    }

    static let progressView = CatalogEntry(
        "ProgressView",
        summary: "ProgressView(title, value:) and an indeterminate ProgressView(title).",
        parameters: [title, ParameterDescriptor("value", .number, default: .number(0.4), summary: "From 0 to 1.")],
        styles: [
            CatalogStyle("automatic") { AnyView($0.progressViewStyle(.automatic)) },
            CatalogStyle("linear") { AnyView($0.progressViewStyle(.linear)) },
        ],
        states: [
            StateDescriptor(name: "determinate", arguments: ["title": .string("Downloading")]),
            StateDescriptor(name: "complete", arguments: ["title": .string("Downloading"), "value": .number(1)]),
        ]
    ) { context in
        AnyView(ProgressView(context.string("title"), value: context.number("value"), total: 1))
    }

    static let gauge = CatalogEntry(
        "Gauge",
        summary: "Gauge(value:in:) with a label: one element valued by the percentage.",
        parameters: [title, ParameterDescriptor("value", .number, default: .number(0.7), summary: "From 0 to 1.")],
        states: [StateDescriptor(name: "default", arguments: ["title": .string("Battery")])]
    ) { context in
        AnyView(Gauge(value: context.number("value"), in: 0...1) { Text(context.string("title")) })
    }
}
