import HeadlessUI
import Testing

/// Button, Label, Toggle, Slider and Stepper (decisions 3, 15, 17).
@Suite struct ControlTests {
    @Test func `button label is derived from its content like combine`() {
        let tree = render(
            Button {
            } label: {
                VStack {
                    Text("Title"); Text("Subtitle")
                }
            })
        #expect(stopLabels(tree) == ["Title, Subtitle"])
        #expect(stops(tree).first?.traits == .button)
    }

    @Test func `button with a label contributes the label's title only`() {
        let tree = render(Button("Share", systemImage: "square.and.arrow.up") {})
        #expect(stopLabels(tree) == ["Share"])
        #expect(stops(tree).first?.labelOrigin == nil)
    }

    @Test func `icon-only button takes the image's label, flagged as derived`() {
        let tree = render(
            Button {
            } label: {
                Image(systemName: "square.and.arrow.up")
            })
        let stop = stops(tree).first
        #expect(stop?.label == "square and arrow up")
        #expect(stop?.labelOrigin == .symbolName)
        #expect(stop?.traits == .button)
    }

    @Test func `icon-only button with a labelled image is not flagged`() {
        let stop = stops(
            render(
                Button {
                } label: {
                    Image(systemName: "mic").accessibilityLabel("Microphone")
                })
        ).first
        #expect(stop?.label == "Microphone")
        #expect(stop?.labelOrigin == nil)
    }

    @Test func `button action runs on activation`() {
        let taps = Cell(0)
        let subject = HostingSubject(name: "Button") { Button("Go") { taps.value += 1 } }
        let stop = stops(subject.render(settings: AccessibilitySettings()))[0]
        #expect(subject.perform(.activate, on: stop.id) == .performed)
        #expect(taps.value == 1)
    }

    @Test func `destructive role draws the title red`() {
        let stop = stops(render(Button("Delete", role: .destructive) {})).first
        #expect(stop?.foreground?.hex == "#FF3B30")
    }

    @Test func `icon-only label style still names the label by its title`() {
        let tree = render(Label("Favourites", systemImage: "star").labelStyle(.iconOnly))
        #expect(stopLabels(tree) == ["Favourites"])
    }

    @Test func `toggle flips its binding and shows the new value`() {
        let isOn = Cell(false)
        let subject = HostingSubject(name: "Toggle") { Toggle("Wi-Fi", isOn: isOn.binding) }
        let before = stops(subject.render(settings: AccessibilitySettings()))[0]
        #expect(before.value == "0")
        #expect(subject.perform(.activate, on: before.id) == .performed)
        let after = stops(subject.render(settings: AccessibilitySettings()))[0]
        #expect(isOn.value)
        #expect(after.value == "1")
        #expect(after.id == before.id)
    }

    @Test func `toggle keeps its accessibility in a custom style`() {
        struct CheckboxStyle: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                    configuration.label
                }
            }
        }
        let stop = stops(render(Toggle("Remember me", isOn: .constant(true)).toggleStyle(CheckboxStyle()))).first
        #expect(stop?.label == "Remember me")
        #expect(stop?.value == "1")
        #expect(stop?.traits == [.button, .toggle])
    }

    @Test func `switch toggle reports its track as boundary`() {
        let stop = stops(render(Toggle("Wi-Fi", isOn: .constant(true)))).first
        #expect(stop?.boundary?.hex == "#34C759")
    }

    @Test func `an outline stroked over an element is its boundary, and a zero-width one draws none`() {
        func badge(ringWidth: CGFloat) -> some View {
            Image(systemName: "applescript.fill")
                .padding(8)
                .background(Color.white)
                .clipShape(Circle())
                .overlay { Circle().stroke(lineWidth: ringWidth) }
                .foregroundStyle(Color.gray)
        }
        #expect(stops(render(badge(ringWidth: 2))).first?.boundary?.hex == "#8E8E93")
        #expect(stops(render(badge(ringWidth: 0))).first?.boundary == nil)
    }

    @Test func `slider steps through its range and clamps at the bounds`() {
        let value = Cell(0.9)
        let subject = HostingSubject(name: "Slider") { Slider(value: value.binding, in: 0...1, step: 0.25) { Text("Level") } }
        let stop = stops(subject.render(settings: AccessibilitySettings()))[0]
        #expect(stop.value == "90%")
        #expect(subject.perform(.increment, on: stop.id) == .performed)
        #expect(value.value == 1)
        #expect(subject.perform(.decrement, on: stop.id) == .performed)
        #expect(stops(subject.render(settings: AccessibilitySettings()))[0].value == "75%")
    }

    @Test func `stepper is a label element then decrement and increment buttons`() {
        let tree = render(Stepper("Quantity", value: .constant(3), in: 0...10))
        let all = stops(tree)
        #expect(all.map(\.label) == ["Quantity", "Decrement", "Increment"])
        #expect(all[0].value == "3")
        #expect(all[1].traits == .button)
        #expect(all[2].traits == .button)
    }

    @Test func `stepper label that shows the value carries no separate value`() {
        let all = stops(render(Stepper("Quantity: 3", value: .constant(3), in: 0...10)))
        #expect(all[0].label == "Quantity: 3")
        #expect(all[0].value == nil)
    }

    @Test func `stepper button at a bound is not enabled`() {
        let value = Cell(9)
        let subject = HostingSubject(name: "Stepper") { Stepper("Quantity", value: value.binding, in: 0...10) }
        let increment = stops(subject.render(settings: AccessibilitySettings()))[2]
        #expect(subject.perform(.activate, on: increment.id) == .performed)
        let atBound = stops(subject.render(settings: AccessibilitySettings()))
        #expect(atBound[0].value == "10")
        #expect(atBound[2].traits == [.button, .notEnabled])
        #expect(atBound[1].traits == .button)
        #expect(subject.perform(.activate, on: atBound[2].id) == .notHandled)
        #expect(value.value == 10)
    }
}

/// Where VoiceOver taps a slider.
@Suite struct SliderActivationPointTests {
    @Test func `slider activation point is the centre of its thumb`() {
        let stop = stops(render(Slider(value: .constant(0.25))))[0]
        #expect(stop.frame == CGRect(x: 0, y: 0, width: 390, height: 30))
        #expect(stop.activationPoint == CGPoint(x: 97.5, y: 15))
        let rtl = stops(render(Slider(value: .constant(0.25)), settings: settings("layoutDirection=rightToLeft")))[0]
        #expect(rtl.activationPoint == CGPoint(x: 292.5, y: 15))
    }
}

/// Smaller modifiers controls are commonly written with.
@Suite struct ControlModifierTests {
    @Test func `hidden labels still name the control`() {
        let stop = stops(render(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden()))[0]
        #expect(stop.label == "Wi-Fi")
        #expect(stop.frame?.width == 51)
    }

    @Test func `hidden views keep their space but leave the tree`() {
        let tree = render(
            VStack {
                Text("A").hidden(); Text("B")
            })
        #expect(stopLabels(tree) == ["B"])
        #expect(stops(tree)[0].frame?.minY == 28.4)
    }

    @Test func `image scale resizes symbols`() {
        #expect(stops(render(Image(systemName: "star").imageScale(.large)))[0].frame?.width == 22)
    }

    @Test func `traits combine as an array literal`() {
        let stop = stops(render(Text("Tab").accessibilityAddTraits([.isButton, .isSelected])))[0]
        #expect(stop.traits == [.button, .selected, .staticText])
    }

    @Test func `tint shape style follows the tint`() {
        #expect(stops(render(Text("A").foregroundStyle(.tint).tint(.green)))[0].foreground?.hex == "#34C759")
    }
}
