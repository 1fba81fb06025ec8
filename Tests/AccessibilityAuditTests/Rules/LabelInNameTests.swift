import AccessibilityModel
import Testing

@testable import AccessibilityAudit

@Suite struct LabelInNameTests {
    typealias N = AccessibilityNode

    func outcomes(label: String, value: String?, text: String) -> [Outcome] {
        let tree = Fixtures.tree([N(label: label, value: value, traits: .adjustable, actions: [.increment, .decrement], text: text)])
        let context = RuleContext(
            tree: tree, settings: nil, stops: StopOrder.stops(in: tree, settings: AccessibilitySettings()),
            component: ComponentContext(component: "Rating", style: "numeric", state: "default"))
        return LabelInName().outcomes(in: context).map(\.outcome)
    }

    @Test func `the visible value is not part of the name that must be in the label`() {
        // A rating showing "Stars, 3, / 5" is named "Stars"; "3" and "/ 5" show its value.
        #expect(outcomes(label: "Stars", value: "3", text: "Stars, 3, / 5") == [.pass])
        // "3.0" shows the same number as the spoken value "3".
        #expect(outcomes(label: "Stars", value: "3", text: "Stars, 3.0, / 5") == [.pass])
    }

    /// A stock `DatePicker("Start", selection:)` is labelled "Start" and valued "Mar 14, 2026 at 9:30 AM", and shows
    /// both ("Start, Mar 14, 2026 at 9:30 AM"). Before, the value's own ", " split it into fragments that were not
    /// the value, so every stock date picker was a label-in-name finding: the date is the value, not the name.
    @Test func `a value holding a comma is the value however the visible text is split`() {
        let date = "Mar 14, 2026 at 9:30\u{202F}AM"
        #expect(outcomes(label: "Start", value: date, text: "Start, \(date)") == [.pass])
        #expect(outcomes(label: "Start", value: date, text: "\(date), Start") == [.pass])
        // Words beside the value that the label lacks are still the name's.
        #expect(outcomes(label: "Start", value: date, text: "Start, \(date), Edit") == [.violation])
        // Fragments that only begin the value are not the value.
        #expect(outcomes(label: "Start", value: date, text: "Start, Mar 14") == [.violation])
    }

    @Test func `visible words that the label lacks are still a violation`() {
        #expect(outcomes(label: "Rating", value: "3", text: "Stars, 3, / 5") == [.violation])
        #expect(outcomes(label: "Stars", value: "3", text: "Stars, Your rating, 3") == [.violation])
    }

    @Test func `a phrase is found as consecutive whole words, whatever it overlaps`() {
        let cases: [(text: String, phrase: String, found: Bool)] = [
            ("Buy now, 4 dollars", "buy now", true),
            ("Buy it now", "buy now", false),
            ("a a a b", "a a b", true),  // a partial match restarts inside itself
            ("a b a b a c", "a b a c", true),
            ("a b a b a b", "a b a c", false),
            ("ab ab abc", "ab abc", true),  // words, not characters
            ("abc", "ab", false),
            ("x y", "x y z", false),  // longer than the text
            ("Pay", "", false),  // no words
            ("Ünïcode wörds here", "wörds HERE", true),
        ]
        for entry in cases {
            #expect(Words(entry.text).contains(phrase: entry.phrase) == entry.found, "\(entry.phrase) in \(entry.text)")
        }
    }

    @Test func `a label and text of one word repeated thousands of times are judged`() {
        // The text repeats half the label's words and ends in one the label lacks.
        let label = String(repeating: "a ", count: 20_000), text = String(repeating: "a ", count: 10_000) + "b"
        let tree = Fixtures.tree([N(label: label, traits: .button, actions: .activate, text: text)])
        #expect(Fixtures.run(LabelInName(), tree).map(\.outcome) == [.violation])
        let fixed = Fixtures.tree([N(label: label + "b", traits: .button, actions: .activate, text: text)])
        #expect(Fixtures.run(LabelInName(), fixed).map(\.outcome) == [.pass])
    }
}

@Suite struct HeadingMissingTests {
    typealias N = AccessibilityNode

    @Test func `a combined block whose first text is a title is not itself a missing heading`() {
        let title = FontFacts(size: 20, weight: .bold, textStyle: "title3")
        let body = FontFacts(size: 17, textStyle: "body")
        let block = N(
            label: "Title, Subtitle", isElement: true, font: title,
            children: [
                N(label: "Title", traits: .staticText, font: title), N(label: "Subtitle", traits: .staticText, font: body),
            ])
        let lone = N(label: "Title", traits: .staticText, font: title)
        for (node, expected) in [(block, [Outcome]()), (lone, [.violation])] {
            let tree = Fixtures.tree([node])
            let context = RuleContext(
                tree: tree, settings: nil, stops: StopOrder.stops(in: tree, settings: AccessibilitySettings()),
                component: ComponentContext(component: "Detail", style: "plain", state: "default"))
            #expect(HeadingMissing().outcomes(in: context).map(\.outcome) == expected)
        }
    }
}
