import AccessibilityModel
import Testing

@testable import AccessibilityAudit

@Suite struct ContractTests {
    @Test func `a working rating passes the adjustable contract`() {
        let outcomes = Fixtures.run(AdjustableContract()) { LiveComponents.rating() }
        #expect(outcomes.outcomes == [.pass])
    }

    @Test func `an adjustable whose value is not exposed fails the adjustable contract`() {
        let outcomes = Fixtures.run(AdjustableContract()) { LiveComponents.rating(exposeValue: false) }
        #expect(outcomes.violations.first?.message.contains("exposed value stayed") == true, "\(outcomes)")
    }

    @Test func `an adjustable that moves the wrong way fails`() {
        let outcomes = Fixtures.run(AdjustableContract()) { LiveComponents.rating(reversed: true) }
        #expect(outcomes.violations.first?.message.contains("wrong way") == true, "\(outcomes)")
    }

    @Test func `a working switch passes the toggle contract`() {
        #expect(Fixtures.run(ToggleContract()) { LiveComponents.toggle() }.outcomes == [.pass])
    }

    @Test func `a switch that does not flip fails the toggle contract`() {
        let outcomes = Fixtures.run(ToggleContract()) { LiveComponents.toggle(flips: false) }
        #expect(outcomes.violations.first?.message.contains("did not change") == true, "\(outcomes)")
    }

    @Test func `a handled button passes and an unhandled one fails the activate contract`() {
        #expect(Fixtures.run(ActivateContract()) { LiveComponents.button() }.outcomes == [.pass])
        let outcomes = Fixtures.run(ActivateContract()) { LiveComponents.button(handled: false) }
        #expect(outcomes.violations.first?.message.contains("reaches no handler") == true, "\(outcomes)")
    }

    @Test func `a disabled control that still acts fails the activate contract`() {
        let outcomes = Fixtures.run(ActivateContract()) { LiveComponents.toggle(disabled: true) }
        #expect(outcomes.violations.first?.message.contains("disabled") == true, "\(outcomes)")
    }

    @Test func `custom actions must be unique and performable`() {
        let good = Fixtures.run(CustomActionsContract()) {
            LiveComponents.button(customActions: ["Archive", "Delete"], handledActions: ["Archive", "Delete"])
        }
        #expect(good.outcomes == [.pass])
        let duplicate = Fixtures.run(CustomActionsContract()) {
            LiveComponents.button(customActions: ["Delete", "Delete"], handledActions: ["Delete"])
        }
        #expect(duplicate.violations.first?.message.contains("appears twice") == true)
        let dead = Fixtures.run(CustomActionsContract()) { LiveComponents.button(customActions: ["Archive"]) }
        #expect(dead.violations.first?.message.contains("could not be performed") == true)
    }

    @Test func `focus reaches every stop once and flags shared identities`() {
        let good = Fixtures.run(FocusContract()) {
            FakeSubject(build: { _, _ in
                AccessibilityNode(id: "root", isElement: false, children: [Fixtures.button("A", id: "a"), Fixtures.button("B", id: "b", y: 60)])
            })
        }
        #expect(good.outcomes == [.pass])
        let shared = Fixtures.run(FocusContract()) {
            FakeSubject(build: { _, _ in
                AccessibilityNode(
                    id: "root", isElement: false, children: [Fixtures.button("A", id: "same"), Fixtures.button("B", id: "same", y: 60)])
            })
        }
        #expect(shared.violations.first?.message.contains("same identity") == true, "\(shared)")
    }

    @Test func `the declared contract is checked stop by stop`() {
        let promise = DeclaredContract(
            "Rating is one adjustable element",
            stops: [
                .init(label: "Rating", value: "3", traits: .adjustable, actions: [.increment, .decrement])
            ])
        #expect(Fixtures.run(DeclaredContractCheck(), declared: promise) { LiveComponents.rating() }.outcomes == [.pass])
        let wrong = DeclaredContract("Rating", stops: [.init(label: "Stars", traits: .adjustable)])
        let outcomes = Fixtures.run(DeclaredContractCheck(), declared: wrong) { LiveComponents.rating() }
        #expect(outcomes.violations.first?.message.contains("label \"Rating\" instead of \"Stars\"") == true, "\(outcomes)")
    }

    /// A static tree has no live component: each contract is named once in the result's notes, with no outcome
    /// per element (before: an `incomplete` per control, most of a large tree's findings) and never a pass.
    @Test(arguments: CheckRegistry.contracts.map(\.info.id))
    func `contracts on a static tree are noted once, never passed`(_ id: RuleID) {
        let tree = Fixtures.tree([
            AccessibilityNode(
                id: "r", label: "Rating", value: "3", traits: .adjustable, frame: Fixtures.frame(0, 0, 200, 44),
                actions: [.increment, .decrement], customActions: ["Reset"]),
            AccessibilityNode(
                id: "w", label: "Wi-Fi", value: "1", traits: [.button, .toggle], frame: Fixtures.frame(0, 60, 200, 44), actions: .activate),
        ])
        let result = Auditor.audit(tree: tree)
        #expect(result.findings.filter { $0.rule == id }.isEmpty)
        #expect(result.notes.count == 1)
        #expect(result.notes.first?.contains(id.rawValue) == true)
        let passes = Auditor.audit(tree: tree, rules: RuleSelection(only: [id])).summary.passes
        #expect(passes == 0)
    }
}
