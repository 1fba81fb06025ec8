import AccessibilityModel
import Testing

@testable import AccessibilityAudit

@Suite struct ContrastNonTextTests {
    typealias N = AccessibilityNode
    static let f = Fixtures.frame
    static let c = Fixtures.color

    /// White on the dark-mode, increased-contrast system blue: 2.83:1.
    static func icon(_ label: String? = "square and arrow up", origin: LabelOrigin? = .symbolName, hidden: Bool = false) -> N {
        N(
            label: label, traits: .image, isHidden: hidden, frame: Fixtures.frame(16, 16, 20, 20), foreground: c("#FFFFFF"),
            background: c("#409CFF"), labelOrigin: origin)
    }

    static func title(_ text: String) -> N {
        N(
            label: text, traits: .staticText, frame: Fixtures.frame(48, 16, 80, 20), foreground: c("#FFFFFF"), background: c("#409CFF"),
            font: FontFacts(size: 28, textStyle: "title"))
    }

    static func outcomes(_ stop: N) -> [Outcome] {
        Fixtures.run(ContrastNonText(), Fixtures.tree([stop])).map(\.outcome)
    }

    @Test func `an icon beside the title of a button is not needed to identify it`() {
        // Button { Label("Share", systemImage: "square.and.arrow.up") }: the title names the button.
        let button = N(
            label: "Share", traits: .button, isElement: true, frame: Fixtures.frame(0, 0, 160, 52), actions: .activate,
            children: [Self.icon(), Self.title("Share")])
        #expect(Self.outcomes(button) == [.inapplicable])
    }

    @Test func `an icon-only button's icon must still reach 3 to 1`() {
        let button = N(
            label: "square and arrow up", traits: .button, isElement: true, frame: Fixtures.frame(0, 0, 52, 52), actions: .activate,
            labelOrigin: .symbolName, children: [Self.icon()])
        #expect(Self.outcomes(button) == [.violation])
    }

    @Test func `icons that are targets or show a value inside a titled control are still measured`() {
        // A rating: the title is drawn, but the stars are hidden buttons of their own and show the value.
        let rating = N(
            label: "Stars", value: "3", traits: .adjustable, isElement: true, frame: Fixtures.frame(0, 0, 200, 52),
            actions: [.increment, .decrement],
            children: [
                Self.title("Stars"),
                N(
                    label: "star", traits: .button, isHidden: true, frame: Fixtures.frame(130, 16, 20, 20), actions: .activate,
                    children: [Self.icon("star", hidden: true)]),
            ])
        #expect(Self.outcomes(rating) == [.violation])
        // An icon whose written label is part of the button's name carries meaning.
        let warning = N(
            label: "Warning, Delete", traits: .button, isElement: true, frame: Fixtures.frame(0, 0, 160, 52), actions: .activate,
            children: [Self.icon("Warning", origin: nil), Self.title("Delete")])
        #expect(Self.outcomes(warning) == [.violation])
    }
}

/// Each drawn part of an element is judged on its own (issue 36, item 3;
/// docs/drawing.md "One finding per part"): WCAG 1.4.11 asks 3:1 of each
/// graphical object and each component's boundary, so two faint icons of one
/// combined card are two outcomes, each about its icon.
@Suite struct ContrastNonTextPartsTests {
    typealias N = AccessibilityNode

    /// An icon-only button inside a combined element (not an element of its own).
    static func iconButton(_ symbol: String, x: Double) -> N {
        N(
            label: symbol, traits: .button, isElement: false, frame: Fixtures.frame(x, 0, 52, 52), actions: .activate,
            labelOrigin: .symbolName, children: [ContrastNonTextTests.icon(symbol)])
    }

    /// A card combined into one element: its title, then `children`.
    static func card(_ children: [N]) -> N {
        N(
            label: "Weekly digest", traits: [], isElement: true, frame: Fixtures.frame(0, 0, 300, 52),
            children: [ContrastNonTextTests.title("Weekly digest")] + children)
    }

    @Test func `two failing icons of one element are two outcomes, each about its icon`() {
        let card = Self.card([Self.iconButton("square and arrow up", x: 140), Self.iconButton("bookmark", x: 200)])
        let outcomes = Fixtures.run(ContrastNonText(), Fixtures.tree([card]))
        #expect(
            outcomes.map(\.message) == [
                "square and arrow up icon #FFFFFF on #409CFF has contrast 2.83:1; needs 3:1",
                "bookmark icon #FFFFFF on #409CFF has contrast 2.83:1; needs 3:1",
            ])
        #expect(outcomes.map(\.outcome) == [.violation, .violation])
        #expect(outcomes.map(\.path.description) == ["0", "0"])
        #expect(outcomes.map { $0.part?.description } == ["0.1.0", "0.2.0"])
    }

    @Test func `an icon that repeats the title beside a failing icon leaves one outcome, about the failing one`() {
        // The first icon lies beside the title with no control between (exempt), the second is a button's only content.
        let card = Self.card([ContrastNonTextTests.icon("star fill"), Self.iconButton("bookmark", x: 200)])
        let outcomes = Fixtures.run(ContrastNonText(), Fixtures.tree([card]))
        #expect(outcomes.map(\.message) == ["bookmark icon #FFFFFF on #409CFF has contrast 2.83:1; needs 3:1"])
        #expect(outcomes.map { $0.part?.description } == ["0.2.0"])
    }
}
