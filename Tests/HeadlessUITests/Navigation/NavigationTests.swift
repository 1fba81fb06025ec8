import HeadlessUI
import Testing

/// NavigationStack, NavigationLink, toolbars, TabView and presentations.
///
/// Reference §4.1: a navigation bar's title is a heading (`Second. Heading.`);
/// tab bars per decision 20 (`.contain` container with the tab-bar trait);
/// presentations are modal per decision 19 (a modal view hides its siblings).
@Suite struct NavigationTests {
    @Test func `a navigation title is a heading in the bar, before the content`() {
        let all = stops(
            render(
                NavigationStack {
                    Text("Body")
                        .navigationTitle("Settings")
                }))
        #expect(all.map(\.label) == ["Settings", "Body"])
        #expect(all[0].traits == [.staticText, .header])
        #expect(all[0].font?.size == 34)
        #expect((all[0].frame?.maxY ?? 0) <= (all[1].frame?.minY ?? 0))
    }

    @Test func `an inline title sits between the bar's leading and trailing items`() {
        let all = stops(
            render(
                NavigationStack {
                    Text("Body")
                        .navigationTitle("Inbox")
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                            ToolbarItem(placement: .topBarTrailing) { Button("Compose") {} }
                        }
                }))
        #expect(all.map(\.label) == ["Edit", "Inbox", "Compose", "Body"])
        #expect(all[1].traits == [.staticText, .header])
        #expect(all[1].font?.size == 17)
        #expect(all[0].frame?.midY == all[2].frame?.midY)
    }

    @Test func `a large title comes below the bar's items; plain toolbar views go trailing`() {
        let all = stops(
            render(
                NavigationView {
                    Text("Body").navigationTitle("Inbox").toolbar { Button("Compose") {} }
                }))
        #expect(all.map(\.label) == ["Compose", "Inbox", "Body"])
    }

    @Test func `a navigation link is a button labelled by its label`() {
        let all = stops(render(NavigationStack { List { NavigationLink("Details") { Text("Destination") } } }))
        #expect(all.map(\.label) == ["Details"])
        #expect(all[0].traits == .button)
        #expect((all[0].frame?.height ?? 0) >= 44)
    }

    @Test func `a tab view shows the selected page above a tab bar of selectable tabs`() {
        let tab = Cell(1)
        let subject = HostingSubject(name: "Tabs") {
            TabView(selection: tab.binding) {
                Text("Home page").tabItem { Label("Home", systemImage: "house") }.tag(0)
                Text("Settings page").tabItem { Label("Settings", systemImage: "gear") }.tag(1)
            }
        }
        let tree = subject.render(settings: AccessibilitySettings())
        let all = stops(tree)
        #expect(all.map(\.label) == ["Settings page", "Home", "Settings"])
        #expect(all[1].traits == .button)
        #expect(all[2].traits == [.button, .selected])
        var tabBars = 0
        tree.walk { node, _ in
            if node.traits.contains(.tabBar), node.container != nil { tabBars += 1 }
            return .visitChildren
        }
        #expect(tabBars == 1)
        #expect(subject.perform(.activate, on: all[1].id) == .performed)
        #expect(tab.value == 0)
        #expect(stopLabels(subject.render(settings: AccessibilitySettings())).first == "Home page")
    }

    @Test func `a tab view without a binding keeps its own selection`() {
        let subject = HostingSubject(name: "Tabs") {
            TabView {
                Text("One").tabItem { Text("First") }
                Text("Two").tabItem { Text("Second") }
            }
        }
        let first = stops(subject.render(settings: AccessibilitySettings()))
        #expect(first.map(\.label) == ["One", "First", "Second"])
        #expect(subject.perform(.activate, on: first[2].id) == .performed)
        #expect(stopLabels(subject.render(settings: AccessibilitySettings())) == ["Two", "First", "Second"])
    }
}
