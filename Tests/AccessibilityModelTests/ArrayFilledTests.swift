import Testing

@testable import AccessibilityModel

@Suite struct ArrayFilledTests {
    @Test(arguments: [0, 1, 3, 17])
    func `filled is the same array as repeating`(count: Int) {
        #expect([Int](filled: 7, count: count) == [Int](repeating: 7, count: count))
        #expect([String?](filled: nil, count: count) == [String?](repeating: nil, count: count))
        #expect([Int](filled: 7, count: count).capacity >= count)
    }
}
