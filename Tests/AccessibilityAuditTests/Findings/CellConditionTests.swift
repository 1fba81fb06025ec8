import AccessibilityModel
import Testing

@testable import AccessibilityAudit

@Suite struct CellConditionTests {
    let cells = EnvironmentMatrix(.full).cells

    func indexes(where predicate: (AccessibilitySettings) -> Bool) -> [Int] {
        cells.indices.filter { predicate(cells[$0]) }
    }

    @Test func `every cell is always`() {
        #expect(CellCondition.describe(Array(cells.indices), in: cells) == "always")
    }

    @Test func `one setting is described by itself`() {
        #expect(CellCondition.describe(indexes { $0.colorScheme == .light }, in: cells) == "colorScheme=light")
    }

    @Test func `large text sizes are described as a range`() {
        #expect(CellCondition.describe(indexes { $0.dynamicTypeSize >= .accessibility3 }, in: cells) == "dynamicTypeSize>=accessibility3")
    }

    @Test func `a conjunction names the fewest settings`() {
        let hits = indexes { $0.colorScheme == .dark && $0.contrast == .standard && $0.dynamicTypeSize <= .medium }
        #expect(CellCondition.describe(hits, in: cells) == "colorScheme=dark,dynamicTypeSize<=medium,contrast=standard")
    }

    @Test func `a disjunction falls back to a partial description`() {
        let hits = indexes { $0.colorScheme == .dark || $0.boldText }
        #expect(CellCondition.describe(hits, in: cells) == "partly")
        let few = [0, 5]
        #expect(CellCondition.describe(few, in: cells).contains(" | "))
    }

    @Test func `conditions are exact on the pairwise matrix too`() {
        let pairwise = EnvironmentMatrix(.pairwise).cells
        let hits = pairwise.indices.filter { pairwise[$0].layoutDirection == .rightToLeft }
        #expect(CellCondition.describe(hits, in: pairwise) == "layoutDirection=rightToLeft")
    }
}
