import HeadlessUI
import ScreenReader
import Testing

/// A code field that shows a tip while VoiceOver is on it.
private struct CouponForm: View {
    @AccessibilityFocusState private var codeFocused: Bool

    var body: some View {
        VStack {
            Text("Coupon code").accessibilityFocused($codeFocused)
            Button("Apply") {}
            if codeFocused {
                Text("Codes have 8 letters")
            }
        }
    }
}

/// Two fields bound with `equals:`; a status line says which one VoiceOver is on.
private struct AddressForm: View {
    enum Field: Hashable { case street, city }
    @AccessibilityFocusState private var field: Field?

    var body: some View {
        VStack {
            Text("Street").accessibilityFocused($field, equals: .street)
            Text("City").accessibilityFocused($field, equals: .city)
            Text("Help")
            Text(field.map { "Now on \($0)" } ?? "On no field")
        }
    }
}

/// A stepper of two buttons and a text whose buttons move focus to the value with focus state.
private struct FocusingStepper: View {
    @State private var count = 5
    @AccessibilityFocusState private var valueFocused: Bool

    var body: some View {
        HStack {
            Button("Decrease") {
                count -= 1; valueFocused = true
            }
            Text("\(count)").accessibilityFocused($valueFocused)
            Button("Increase") {
                count += 1; valueFocused = true
            }
        }
    }
}

/// The other direction of `@AccessibilityFocusState`: Apple documents it as "a property wrapper type that can read
/// and write a value that SwiftUI updates as the focus of any active accessibility technology, such as VoiceOver,
/// changes"; `accessibilityFocused(_:)` "modifies this view by binding its accessibility element's focus state to the
/// given boolean state value" (and `equals:` "to the given state value").
@Suite struct FocusWriteBackTests {
    @Test func `VoiceOver arriving sets the bound state and leaving clears it, and the view reacts`() {
        let vo = VoiceOver(CouponForm())
        #expect(vo.stops.map(\.node.label) == ["Coupon code", "Apply"])
        #expect(vo.next() == "Coupon code")
        // The state became true: the tip is on screen now (not spoken: VoiceOver does not watch the screen).
        #expect(vo.stops.map(\.node.label) == ["Coupon code", "Apply", "Codes have 8 letters"])
        #expect(vo.focusedNode?.label == "Coupon code")
        #expect(vo.next() == "Apply. Button.")
        // Focus left the bound element: the state is false again and the tip went.
        #expect(vo.stops.map(\.node.label) == ["Coupon code", "Apply"])
        #expect(vo.focusedNode?.label == "Apply")
    }

    @Test func `with equals the state takes the value of the element VoiceOver is on, and empties elsewhere`() {
        let vo = VoiceOver(AddressForm())
        func status() -> String? { vo.stops.last?.node.label }
        #expect(status() == "On no field")
        vo.next()
        #expect(status() == "Now on street")
        vo.next()
        #expect(status() == "Now on city")
        vo.next()
        #expect(vo.focusedNode?.label == "Help")
        #expect(status() == "On no field")
        vo.focus(label: "Street")
        #expect(status() == "Now on street")
    }

    @Test func `after VoiceOver left the value, setting the state moves focus there again`() {
        let vo = VoiceOver(FocusingStepper())
        vo.focus(label: "Increase")
        #expect(vo.activate() == "6")
        #expect(vo.focusedNode?.label == "6")
        // Swiping on to Increase clears the state, so the next write is a change and moves focus again.
        #expect(vo.next() == "Increase. Button.")
        #expect(vo.activate() == "7")
        #expect(vo.focusedNode?.label == "7")
    }

    @Test func `moving among unbound elements writes nothing`() {
        let vo = VoiceOver(AddressForm())
        vo.focus(label: "Help")
        vo.next()
        #expect(vo.stops.last?.node.label == "On no field")
    }
}
