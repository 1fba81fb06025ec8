import AccessibilityModel
import Foundation
import Testing

@Suite struct TreeDumpTests {
    @Test func `the dump draws the tree with its non-default fields`() throws {
        var settings = AccessibilitySettings()
        settings.colorScheme = .dark
        let tree = AccessibilityTree(
            name: "Checkout",
            root: AccessibilityNode(children: [
                AccessibilityNode(label: "Checkout", traits: .header, frame: CGRect(x: 16, y: 60, width: 200, height: 34)),
                AccessibilityNode(
                    container: .list,
                    children: [
                        AccessibilityNode(label: "Say \"hi\"\n", isHidden: true),
                        AccessibilityNode(value: "3", traits: .adjustable, actions: [.increment, .decrement], sortPriority: 1.5),
                    ]),
                AccessibilityNode(
                    label: "Pay", traits: .button, actions: .activate,
                    foreground: .white, font: FontFacts(size: 17, weight: .semibold, scalesWithDynamicType: false)),
            ]), settings: settings)
        #expect(
            tree.dump == """
                tree "Checkout" layoutDirection=leftToRight settings=colorScheme=dark
                └─ group
                   ├─ element label="Checkout" traits=header frame=(16, 60, 200, 34)
                   ├─ container(list)
                   │  ├─ element hidden label="Say \\"hi\\"\\n"
                   │  └─ element value="3" traits=adjustable actions=increment,decrement sortPriority=1.5
                   └─ element label="Pay" traits=button actions=activate foreground=#FFFFFF font=17pt semibold fixed

                """)
    }
}
