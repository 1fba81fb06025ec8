import AccessibilityModel
import Foundation
import Testing

@testable import AccessibilityAudit

/// The label rules and a label that reads what the control shows, on Apple's own controls: iOS 26 Settings as an
/// iOS 26.4 simulator wrote it through WebDriverAgent (a public project's test fixture), where each row is a
/// `Button` holding its texts.
@Suite struct LabelShowsTextTests {
    /// A captured button holding its texts as children.
    static func row(_ label: String, texts: [String]) -> AccessibilityNode {
        var button = Fixtures.button(label)
        button.children = texts.enumerated().map { AccessibilityNode(id: ElementID("text\($0.offset)"), label: $0.element, traits: .staticText) }
        return button
    }

    static func outcomes(_ rule: any Rule, _ node: AccessibilityNode) -> [Outcome] {
        Fixtures.run(rule, Fixtures.tree([node])).map(\.outcome)
    }

    /// Before: minor `label-punctuation` on "Apple Account, Sign in to access your iCloud data, the App Store, Apple
    /// services, and more.": the full stop is the shown subtitle's, and VoiceOver speaks none.
    @Test func `a full stop that ends the sentence the control shows is not reported`() {
        let row = Self.row(
            "Apple Account, Sign in to access your iCloud data, the App Store, Apple services, and more.",
            texts: ["Apple Account", "Sign in to access your iCloud data, the App Store, Apple services, and more."])
        #expect(Self.outcomes(LabelPunctuation(), row) == [.pass])
    }

    /// A caption's colon is reported whether or not it is shown ("Stars colon, 3"), and a full stop the control does
    /// not show.
    @Test func `a colon, or a full stop the control does not show, is still reported`() {
        #expect(Self.outcomes(LabelPunctuation(), Self.row("Stars:", texts: ["Stars:"])) == [.violation])
        #expect(Self.outcomes(LabelPunctuation(), Self.row("Delete.", texts: ["Delete"])) == [.violation])
        #expect(Self.outcomes(LabelPunctuation(), Fixtures.button("Delete.")) == [.violation])
    }

    /// Before: minor `label-redundant-role` on Settings' "Action Button" row ("Action Button. Button."): the word is
    /// the feature's visible name, held by a text inside the captured button, and the rule already exempts a
    /// visible title that contains the word.
    @Test func `a role word in the text the control shows is not redundant`() {
        #expect(Self.outcomes(LabelRedundantRole(), Self.row("Action Button", texts: ["Action Button"])) == [.pass])
        #expect(Self.outcomes(LabelRedundantRole(), Self.row("Play button", texts: ["Play"])) == [.violation])
    }
}
