import AccessibilityModel
import Foundation
import Testing

@testable import ScreenReader

/// The reading order asks for the nodes it will visit next (``Prefetch``); the hints change nothing it computes.
@Suite struct ReadingOrderPrefetchTests {
    @Test func `the reading order is the same with the hints`() {
        let rows = (0..<30).map { row in
            AccessibilityNode(
                id: ElementID("row\(row)"), isElement: false,
                children: [
                    AccessibilityNode(
                        id: ElementID("b\(row)"), label: "Open \(row)", traits: .button,
                        frame: CGRect(x: 200, y: Double(row) * 50, width: 44, height: 44)),
                    AccessibilityNode(
                        id: ElementID("t\(row)"), label: "Title \(row)", traits: .staticText,
                        frame: CGRect(x: 10, y: Double(row) * 50, width: 100, height: 20)),
                ])
        }
        let order = ReadingOrder(root: AccessibilityNode(id: "root", isElement: false, children: rows))
        #expect(order.stops.count == 60)
        #expect(order.stops.prefix(4).map { $0.node.label } == ["Title 0", "Open 0", "Title 1", "Open 1"])
    }
}
