import AccessibilityModel
import Foundation
import ScenarioScript

/// Live fake components for the runner tests: a rating with bounds, a
/// toggle with a custom action, a small form (heading, buttons, a link), and
/// deliberately broken ones.
enum FakeComponents {
    /// What is wrong with a broken fake, if anything.
    enum Defect: Sendable {
        case none
        /// Increment reports success and changes nothing.
        case incrementDoesNothing
        /// The label ignores the title.
        case wrongLabel
        /// No label and no value (the audit finds `label-missing`).
        case noLabel
    }

    static func rating(named name: String = "Rating", defect: Defect = .none) -> ComponentDescriptor {
        ComponentDescriptor(
            name: name,
            parameters: [
                ParameterDescriptor("title", .string),
                ParameterDescriptor("value", .number, default: .number(3), bound: true),
                ParameterDescriptor("in", .range, default: .range(1...5)),
            ],
            styles: ["star", "numeric"],
            makeSubject: { arguments, style in
                FakeRating(
                    title: arguments.string("title") ?? "", value: Int(arguments.number("value") ?? 3),
                    range: arguments.range("in") ?? 1...5, numeric: style == "numeric", defect: defect)
            })
    }

    static let toggle = ComponentDescriptor(
        name: "Toggle",
        parameters: [ParameterDescriptor("title", .string), ParameterDescriptor("isOn", .bool, default: .bool(false), bound: true)],
        styles: ["switch", "checkbox"],
        makeSubject: { arguments, style in
            FakeToggle(title: arguments.string("title") ?? "", isOn: arguments.bool("isOn") ?? false, checkbox: style == "checkbox")
        })

    static let form = ComponentDescriptor(
        name: "Form",
        parameters: [ParameterDescriptor("title", .string, default: .string("Profile"))],
        makeSubject: { arguments, _ in FakeForm(title: arguments.string("title") ?? "") })

    static let catalogs = [
        "design-system": [
            rating(), toggle, form, rating(named: "BrokenRating", defect: .incrementDoesNothing),
            rating(named: "MislabelledRating", defect: .wrongLabel),
            rating(named: "UnlabelledRating", defect: .noLabel),
        ]
    ]

    static let validator = ScenarioValidator(catalogs: catalogs, ruleIDs: ["label-missing", "target-size", "contract-adjustable"])

    /// Parses and validates `text` as `file`.
    static func document(_ text: String, path: String = "Scenarios/test.scenario") -> ScenarioDocument {
        ScenarioDocument(source: ScenarioSource(path: path, text: text), validator: validator)
    }

    static func frame(_ x: Double, _ y: Double, _ width: Double = 200, _ height: Double = 44) -> CGRect {
        CGRect(x: x, y: y, width: width, height: height)
    }
}

/// An adjustable rating from `range.lowerBound` to `range.upperBound`, one
/// element; `numeric` speaks `3 of 5`, star speaks `3 stars`.
final class FakeRating: AccessibilitySubject {
    let title: String
    var value: Int
    let range: ClosedRange<Double>
    let numeric: Bool
    let defect: FakeComponents.Defect
    let name = "Rating"

    init(title: String, value: Int, range: ClosedRange<Double>, numeric: Bool, defect: FakeComponents.Defect) {
        self.title = title
        self.value = value
        self.range = range
        self.numeric = numeric
        self.defect = defect
    }

    var state: [String: ParameterValue] { ["value": .number(Double(value))] }
    private var enabled = true

    func render(settings: AccessibilitySettings) -> AccessibilityTree {
        enabled = settings.isEnabled
        let label: String? =
            switch defect {
            case .wrongLabel: "Rating"
            case .noLabel: nil
            default: title
            }
        let spoken: String? = defect == .noLabel ? nil : numeric ? "\(value) of \(Int(range.upperBound))" : "\(value) stars"
        let node = AccessibilityNode(
            id: "rating", label: label, value: spoken, traits: settings.isEnabled ? .adjustable : [.adjustable, .notEnabled],
            frame: FakeComponents.frame(0, 0), actions: [.increment, .decrement])
        return AccessibilityTree(
            name: name, root: AccessibilityNode(id: "root", children: [node]),
            layoutDirection: settings.layoutDirection, settings: settings)
    }

    func perform(_ action: ElementAction, on element: ElementID) -> ActionResult {
        guard element == "rating", enabled else { return .notHandled }
        switch action {
        case .increment:
            if defect != .incrementDoesNothing { value = min(Int(range.upperBound), value + 1) }
        case .decrement:
            value = max(Int(range.lowerBound), value - 1)
        default:
            return .notHandled
        }
        return .performed
    }
}

/// A switch (or a checkbox-like button) with a `Reset` custom action.
final class FakeToggle: AccessibilitySubject {
    let title: String
    var isOn: Bool
    let checkbox: Bool
    let name = "Toggle"

    init(title: String, isOn: Bool, checkbox: Bool) {
        self.title = title
        self.isOn = isOn
        self.checkbox = checkbox
    }

    var state: [String: ParameterValue] { ["isOn": .bool(isOn)] }

    func render(settings: AccessibilitySettings) -> AccessibilityTree {
        let node =
            checkbox
            ? AccessibilityNode(
                id: "toggle", label: title, value: isOn ? "checked" : "unchecked", traits: .button,
                frame: FakeComponents.frame(0, 0), actions: .activate, customActions: ["Reset"])
            : AccessibilityNode(
                id: "toggle", label: title, value: isOn ? "1" : "0", traits: [.button, .toggle],
                frame: FakeComponents.frame(0, 0), actions: .activate, customActions: ["Reset"])
        return AccessibilityTree(name: name, root: AccessibilityNode(id: "root", children: [node]), settings: settings)
    }

    func perform(_ action: ElementAction, on element: ElementID) -> ActionResult {
        switch action {
        case .activate: isOn.toggle()
        case .custom("Reset"): isOn = false
        default: return .notHandled
        }
        return .performed
    }
}

/// A heading, two buttons labelled "Edit" side by side, and a link below;
/// right-to-left mirrors the row.
final class FakeForm: AccessibilitySubject {
    let title: String
    let name = "Form"
    var state: [String: ParameterValue] { [:] }

    init(title: String) { self.title = title }

    func render(settings: AccessibilitySettings) -> AccessibilityTree {
        let rtl = settings.layoutDirection == .rightToLeft
        func x(_ left: Double) -> Double { rtl ? 300 - left : left }
        let children = [
            AccessibilityNode(id: "title", label: title, traits: .header, frame: FakeComponents.frame(0, 0, 300), headingLevel: 1),
            AccessibilityNode(
                id: "name", label: "Edit", hint: "Edits the name.", traits: .button, frame: FakeComponents.frame(x(0), 60, 100), actions: .activate),
            AccessibilityNode(id: "photo", label: "Edit", traits: .button, frame: FakeComponents.frame(x(200), 60, 100), actions: .activate),
            AccessibilityNode(id: "help", label: "Help", traits: .link, frame: FakeComponents.frame(0, 120, 300), actions: .activate),
        ]
        return AccessibilityTree(
            name: name, root: AccessibilityNode(id: "root", children: children),
            layoutDirection: settings.layoutDirection, settings: settings)
    }

    /// Activating Help posts an announcement; the other actions post nothing.
    private var posted: [PostedNotification] = []

    func perform(_ action: ElementAction, on element: ElementID) -> ActionResult {
        if action == .activate, element == "help" { posted.append(.announcement("Opening help")) }
        return .performed
    }

    func takePostedNotifications() -> [PostedNotification] {
        defer { posted = [] }
        return posted
    }
}
