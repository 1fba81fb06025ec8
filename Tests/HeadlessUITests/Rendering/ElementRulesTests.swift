import HeadlessUI
import Testing

/// Which views become elements, with which label, value and traits (reference §4.1).
@Suite struct ElementRulesTests {
    @Test func `text is a static text element labelled by its content`() {
        let stop = stops(render(Text("Hello"))).first
        #expect(stop?.label == "Hello")
        #expect(stop?.traits == .staticText)
        #expect(stop?.actions == [])
    }

    @Test func `named image is labelled by its name and flagged as derived`() {
        let stop = stops(render(Image("icon_cart"))).first
        #expect(stop?.label == "icon_cart")
        #expect(stop?.traits == .image)
        #expect(stop?.labelOrigin == .imageName)
    }

    @Test func `symbol image reads its name with dots as spaces`() {
        let stop = stops(render(Image(systemName: "person.crop.circle"))).first
        #expect(stop?.label == "person crop circle")
        #expect(stop?.labelOrigin == .symbolName)
    }

    @Test func `decorative image is not an element`() {
        let tree = render(Image(decorative: "flourish"))
        #expect(stops(tree).isEmpty)
        #expect(tree.root.children.first?.isHidden == true)
    }

    @Test func `image with a label text uses it and is not flagged`() {
        let stop = stops(render(Image("logo", label: Text("Acme")))).first
        #expect(stop?.label == "Acme")
        #expect(stop?.labelOrigin == nil)
        #expect(stop?.traits == .image)
    }

    @Test func `labelled symbol image is not flagged`() {
        let stop = stops(render(Image(systemName: "star.fill").accessibilityLabel("Favorite"))).first
        #expect(stop?.label == "Favorite")
        #expect(stop?.labelOrigin == nil)
        #expect(stop?.traits == .image)
    }

    @Test func `button is one element with the button trait and its action`() {
        let stop = stops(render(Button("Delete") {})).first
        #expect(stop?.label == "Delete")
        #expect(stop?.traits == .button)
        #expect(stop?.actions == .activate)
    }

    @Test func `label combines and reads its title only`() {
        let tree = render(Label("Hello, world!", systemImage: "globe"))
        #expect(stopLabels(tree) == ["Hello, world!"])
        #expect(stops(tree).first?.traits == [])
    }

    @Test func `toggle is a switch button valued one or zero`() {
        let on = stops(render(Toggle("Wi-Fi", isOn: .constant(true)))).first
        #expect(on?.label == "Wi-Fi")
        #expect(on?.value == "1")
        #expect(on?.traits == [.button, .toggle])
        let off = stops(render(Toggle("Wi-Fi", isOn: .constant(false)))).first
        #expect(off?.value == "0")
    }

    @Test func `slider is adjustable and speaks a percentage of its range`() {
        let stop = stops(render(Slider(value: .constant(75.0), in: 0...100) { Text("Volume") })).first
        #expect(stop?.label == "Volume")
        #expect(stop?.value == "75%")
        #expect(stop?.traits == .adjustable)
        #expect(stop?.actions == [.increment, .decrement])
    }

    @Test func `stacks, spacers, shapes and colours are not elements`() {
        let tree = render(
            VStack {
                HStack {
                    Text("A"); Spacer(); Text("B")
                }
                Rectangle().fill(Color.red).frame(height: 4)
                Color.blue.frame(height: 2)
                Circle()
            })
        #expect(stopLabels(tree) == ["A", "B"])
    }

    @Test func `a shape given an accessibility label becomes an element`() {
        let tree = render(Rectangle().frame(width: 40, height: 40).accessibilityLabel(""))
        #expect(stops(tree).count == 1)
        #expect(stops(tree).first?.label == "")
    }

    @Test func `on tap gesture adds activation but no trait`() {
        let stop = stops(render(Text("Tap me").onTapGesture {})).first
        #expect(stop?.actions == .activate)
        #expect(stop?.traits == .staticText)
    }

    @Test func `property modifiers set the fields SwiftUI sets`() {
        let stop = stops(
            render(
                Text("Total")
                    .accessibilityValue("3 items")
                    .accessibilityHint("Opens the basket")
                    .accessibilityAddTraits(.isHeader)
                    .accessibilityRemoveTraits(.isStaticText)
                    .accessibilityIdentifier("total")
                    .accessibilityInputLabels(["Total", "Sum"])
                    .accessibilitySortPriority(2)
            )
        ).first
        #expect(stop?.value == "3 items")
        #expect(stop?.hint == "Opens the basket")
        #expect(stop?.traits == .header)
        #expect(stop?.identifier == "total")
        #expect(stop?.inputLabels == ["Total", "Sum"])
        #expect(stop?.sortPriority == 2)
    }

    @Test func `heading level sets the header trait and level`() {
        let stop = stops(render(Text("Settings").accessibilityHeading(.h2))).first
        #expect(stop?.traits.contains(.header) == true)
        #expect(stop?.headingLevel == 2)
    }

    @Test func `named, escape and magic tap actions are exposed`() {
        let stop = stops(
            render(
                Text("Message")
                    .accessibilityAction(named: "Reply") {}
                    .accessibilityAction(named: "Delete") {}
                    .accessibilityAction(.escape) {}
                    .accessibilityAction(.magicTap) {}
            )
        ).first
        // Last declared first, as iOS offers chained named actions (docs/voiceover.md, decision 25).
        #expect(stop?.customActions == ["Delete", "Reply"])
        #expect(stop?.actions == [.escape, .magicTap])
    }

    @Test func `activation point is placed within the element's frame`() {
        let stop = stops(
            render(
                Color.red.frame(width: 100, height: 50).accessibilityLabel("Area")
                    .accessibilityActivationPoint(UnitPoint.topLeading))
        ).first
        #expect(stop?.activationPoint == stop?.frame?.origin)
    }

    @Test func `representation replaces the view's accessibility`() {
        let tree = render(
            Circle().frame(width: 30, height: 30)
                .accessibilityRepresentation { Toggle("Favourite", isOn: .constant(true)) }
        )
        let stop = stops(tree).first
        #expect(stops(tree).count == 1)
        #expect(stop?.label == "Favourite")
        #expect(stop?.traits == [.button, .toggle])
        #expect(stop?.frame == CGRect(x: 180, y: 0, width: 30, height: 30))
    }
}
