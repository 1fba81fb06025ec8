import HeadlessUI
import Testing

private struct DownloadButton: View {
    var body: some View {
        ViewThatFits(in: .horizontal) {
            Text("Download the full report")
            Text("Download")
        }
    }
}

/// `ViewThatFits`: the first child whose ideal size fits, else the last;
/// chosen against the screen, not the space proposed (approximated:
/// docs/porting.md).
@Suite struct ViewThatFitsTests {
    @Test func `the long text is chosen at the default size and the fallback at a large accessibility size`() {
        #expect(stopLabels(render(DownloadButton())) == ["Download the full report"])
        #expect(stopLabels(render(DownloadButton(), settings: settings("dynamicTypeSize=accessibility5"))) == ["Download"])
    }

    @Test func `the last child is shown when none fits`() {
        let view = ViewThatFits {
            Text(String(repeating: "Wide ", count: 40)).lineLimit(1)
            Text(String(repeating: "Also wide ", count: 40)).lineLimit(1)
        }
        #expect(stopLabels(render(view)).first??.hasPrefix("Also wide") == true)
    }

    @Test func `only the vertical axis is checked when asked`() {
        let view = ViewThatFits(in: .vertical) {
            Text(String(repeating: "Wraps ", count: 20))
            Text("Short")
        }
        // Wrapped to the screen's width it is a few lines high: it fits vertically.
        #expect(stopLabels(render(view)).first??.hasPrefix("Wraps") == true)
        let tall = ViewThatFits(in: .vertical) {
            VStack { ForEach(0..<40) { Text("Row \($0)") } }
            Text("Summary")
        }
        #expect(stopLabels(render(tall)) == ["Summary"])
    }
}
