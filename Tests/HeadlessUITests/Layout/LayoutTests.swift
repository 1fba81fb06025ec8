import HeadlessUI
import Testing

/// Frames pinned for stacks, padding, frames and text wrapping at `large` and
/// `accessibility5`, left-to-right and right-to-left (docs/layout.md).
@Suite struct LayoutTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var settings: String
        var frames: [CGRect]
        var testDescription: String { settings }
    }

    private func frames<V: View>(_ view: V, _ text: String) -> [CGRect] {
        stops(render(view, settings: settings(text))).compactMap(\.frame)
    }

    @Test(arguments: [
        Case(
            settings: "dynamicTypeSize=large",
            frames: [
                CGRect(x: 165.5, y: 0, width: 25.5, height: 20.4),
                CGRect(x: 199, y: 0, width: 25.5, height: 20.4),
            ]),
        Case(
            settings: "dynamicTypeSize=large,layoutDirection=rightToLeft",
            frames: [CGRect(x: 199, y: 0, width: 25.5, height: 20.4), CGRect(x: 165.5, y: 0, width: 25.5, height: 20.4)]),
        Case(
            settings: "dynamicTypeSize=accessibility5",
            frames: [
                CGRect(x: 111.5, y: 0, width: 79.5, height: 63.6),
                CGRect(x: 199, y: 0, width: 79.5, height: 63.6),
            ]),
        Case(
            settings: "dynamicTypeSize=accessibility5,layoutDirection=rightToLeft",
            frames: [CGRect(x: 199, y: 0, width: 79.5, height: 63.6), CGRect(x: 111.5, y: 0, width: 79.5, height: 63.6)]),
    ])
    func `horizontal stack places children leading to trailing with spacing`(_ item: Case) {
        #expect(
            frames(
                HStack {
                    Text("One"); Text("Two")
                }, item.settings) == item.frames)
    }

    @Test(arguments: [
        Case(
            settings: "dynamicTypeSize=large",
            frames: [
                CGRect(x: 173.75, y: 16, width: 42.5, height: 20.4),
                CGRect(x: 173.75, y: 44.4, width: 25.5, height: 20.4),
            ]),
        Case(
            settings: "dynamicTypeSize=large,layoutDirection=rightToLeft",
            frames: [CGRect(x: 173.75, y: 16, width: 42.5, height: 20.4), CGRect(x: 190.75, y: 44.4, width: 25.5, height: 20.4)]),
        Case(
            settings: "dynamicTypeSize=accessibility5",
            frames: [
                CGRect(x: 128.75, y: 16, width: 132.5, height: 63.6),
                CGRect(x: 128.75, y: 87.6, width: 79.5, height: 63.6),
            ]),
        Case(
            settings: "dynamicTypeSize=accessibility5,layoutDirection=rightToLeft",
            frames: [CGRect(x: 128.75, y: 16, width: 132.5, height: 63.6), CGRect(x: 181.75, y: 87.6, width: 79.5, height: 63.6)]),
    ])
    func `padded leading vertical stack insets and aligns its children`(_ item: Case) {
        #expect(
            frames(
                VStack(alignment: .leading) {
                    Text("Title"); Text("Sub")
                }.padding(), item.settings) == item.frames)
    }

    @Test(arguments: [
        Case(
            settings: "dynamicTypeSize=large",
            frames: [
                CGRect(x: 0, y: 0, width: 8.5, height: 20.4),
                CGRect(x: 381.5, y: 0, width: 8.5, height: 20.4),
            ]),
        Case(
            settings: "dynamicTypeSize=large,layoutDirection=rightToLeft",
            frames: [CGRect(x: 381.5, y: 0, width: 8.5, height: 20.4), CGRect(x: 0, y: 0, width: 8.5, height: 20.4)]),
        Case(
            settings: "dynamicTypeSize=accessibility5",
            frames: [
                CGRect(x: 0, y: 0, width: 26.5, height: 63.6),
                CGRect(x: 363.5, y: 0, width: 26.5, height: 63.6),
            ]),
    ])
    func `spacer pushes stack children to the edges`(_ item: Case) {
        #expect(
            frames(
                HStack {
                    Text("A"); Spacer(); Text("B")
                }, item.settings) == item.frames)
    }

    @Test func `frame centres its content`() {
        #expect(frames(Text("A").frame(width: 100, height: 44), "") == [CGRect(x: 190.75, y: 11.8, width: 8.5, height: 20.4)])
    }

    @Test func `frame with infinite max width takes the offered width`() {
        let stop = stops(
            render(
                Text("Pay").frame(maxWidth: .infinity).padding().background(Color.blue)
                    .accessibilityElement(children: .combine)))[0]
        #expect(stop.frame == CGRect(x: 0, y: 0, width: 390, height: 52.4))
    }

    static let sentence = "The quick brown fox jumps over the lazy dog"

    @Test func `text fits on one line at large`() {
        let stop = stops(render(Text(Self.sentence)))[0]
        #expect(stop.frame == CGRect(x: 12.25, y: 0, width: 365.5, height: 20.4))
        #expect(stop.isTruncated == false)
    }

    @Test func `text wraps by words at accessibility5`() {
        let stop = stops(render(Text(Self.sentence), settings: settings("dynamicTypeSize=accessibility5")))[0]
        // 14 characters per line: "The quick" / "brown fox" / "jumps over the" / "lazy dog".
        #expect(stop.frame == CGRect(x: 9.5, y: 0, width: 371, height: 254.4))
        #expect(stop.isTruncated == false)
    }

    @Test func `text wraps in the width left by padding`() {
        let stop = stops(render(Text(Self.sentence).padding(), settings: settings("dynamicTypeSize=accessibility5")))[0]
        // 13 characters per line: "The quick" / "brown fox" / "jumps over" / "the lazy dog".
        #expect(stop.frame == CGRect(x: 36, y: 16, width: 318, height: 254.4))
    }

    @Test func `line limit truncates at accessibility5 but not at large`() {
        let view = Text(Self.sentence).lineLimit(2)
        #expect(stops(render(view))[0].isTruncated == false)
        let large = stops(render(view, settings: settings("dynamicTypeSize=accessibility5")))[0]
        #expect(large.isTruncated)
        #expect(large.frame?.height == 127.2)
    }

    @Test func `fixed height frame truncates text that does not fit`() {
        let stop = stops(render(Text(Self.sentence).frame(width: 200, height: 30)))[0]
        #expect(stop.isTruncated)
        #expect(stop.frame?.height == 20.4)
    }

    @Test func `symbol images are sized by their font`() {
        #expect(frames(Image(systemName: "star").font(.title), "")[0].size == CGSize(width: 28, height: 28))
        #expect(frames(Image(systemName: "star"), "dynamicTypeSize=accessibility5")[0].size == CGSize(width: 53, height: 53))
    }

    @Test func `toggle spans the width with its switch at the trailing edge`() {
        let stop = stops(render(Toggle("Wi-Fi", isOn: .constant(true))))[0]
        #expect(stop.frame == CGRect(x: 0, y: 0, width: 390, height: 31))
    }

    @Test func `overlay is placed over its content`() {
        let tree = render(
            Color.gray.frame(width: 100, height: 100)
                .overlay(alignment: .topTrailing) { Button("Close") {} })
        #expect(stops(tree)[0].frame == CGRect(x: 202.5, y: 0, width: 42.5, height: 20.4))
    }
}

/// Degenerate sizes never crash the layout.
@Suite struct DegenerateLayoutTests {
    @Test func `non-finite and zero font sizes and frames are survived`() {
        let tree = render(
            VStack {
                Text("Infinite").font(.system(size: .infinity))
                Text("Not a number").font(.system(size: .nan))
                Text("Zero").font(.system(size: 0))
                Text("Narrow").frame(width: 0, height: 0)
                Text("Negative").frame(width: -10, height: -5)
            })
        #expect(stops(tree).count == 5)
    }
}
