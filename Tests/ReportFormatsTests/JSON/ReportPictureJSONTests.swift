import AccessibilityAudit
import AccessibilityModel
import Foundation
import Testing

@testable import ReportFormats

/// The drawing facts of a screen's nodes in the JSON report (spec/report-format.md, "Pictures").
@Suite struct ReportPictureJSONTests {
    @Test func `a screen's layers, fonts, symbols and page colour survive the JSON round trip`() throws {
        let report = PictureReports.report()
        let text = ReportJSON.encode(report)
        let decoded = try ReportJSON.decode(text)
        #expect(decoded == report.canonicalized())
        #expect(ReportJSON.encode(decoded) == text)
        let button = try #require(decoded.screens.first?.nodes.first { $0.kind == "element" })
        #expect(button.layers.map(\.fill.kind) == [.gradient, .solid, .solid])
        #expect(button.layers[2].stroke == LayerStroke(lineWidth: 2, placement: .inside))
        let title = try #require(decoded.screens.first?.nodes.first { $0.kind == "text" })
        #expect(title.fontSize == 17 && title.fontWeight == .semibold && title.color == .white)
        #expect(decoded.screens.first?.nodes.first { $0.kind == "image" }?.symbol == "arrow.right")
        #expect(decoded.screens.map(\.background) == [.white, .black])
    }

    @Test func `the layers are written as the tree format writes them, only what differs from its defaults`() {
        let compact = String(ReportJSON.encode(PictureReports.report()).filter { !$0.isWhitespace })
        #expect(
            compact.contains(
                """
                "layers":[{"frame":[-12,-22,200,100],"shape":"roundedRectangle","cornerRadius":16,"kind":"gradient",\
                "stops":[{"color":"#FF9500","location":0},{"color":"#5E2CA5","location":1}],"start":[0.5,0],"end":[0.5,1]},\
                {"frame":[8,8,160,44],"shape":"roundedRectangle","cornerRadius":12,"color":"#0050C8"},\
                {"frame":[8,8,160,44],"shape":"capsule","color":"#FFFFFF","lineWidth":2,"strokePlacement":"inside"}]
                """))
        #expect(compact.contains("\"label\":\"Pay\",\"color\":\"#FFFFFF\",\"font\":{\"size\":17,\"weight\":\"semibold\"}"))
        #expect(compact.contains("\"label\":\"arrowright\",\"color\":\"#FFFFFF\",\"symbol\":\"arrow.right\""))
        #expect(compact.contains("\"background\":\"#000000\""))
    }

    @Test func `a report written before pictures carried drawing facts still reads, with none`() throws {
        let old = """
            {"version": 1, "tool": {"name": "a11y-audit", "version": "0.1.0"}, "catalog": "c", "matrix": "smoke",
             "summary": {"components": 1, "styles": 1, "cells": 1, "violations": 0, "incomplete": 0, "passes": 0,
                         "bySeverity": {"critical": 0, "serious": 0, "moderate": 0, "minor": 0},
                         "scenarios": {"passed": 0, "failed": 0}, "failed": false},
             "findings": [], "scenarios": [],
             "screens": [{"component": "A", "style": "s", "state": "t", "settings": "", "width": 100, "height": 60,
                          "nodes": [{"path": "0", "kind": "text", "frame": [8, 8, 40, 20], "label": "Hi", "color": "#000000"}],
                          "stops": [{"index": 1, "frame": [8, 8, 40, 20], "description": "Hi", "hint": null}]}]}
            """
        let screen = try #require(try ReportJSON.decode(old).screens.first)
        #expect(screen.background == nil)
        #expect(
            screen.nodes == [
                AuditReport.Screen.Node(
                    path: NodePath([0]), kind: "text", frame: CGRect(x: 8, y: 8, width: 40, height: 20),
                    label: "Hi", color: .black)
            ])
        let page = HTMLReport().render(AuditReport(catalog: "c", matrix: "smoke", summary: .init(), screens: [screen]))
        #expect(page.contains("<g class=\"node kind-text\"><title>text Hi</title><rect x=\"8\" y=\"8\" width=\"40\" height=\"20\"/>"))
    }

    struct BadPicture: CustomTestStringConvertible, Sendable {
        var name: String
        var from: String
        var to: String
        var expected: String
        var testDescription: String { name }
    }

    static let badPictures: [BadPicture] = [
        BadPicture(
            name: "an unknown shape", from: "\"shape\": \"roundedRectangle\"", to: "\"shape\": \"squircle\"",
            expected: "screens[0].nodes[0].layers[0].shape: 'squircle' is not a shape (rectangle, roundedRectangle, capsule, circle, ellipse)"),
        BadPicture(
            name: "a stop beyond the end", from: "\"location\": 1", to: "\"location\": 2",
            expected: "screens[0].nodes[0].layers[0].stops[1].location: a stop's location is from 0 to 1"),
        BadPicture(
            name: "a colour that is not one", from: "\"color\": \"#0050C8\"", to: "\"color\": \"blue\"",
            expected: "screens[0].nodes[0].layers[1].color: 'blue' is not a colour; expected #RRGGBB or #RRGGBBAA"),
        BadPicture(
            name: "a negative line width", from: "\"lineWidth\": 2", to: "\"lineWidth\": -2",
            expected: "screens[0].nodes[0].layers[2].lineWidth: a line width cannot be negative"),
        BadPicture(
            name: "an unknown font weight", from: "\"weight\": \"semibold\"", to: "\"weight\": \"semibld\"",
            expected: "screens[0].nodes[1].font.weight: 'semibld' is not a font weight (ultraLight … black); did you mean 'semibold'?"),
        BadPicture(
            name: "a font of no size", from: "\"size\": 17", to: "\"size\": 0",
            expected: "screens[0].nodes[1].font.size: a font size is a number of points above 0 and at most 4096, found 0"),
        BadPicture(
            name: "a symbol that is not a string", from: "\"symbol\": \"arrow.right\"", to: "\"symbol\": 7",
            expected: "screens[0].nodes[2].symbol: expected a string, found a number"),
        BadPicture(
            name: "a page colour that is not one", from: "\"background\": \"#FFFFFF\"", to: "\"background\": \"white\"",
            expected: "screens[0].background: 'white' is not a colour"),
    ]

    @Test(arguments: badPictures)
    func `a malformed drawing fact is refused at its path, line and column`(bad: BadPicture) throws {
        let text = ReportJSON.encode(PictureReports.report())
        let range = try #require(text.range(of: bad.from))
        let edited = text.replacingCharacters(in: range, with: bad.to)
        let line = text[..<range.lowerBound].count(where: { $0 == "\n" }) + 1
        #expect {
            try ReportJSON.decode(edited)
        } throws: { error in
            guard let error = error as? ReportDecodingError else { return false }
            return error.messageWithPath.contains(bad.expected) && error.line == line
        }
    }
}
