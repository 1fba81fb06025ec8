import HeadlessUI
import Testing

/// `ObservableObject`, `@Published`, `@StateObject`, `@ObservedObject` and
/// `@EnvironmentObject` in SwiftUI's spelling (Combine is not on Linux).
@Suite struct DataFlowTests {
    final class Basket: ObservableObject {
        @Published var count = 0
    }

    /// Used by one test only, so that its count of instances is that test's.
    final class OwnedModel: ObservableObject {
        @Published var count = 0
        static let made = Counter()
        init() { Self.made.value += 1 }
    }

    final class Counter: @unchecked Sendable {
        var value = 0
    }

    struct OwnedBasket: View {
        @StateObject private var basket = OwnedModel()
        var body: some View {
            Button("Add") { basket.count += 1 }.accessibilityValue("\(basket.count)")
        }
    }

    struct BasketStepper: View {
        @ObservedObject var basket: Basket
        var body: some View {
            Stepper("Items", value: $basket.count, in: 0...9)
        }
    }

    struct BasketBadge: View {
        @EnvironmentObject private var basket: Basket
        var body: some View { Text("\(basket.count) items") }
    }

    @Test func `a state object is made once and survives re-rendering`() {
        let subject = HostingSubject(name: "Owned") { OwnedBasket() }
        let before = OwnedModel.made.value
        let first = stops(subject.render(settings: AccessibilitySettings()))[0]
        #expect(first.value == "0")
        #expect(subject.perform(.activate, on: first.id) == .performed)
        let second = stops(subject.render(settings: AccessibilitySettings()))[0]
        #expect(second.value == "1")
        #expect(OwnedModel.made.value - before == 1)
    }

    @Test func `an observed object's projected value binds its properties`() {
        let basket = Basket()
        basket.count = 3
        let subject = HostingSubject(name: "Stepper") { BasketStepper(basket: basket) }
        let tree = subject.render(settings: AccessibilitySettings())
        #expect(stopLabels(tree) == ["Items", "Decrement", "Increment"])
        #expect(stops(tree)[0].value == "3")
        #expect(subject.perform(.activate, on: stops(tree)[2].id) == .performed)
        #expect(basket.count == 4)
    }

    @Test func `an environment object is read from an ancestor`() {
        let basket = Basket()
        basket.count = 2
        #expect(stopLabels(render(VStack { BasketBadge() }.environmentObject(basket))) == ["2 items"])
    }

    @Test func `objectWillChange sends without subscribers`() {
        let basket = Basket()
        basket.objectWillChange.send()
        basket.count = 5
        #expect(basket.count == 5)
    }
}
