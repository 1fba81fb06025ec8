import AccessibilityModel
import Testing
@testable import AccessibilityAudit

@Suite struct LabelInNameTests {
    typealias N = AccessibilityNode

    func outcomes(label: String, value: String?, text: String) -> [Outcome] {
        let tree = Fixtures.tree([N(label: label, value: value, traits: .adjustable, actions: [.increment, .decrement], text: text)])
        let context = RuleContext(tree: tree, settings: nil, stops: StopOrder.stops(in: tree, settings: AccessibilitySettings()),
                                  component: ComponentContext(component: "Rating", style: "numeric", state: "default"))
        return LabelInName().check(context).map(\.outcome)
    }

    @Test func `the visible value is not part of the name that must be in the label`() {
        // A rating showing "Stars, 3, / 5" is named "Stars"; "3" and "/ 5" show its value.
        #expect(outcomes(label: "Stars", value: "3", text: "Stars, 3, / 5") == [.pass])
        // "3.0" shows the same number as the spoken value "3".
        #expect(outcomes(label: "Stars", value: "3", text: "Stars, 3.0, / 5") == [.pass])
    }

    @Test func `visible words that the label lacks are still a violation`() {
        #expect(outcomes(label: "Rating", value: "3", text: "Stars, 3, / 5") == [.violation])
        #expect(outcomes(label: "Stars", value: "3", text: "Stars, Your rating, 3") == [.violation])
    }
}

@Suite struct HeadingMissingTests {
    typealias N = AccessibilityNode

    @Test func `a combined block whose first text is a title is not itself a missing heading`() {
        let title = FontFacts(size: 20, weight: .bold, textStyle: "title3")
        let body = FontFacts(size: 17, textStyle: "body")
        let block = N(label: "Title, Subtitle", isElement: true, font: title, children: [
            N(label: "Title", traits: .staticText, font: title), N(label: "Subtitle", traits: .staticText, font: body),
        ])
        let lone = N(label: "Title", traits: .staticText, font: title)
        for (node, expected) in [(block, [Outcome]()), (lone, [.violation])] {
            let tree = Fixtures.tree([node])
            let context = RuleContext(tree: tree, settings: nil, stops: StopOrder.stops(in: tree, settings: AccessibilitySettings()),
                                      component: ComponentContext(component: "Detail", style: "plain", state: "default"))
            #expect(HeadingMissing().check(context).map(\.outcome) == expected)
        }
    }
}
