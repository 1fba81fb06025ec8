import Foundation
import HeadlessUI
import Testing

/// The structure XCUITest reports around a screen's elements: a `List` is a
/// collection view (a table before iOS 16) of cells, a navigation stack has
/// a navigation bar named by its title, a tab view a tab bar of buttons
/// (`ElementType`, docs/voiceover.md § Container nodes). None is a focus stop.
///
/// Sources: realm/realm-swift's SwiftUI UI tests (Realm/Tests/SwiftUITestHostUITests, commit 459ca5b) query
/// a `List` as `app.collectionViews` on iOS 16 and later and `app.tables` before, its rows as `.cells` holding
/// the row's `staticTexts`, and the bar as `app.navigationBars["Reminders"]`: the bar's identifier is its
/// title. Page sources of tab bars list `XCUIElementTypeTabBar` holding `XCUIElementTypeButton`s.
@Suite struct ContainerNodeTests {
    /// The nodes with an element type, in document order: `type identifier? [labels of the stops inside]`.
    static func typed(_ tree: AccessibilityTree) -> [String] {
        var found: [String] = []
        tree.walk { node, _ in
            guard let type = node.elementType else { return .visitChildren }
            var line = type.name
            if let identifier = node.identifier { line += " \"\(identifier)\"" }
            if node.isElement { line += " (a stop)" }
            let labels = stops(AccessibilityTree(root: node)).compactMap(\.label)
            line += " [" + labels.joined(separator: ", ") + "]"
            found.append(line)
            return .visitChildren
        }
        return found
    }

    @Test func `a list is a collection view of cells, one per row, none a stop`() {
        let tree = render(
            List {
                Section("Fruits") {
                    Text("Apple")
                    Text("Pear")
                }
            })
        #expect(Self.typed(tree) == ["collectionView [Fruits, Apple, Pear]", "cell [Apple]", "cell [Pear]"])
        // The section header is no cell: XCUITest lists it beside the cells, in the collection view.
        let json = TreeFormat.write(tree)
        #expect(json.contains(#""elementType": "collectionView""#))
        #expect(json.components(separatedBy: #""elementType": "cell""#).count == 3)
        #expect(stopLabels(tree) == ["Fruits", "Apple", "Pear"])
    }

    @Test func `a button row is a cell holding the row's one element`() {
        let tree = render(List { Button("Sign Out") {} })
        #expect(Self.typed(tree) == ["collectionView [Sign Out]", "cell [Sign Out]"])
    }

    /// A list's identifier is its collection view's, as UI tests find it: `app.collectionViews["EvidenceList"]`
    /// (with its `.cells`) for `List { … }.accessibilityIdentifier("EvidenceList")` in public SwiftUI apps' UI
    /// tests, as `app.tables["…"]` before iOS 16. Before: the identifier went on a group of its own around the
    /// collection view, so `diff` against a capture reported the list's identifier missing. A stack, which has
    /// no node of its own, still gives it to each of its elements.
    @Test func `a list's identifier is its collection view's`() {
        let tree = render(
            List {
                Text("Apple"); Text("Pear")
            }.accessibilityIdentifier("fruits"))
        #expect(Self.typed(tree) == [#"collectionView "fruits" [Apple, Pear]"#, "cell [Apple]", "cell [Pear]"])
        var identified: [String] = []
        tree.walk { node, _ in
            if node.identifier != nil { identified.append(node.elementType?.name ?? (node.isElement ? "element" : "group")) }
            return .visitChildren
        }
        #expect(identified == ["collectionView"])
        let stack = render(
            VStack {
                Text("Apple"); Text("Pear")
            }.accessibilityIdentifier("fruits"))
        var stackIdentified: [String?] = []
        stack.walk { node, _ in
            if node.isElement { stackIdentified.append(node.identifier) }
            return .visitChildren
        }
        #expect(stackIdentified == ["fruits", "fruits"])
    }

    /// Every iOS version the simulation knows is 16 or later: a collection view on each; a table before 16.
    @Test(arguments: ["ios=17", "ios=18", "ios=26"])
    func `the list's type follows the iOS version`(ios: String) {
        let tree = render(List { Text("Apple") }, settings: settings(ios))
        #expect(Self.typed(tree).first == "collectionView [Apple]")
        #expect(ElementType.list(on: .iOS17) == .collectionView)
    }

    @Test func `a form is a list: a collection view of cells`() {
        let tree = render(Form { Toggle("Wi-Fi", isOn: .constant(true)) })
        #expect(Self.typed(tree) == ["collectionView [Wi-Fi]", "cell [Wi-Fi]"])
    }

    @Test func `a navigation stack's bar is a navigation bar identified by its title, holding the title and items`() {
        let tree = render(
            NavigationStack {
                List { Text("Apple") }
                    .navigationTitle("Fruits")
                    .toolbar { Button("Edit") {} }
            })
        #expect(
            Self.typed(tree) == [
                "navigationBar \"Fruits\" [Edit, Fruits]", "collectionView [Apple]", "cell [Apple]",
            ])
        #expect(stopLabels(tree) == ["Edit", "Fruits", "Apple"])
    }

    @Test func `a bar without a title has no identifier`() {
        let tree = render(NavigationView { Text("Body").toolbar { Button("Edit") {} } })
        #expect(Self.typed(tree) == ["navigationBar [Edit]"])
    }

    @Test func `a tab view's tab bar is the tab-bar container itself, its tabs inside`() {
        let tree = render(
            TabView {
                Text("Home page").tabItem { Label("Home", systemImage: "house") }
                Text("Settings page").tabItem { Label("Settings", systemImage: "gear") }
            })
        #expect(Self.typed(tree) == ["tabBar [Home, Settings]"])
        var bar: AccessibilityNode?
        tree.walk { node, _ in
            if node.elementType == .tabBar { bar = node }
            return .visitChildren
        }
        // The same node VoiceOver groups as a tab bar (decision 20): no node was added around it.
        #expect(bar?.container == .semanticGroup)
        #expect(bar?.traits.contains(.tabBar) == true)
        #expect(bar?.isElement == false)
    }

    @Test func `the dump and the JSON tree show the type, and reading the JSON back keeps it`() throws {
        let tree = render(List { Text("Apple") })
        #expect(tree.dump.contains("group elementType=collectionView frame="))
        #expect(tree.dump.contains("group elementType=cell frame="))
        let read = try TreeFormat.read(Data(TreeFormat.write(tree).utf8))
        #expect(Self.typed(read) == Self.typed(tree))
    }
}
