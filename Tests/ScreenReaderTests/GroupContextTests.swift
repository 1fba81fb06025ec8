import AccessibilityModel
import Foundation
import ScreenReader
import Testing

/// Decision 21: entering a labelled semantic group speaks its label on the
/// group's first element; a heading speaks its level (decision 25) and the level rotors find it.
@Suite struct GroupContextTests {
    typealias N = AccessibilityNode
    static func frame(_ y: Double) -> CGRect { CGRect(x: 0, y: y, width: 200, height: 44) }

    static let screen = AccessibilityTree(
        root: N(children: [
            N(id: "title", label: "Checkout", traits: .header, frame: frame(0), headingLevel: 1),
            N(
                id: "address", label: "Shipping address", isElement: false, container: .semanticGroup,
                children: [
                    N(id: "street", label: "Street", value: "Main St 1", traits: .staticText, frame: frame(50)),
                    N(id: "city", label: "City", value: "Berlin", traits: .staticText, frame: frame(100)),
                ]),
            N(id: "payment", label: "Payment", traits: .header, frame: frame(150), headingLevel: 2),
            N(
                id: "plain", isElement: false, container: .semanticGroup,
                children: [
                    N(id: "card", label: "Card", value: "Visa", traits: .staticText, frame: frame(200))
                ]),
            N(
                id: "nested", label: "Summary", isElement: false, container: .semanticGroup,
                children: [
                    N(
                        id: "totals", label: "Totals", isElement: false, container: .semanticGroup,
                        children: [
                            N(id: "total", label: "Total", value: "12 €", traits: .staticText, frame: frame(250))
                        ])
                ]),
            N(id: "pay", label: "Pay", traits: .button, frame: frame(300), actions: .activate),
        ]))

    @Test func `a labelled group's label is spoken before its first element only`() {
        let spoken = VoiceOver(tree: Self.screen).speakAll().map(\.description)
        #expect(
            spoken == [
                "Checkout. Heading level 1.",
                "Shipping address. Street: Main St 1",
                "City: Berlin",
                "Payment. Heading level 2.",
                "Card: Visa",
                "Summary. Totals. Total: 12 €",
                "Pay. Button.",
            ])
    }

    @Test func `the Headings rotor names the level and the description says it (decision 25)`() {
        let voiceOver = VoiceOver(tree: Self.screen)
        #expect(voiceOver.selectRotor(named: "Heading 2") == "Heading 2")
        #expect(voiceOver.rotorNext() == "Payment. Heading level 2.")
        #expect(voiceOver.rotorNext().event == .boundary)
        voiceOver.selectRotor(named: "Headings")
        #expect(voiceOver.rotorPrevious() == "Checkout. Heading level 1.")
    }
}
