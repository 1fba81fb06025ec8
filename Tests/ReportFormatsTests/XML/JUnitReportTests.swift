import Foundation
import ReportFormats
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What an XML parser saw: elements with attributes and the text inside each.
final class XMLCollector: NSObject, XMLParserDelegate {
    struct Element { var name: String; var attributes: [String: String]; var text: String }
    var elements: [Element] = []
    private var open: [Int] = []
    var error: (any Error)?

    static func parse(_ text: String) -> XMLCollector {
        let collector = XMLCollector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = collector
        if !parser.parse() { collector.error = parser.parserError ?? CocoaError(.featureUnsupported) }
        return collector
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        open.append(elements.count)
        elements.append(Element(name: name, attributes: attributes, text: ""))
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        _ = open.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        for index in open { elements[index].text += string }
    }

    func named(_ name: String) -> [Element] { elements.filter { $0.name == name } }
}

@Suite struct JUnitReportTests {
    @Test func `one test case per unit and per scenario cell, failures at or above fail-on`() throws {
        let report = SampleReports.whole()
        let xml = XMLCollector.parse(JUnitReport(failOn: .serious).render(report))
        #expect(xml.error == nil)
        let cases = xml.named("testcase")
        #expect(cases.count == report.units.count + report.scenarios.count)
        let failing = Set(report.failingFindings(at: .serious).map(\.unit)).count + report.summary.scenarios.failed
        #expect(xml.named("failure").count == failing)
        #expect(xml.named("testsuites").first?.attributes["failures"] == String(failing))
        let never = XMLCollector.parse(JUnitReport(failOn: .never).render(report))
        #expect(never.named("failure").count == report.summary.scenarios.failed)
    }

    @Test(arguments: HostileText.all.indices)
    func `hostile labels give well-formed XML with the text intact`(index: Int) throws {
        let label = HostileText.all[index]
        let text = JUnitReport().render(HostileReport.make(label: label))
        let xml = XMLCollector.parse(text)
        #expect(xml.error == nil, "\(String(describing: xml.error))")
        let expected = XMLText.replacingForbidden(label)
        let failure = try #require(xml.named("failure").first)
        #expect(failure.text.contains("label \"\(expected)\""))
        #expect(failure.attributes["message"] == "critical: [label-missing] the label is \(expected)")
        let scenario = try #require(xml.named("testcase").last)
        #expect(scenario.attributes["name"] == "\(expected) [plain, colorScheme=dark]")
        #expect(!text.contains("<![CDATA["))
        for scalar in text.unicodeScalars { #expect(!XMLText.isForbidden(scalar)) }
    }

    @Test func `escaping covers the five metacharacters and never emits forbidden characters`() {
        #expect(XMLText.escape("<a href=\"x\">'&'</a>]]>") == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;]]&gt;")
        #expect(XMLText.attribute("a\tb\nc\rd") == "a&#9;b&#10;c&#13;d")
        #expect(XMLText.escape("\u{0}\u{1}x\u{FFFE}") == "\\u{0}\\u{1}x\\u{FFFE}")
    }
}
