import AccessibilityModel
import Testing

@testable import AccessibilityAudit

@Suite struct EnvironmentMatrixTests {
    @Test func `full matrix has every combination except locale`() {
        let cells = EnvironmentMatrix(.full).cells
        #expect(cells.count == 6144)
        #expect(Set(cells).count == 6144)
    }

    @Test func `smoke matrix is the default plus one extreme per setting`() {
        let cells = EnvironmentMatrix(.smoke).cells
        #expect(cells.count == 11)
        #expect(cells.first == AccessibilitySettings())
        #expect(cells.contains { $0.dynamicTypeSize == .accessibility5 })
        #expect(cells.contains { $0.layoutDirection == .rightToLeft })
    }

    @Test func `pairwise matrix reaches the lower bound of 24 cells and starts with the default`() {
        let cells = EnvironmentMatrix(.pairwise).cells
        #expect(cells.count == 24)
        #expect(cells.first == AccessibilitySettings())
    }

    @Test func `pairwise matrix covers every pair of values of every two settings`() {
        let cells = EnvironmentMatrix(.pairwise).cells
        let keys = EnvironmentMatrix.varied
        for (i, a) in keys.enumerated() {
            for b in keys[(i + 1)...] {
                for x in a.allValues {
                    for y in b.allValues {
                        #expect(cells.contains { $0.value(of: a) == x && $0.value(of: b) == y }, "missing \(a)=\(x), \(b)=\(y)")
                    }
                }
            }
        }
    }

    @Test func `overrides fix settings on every cell and duplicates collapse`() {
        let matrix = EnvironmentMatrix(.smoke, overrides: SettingsOverride(colorScheme: .dark))
        #expect(matrix.cells.allSatisfy { $0.colorScheme == .dark })
        #expect(matrix.cells.count == 10)
    }
}
