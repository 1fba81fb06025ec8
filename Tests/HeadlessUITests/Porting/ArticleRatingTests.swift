import HeadlessUI
import Testing

/// The ported article Rating renders and behaves as the article intends.
@Suite struct ArticleRatingTests {
    final class Box: @unchecked Sendable { var rating: Double = 3 }

    @Test func `star rating is one adjustable element valued by the rating`() {
        let box = Box()
        let subject = HostingSubject(name: "Rating") {
            Rating(title: "Stars:", value: Binding(get: { box.rating }, set: { box.rating = $0 }))
        }
        let tree = subject.render(settings: AccessibilitySettings())
        let rating = tree.root.children[0]
        #expect(rating.label == "Stars:")
        #expect(rating.value == "3")
        #expect(rating.traits == .adjustable)
        #expect(rating.actions == [.increment, .decrement])
        #expect(subject.perform(.increment, on: rating.id) == .performed)
        let after = subject.render(settings: AccessibilitySettings())
        #expect(after.root.children[0].value == "4")
        #expect(after.root.children[0].id == rating.id)
    }

    @Test func `numeric style merges its visible numbers into the label`() {
        let tree = render(Rating(label: { Text("Numbers:") }, value: .constant(3)).ratingStyle(.numeric))
        let rating = tree.root.children[0]
        #expect(rating.label == "Numbers:, 3.0, / 5")
        #expect(rating.value == "3")
    }

    @Test func `disabled rating is dimmed and refuses adjustment`() {
        let box = Box()
        let subject = HostingSubject(name: "Rating") {
            Rating(title: "Disabled", value: Binding(get: { box.rating }, set: { box.rating = $0 })).disabled(true)
        }
        let tree = subject.render(settings: AccessibilitySettings())
        let rating = tree.root.children[0]
        #expect(rating.traits.contains(.notEnabled))
        #expect(subject.perform(.increment, on: rating.id) == .notHandled)
        #expect(box.rating == 3)
    }
}
