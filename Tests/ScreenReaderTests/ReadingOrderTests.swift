import AccessibilityModel
import Foundation
import ScreenReader
import Testing

/// An element labelled `label` with its frame origin at (x, y).
func element(_ label: String, x: Double, y: Double, priority: Double = 0, traits: ElementTraits = []) -> AccessibilityNode {
    AccessibilityNode(
        id: ElementID(label), label: label, traits: traits,
        frame: CGRect(x: x, y: y, width: 40, height: 30), sortPriority: priority)
}

/// The labels of the focus stops of `root`, in order.
func labels(
    _ root: AccessibilityNode, direction: LayoutDirection = .leftToRight,
    tolerance: Double = ReadingOrder.iPhoneRowTolerance
) -> [String] {
    ReadingOrder(root: root, layoutDirection: direction, rowTolerance: tolerance).stops.map { $0.node.label ?? "" }
}

@Suite struct ReadingOrderTests {
    @Test func `origins less than 8 points apart share a row, read left to right`() {
        let root = AccessibilityNode(children: [element("Right", x: 200, y: 0), element("Left", x: 0, y: 7.9)])
        #expect(labels(root) == ["Left", "Right"])
    }

    @Test func `origins 8 points apart or more are different rows, top first`() {
        let root = AccessibilityNode(children: [element("Lower", x: 0, y: 8), element("Upper", x: 200, y: 0)])
        #expect(labels(root) == ["Upper", "Lower"])
    }

    @Test func `the iPad tolerance of 13 points keeps a 10 point offset in one row`() {
        let root = AccessibilityNode(children: [element("Right", x: 200, y: 0), element("Left", x: 0, y: 10)])
        #expect(labels(root) == ["Right", "Left"])
        #expect(labels(root, tolerance: ReadingOrder.iPadRowTolerance) == ["Left", "Right"])
    }

    @Test func `right to left reads each row from the right, rows still top first`() {
        let root = AccessibilityNode(children: [
            element("A", x: 0, y: 0), element("B", x: 100, y: 0), element("C", x: 0, y: 50), element("D", x: 100, y: 50),
        ])
        #expect(labels(root, direction: .rightToLeft) == ["B", "A", "D", "C"])
        #expect(labels(root) == ["A", "B", "C", "D"])
    }

    @Test func `sort priority reorders only inside its container`() {
        // accessibilityupto11 day 227: A above B above a row C, D, E with priorities 2, 3, 1.
        let row = AccessibilityNode(
            container: .semanticGroup,
            children: [
                element("C", x: 0, y: 200, priority: 2), element("D", x: 100, y: 200, priority: 3), element("E", x: 200, y: 200, priority: 1),
            ])
        let root = AccessibilityNode(children: [element("A", x: 0, y: 0), element("B", x: 0, y: 100), row])
        #expect(labels(root) == ["A", "B", "D", "C", "E"])
    }

    @Test func `a lower priority sends a top-trailing dismiss button after the content`() {
        let root = AccessibilityNode(children: [
            element("Title", x: 0, y: 10), element("Close", x: 300, y: 0, priority: -1), element("Body", x: 0, y: 60),
        ])
        #expect(labels(root) == ["Title", "Body", "Close"])
        var unprioritised = root
        unprioritised.children[1].sortPriority = 0
        #expect(labels(unprioritised) == ["Close", "Title", "Body"])
    }

    @Test func `a container is placed as one unit by its first child`() {
        let card = AccessibilityNode(
            container: .semanticGroup,
            children: [
                element("Card bottom", x: 0, y: 300), element("Card top", x: 0, y: 100),
            ])
        let root = AccessibilityNode(children: [element("Between", x: 0, y: 200), card, element("Top", x: 0, y: 0)])
        #expect(labels(root) == ["Top", "Card top", "Card bottom", "Between"])
    }

