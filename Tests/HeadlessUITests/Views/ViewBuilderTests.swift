import HeadlessUI
import Testing

private enum Mode { case compact, regular, large }

private struct Fruit: Identifiable {
    var id: String { name }
    var name: String
}

private struct Switching: View {
    var mode: Mode
    var body: some View {
        switch mode {
        case .compact: Text("Compact")
        case .regular: Text("Regular")
        case .large: Text("Large")
        }
    }
}

private struct Optionals: View {
    var subtitle: String?
    var showsBadge: Bool
    var body: some View {
        Text("Title")
        if let subtitle {
            Text(subtitle)
        }
        if showsBadge {
            Text("Badge")
        } else {
            EmptyView()
        }
    }
}

private struct Adaptive: View {
    @Environment(\.dynamicTypeSize) private var size
    var body: some View {
        if size.isAccessibilitySize {
            VStack {
                Text("A"); Text("B")
            }
        } else {
            HStack {
                Text("A"); Text("B")
            }
        }
    }
}

/// A button that counts its own taps in `@State`: the count lives at the view's structural identity.
private struct Tally: View {
    let name: String
    @State private var count = 0
    var body: some View {
        Button("\(name) \(count)") { count += 1 }
    }
}

/// Blocks of three and ten views (``_ViewBlock``) and of eleven (the parameter pack's `TupleView`).
private struct ThreeTallies: View {
    var body: some View {
        VStack {
            Tally(name: "1"); Tally(name: "2"); Tally(name: "3")
        }
    }
}

private struct TenTallies: View {
    var body: some View {
        VStack {
            Tally(name: "1"); Tally(name: "2"); Tally(name: "3"); Tally(name: "4"); Tally(name: "5")
            Tally(name: "6"); Tally(name: "7"); Tally(name: "8"); Tally(name: "9"); Tally(name: "10")
        }
    }
}

private struct ElevenTallies: View {
    var body: some View {
        VStack {
            Tally(name: "1"); Tally(name: "2"); Tally(name: "3"); Tally(name: "4"); Tally(name: "5")
            Tally(name: "6"); Tally(name: "7"); Tally(name: "8"); Tally(name: "9"); Tally(name: "10"); Tally(name: "11")
        }
    }
}

/// Result-builder shapes: any block size, conditions, switches, loops.
@Suite struct ViewBuilderTests {
    @Test func `a block of twelve views keeps all of them in order`() {
        let tree = render(
            VStack {
                Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
                Text("7"); Text("8"); Text("9"); Text("10"); Text("11"); Text("12")
            })
        #expect(stopLabels(tree) == (1...12).map { String($0) })
    }

    /// A block of two to ten views is a chain of plain generic structs, of
    /// more a parameter pack: either way a view's identity is its position in
    /// the block, so the same position has the same element and its own state.
    @Test func `every block size gives each view the identity of its position`() {
        let eleven = HostingSubject(name: "Eleven") { ElevenTallies() }
        let elevenIDs = stops(eleven.render(settings: AccessibilitySettings())).map(\.id)
        #expect(Set(elevenIDs).count == 11)
        for (subject, count) in [(HostingSubject(name: "Three") { ThreeTallies() }, 3), (HostingSubject(name: "Ten") { TenTallies() }, 10)] {
            let ids = stops(subject.render(settings: AccessibilitySettings())).map(\.id)
            #expect(ids == Array(elevenIDs.prefix(count)))
            #expect(subject.perform(.activate, on: ids[count - 1]) == .performed)
            let labels = stopLabels(subject.render(settings: AccessibilitySettings()))
            #expect(labels == (1...count).map { "\($0) \($0 == count ? 1 : 0)" })
        }
        #expect(eleven.perform(.activate, on: elevenIDs[10]) == .performed)
        #expect(stopLabels(eleven.render(settings: AccessibilitySettings())) == (1...11).map { "\($0) \($0 == 11 ? 1 : 0)" })
    }

    @Test func `switch picks its case`() {
        #expect(stopLabels(render(Switching(mode: .regular))) == ["Regular"])
        #expect(stopLabels(render(Switching(mode: .large))) == ["Large"])
    }

    @Test func `if let and if else build the right views`() {
        #expect(stopLabels(render(Optionals(subtitle: "Sub", showsBadge: true))) == ["Title", "Sub", "Badge"])
        #expect(stopLabels(render(Optionals(subtitle: nil, showsBadge: false))) == ["Title"])
    }

    @Test func `for each over ranges and identifiable data`() {
        #expect(stopLabels(render(HStack { ForEach(0..<3) { Text("Row \($0)") } })) == ["Row 0", "Row 1", "Row 2"])
        #expect(stopLabels(render(VStack { ForEach([Fruit(name: "Fig"), Fruit(name: "Kiwi")]) { Text($0.name) } })) == ["Fig", "Kiwi"])
        #expect(stopLabels(render(VStack { ForEach(1...2, id: \.self) { Text("\($0)") } })) == ["1", "2"])
    }

    @Test func `group and any view add no structure`() {
        let tree = render(
            VStack {
                Group {
                    Text("A"); AnyView(Text("B"))
                }
            })
        #expect(stopLabels(tree) == ["A", "B"])
        #expect(tree.root.children.count == 2)
    }

    @Test func `layout can switch with the environment`() {
        let regular = stops(render(Adaptive()))
        #expect(regular[0].frame?.minY == regular[1].frame?.minY)
        let large = stops(render(Adaptive(), settings: settings("dynamicTypeSize=accessibility1")))
        #expect(large[0].frame?.minY != large[1].frame?.minY)
    }

    @Test func `text initialisers and concatenation`() {
        #expect(stopLabels(render(Text(verbatim: "%d items"))) == ["%d items"])
        #expect(stopLabels(render(Text("Count: \(3)"))) == ["Count: 3"])
        #expect(stopLabels(render(Text(2.5, format: .number))) == ["2.5"])
        #expect(stopLabels(render(Text("Hello, ") + Text("world").bold())) == ["Hello, world"])
    }

    @Test func `custom view modifier renders its body around the content`() {
        struct Badge: ViewModifier {
            func body(content: Content) -> some View {
                HStack {
                    content; Text("New")
                }
            }
        }
        #expect(stopLabels(render(Text("Item").modifier(Badge()))) == ["Item", "New"])
    }
}
