import AccessibilityModel
import ScenarioScript

/// Small fake catalog components for the validation tests.
enum Fixtures {
    /// `Rating(title: String, value: Double = 3 (bound), in: ClosedRange<Double> = 1...5)`, styles star and numeric.
    static let rating = ComponentDescriptor(
        name: "Rating",
        parameters: [
            ParameterDescriptor("title", .string),
            ParameterDescriptor("value", .number, default: .number(3), bound: true),
            ParameterDescriptor("in", .range, default: .range(1...5)),
        ],
        styles: ["star", "numeric"],
        validate: { arguments in
            guard let value = arguments.number("value"), let range = arguments.range("in"), !range.contains(value) else { return [] }
            return [ArgumentProblem(parameter: "value", message: "value \(ParameterValue.number(value)) is outside \(ParameterValue.range(range))")]
        },
        makeSubject: { _, _ in subject(label: "Stars") })

    /// `Toggle(title: String, isOn: Bool (bound))`, styles switch, checkbox and fancy.
    static let toggle = ComponentDescriptor(
        name: "Toggle",
        parameters: [
            ParameterDescriptor("title", .string),
            ParameterDescriptor("isOn", .bool, bound: true),
        ],
        styles: ["switch", "checkbox", "fancy"],
        makeSubject: { _, _ in subject(label: "Wi-Fi") })

    /// `Button(title: String, size: enum(small|regular|large) = .regular)`.
    static let button = ComponentDescriptor(
        name: "Button",
        parameters: [
            ParameterDescriptor("title", .string),
            ParameterDescriptor("size", .enumeration, default: .enumCase("regular"), cases: ["small", "regular", "large"]),
            ParameterDescriptor("badge", .integer, optional: true),
        ],
        makeSubject: { _, _ in subject(label: "Pay") })

    static let catalogs = ["design-system": [rating, toggle, button], "articles": [rating]]
    static let ruleIDs = ["label-missing", "label-punctuation", "contract-adjustable", "target-size"]
    static let validator = ScenarioValidator(catalogs: catalogs, ruleIDs: ruleIDs)

    static func subject(label: String) -> StaticTreeSubject {
        StaticTreeSubject(tree: AccessibilityTree(name: label, root: AccessibilityNode(id: "1", label: label)))
    }

    /// The rendered diagnostics of `text` as file `x.scenario`.
    static func diagnose(_ text: String, path: String = "x.scenario") -> String {
        ScenarioDocument(source: ScenarioSource(path: path, text: text), validator: validator).renderedDiagnostics
    }

    static func document(_ text: String) -> ScenarioDocument {
        ScenarioDocument(source: ScenarioSource(path: "x.scenario", text: text), validator: validator)
    }
}
