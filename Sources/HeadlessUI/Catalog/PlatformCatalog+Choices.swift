import Foundation

/// The `platform` catalog's controls that choose: a picker in each style, a
/// date picker, a text field.
extension PlatformEntries {
    /// The picker's options.
    static let flavours = ["Vanilla", "Chocolate", "Strawberry"]

    /// The states of every picker entry.
    static let pickerStates = [
        StateDescriptor(name: "first", arguments: ["title": .string("Flavour")]),
        StateDescriptor(name: "last", arguments: ["title": .string("Flavour"), "selection": .number(2)]),
        StateDescriptor(name: "disabled", arguments: ["title": .string("Flavour")], environment: SettingsOverride(isEnabled: false)),
    ]

    static let pickerParameters = [
        title, ParameterDescriptor("selection", .number, default: .number(0), bound: true, summary: "The selected option's index."),
    ]

    /// `Picker(title, selection:) { … }` over the three flavours.
    static func flavourPicker(_ context: CatalogContext) -> some View {
        let selection = context.bindingDouble("selection")
        return Picker(context.string("title"), selection: Binding(get: { Int(selection.wrappedValue) }, set: { selection.wrappedValue = Double($0) }))
        {
            ForEach(0..<flavours.count, id: \.self) { index in
                Text(flavours[index]).tag(index)
            }
        }
    }

    // Each picker style is an entry of its own: iOS exposes them differently
    // (a menu button, a series of segment buttons, an adjustable wheel, a list
    // of rows), so they are different controls, not styles that promise the
    // same semantics.

    static let picker = CatalogEntry(
        "Picker",
        summary: "Picker(title, selection:) over three options, as a menu (the default outside a form): one button.",
        parameters: pickerParameters,
        styles: [
            CatalogStyle("automatic") { AnyView($0.pickerStyle(.automatic)) },
            CatalogStyle("menu") { AnyView($0.pickerStyle(.menu)) },
        ],
        states: pickerStates, suppressions: [defaultTintText]
    ) { AnyView(flavourPicker($0)) }

    static let segmentedPicker = CatalogEntry(
        "SegmentedPicker", summary: "Picker in the segmented style: one button per segment.", parameters: pickerParameters,
        styles: [CatalogStyle("segmented") { AnyView($0.pickerStyle(.segmented)) }], states: pickerStates
    ) { AnyView(flavourPicker($0)) }

    static let wheelPicker = CatalogEntry(
        "WheelPicker", summary: "Picker in the wheel style: one adjustable element.", parameters: pickerParameters,
        styles: [CatalogStyle("wheel") { AnyView($0.pickerStyle(.wheel)) }], states: pickerStates
    ) { AnyView(flavourPicker($0)) }

    static let inlinePicker = CatalogEntry(
        "InlinePicker", summary: "Picker in the inline style: one row per option.", parameters: pickerParameters,
        styles: [CatalogStyle("inline") { AnyView($0.pickerStyle(.inline)) }], states: pickerStates
    ) { AnyView(flavourPicker($0)) }

    static let datePicker = CatalogEntry(
        "DatePicker",
        summary: "DatePicker(title, selection:) at a fixed date, in each built-in style.",
        parameters: [title],
        styles: [
            CatalogStyle("automatic") { AnyView($0.datePickerStyle(.automatic)) },
            CatalogStyle("compact") { AnyView($0.datePickerStyle(.compact)) },
            CatalogStyle("graphical") { AnyView($0.datePickerStyle(.graphical)) },
            CatalogStyle("wheel") { AnyView($0.datePickerStyle(.wheel)) },
        ],
        states: [
            StateDescriptor(name: "default", arguments: ["title": .string("Start")]),
            StateDescriptor(name: "disabled", arguments: ["title": .string("Start")], environment: SettingsOverride(isEnabled: false)),
        ],
        suppressions: [defaultTintText]
    ) { context in
        // 14 March 2026, 09:30 UTC: a fixed date, so that every run draws the same.
        AnyView(DatePicker(context.string("title"), selection: .constant(Date(timeIntervalSince1970: 1_773_480_600))))
    }

    // A title-only TextField has no label once text is typed (decision 23,
    // label-missing): the stock field as Apple's documentation writes it
    // has a title (its label) and a prompt (its placeholder).
    static let textField = CatalogEntry(
        "TextField",
        summary: "TextField(title, text:, prompt:): empty (its prompt shows) and filled.",
        parameters: [title, ParameterDescriptor("text", .string, summary: "What was typed.")],
        states: [
            StateDescriptor(name: "empty", arguments: ["title": .string("Name"), "text": .string("")]),
            StateDescriptor(name: "filled", arguments: ["title": .string("Name"), "text": .string("Ada Lovelace")]),
            StateDescriptor(
                name: "disabled", arguments: ["title": .string("Name"), "text": .string("")], environment: SettingsOverride(isEnabled: false)),
        ]
    ) { context in
        AnyView(TextField(context.string("title"), text: context.bindingString("text"), prompt: Text("Ada Lovelace")))
    }
}
