import AccessibilityModel
import Foundation
import Testing

@testable import ReportFormats

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct HTMLReportTests {
    @Test func `the page is well-formed and outlines every focus stop once, numbered in order`() throws {
        let report = SampleReports.whole()
        let page = HTMLReport().render(report)
        let xml = XMLCollector.parse(page)
        #expect(xml.error == nil)
        let outlines = xml.elements.filter { $0.attributes["data-focus-stop"] != nil }
        #expect(outlines.count == report.screens.reduce(0) { $0 + $1.stops.count })
        let svgs = xml.named("svg")
        #expect(svgs.count == report.screens.count)
        for svg in svgs {
            #expect(svg.attributes["role"] == "img")
            #expect(svg.attributes["aria-labelledby"] != nil)
        }
        #expect(xml.named("title").count >= svgs.count)
        #expect(xml.named("html").first?.attributes["lang"] == "en")
        #expect(xml.named("h1").count == 1)
        #expect(xml.named("th").allSatisfy { $0.attributes["scope"] != nil })
        #expect(!page.contains("http://") || page.contains("xmlns=\"http://www.w3.org/2000/svg\""))
        // One script, the page's own search (HTMLFindingsTests), and nothing loaded from elsewhere.
        #expect(page.components(separatedBy: "<script").count == 2)
        #expect(!page.contains("<link") && !page.contains("src="))
    }

    @Test func `the transcript beside the picture is numbered like the outlines`() throws {
        let xml = XMLCollector.parse(HTMLReport().render(SampleReports.whole()))
        let items = xml.named("li").filter { $0.attributes["value"] != nil }
        #expect(items.prefix(2).map { $0.attributes["value"] } == ["1", "2"])
        #expect(items.first?.text.hasPrefix("Stars: 3. Adjustable.") == true)
    }

    @Test func `findings show the severity as a word, WCAG links and the fix`() {
        let page = HTMLReport().render(SampleReports.whole())
        #expect(page.contains("<a class=\"badge critical\" href=\"#severity-critical\">critical</a>"))
        #expect(page.contains("<a href=\"https://www.w3.org/WAI/WCAG22/Understanding/non-text-contrast.html\">WCAG 1.4.11 Non-text Contrast</a>"))
        #expect(page.contains("<dt>Fix</dt><dd>fix contrast-non-text</dd>"))
        #expect(page.contains("Where findings occur"))
    }

    @Test(arguments: HostileText.all.indices)
    func `hostile labels are escaped in text and attributes`(index: Int) throws {
        let label = HostileText.all[index]
        let page = HTMLReport().render(HostileReport.make(label: label))
        // The page's own script only (HTMLFindingsTests), none from the label.
        #expect(page.components(separatedBy: "<script").count <= 2)
        #expect(!page.contains("<b>"))
        let xml = XMLCollector.parse(page)
        #expect(xml.error == nil, "\(String(describing: xml.error))")
        let expected = XMLText.replacingForbidden(label)
        #expect(xml.named("li").contains { $0.text.hasPrefix("\(expected). Button.") })
        #expect(xml.named("title").contains { $0.text == "1: \(expected). Button." })
        #expect(xml.elements.filter { $0.attributes["data-focus-stop"] != nil }.count == 2)
        for scalar in page.unicodeScalars { #expect(!XMLText.isForbidden(scalar)) }
    }

    @Test func `every text colour of the page reaches 4.5 to 1 and every outline 3 to 1`() throws {
        for pair in HTMLPalette.textPairs {
            let ratio = try SRGBColor(hex: pair.foreground).contrastRatio(with: SRGBColor(hex: pair.background))
            #expect(ratio >= 4.5, "\(pair.foreground) on \(pair.background): \(ratio)")
        }
        for pair in HTMLPalette.graphicPairs {
            let ratio = try SRGBColor(hex: pair.foreground).contrastRatio(with: SRGBColor(hex: pair.background))
            #expect(ratio >= 3, "\(pair.foreground) on \(pair.background): \(ratio)")
        }
    }

    @Test(arguments: [1e20, 1e300, Double.greatestFiniteMagnitude])
    func `a frame wider than an Int can count is drawn with its whole label, never a trap`(width: Double) throws {
        let label = String(repeating: "Pay now ", count: 20)
        let screen = AuditReport.Screen(
            component: "Wide", style: "default", state: "default", width: 4096, height: 60,
            nodes: [.init(path: NodePath([0]), kind: "element", frame: CGRect(x: 8, y: 8, width: width, height: 44), label: label)],
            stops: [.init(index: 1, frame: CGRect(x: 8, y: 8, width: width, height: 44), description: "Pay now. Button.")])
        let report = AuditReport(catalog: "tree", matrix: "tree", summary: .init(components: 1, styles: 1, cells: 1), screens: [screen])
        let page = HTMLReport().render(report)
        #expect(XMLCollector.parse(page).error == nil)
        #expect(page.contains("aria-hidden=\"true\">\(label)</text>"))
        #expect(!page.contains("inf") && !page.contains("nan"))
    }

    @Test func `the characters that fit a width are a whole number from 0 to a billion`() {
        #expect(HTMLReport.characters(fitting: 66, fontSize: 11) == 10)
        #expect(HTMLReport.characters(fitting: 1e300, fontSize: 8) == 1_000_000_000)
        #expect(HTMLReport.characters(fitting: .infinity, fontSize: 8) == 1_000_000_000)
        #expect(HTMLReport.characters(fitting: .nan, fontSize: 8) == 0)
        #expect(HTMLReport.characters(fitting: -5, fontSize: 8) == 0)
    }
}
