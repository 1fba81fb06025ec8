import HeadlessUI
import Testing

/// Catalog entries become model descriptors whose subjects own their state.
@Suite struct CatalogTests {
    static let rating = CatalogEntry(
        "Rating", summary: "A star rating.",
        parameters: [
            ParameterDescriptor("title", .string, default: .string("Stars")),
            ParameterDescriptor("value", .number, default: .number(3), bound: true),
            ParameterDescriptor("range", .range, default: .range(1...5)),
        ],
        styles: [
            CatalogStyle("star") { AnyView($0.ratingStyle(.star)) },
            CatalogStyle("numeric") { AnyView($0.ratingStyle(.numeric)) },
        ],
        states: [StateDescriptor(name: "default"), StateDescriptor(name: "disabled", environment: SettingsOverride(isEnabled: false))],
        contract: { arguments in
            DeclaredContract("one adjustable element", stops: [.init(label: arguments.string("title"), traits: .adjustable)])
        }
    ) { context in
        AnyView(Rating(label: { Text(context.string("title")) }, value: context.binding("value"), in: context.range("range")))
    }

    static let catalog = Catalog("tests", entries: [rating])

    @Test func `descriptor carries the entry's declarations`() {
        let descriptor = Self.catalog.descriptors[0]
        #expect(descriptor.name == "Rating")
        #expect(descriptor.summary == "A star rating.")
        #expect(descriptor.styles == ["star", "numeric"])
        #expect(descriptor.states.map(\.name) == ["default", "disabled"])
        #expect(descriptor.parameters.map(\.name) == ["title", "value", "range"])
        #expect(descriptor.location?.file == "Tests/HeadlessUITests/Catalog/CatalogTests.swift")
        #expect(descriptor.location?.line == 6)
        #expect(descriptor.contract(descriptor.arguments()).stops?.first?.label == "Stars")
    }

    @Test func `subject renders the content in the chosen style`() {
        let descriptor = Self.catalog.descriptors[0]
        let star = descriptor.makeSubject(descriptor.arguments(), "star").render(settings: AccessibilitySettings())
        #expect(stops(star).first?.label == "Stars")
        let numeric = descriptor.makeSubject(descriptor.arguments(), "numeric").render(settings: AccessibilitySettings())
        #expect(stops(numeric).first?.label == "Stars, 3.0, / 5")
        let unknown = descriptor.makeSubject(descriptor.arguments(), "nope").render(settings: AccessibilitySettings())
        #expect(stops(unknown).first?.label == "Stars")
    }

    @Test func `actions change the fixture's state, which the next render and state report show`() {
        let descriptor = Self.catalog.descriptors[0]
        let subject = descriptor.makeSubject(descriptor.arguments(), "star")
        let stop = stops(subject.render(settings: AccessibilitySettings()))[0]
        #expect(subject.state["value"] == .number(3))
        #expect(subject.perform(.increment, on: stop.id) == .performed)
        #expect(subject.perform(.increment, on: stop.id) == .performed)
        #expect(subject.perform(.increment, on: stop.id) == .performed)
        #expect(subject.state["value"] == .number(5))
        #expect(stops(subject.render(settings: AccessibilitySettings()))[0].value == "5")
    }

    @Test func `arguments reach the content`() {
        let descriptor = Self.catalog.descriptors[0]
        guard case .success(let arguments) = descriptor.resolve([("title", .string("Quality")), ("value", .number(2))]) else {
            Issue.record("arguments did not resolve")
            return
        }
        let stop = stops(descriptor.makeSubject(arguments, "star").render(settings: AccessibilitySettings()))[0]
        #expect(stop.label == "Quality")
        #expect(stop.value == "2")
    }

    @Test func `a state's settings are applied by the caller on top of a cell`() throws {
        let descriptor = Self.catalog.descriptors[0]
        let subject = descriptor.makeSubject(descriptor.arguments(), "star")
        let cell = descriptor.states[1].environment.applied(to: AccessibilitySettings())
        let stop = stops(subject.render(settings: cell))[0]
        #expect(stop.traits.contains(.notEnabled))
        #expect(subject.perform(.increment, on: stop.id) == .notHandled)
    }

    @Test func `paths are stored relative to the package`() {
        let entry = CatalogEntry("X", styles: [.unstyled], file: "/home/me/pkg/Sources/DesignSystem/Rating.swift", line: 12) { _ in
            AnyView(EmptyView())
        }
        #expect(entry.location == CodeLocation(file: "Sources/DesignSystem/Rating.swift", line: 12))
    }
}

/// Named states: argument overrides and fixed settings.
@Suite struct CatalogStateTests {
    static let entry = CatalogEntry(
        "Switch", parameters: [ParameterDescriptor("isOn", .bool, default: .bool(false), bound: true)],
        styles: [.unstyled],
        states: [
            StateDescriptor(name: "default"),
            StateDescriptor(name: "on", arguments: ["isOn": .bool(true)]),
            StateDescriptor(name: "disabled", environment: SettingsOverride(isEnabled: false)),
        ]
    ) { context in
        AnyView(Toggle("Wi-Fi", isOn: context.binding("isOn")))
    }

    @Test func `a state's arguments override the defaults`() {
        let tree = Self.entry.makeSubject(state: "on", style: "default").render(settings: AccessibilitySettings())
        #expect(stops(tree)[0].value == "1")
    }

    @Test func `a state's settings apply over a cell's`() throws {
        let state = Self.entry.states[2]
        let cell = state.settings(over: settings("colorScheme=dark"))
        #expect(cell.isEnabled == false)
        #expect(cell.colorScheme == .dark)
    }

    @Test func `toggling through the subject is reported as state`() {
        let subject = Self.entry.makeSubject(state: "default", style: "default")
        let stop = stops(subject.render(settings: AccessibilitySettings()))[0]
        _ = subject.perform(.activate, on: stop.id)
        #expect(subject.state == ["isOn": .bool(true)])
    }
}
