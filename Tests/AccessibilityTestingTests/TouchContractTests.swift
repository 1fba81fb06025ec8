import AccessibilityAudit
import AccessibilityTesting
import Foundation
import HeadlessUI
import Testing

/// `contract-touch`: a tap at a control's touch target and VoiceOver's
/// double tap reach the same action. Apple: `ToggleStyle.Body` is "a view
/// that represents the appearance and interaction of a toggle", so a custom
/// style owns the toggle's touch interaction; VoiceOver's activation runs the
/// Toggle's own accessibility action whatever the style draws.
@Suite struct TouchContractTests {
    /// Draws a checkbox and never calls `configuration.isOn.toggle()`.
    struct DrawnOnly: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square").accessibilityHidden(true)
                configuration.label
            }
        }
    }

    /// The same checkbox, toggled by a tap on the whole row.
    struct Tappable: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square").accessibilityHidden(true)
                configuration.label
            }
            .contentShape(Rectangle())
            .onTapGesture { configuration.isOn.toggle() }
        }
    }

    /// A value a fresh subject owns, as a preview's `@State` does.
    final class Box: @unchecked Sendable {
        var isOn = false
        var binding: Binding<Bool> { Binding(get: { self.isOn }, set: { self.isOn = $0 }) }
    }

    /// The contract's outcomes on fresh subjects of the view `make` builds around its own state.
    func outcomes<C: Contract, V: View>(_ contract: C, _ make: @escaping (Binding<Bool>) -> V) -> [String] {
        let context = ContractContext(
            subject: {
                let box = Box()
                return HostingSubject(name: "view", state: { ["isOn": .bool(box.isOn)] }) { make(box.binding) }
            }, settings: AccessibilitySettings())
        return contract.verify(context).map { "\($0.outcome.rawValue): \($0.message)" }
    }

    @Test func `a toggle style that never toggles passes VoiceOver's contract and fails the touch contract`() {
        // Before: VoiceOver's double tap flips it, and nothing else was asked.
        #expect(outcomes(ToggleContract()) { Toggle("Remember me", isOn: $0).toggleStyle(DrawnOnly()) } == ["pass: "])
        #expect(
            outcomes(TouchContract()) { Toggle("Remember me", isOn: $0).toggleStyle(DrawnOnly()) } == [
                "violation: a tap on \"Remember me. Switch Button. Off.\" at (195, 10.2) reaches nothing, while VoiceOver's double tap changes the value \"0\" to \"1\""
            ])
    }

    @Test func `a toggle style that toggles on a tap passes`() {
        #expect(outcomes(TouchContract()) { Toggle("Remember me", isOn: $0).toggleStyle(Tappable()) } == ["pass: "])
    }

    @Test func `the platform switch and a button that sets the state pass`() {
        #expect(outcomes(TouchContract()) { Toggle("Wi-Fi", isOn: $0) } == ["pass: "])
        #expect(outcomes(TouchContract()) { isOn in Button("Pay") { isOn.wrappedValue = true } } == ["pass: "])
    }

    @Test func `a button with hit testing off reaches nothing when tapped`() {
        #expect(
            outcomes(TouchContract()) { isOn in Button("Pay") { isOn.wrappedValue = true }.allowsHitTesting(false) } == [
                "violation: a tap on \"Pay. Button.\" at (195, 10.2) reaches nothing, while VoiceOver's double tap leaves the element as it was (state isOn=true)"
            ])
    }

    /// A disclosure row that owns its state, as SwiftUI's `DisclosureGroup` does without a binding.
    struct Advanced: View {
        @State private var isExpanded = false
        var body: some View {
            Button {
                isExpanded.toggle()
            } label: {
                Text("Advanced")
            }
            .accessibilityValue(isExpanded ? "Expanded" : "Collapsed")
        }
    }

    /// Before: a component whose button toggles its own `@State`, audited as a value the test holds (`let row =
    /// …; expectAccessible(row)`, or a stock `DisclosureGroup`), was a serious `contract-touch` violation ("a tap …
    /// leaves the element as it was, while VoiceOver's double tap changes the value"): the tap's fresh subject
    /// took the state VoiceOver's subject had already changed.
    @Test func `a view value the test holds passes the touch contract with its own state`() {
        let row = Advanced()
        let report = expectAccessible(row, .named("Advanced"), .failOn(nil), .only(.contractTouch))
        #expect(report?.result.findings.isEmpty == true, "\(report?.result.findings.map(\.message) ?? [])")
        let group = DisclosureGroup("Advanced") { Text("Debug") }
        let stock = expectAccessible(group, .named("DisclosureGroup"), .failOn(nil), .only(.contractTouch))
        #expect(stock?.result.findings.isEmpty == true, "\(stock?.result.findings.map(\.message) ?? [])")
    }

    @Test func `a static tree cannot be tapped: incomplete`() {
        let tree = AccessibilityTree(
            root: AccessibilityNode(
                id: "root",
                children: [
                    AccessibilityNode(id: "pay", label: "Pay", traits: .button, frame: CGRect(x: 0, y: 0, width: 44, height: 44), actions: .activate)
                ]))
        let context = ContractContext(subject: { StaticTreeSubject(tree: tree) }, settings: AccessibilitySettings())
        #expect(TouchContract().verify(context).map(\.outcome) == [.incomplete])
    }
}