    @Test func `nested containers are sorted inside and flattened in place`() {
        let inner = AccessibilityNode(container: .list, children: [element("I2", x: 100, y: 50), element("I1", x: 0, y: 50)])
        let outer = AccessibilityNode(container: .landmark, children: [inner, element("O1", x: 0, y: 0), element("O3", x: 0, y: 400)])
        let root = AccessibilityNode(children: [element("After", x: 0, y: 45), outer])
        #expect(labels(root) == ["O1", "I1", "I2", "O3", "After"])
        let order = ReadingOrder(root: root)
        #expect(order.containers.map(\.kind) == [.landmark, .list])
        #expect(order.containers.map(\.stops) == [0..<4, 1..<3])
    }

    @Test func `plain nodes are transparent: their children sort with their parent's`() {
        let stack = AccessibilityNode(children: [element("Third", x: 0, y: 300), element("First", x: 0, y: 100)])
        let root = AccessibilityNode(children: [stack, element("Second", x: 0, y: 200)])
        #expect(labels(root) == ["First", "Second", "Third"])
    }

    @Test func `the last of several modal siblings wins and hides the others`() {
        let sheet = AccessibilityNode(traits: .modal, children: [element("Sheet title", x: 0, y: 400), element("Done", x: 0, y: 500)])
        let alert = AccessibilityNode(traits: .modal, children: [element("Alert", x: 0, y: 300)])
        let root = AccessibilityNode(children: [element("Behind", x: 0, y: 0), sheet])
        #expect(labels(root) == ["Sheet title", "Done"])
        var twice = root
        twice.children.append(alert)
        #expect(labels(twice) == ["Alert"])
        var hiddenModal = twice
        hiddenModal.children[2].isHidden = true
        #expect(labels(hiddenModal) == ["Sheet title", "Done"])
    }

    /// Decision 19. UIKit, `accessibilityViewIsModal`: "VoiceOver ignores the
    /// elements within the receiver's sibling views"
    /// (https://developer.apple.com/documentation/objectivec/nsobject/1615089-accessibilityviewismodal);
    /// SwiftUI, `AccessibilityTraits.isModal`: "When a modal accessibility
    /// element is visible, sibling accessibility elements that are not modal
    /// are ignored" (https://developer.apple.com/documentation/swiftui/accessibilitytraits/ismodal).
    /// Elements outside the modal's parent stay reachable: before decision 19
    /// the simulator kept only `OK. Button.`, kinder than iOS.
    @Test func `a modal view hides its siblings, not what lies outside its parent`() {
        let modal = AccessibilityNode(traits: .modal, children: [element("OK", x: 0, y: 200, traits: .button)])
        let group = AccessibilityNode(children: [element("B", x: 0, y: 100), modal])
        let root = AccessibilityNode(children: [element("A", x: 0, y: 0), group, element("D", x: 0, y: 300)])
        #expect(spoken(root) == ["A", "OK. Button.", "D"])

        let voiceOver = VoiceOver(tree: AccessibilityTree(root: root))
        for _ in 0..<4 { voiceOver.next() }
        #expect(voiceOver.transcript.text == "> next\nA\n> next\nOK. Button.\n> next\nD\n> next\n  [boundary]\n")
        #expect(voiceOver.stops.map(\.path) == [NodePath([0]), NodePath([1, 1, 0]), NodePath([2])])
    }

