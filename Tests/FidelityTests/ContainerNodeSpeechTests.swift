import AccessibilityModel
import HeadlessUI
import ScreenReader
import Testing

/// The container nodes XCUITest reports (a list's collection view and cells, a navigation bar, a tab bar:
/// `ElementType`) are structure only: VoiceOver reads a screen exactly as it did without them.
@Suite struct ContainerNodeSpeechTests {
    struct Market: View {
        var body: some View {
            TabView {
                NavigationStack {
                    List {
                        Section("Fruits") {
                            Text("Apple")
                            NavigationLink("Pear") { Text("Pear page") }
                        }
                    }
                    .navigationTitle("Market")
                    .toolbar { Button("Edit") {} }
                }
                .tabItem { Label("Home", systemImage: "house") }
                Text("Settings page").tabItem { Label("Settings", systemImage: "gear") }
            }
        }
    }

    /// The tree as it would be without element types: each typed plain group replaced by its children, the
    /// type taken off the containers VoiceOver groups (the tab bar).
    static func untyped(_ node: AccessibilityNode) -> AccessibilityNode {
        var copy = node
        copy.elementType = nil
        copy.children = node.children.flatMap { child -> [AccessibilityNode] in
            if child.elementType != nil, !child.isElement, child.container == nil {
                return untyped(child).children
            }
            return [untyped(child)]
        }
        return copy
    }

    @Test(arguments: ["en", "de", "ru"])
    func `speech, order and containers are those of the tree without the container nodes`(locale: String) {
        var settings = AccessibilitySettings()
        settings.locale = locale
        let tree = render(Market(), settings: settings)
        var plain = tree
        plain.root = Self.untyped(tree.root)
        #expect(tree.root.nodeCount > plain.root.nodeCount)
        let typedStops = SpeechOrder.stops(in: tree, settings: settings), plainStops = SpeechOrder.stops(in: plain, settings: settings)
        #expect(typedStops.map(\.description) == plainStops.map(\.description))
        #expect(typedStops.map(\.id) == plainStops.map(\.id))
        let typedOrder = ReadingOrder(tree: tree), plainOrder = ReadingOrder(tree: plain)
        #expect(typedOrder.containers.map(\.kind) == plainOrder.containers.map(\.kind))
    }

    @Test func `the screen's transcript is exact`() {
        let spoken = SpeechOrder.stops(in: render(Market())).map(\.description)
        #expect(
            spoken == [
                "Edit. Button.", "Market. Heading.", "Fruits. Heading.", "Apple", "Pear. Button.",
                "Selected: Home. Tab. 1 of 2.", "Settings. Tab. 2 of 2.",
            ])
    }
}
