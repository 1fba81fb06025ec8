import Foundation
import HeadlessUI
import Testing

private struct Counter: View {
    var title: String
    @State private var count = 0
    var body: some View {
        Button(title) { count += 1 }
            .accessibilityValue("\(count)")
    }
}

private struct Adjustable: View {
    @State private var level = 2.0
    var body: some View {
        Text("Level")
            .accessibilityValue(Text(level, format: .number))
            .accessibilityAdjustableAction { direction in
                switch direction {
                case .increment: level = min(level + 1, 5)
                case .decrement: level = max(level - 1, 0)
                }
            }
    }
}

private struct Switcher: View {
    @State private var showsDetail = false
    var body: some View {
        VStack {
            Button("More") { showsDetail.toggle() }
            if showsDetail {
                Counter(title: "Detail")
            } else {
                Text("Summary")
            }
        }
    }
}

/// `@State` storage survives re-rendering and is kept per structural identity.
@Suite struct StateTests {
    @Test func `state changed by a performed action shows in the next render`() {
        let subject = HostingSubject(name: "Adjustable") { Adjustable() }
        let before = stops(subject.render(settings: AccessibilitySettings()))[0]
        #expect(before.value == "2")
        #expect(subject.perform(.increment, on: before.id) == .performed)
        #expect(subject.perform(.increment, on: before.id) == .performed)
        let after = stops(subject.render(settings: AccessibilitySettings()))[0]
        #expect(after.value == "4")
        #expect(after.id == before.id)
    }

    @Test func `state survives a change of settings`() {
        let subject = HostingSubject(name: "Counter") { Counter(title: "Add") }
        let stop = stops(subject.render(settings: AccessibilitySettings()))[0]
        _ = subject.perform(.activate, on: stop.id)
        let dark = stops(subject.render(settings: settings("colorScheme=dark,dynamicTypeSize=accessibility5")))[0]
        #expect(dark.value == "1")
        #expect(dark.id == stop.id)
    }

    @Test func `two instances of a view keep separate state`() {
        let subject = HostingSubject(name: "Counters") {
            VStack {
                Counter(title: "First"); Counter(title: "Second")
            }
        }
        let tree = subject.render(settings: AccessibilitySettings())
        _ = subject.perform(.activate, on: stops(tree)[1].id)
        let after = stops(subject.render(settings: AccessibilitySettings()))
        #expect(after.map(\.value) == ["0", "1"])
    }

    /// One view value hosted by two subjects (`let card = Card(); expectAccessible(card)` renders the one value in
    /// every cell and in each contract's fresh subject): each host keeps its own state, from the value the view was
    /// made with, as SwiftUI keeps a view's state in each hosting graph. Before: the second host took the first's
    /// cell, so it started where the first had left off, and `contract-touch` reported a serious "a tap … leaves the
    /// element as it was" on every button that toggles its own `@State`; and a handler of the first host, run after
    /// the second rendered, wrote the second's state.
    @Test func `one view value in two hosts keeps separate state, each from the value it was made with`() {
        let counter = Counter(title: "Add")
        let first = HostingSubject(name: "first") { counter }
        let second = HostingSubject(name: "second") { counter }
        let firstStop = stops(first.render(settings: AccessibilitySettings()))[0]
        #expect(first.perform(.activate, on: firstStop.id) == .performed)
        #expect(stops(first.render(settings: AccessibilitySettings()))[0].value == "1")
        let secondStop = stops(second.render(settings: AccessibilitySettings()))[0]
        #expect(secondStop.value == "0")
        // The first host's handler, after the second rendered the same value, still counts on the first host.
        #expect(first.perform(.activate, on: firstStop.id) == .performed)
        #expect(stops(first.render(settings: AccessibilitySettings()))[0].value == "2")
        #expect(stops(second.render(settings: AccessibilitySettings()))[0].value == "0")
        // And a tap on the second counts on the second.
        let point = CGPoint(x: secondStop.frame?.midX ?? 0, y: secondStop.frame?.midY ?? 0)
        #expect(second.tap(at: point) == .performed)
        #expect(stops(second.render(settings: AccessibilitySettings()))[0].value == "1")
        #expect(stops(first.render(settings: AccessibilitySettings()))[0].value == "2")
    }

    @Test func `state lives in its branch of a condition`() {
        let subject = HostingSubject(name: "Switcher") { Switcher() }
        let more = stops(subject.render(settings: AccessibilitySettings()))[0]
        _ = subject.perform(.activate, on: more.id)
        let shown = stops(subject.render(settings: AccessibilitySettings()))
        #expect(shown.map(\.label) == ["More", "Detail"])
        _ = subject.perform(.activate, on: shown[1].id)
        #expect(stops(subject.render(settings: AccessibilitySettings()))[1].value == "1")
    }

    @Test func `element identities are stable across renders and settings`() {
        let subject = HostingSubject(name: "Form") {
            VStack {
                Text("Name"); Toggle("Wi-Fi", isOn: .constant(true)); ForEach(["a", "b"], id: \.self) { Text($0) }
            }
        }
        let first = stops(subject.render(settings: AccessibilitySettings())).map(\.id)
        let second = stops(subject.render(settings: settings("layoutDirection=rightToLeft,boldText=true"))).map(\.id)
        #expect(first == second)
        #expect(Set(first).count == first.count)
    }

    @Test func `for each identifies rows by their ids, not positions`() {
        let rows = Cell(["apple", "pear"])
        let subject = HostingSubject(name: "List") { VStack { ForEach(rows.value, id: \.self) { Text($0) } } }
        let before = stops(subject.render(settings: AccessibilitySettings()))
        rows.value = ["fig", "apple", "pear"]
        let after = stops(subject.render(settings: AccessibilitySettings()))
        #expect(after[1].id == before[0].id)
        #expect(after[2].id == before[1].id)
    }
}