    @Test func `modal scope applies at every level: siblings only, the last modal of each set`() {
        let first = AccessibilityNode(traits: .modal, children: [element("First", x: 0, y: 100)])
        let second = AccessibilityNode(traits: .modal, children: [element("Second", x: 0, y: 150)])
        let inner = AccessibilityNode(traits: .modal, children: [element("Inner", x: 0, y: 120)])
        var nested = second
        nested.children = [element("Hidden by inner", x: 0, y: 110), inner]
        let group = AccessibilityNode(children: [element("B", x: 0, y: 50), first, second])
        let root = AccessibilityNode(children: [element("A", x: 0, y: 0), group, element("D", x: 0, y: 300)])
        #expect(labels(root) == ["A", "Second", "D"])
        var twoLevels = root
        twoLevels.children[1].children[2] = nested
        #expect(labels(twoLevels) == ["A", "Inner", "D"])
        // A modal element (an element with the trait) hides its siblings the same way.
        let alert = element("Alert", x: 0, y: 200, traits: .modal)
        #expect(labels(AccessibilityNode(children: [element("A", x: 0, y: 0), alert, element("D", x: 0, y: 300)])) == ["Alert"])
    }

    @Test func `a container above a modal view counts only what stays reachable`() {
        let modal = AccessibilityNode(traits: .modal, children: [element("Y", x: 0, y: 100), element("Z", x: 0, y: 200)])
        let list = AccessibilityNode(container: .list, children: [element("X", x: 0, y: 0), modal])
        #expect(spoken(AccessibilityNode(children: [list, element("After", x: 0, y: 300)])) == ["Y. List Start.", "Z. List End.", "After"])
    }

    @Test func `the paths of a modal subtree are the paths in the whole tree`() {
        let sheet = AccessibilityNode(traits: .modal, children: [element("Done", x: 0, y: 0)])
        let order = ReadingOrder(root: AccessibilityNode(children: [element("Behind", x: 0, y: 0), sheet]))
        #expect(order.stops.map(\.path) == [NodePath([1, 0])])
    }

    @Test func `elements without frames keep document order`() {
        let root = AccessibilityNode(children: ["Zulu", "Alpha", "Mike"].map { AccessibilityNode(label: $0) })
        #expect(labels(root) == ["Zulu", "Alpha", "Mike"])
    }

    @Test func `hidden subtrees are skipped and elements are not entered`() {
        let combined = AccessibilityNode(label: "Combined", isElement: true, children: [element("Inside", x: 0, y: 0)])
        let hidden = AccessibilityNode(isHidden: true, children: [element("Hidden", x: 0, y: 0)])
        let root = AccessibilityNode(children: [hidden, combined, element("Shown", x: 0, y: 100)])
        #expect(labels(root) == ["Combined", "Shown"])
    }

    @Test func `equal positions keep declaration order (the sort is stable)`() {
        let root = AccessibilityNode(children: (0..<50).map { element("E\($0)", x: 10, y: 10) })
        #expect(labels(root) == (0..<50).map { "E\($0)" })
    }

    @Test func `a root that is itself an element is the only stop`() {
        #expect(labels(element("Alone", x: 0, y: 0)) == ["Alone"])
        var hidden = element("Alone", x: 0, y: 0)
        hidden.isHidden = true
        #expect(labels(hidden) == [])
    }

    @Test func `a tree 2000 levels deep is walked without exhausting the stack`() {
        var node = element("Leaf", x: 0, y: 0)
        for level in 0..<2000 {
            node = AccessibilityNode(
                container: level % 3 == 0 ? .semanticGroup : nil, children: [node, element("L\(level)", x: 0, y: Double(level + 1))])
        }
        let order = ReadingOrder(root: node)
        #expect(order.stops.count == 2001)
        #expect(order.stops.first?.node.label == "Leaf")
    }

    @Test func `a hundred thousand elements in rows come out row by row`() {
        let count = 100_000
        let children = (0..<count).map { index in
            AccessibilityNode(label: "\(index)", frame: CGRect(x: Double(index % 10) * 30, y: Double(index / 10) * 40, width: 20, height: 20))
        }.reversed()
        let order = ReadingOrder(root: AccessibilityNode(children: Array(children)))
        #expect(order.stops.count == count)
        #expect(order.stops.prefix(3).map { $0.node.label } == ["0", "1", "2"])
        #expect(order.stops.last?.node.label == "\(count - 1)")
    }
}
