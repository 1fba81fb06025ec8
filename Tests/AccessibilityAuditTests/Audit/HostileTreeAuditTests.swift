import AccessibilityAudit
import AccessibilityModel
import Foundation
import Testing

/// The static audit of trees with extreme but valid values (as a JSON tree
/// may hold) finishes and reports them, never traps.
@Suite struct HostileTreeAuditTests {
    /// A button with the given size, at the origin.
    func tree(width: Double, height: Double) -> AccessibilityTree {
        AccessibilityTree(
            root: AccessibilityNode(
                id: "root", label: "Pay", traits: .button, frame: CGRect(x: 0, y: 0, width: width, height: height),
                actions: .activate))
    }

    @Test(arguments: [(7.7e77, 10.0), (1e300, 0.5), (Double.greatestFiniteMagnitude, 1.0)])
    func `a target of astronomical width is measured in digits, not a crash`(width: Double, height: Double) {
        // Whole numbers beyond Int's range print all their digits (Format.number once trapped on them).
        let prefix = "\"Pay\" is " + String(format: "%.0f", width) + "×"
        let result = Auditor.audit(tree: tree(width: width, height: height))
        let messages = result.findings.filter { $0.rule == "target-size" }.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix(prefix) == true, "\(messages)")
    }
}
