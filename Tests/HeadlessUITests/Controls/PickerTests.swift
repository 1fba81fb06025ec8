import HeadlessUI
import Testing

/// Picker in each style (reference §4.1: menu → a button with the selection as
/// value; wheel → adjustable; segmented → segment buttons with "i of n", as
/// UISegmentedControl).
@Suite struct PickerTests {
    enum Flavour: String, CaseIterable, Identifiable {
        case vanilla = "Vanilla"
        case chocolate = "Chocolate"
        case mint = "Mint"
        var id: Self { self }
    }

    func picker(_ value: Cell<Flavour>) -> some View {
        Picker("Flavour", selection: value.binding) {
            ForEach(Flavour.allCases) { Text($0.rawValue) }
        }
    }

    @Test func `a menu picker is one button valued by the selection`() {
        let stop = stops(render(picker(Cell(.chocolate)))).first
        #expect(stops(render(picker(Cell(.chocolate)))).count == 1)
        #expect(stop?.label == "Flavour")
        #expect(stop?.value == "Chocolate")
        #expect(stop?.traits == .button)
    }

    @Test func `a segmented picker is a series of selectable buttons and activation selects`() {
        let value = Cell(Flavour.vanilla)
        let subject = HostingSubject(name: "Segmented") { picker(value).pickerStyle(.segmented) }
        let tree = subject.render(settings: AccessibilitySettings())
        let all = stops(tree)
        #expect(all.map(\.label) == ["Vanilla", "Chocolate", "Mint"])
        #expect(all[0].traits == [.button, .selected])
        #expect(all[1].traits == .button)
        var containers: [ContainerKind] = []
        tree.walk { node, _ in
            if let kind = node.container { containers.append(kind) }
            return .visitChildren
        }
        #expect(containers == [.series])
        #expect(subject.perform(.activate, on: all[2].id) == .performed)
        #expect(value.value == .mint)
        #expect(stops(subject.render(settings: AccessibilitySettings()))[2].traits == [.button, .selected])
    }

    @Test func `a wheel picker is adjustable and moves the selection`() {
        let value = Cell(Flavour.vanilla)
        let subject = HostingSubject(name: "Wheel") { picker(value).pickerStyle(.wheel) }
        let stop = stops(subject.render(settings: AccessibilitySettings()))[0]
        #expect(stop.label == "Flavour")
        #expect(stop.value == "Vanilla")
        #expect(stop.traits == .adjustable)
        #expect(subject.perform(.increment, on: stop.id) == .performed)
        #expect(value.value == .chocolate)
        #expect(stops(subject.render(settings: AccessibilitySettings()))[0].value == "Chocolate")
        #expect(subject.perform(.decrement, on: stop.id) == .performed)
        #expect(value.value == .vanilla)
    }

    @Test func `an inline picker is a button per option, the selected one selected`() {
        let all = stops(render(picker(Cell(.mint)).pickerStyle(.inline)))
        #expect(all.map(\.label) == ["Flavour", "Vanilla", "Chocolate", "Mint"])
        #expect(all[3].traits == [.button, .selected])
        #expect(all[1].traits == .button)
    }

    @Test func `explicit tags choose the option`() {
        let tree = render(
            Picker("Size", selection: .constant(2)) {
                Text("Small").tag(1)
                Text("Large").tag(2)
            })
        #expect(stops(tree).first?.value == "Large")
    }
}
