import HeadlessUI
import Testing

/// `.accessibilityElement(children:)` and nesting (reference §4.2, decision 4).
@Suite struct ChildBehaviorTests {
    @Test func `combine joins child labels in reading order`() {
        let tree = render(
            HStack {
                Text("John Doe"); Text("Online")
            }.accessibilityElement(children: .combine))
        #expect(stopLabels(tree) == ["John Doe, Online"])
        #expect(stops(tree).first?.children.count == 2)
    }

    @Test func `combine drops unlabelled images and their trait`() {
        let tree = render(
            HStack {
                Image(systemName: "person.circle.fill")
                Text("John Doe")
                Text("Online")
            }.accessibilityElement(children: .combine))
        let stop = stops(tree).first
        #expect(stop?.label == "John Doe, Online")
        #expect(stop?.traits.contains(.image) == false)
        #expect(stop?.traits.contains(.staticText) == false)
    }

    @Test func `combine keeps an explicitly labelled image`() {
        let tree = render(
            HStack {
                Image(systemName: "exclamationmark.triangle").accessibilityLabel("Warning")
                Text("Low battery")
            }.accessibilityElement(children: .combine))
        #expect(stopLabels(tree) == ["Warning, Low battery"])
    }

    @Test func `explicit label on the combining view replaces the merged one`() {
        let tree = render(
            VStack {
                Text("Important Email"); Text("Preview of email content")
            }
            .accessibilityElement(children: .combine)
            .accessibilityLabel("Important Email. Preview of email content"))
        #expect(stopLabels(tree) == ["Important Email. Preview of email content"])
    }

    @Test func `combine joins values and keeps a value set on the combining view`() {
        let merged = render(
            HStack {
                Text("Progress").accessibilityValue("75%"); Text("Upload").accessibilityValue("3 of 4")
            }
            .accessibilityElement(children: .combine))
        #expect(stops(merged).first?.value == "75%, 3 of 4")
        let explicit = render(
            HStack {
                Text("Progress"); Text("75%")
            }
            .accessibilityElement(children: .combine)
            .accessibilityValue("75 percent complete"))
        #expect(stops(explicit).first?.label == "Progress, 75%")
        #expect(stops(explicit).first?.value == "75 percent complete")
    }

    @Test func `combine with one button takes its activation and trait`() {
        let tree = render(
            HStack {
                Text("Newsletter"); Button("Subscribe") {}
            }.accessibilityElement(children: .combine))
        let stop = stops(tree).first
        #expect(stop?.label == "Newsletter, Subscribe")
        #expect(stop?.traits == .button)
        #expect(stop?.actions == .activate)
        #expect(stop?.customActions == [])
    }

    @Test func `combine with several buttons turns them into named custom actions`() {
        let tree = render(
            HStack {
                Text("Message")
                Button("Reply") {}
                Button("Archive") {}
            }.accessibilityElement(children: .combine))
        let stop = stops(tree).first
        #expect(stop?.customActions == ["Reply", "Archive"])
        #expect(stop?.actions == [])
        #expect(stop?.traits.contains(.button) == false)
    }

    @Test func `custom action of a combined child runs its button`() {
        let count = Cell(0)
        let subject = HostingSubject(name: "Row") {
            HStack {
                Button("Reply") { count.value += 1 }
                Button("Archive") {}
            }.accessibilityElement(children: .combine)
        }
        let stop = stops(subject.render(settings: AccessibilitySettings()))[0]
        #expect(subject.perform(.custom("Reply"), on: stop.id) == .performed)
        #expect(subject.perform(.custom("Forward"), on: stop.id) == .notHandled)
        #expect(count.value == 1)
    }

    @Test func `ignore makes one empty element whose properties come from modifiers`() {
        let tree = render(
            VStack {
                Button("−") {}; Text("3"); Button("+") {}
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Quantity")
            .accessibilityValue("3"))
        let stop = stops(tree).first
        #expect(stops(tree).count == 1)
        #expect(stop?.label == "Quantity")
        #expect(stop?.value == "3")
        #expect(stop?.traits == [])
        #expect(stop?.actions == [])
    }

    @Test func `default children behaviour is ignore`() {
        let tree = render(
            HStack {
                Text("A"); Text("B")
            }.accessibilityElement())
        #expect(stops(tree).count == 1)
        #expect(stops(tree).first?.label == nil)
    }

    @Test func `contain makes a semantic group whose children stay separate`() {
        let tree = render(
            VStack {
                Text("Title"); Button("Go") {}
            }
            .accessibilityElement(children: .contain)
            .accessibilityLabel("Card"))
        let group = tree.root.children.first
        #expect(group?.container == .semanticGroup)
        #expect(group?.isElement == false)
        #expect(group?.label == "Card")
        #expect(stopLabels(tree) == ["Title", "Go"])
    }

    @Test func `combine inside contain stays one element within the group`() {
        let tree = render(
            VStack {
                HStack {
                    Text("Name"); Text("Ada")
                }.accessibilityElement(children: .combine)
                Text("Footer")
            }.accessibilityElement(children: .contain))
        #expect(tree.root.children.first?.container == .semanticGroup)
        #expect(stopLabels(tree) == ["Name, Ada", "Footer"])
    }

    @Test func `combine over contain merges the contained elements`() {
        let tree = render(
            VStack {
                VStack {
                    Text("A"); Text("B")
                }.accessibilityElement(children: .contain)
                Text("C")
            }.accessibilityElement(children: .combine))
        #expect(stopLabels(tree) == ["A, B, C"])
    }

    @Test func `nested combine merges the inner element as one child`() {
        let tree = render(
            HStack {
                HStack {
                    Text("Inner"); Text("Pair")
                }.accessibilityElement(children: .combine)
                Text("Outer")
            }.accessibilityElement(children: .combine))
        #expect(stopLabels(tree) == ["Inner, Pair, Outer"])
    }

    @Test func `label modifier on a stack applies to each element`() {
        let tree = render(
            VStack {
                Text("A"); Text("B")
            }.accessibilityAddTraits(.isHeader))
        #expect(stops(tree).allSatisfy { $0.traits.contains(.header) })
        #expect(stops(tree).count == 2)
    }
}

/// One gesture over several children stays one activation when they are combined.
@Suite struct SharedActivationTests {
    @Test func `tap gesture on a stack then combined is one activation`() {
        let taps = Cell(0)
        let subject = HostingSubject(name: "Row") {
            HStack {
                Image(systemName: "square"); Text("Remember me")
            }
            .onTapGesture { taps.value += 1 }
            .accessibilityElement(children: .combine)
        }
        let stop = stops(subject.render(settings: AccessibilitySettings()))[0]
        #expect(stop.label == "Remember me")
        #expect(stop.actions == .activate)
        #expect(stop.customActions == [])
        #expect(stop.traits.contains(.button) == false)
        #expect(subject.perform(.activate, on: stop.id) == .performed)
        #expect(taps.value == 1)
    }
}
