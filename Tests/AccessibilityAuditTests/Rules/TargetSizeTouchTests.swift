import AccessibilityModel
import Foundation
import Testing

@testable import AccessibilityAudit

/// `target-size` on trees that say where a finger acts (`touchTargets`) and
/// on trees that do not (older files: the frame, as before).
@Suite struct TargetSizeTouchTests {
    typealias N = AccessibilityNode

    func violations(_ nodes: [N]) -> [String] {
        let tree = Fixtures.tree(nodes)
        return TargetSize().outcomes(in: RuleContext(tree: tree)).filter { $0.outcome == .violation }.map(\.message)
    }

    static let small = CGRect(x: 10, y: 10, width: 20, height: 20)
    static let large = CGRect(x: 0, y: 0, width: 100, height: 40)

    @Test func `a tree without touch targets is measured by the frame`() {
        #expect(
            violations([N(label: "Pay", traits: .button, frame: Self.small, actions: .activate)]) == [
                "\"Pay\" is 20×20 pt (spacing meets 2.5.8); 44×44 pt recommended"
            ])
    }

    @Test func `touch targets replace the frame, and an empty list is no pointer target`() {
        #expect(
            violations([N(label: "Pay", traits: .button, frame: Self.small, actions: .activate, touchTargets: [Self.large])]) == [
                "\"Pay\" is 100×40 pt; 44×44 pt recommended"
            ])
        #expect(violations([N(label: "Volume", traits: .adjustable, frame: Self.small, actions: [.increment, .decrement], touchTargets: [])]) == [])
    }

    @Test func `a control inside a focus stop is measured at its own node, one without touch targets is not`() {
        let star = N(label: "Star", traits: .button, isHidden: true, frame: Self.small, actions: .activate, touchTargets: [Self.small])
        let unknown = N(label: "Old", traits: .button, frame: Self.small, actions: .activate)
        let rating = N(
            label: "Rating", traits: .adjustable, isElement: true, frame: Self.large, actions: [.increment, .decrement],
            touchTargets: [], children: [star, unknown])
        #expect(
            violations([rating]) == [
                "\"Star\" (control 1 inside \"Rating\") is 20×20 pt (spacing meets 2.5.8); 44×44 pt recommended"
            ])
    }
}
