import HeadlessUI
import Testing

/// List, Section, Form, GroupBox and ControlGroup.
///
/// What iOS exposes (reference §4 and its SwiftUI List observations on the
/// iOS 18.5 simulator): section headers carry the header trait
/// (`Fruits. Heading.`), in grouped styles uppercased as displayed on iOS 17
/// and 18 (`ACCOUNTS. Heading.`) and as written on iOS 26; VoiceOver reads header, rows, footer in order; no
/// "List Start" appears in AccessibilitySnapshot's SwiftUI list images.
@Suite struct ListTests {
    struct Fruit: Identifiable {
        let id: String
    }

    // AccessibilitySnapshot, SwiftUIListSectionTests (commit 5b03db8): testListWithSectionHeaders_17_5 and _18_5 show
    // "FRUITS. Heading.", _26_2 "Fruits. Heading." (and testListWithHeadersAndFooters: ACCOUNTS / Accounts).
    @Test(arguments: [("ios=17", "FRUITS", "VEGETABLES"), ("ios=18", "FRUITS", "VEGETABLES"), ("ios=26", "Fruits", "Vegetables")])
    func `a list with sections reads header, rows, footer, the header as a heading`(ios: String, fruits: String, vegetables: String) {
        let tree = render(
            List {
                Section {
                    Text("Apple")
                    Text("Pear")
                } header: {
                    Text("Fruits")
                } footer: {
                    Text("In season")
                }
                Section("Vegetables") { Text("Leek") }
            }, settings: settings(ios))
        let all = stops(tree)
        #expect(all.map(\.label) == [fruits, "Apple", "Pear", "In season", vegetables, "Leek"])
        #expect(all[0].traits == [.staticText, .header])
        #expect(all[1].traits == .staticText)
        #expect(all[3].traits == .staticText)
        #expect(all.allSatisfy { $0.container == nil })
    }

    @Test func `a plain list keeps the header's case and textCase(nil) keeps it in any style`() {
        let plain = stops(render(List { Section("Fruits") { Text("Apple") } }.listStyle(.plain), settings: settings("ios=18")))
        #expect(plain.first?.label == "Fruits")
        #expect(plain.first?.traits == [.staticText, .header])
        let kept = stops(
            render(
                List {
                    Section {
                        Text("Apple")
                    } header: {
                        Text("Fruits").textCase(nil)
                    }
                }, settings: settings("ios=18")))
        #expect(kept.first?.label == "Fruits")
    }

    @Test func `list rows are at least 44 points tall and span the list`() {
        let all = stops(
            render(
                List {
                    Text("One"); Text("Two")
                }))
        #expect(all.map(\.label) == ["One", "Two"])
        let first = all[0].frame ?? .zero, second = all[1].frame ?? .zero
        #expect(second.minY - first.minY >= 44)
    }

    @Test func `a button row is tappable across the whole row`() {
        let stop = stops(render(List { Button("Sign Out") {} })).first
        #expect(stop?.label == "Sign Out")
        #expect(stop?.traits == .button)
        #expect((stop?.frame?.height ?? 0) >= 44)
        #expect((stop?.frame?.width ?? 0) >= 358 - 1)  // 390 minus the 16-point inset on each side
    }

    @Test func `rows in a grouped list are drawn on the grouped row background`() {
        let dark = stops(render(List { Text("Apple") }, settings: settings("colorScheme=dark"))).first
        #expect(dark?.background?.hex == "#1C1C1E")
        let light = stops(render(List { Section("Fruits") { Text("Apple") } })).first
        #expect(light?.background?.hex == "#F2F2F7")  // the header sits on the grouped background
    }

    @Test func `a list of identifiable data has a row per element`() {
        let fruits = [Fruit(id: "Apple"), Fruit(id: "Pear")]
        #expect(stopLabels(render(List(fruits) { Text($0.id) })) == ["Apple", "Pear"])
        #expect(stopLabels(render(List(fruits, id: \.id) { Text($0.id) })) == ["Apple", "Pear"])
    }

    @Test func `a form is an inset grouped list`() {
        let all = stops(
            render(
                Form {
                    Section(header: Text("Notifications"), footer: Text("Sent daily")) {
                        Toggle("Email", isOn: .constant(true))
                    }
                }, settings: settings("ios=18")))
        // Upper-cased as on iOS 18 (docs/voiceover.md, iOS versions).
        #expect(all.map(\.label) == ["NOTIFICATIONS", "Email", "Sent daily"])
        #expect(all[1].traits == [.button, .toggle])
    }

    @Test func `a section outside a list is its parts one after another`() {
        let all = stops(render(VStack { Section(header: Text("Fruits")) { Text("Apple") } }))
        #expect(all.map(\.label) == ["Fruits", "Apple"])
        #expect(all[0].traits == .staticText)
    }

    @Test func `a group box shows its label as text and its content after it`() {
        let all = stops(render(GroupBox("Storage") { Text("12 GB used") }))
        #expect(all.map(\.label) == ["Storage", "12 GB used"])
        #expect(all[0].traits == .staticText)
        #expect(all[0].font?.weight == .semibold)
    }

    @Test func `a control group keeps each control its own element`() {
        let all = stops(
            render(
                ControlGroup {
                    Button("Bold") {}; Button("Italic") {}
                }))
        #expect(all.map(\.label) == ["Bold", "Italic"])
        #expect(all.allSatisfy { $0.traits == .button })
    }
}
