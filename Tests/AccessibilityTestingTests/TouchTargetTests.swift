import AccessibilityAudit
import Foundation
import HeadlessUI
import Testing

/// `target-size` measures where a finger acts (docs/hit-testing.md), as
/// SwiftUI hit-tests: Apple's contentShape(_:) "defines the content shape for
/// hit testing", a `.plain` button answers on its drawn label, and an element
/// VoiceOver adjusts has no tap of its own.
@Suite struct TouchTargetTests {
    /// The target-size verdicts on a view: `severity: message` of each violation.
    func violations<V: View>(_ view: V) -> [String] {
        let tree = render(view, name: "view")
        return TargetSize().outcomes(in: RuleContext(tree: tree))
            .filter { $0.outcome == .violation }
            .map { "\($0.severity.rawValue): \($0.message)" }
    }

    // A card whose tap gesture sits over two lines of text: before, each line
    // was a focus stop measured by its 20 pt frame (a finding on each); with
    // contentShape(Rectangle()) the whole padded card answers, and the first
    // line, which owns the gesture, is measured by it.
    @Test func `a card made tappable by contentShape passes on the card's size`() {
        let card = VStack(alignment: .leading, spacing: 4) {
            Text("Order #1042")
            Text("Arrives Tuesday")
        }
        .padding(16)
        .contentShape(Rectangle())
        .onTapGesture {}
        #expect(violations(card) == [])
    }

    @Test func `without contentShape a padded row answers only on its text`() {
        let bare = Text("Go").padding(16).onTapGesture {}
        let shaped = Text("Go").padding(16).contentShape(Rectangle()).onTapGesture {}
        #expect(
            violations(bare) == [
                "moderate: \"Go\" is 17×20.4 pt (spacing meets 2.5.8); 44×44 pt recommended"
            ])
        #expect(violations(shaped) == [])
    }

    // Before: a serious finding on the 20 pt line VoiceOver adjusts; a finger never taps it.
    @Test func `an adjustable element with no tap action of its own is not a pointer target`() {
        let volume = Text("Volume").accessibilityAdjustableAction { _ in }
        #expect(violations(volume) == [])
    }

    // Five 17 pt stars 4 pt apart in one adjustable element: VoiceOver reads one
    // element, but each star is a target a finger must hit (WCAG 2.5.8).
    @Test func `star buttons inside a combined rating are measured although VoiceOver reads one element`() {
        let rating = HStack {
            Text("Rating")
            HStack(spacing: 4) {
                ForEach(1...5, id: \.self) { star in
                    Button {
                    } label: {
                        Image(systemName: "star").accessibilityLabel("Star \(star)")
                    }
                    .buttonStyle(.plain)
                }
            }
            .accessibilityHidden(true)
        }
        .accessibilityElement(children: .combine)
        .accessibilityAdjustableAction { _ in }
        let found = violations(rating)
        #expect(found.count == 5)
        #expect(
            found.first
                == "serious: \"Star 1\" (control 1 inside \"Rating\") is 17×17 pt; needs 24×24 pt (or 24 pt clear spacing), 44×44 pt recommended")
        #expect(
            found.last
                == "serious: \"Star 5\" (control 5 inside \"Rating\") is 17×17 pt; needs 24×24 pt (or 24 pt clear spacing), 44×44 pt recommended")
    }

    /// A checkbox whose only tappable part is its ring (a Button around it).
    struct RingOnly: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Button {
                    configuration.isOn.toggle()
                } label: {
                    Circle().stroke(lineWidth: 2).frame(width: 20, height: 20)
                }
                .buttonStyle(.plain)
                .accessibilityLabel("Check")
                configuration.label
                Spacer()
            }
            .frame(minHeight: 44)
        }
    }

    /// The same checkbox, the whole row tappable.
    struct WholeRow: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Circle().stroke(lineWidth: 2).frame(width: 20, height: 20)
                configuration.label
                Spacer()
            }
            .frame(minHeight: 44)
            .contentShape(Rectangle())
            .onTapGesture { configuration.isOn.toggle() }
        }
    }

    // The ring (with its 2 pt line, 22 pt across) is the only target: alone on
    // the row it meets 2.5.8 by spacing, and fails the 44 pt of 2.5.5 and the HIG.
    @Test func `a checkbox whose only tappable part is its 20 pt ring fails, and passes when the row is its content shape`() {
        #expect(
            violations(Toggle("Remember me", isOn: .constant(false)).toggleStyle(RingOnly())) == [
                // A ring answers along its line only: the part a finger can rely on is a 2 pt band (issue 36, item 4).
                "moderate: \"Check\" (control 1 inside \"Remember me\") is 22×2 pt where it takes taps (its tap areas span 22×22 pt with dead space between them) (spacing meets 2.5.8); 44×44 pt recommended"
            ])
        #expect(violations(Toggle("Remember me", isOn: .constant(false)).toggleStyle(WholeRow())) == [])
    }
}
