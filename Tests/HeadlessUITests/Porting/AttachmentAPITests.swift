import HeadlessUI
import Testing

/// SwiftUI's first accessibility API (`.accessibility(label:)` …, iOS 13) does
/// what its renamed forms do. Apple's documentation lists each as "Renamed:
/// accessibilityLabel(_:)" (and so on), the same modifier under a new name.
@Suite struct AttachmentAPITests {
    @Test func `label, value, hint and traits set the element as the new names do`() {
        let stop = stops(
            render(
                Image(systemName: "heart.fill")
                    .accessibility(label: Text("Favourite"))
                    .accessibility(value: Text("On"))
                    .accessibility(hint: Text("Removes from favourites"))
                    .accessibility(addTraits: .isButton)
                    .accessibility(removeTraits: .isImage)
                    .accessibility(identifier: "favourite")
            )
        ).first
        #expect(stop?.label == "Favourite")
        #expect(stop?.value == "On")
        #expect(stop?.hint == "Removes from favourites")
        #expect(stop?.traits == .button)
        #expect(stop?.identifier == "favourite")
        #expect(stop?.labelOrigin == nil)
    }

    @Test func `hidden removes the element and sort priority orders siblings`() {
        let tree = render(
            VStack {
                Text("Hidden").accessibility(hidden: true)
                Text("Second")
                Text("First").accessibility(sortPriority: 1)
            })
        #expect(stopLabels(tree) == ["Second", "First"])
        #expect(stops(tree).last?.sortPriority == 1)
    }

    @Test func `input labels and activation point`() {
        let stop = stops(
            render(
                Button("Send message") {}
                    .accessibility(inputLabels: [Text("Send"), Text("Message")])
                    .frame(width: 100, height: 40)
                    .accessibility(activationPoint: UnitPoint.topLeading)
            )
        ).first
        #expect(stop?.inputLabels == ["Send", "Message"])
        #expect(stop?.activationPoint?.x == stop?.frame?.minX)
    }

    @Test func `heading, text content type, large content viewer and invert colours`() {
        let stop = stops(
            render(
                Text("Results")
                    .accessibilityHeading(.h2)
                    .accessibilityTextContentType(.narrative)
                    .accessibilityShowsLargeContentViewer()
                    .accessibilityIgnoresInvertColors()
            )
        ).first
        #expect(stop?.label == "Results")
        #expect(stop?.traits == [.staticText, .header])
        #expect(stop?.headingLevel == 2)
    }
}
