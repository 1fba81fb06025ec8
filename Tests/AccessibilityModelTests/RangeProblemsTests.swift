import AccessibilityModel
import Testing

@Suite struct RangeProblemsTests {
    func problems(_ lower: Double, _ upper: Double, value: Double) -> [String] {
        ComponentArguments(["in": .range(lower...upper), "value": .number(value)])
            .rangeProblems(range: "in", value: "value", maximumSpan: 20).map(\.message)
    }

    @Test func `a value inside a small range is fine`() {
        #expect(problems(1, 5, value: 3).isEmpty)
    }

    @Test func `an empty, too wide or out-of-range input is refused with the parameter named`() {
        #expect(problems(3, 3, value: 3) == ["'in' must have a lower bound below its upper bound"])
        #expect(problems(0, 100, value: 3) == ["'in' may span at most 20 within -1000...1000"])
        #expect(problems(1, 5, value: 7) == ["'value' 7 lies outside 'in' 1...5"])
    }
}
