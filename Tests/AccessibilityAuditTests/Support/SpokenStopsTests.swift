import AccessibilityModel
import ScreenReader
import Testing

@testable import AccessibilityAudit

/// A rule context composes each stop's speech during its walk of the tree;
/// it must say exactly what the simulated VoiceOver says at each stop.
@Suite struct SpokenStopsTests {
    typealias N = AccessibilityNode

    /// Stops in every kind of container, in two languages, selected,
    /// dimmed, with custom actions, and one that says nothing.
    static func tree(locale: String) -> AccessibilityTree {
        let f = Fixtures.frame
        let tabs = N(
            id: "tabs", isElement: false, container: .tabBar, frame: f(0, 800, 390, 44),
            children: [
                N(id: "home", label: "Home", traits: [.button, .selected], frame: f(0, 800, 130, 44), actions: .activate),
                N(id: "search", label: "Search", traits: .button, frame: f(130, 800, 130, 44), actions: .activate),
            ])
        let list = N(
            id: "list", isElement: false, container: .list, frame: f(0, 100, 390, 100),
            children: [
                N(id: "first", label: "First", traits: .staticText, frame: f(0, 100, 390, 50)),
                N(id: "second", label: "Second", value: "2", traits: .staticText, frame: f(0, 150, 390, 50), customActions: ["Delete"]),
            ])
        let series = N(
            id: "stars", isElement: false, container: .series, frame: f(0, 300, 390, 44),
            children: [
                N(id: "one", label: "One star", traits: .button, frame: f(0, 300, 44, 44), actions: .activate),
                N(id: "two", label: "Two stars", traits: [.button, .notEnabled], frame: f(50, 300, 44, 44), actions: .activate),
            ])
        let landmark = N(
            id: "main", isElement: false, container: .landmark, frame: f(0, 400, 390, 100),
            children: [
                N(id: "german", label: "Einkaufen", traits: .button, frame: f(0, 400, 390, 44), actions: .activate, language: "de"),
                N(id: "more", label: "More", traits: .staticText, frame: f(0, 450, 390, 44)),
            ])
        return Fixtures.tree(
            [
                N(id: "title", label: "Checkout", traits: [.header, .staticText], frame: f(0, 0, 390, 44)),
                list, series, landmark, N(id: "silent", traits: [], frame: f(0, 600, 390, 44)), tabs,
            ],
            settings: {
                var settings = AccessibilitySettings(); settings.locale = locale; return settings
            }())
    }

    @Test(arguments: ["en", "de", "ru"])
    func `each stop says what VoiceOver says on reaching it`(_ locale: String) {
        let tree = Self.tree(locale: locale)
        let context = RuleContext(tree: tree)
        let order = ReadingOrder(tree: tree)
        #expect(context.stops.map(\.path) == order.stops.map(\.path))
        #expect(context.stops.map(\.spoken) == order.stops.map { $0.speech(locale: locale, hintsEnabled: false).description })
        #expect(context.stops.map(\.spoken) == StopOrder.stops(in: tree, settings: tree.settings ?? AccessibilitySettings()).map(\.spoken))
        // The containers' positions are spoken, and one stop says nothing.
        #expect(locale != "en" || context.stops.contains { $0.spoken.contains("1 of 2") })
        #expect(context.stops.contains { $0.spoken.isEmpty })
    }
}
