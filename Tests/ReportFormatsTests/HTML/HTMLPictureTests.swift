import AccessibilityAudit
import AccessibilityModel
import Foundation
import Testing

@testable import ReportFormats

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The pictures of the HTML report draw the component as it looks (docs/drawing.md), with the focus stops over it.
@Suite struct HTMLPictureTests {
    @Test func `the picture paints the gradient, the fill, the inner stroke, the text in its colour and size, and the symbol in a box`() throws {
        let page = HTMLReport().render(PictureReports.report())
        #expect(XMLCollector.parse(page).error == nil)
        // The card's gradient, top to bottom, with its two stops; the rounded card filled with it, reaching past the
        // picture's edges (a picture is cropped to the nodes and stops, with a margin of 8 pt).
        #expect(
            page.contains(
                "<linearGradient id=\"group-1-screen-1-1-g1\" x1=\"0.50\" y1=\"0\" x2=\"0.50\" y2=\"1\">"
                    + "<stop offset=\"0\" stop-color=\"#FF9500\"/><stop offset=\"1\" stop-color=\"#5E2CA5\"/></linearGradient>"))
        #expect(
            page.contains(
                "<rect class=\"layer\" x=\"-12\" y=\"-22\" width=\"200\" height=\"100\" rx=\"16\" "
                    + "fill=\"url(#group-1-screen-1-1-g1)\" data-fill=\"gradient\"/>"))
        // The button's rounded blue fill, and its capsule outline drawn inside the frame (inset by half the line).
        #expect(page.contains("<rect class=\"layer\" x=\"8\" y=\"8\" width=\"160\" height=\"44\" rx=\"12\" fill=\"#0050C8\" data-fill=\"solid\"/>"))
        #expect(
            page.contains(
                "<rect class=\"layer\" x=\"9\" y=\"9\" width=\"158\" height=\"42\" rx=\"21\" fill=\"none\" stroke=\"#FFFFFF\" "
                    + "stroke-width=\"2\" data-fill=\"solid\"/>"))
        // The title in white, 17 pt semibold; the arrow as its symbol name in a box.
        #expect(
            page.contains(
                "<text class=\"drawn-text\" font-size=\"17\" font-weight=\"600\" fill=\"#FFFFFF\" aria-hidden=\"true\">"
                    + "<tspan x=\"48\" y=\"35.95\">Pay</tspan></text>"))
        #expect(page.contains("<g class=\"drawn-image\"><title>image arrow.right</title>"))
        #expect(page.contains(">arrow.right</text></g>"))
        // The page is the canvas: white in light mode, black in dark.
        #expect(page.contains("height=\"60\" fill=\"#FFFFFF\"/>"))
        #expect(page.contains("height=\"60\" fill=\"#000000\"/>"))
    }

    @Test func `the focus stops are outlined over the drawing with a light edge and numbered`() throws {
        let page = HTMLReport().render(PictureReports.report())
        let xml = XMLCollector.parse(page)
        let svgs = xml.named("svg")
        #expect(svgs.map { $0.attributes["data-settings"] } == ["", "colorScheme=dark"])
        #expect(svgs.allSatisfy { $0.attributes["aria-describedby"] != nil && $0.attributes["data-stop-count"] == "1" })
        #expect(xml.named("desc").count == 2)
        #expect(xml.elements.filter { $0.attributes["data-focus-stop"] == "1" }.count == 2)
        let halo = try #require(page.range(of: "<rect class=\"stop-halo\""))
        let outline = try #require(page.range(of: "<rect class=\"stop-outline\""))
        let lastLayer = try #require(page.range(of: "arrow.right</text></g>"))
        #expect(lastLayer.upperBound < halo.lowerBound && halo.upperBound < outline.lowerBound)
    }

    @Test func `one state's pictures stand side by side, and a transcript is repeated only where it differs`() throws {
        var report = PictureReports.report()
        var large = PictureReports.screen()
        large.settings = "dynamicTypeSize=accessibility5"
        large.stops[0].description = "Pay now. Button."
        report.screens.append(large)
        let page = HTMLReport().render(report)
        #expect(page.components(separatedBy: "<h3>State default</h3>").count == 2)
        #expect(page.contains("<figcaption>As drawn with colorScheme=dark."))
        #expect(page.components(separatedBy: "<h4>What VoiceOver says").count == 3)
        #expect(page.contains("<h4>What VoiceOver says with dynamicTypeSize=accessibility5</h4>"))
    }

    @Test func `a page colour or a text that the tree states but no layer paints is painted as the surface under it`() throws {
        // A card whose surface is not a layer of the tree: its texts stand on it.
        let yellow = SRGBColor(red8: 0xFF, green8: 0xE7, blue8: 0xC2)
        let title = AccessibilityNode(
            label: "Title", traits: [.staticText, .header], frame: CGRect(x: 16, y: 16, width: 47, height: 20),
            foreground: .black, background: yellow, font: FontFacts(size: 17, weight: .semibold))
        let body = AccessibilityNode(
            label: "Body", traits: .staticText, frame: CGRect(x: 16, y: 44, width: 357, height: 20),
            foreground: .black, background: yellow, font: FontFacts(size: 17))
        let card = AccessibilityNode(container: .semanticGroup, frame: CGRect(x: 0, y: 0, width: 390, height: 80), children: [title, body])
        let root = AccessibilityNode(frame: CGRect(x: 0, y: 0, width: 390, height: 844), background: .white, children: [card])
        let nodes = AuditReport.Screen.nodes(of: AccessibilityTree(root: root))
        #expect(nodes[1].layers == [PaintLayer(frame: CGRect(x: 0, y: 0, width: 390, height: 80), fill: .solid(yellow))])
        #expect(nodes[2].layers.isEmpty && nodes[3].layers.isEmpty)
    }
}
