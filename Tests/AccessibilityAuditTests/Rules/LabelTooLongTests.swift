import AccessibilityModel
import Foundation
import Testing

@testable import AccessibilityAudit

/// `label-too-long` and a label that only reads what the control shows.
///
/// iOS Settings' first screen (iOS 26) has a row whose button is labelled with its two visible texts, "Apple
/// Account, Sign in to access your iCloud data, the App Store, Apple services, and more." (92 characters), and the
/// Wi-Fi list a row labelled "HomeNet, Secure network, Signal strength 3 of 3 bars": Apple's own controls. A label
/// made of the texts the control draws is as long as what a sighted person reads, and WCAG 2.5.3 (Label in Name)
/// asks that it contain them: shortening it would break that. Only words beyond what is shown are the verbose name
/// the rule is about.
@Suite struct LabelTooLongTests {
    static let title = "Apple Account"
    static let subtitle = "Sign in to access your iCloud data, the App Store, Apple services, and more."
    static let long = "\(title), \(subtitle)"

    static func verdicts(_ node: AccessibilityNode) -> [Outcome] {
        Fixtures.run(LabelTooLong(), Fixtures.tree([node])).map(\.outcome)
    }

    /// Before: a violation ("has 92 characters"), on a label that is the row's visible text.
    @Test func `a label that is the control's visible text is not too long`() {
        var button = Fixtures.button(Self.long)
        button.text = Self.long
        #expect(Self.verdicts(button) == [.pass])
    }

    /// A capture's button holds its texts as children (WebDriverAgent's Settings rows: a `Button` with `StaticText`s).
    @Test func `a label made of the texts inside the control is not too long`() {
        var button = Fixtures.button(Self.long)
        button.children = [
            AccessibilityNode(id: "title", label: Self.title, traits: .staticText),
            AccessibilityNode(id: "subtitle", label: Self.subtitle, traits: .staticText),
        ]
        #expect(Self.verdicts(button) == [.pass])
    }

    /// Words beyond what is shown are still reported, whether or not the control shows some text.
    @Test func `a label that says more than the control shows is too long`() {
        var titled = Fixtures.button("Buy now and get free shipping on every order today")
        titled.text = "Buy now"
        #expect(Self.verdicts(titled) == [.violation])
        var untitled = Fixtures.button("Buy now and get free shipping on every order today")
        untitled.children = [AccessibilityNode(id: "icon", label: "cart", traits: .image)]
        #expect(Self.verdicts(untitled) == [.violation])
    }
}
