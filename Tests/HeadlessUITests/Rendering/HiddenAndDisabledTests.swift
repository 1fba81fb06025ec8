import HeadlessUI
import Testing

/// Hidden subtrees (§4.3) and disabled controls (decision 12).
@Suite struct HiddenAndDisabledTests {
    @Test func `hidden subtree stays in the tree flagged hidden`() {
        let tree = render(
            VStack {
                Text("Shown")
                HStack {
                    Text("Secret"); Button("Act") {}
                }.accessibilityHidden(true)
            })
        #expect(stopLabels(tree) == ["Shown"])
        let hidden = tree.root.children.filter(\.isHidden)
        #expect(hidden.map(\.label) == ["Secret", "Act"])
        #expect(hidden.last?.children.allSatisfy(\.isHidden) == true)
    }

    @Test func `accessibility hidden false leaves the view exposed`() {
        #expect(stopLabels(render(Text("Kept").accessibilityHidden(false))) == ["Kept"])
    }

    @Test func `zero opacity hides from accessibility`() {
        #expect(
            stopLabels(
                render(
                    VStack {
                        Text("A"); Text("B").opacity(0)
                    })) == ["A"])
    }

    @Test func `hidden children do not contribute to a combined label`() {
        let tree = render(
            HStack {
                Text("Visible"); Text("Ignored").accessibilityHidden(true)
            }.accessibilityElement(children: .combine))
        #expect(stopLabels(tree) == ["Visible"])
    }

    @Test func `disabled button is not enabled and refuses activation`() {
        let taps = Cell(0)
        let subject = HostingSubject(name: "Pay") { Button("Pay") { taps.value += 1 }.disabled(true) }
        let stop = stops(subject.render(settings: AccessibilitySettings()))[0]
        #expect(stop.traits == [.button, .notEnabled])
        #expect(stop.isRenderedEnabled == false)
        #expect(subject.perform(.activate, on: stop.id) == .notHandled)
        #expect(taps.value == 0)
    }

    @Test func `isEnabled setting disables every control`() {
        let subject = HostingSubject(name: "Form") {
            VStack {
                Toggle("Wi-Fi", isOn: .constant(true)); Slider(value: .constant(0.5)) { Text("Level") }
            }
        }
        let tree = subject.render(settings: settings("isEnabled=false"))
        #expect(stops(tree).allSatisfy { $0.traits.contains(.notEnabled) })
        #expect(subject.perform(.increment, on: stops(tree)[1].id) == .notHandled)
    }

    @Test func `disabled text is drawn disabled but keeps its traits`() {
        let stop = stops(render(Text("Note").disabled(true))).first
        #expect(stop?.traits == .staticText)
        #expect(stop?.isRenderedEnabled == false)
    }

    @Test func `disabled false keeps an enclosing enabled state`() {
        let stop = stops(render(Button("Go") {}.disabled(false))).first
        #expect(stop?.traits == .button)
    }

    @Test func `unknown element and missing handler are reported`() {
        let subject = HostingSubject(name: "Text") { Text("Plain") }
        let stop = stops(subject.render(settings: AccessibilitySettings()))[0]
        #expect(subject.perform(.activate, on: stop.id) == .notHandled)
        #expect(subject.perform(.activate, on: "nothing") == .noSuchElement)
    }
}
