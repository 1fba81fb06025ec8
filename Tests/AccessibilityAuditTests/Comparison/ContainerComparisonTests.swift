import AccessibilityModel
import Foundation
import ScreenReader
import Testing

@testable import AccessibilityAudit

/// The containers XCUITest reports (`ElementType`), lined up by the stops they hold (spec/cli.md § diff).
@Suite struct ContainerComparisonTests {
    static func text(_ label: String, y: Double) -> AccessibilityNode {
        AccessibilityNode(label: label, traits: .staticText, frame: CGRect(x: 16, y: y, width: 100, height: 22))
    }

    static func cell(_ label: String, y: Double) -> AccessibilityNode {
        AccessibilityNode(isElement: false, elementType: .cell, children: [text(label, y: y)])
    }

    static func list(_ cells: [AccessibilityNode], type: ElementType = .collectionView) -> AccessibilityNode {
        AccessibilityNode(isElement: false, elementType: type, children: cells)
    }

    static func compare(_ component: AccessibilityNode, _ capture: AccessibilityNode) -> StopComparison {
        let left = AccessibilityTree(root: AccessibilityNode(children: [component]))
        let right = AccessibilityTree(root: AccessibilityNode(children: [capture]))
        return StopComparison(
            component: SpeechOrder.stops(in: left), capture: SpeechOrder.stops(in: right), comparesHints: false,
            componentRoot: left.root, captureRoot: right.root)
    }

    /// `kind type→type stops→stops differences`.
    static func summary(_ comparison: StopComparison) -> [String] {
        comparison.containers.map { entry in
            func side(_ container: StopComparison.Container?) -> String {
                guard let container else { return "–" }
                return "\(container.type)\(container.stops)"
            }
            return "\(entry.kind.rawValue) \(side(entry.component))→\(side(entry.capture)) "
                + entry.differences.map(\.field.rawValue).joined(separator: ",")
        }
    }

    @Test func `the same list agrees, cell by cell`() {
        let list = Self.list([Self.cell("Apple", y: 0), Self.cell("Pear", y: 44)])
        let comparison = Self.compare(list, list)
        #expect(comparison.agrees)
        #expect(Self.summary(comparison) == ["same collectionView[1, 2]→collectionView[1, 2] ", "same cell[1]→cell[1] ", "same cell[2]→cell[2] "])
    }

    /// A row the model lacks, first on the device: the cells pair by the stop they hold, not by their place.
    @Test func `an extra cell is only in the capture and the others keep their partners`() {
        let component = Self.list([Self.cell("Apple", y: 44), Self.cell("Pear", y: 88)])
        let capture = Self.list([Self.cell("Banana", y: 0), Self.cell("Apple", y: 44), Self.cell("Pear", y: 88)])
        let comparison = Self.compare(component, capture)
        #expect(!comparison.agrees)
        #expect(
            Self.summary(comparison) == [
                "same collectionView[1, 2]→collectionView[1, 2, 3] ", "same cell[1]→cell[2] ", "same cell[2]→cell[3] ",
                "onlyInCapture –→cell[1] ",
            ])
    }

    @Test func `a list on one side only is reported, a table against a collection view differs in type`() {
        let cells = [Self.cell("Apple", y: 0)]
        let bare = AccessibilityNode(isElement: false, children: cells)
        #expect(
            Self.summary(Self.compare(Self.list(cells), bare)) == ["onlyInComponent collectionView[1]→– ", "same cell[1]→cell[1] "])
        #expect(
            Self.summary(Self.compare(Self.list(cells), Self.list(cells, type: .table)))
                == ["changed collectionView[1]→table[1] elementType", "same cell[1]→cell[1] "])
    }

    @Test func `without the trees no container is compared`() {
        let tree = AccessibilityTree(root: AccessibilityNode(children: [Self.list([Self.cell("Apple", y: 0)])]))
        let stops = SpeechOrder.stops(in: tree)
        #expect(StopComparison(component: stops, capture: stops, comparesHints: false).containers.isEmpty)
    }
}
