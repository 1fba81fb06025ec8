import AccessibilityModel
import Foundation
import Testing

@testable import AccessibilityAudit

/// The spacing exception of the target-size rule, looked up through the grid
/// of neighbours, must say exactly what comparing with every other target says.
struct TargetNeighbourhoodTests {
    /// Coordinates and sizes around the 12 and 24 pt distances the test uses,
    /// cell boundaries, negatives, and values too far out to file in a cell.
    private static let origins: [Double] = [
        -1e16, -2e15, -100, -24, -12.5, -0.1, 0, 5, 11.9, 12, 23.99, 24, 30, 47.5, 48, 60,
        95.9, 1e14, 2e15,
    ]
    private static let sizes: [Double] = [0, 1, 10, 23.9, 24, 30, 44, 100, 5_000, 1e15, 1e300]

    /// `count` frames walking the grid of origins and sizes with co-prime steps,
    /// so that neighbours differ in every field.
    private static func frames(_ count: Int) -> [CGRectLike] {
        (0..<count).map { i in
            CGRectLike(
                CGRect(
                    x: origins[(i * 7) % origins.count], y: origins[(i * 5 + i / 3) % origins.count],
                    width: sizes[(i * 3) % sizes.count], height: sizes[(i * 2 + i / 5) % sizes.count]))
        }
    }

    private static func agree(_ frames: [CGRectLike]) {
        let neighbourhood = TargetNeighbourhood(frames)
        for (index, frame) in frames.enumerated() {
            let others = frames.enumerated().filter { $0.offset != index }.map(\.element)
            #expect(
                TargetSize.spacingSufficient(frame, at: index, among: frames, near: neighbourhood)
                    == TargetSize.spacingSufficient(frame, others: others), "frame \(index): \(frame.text)")
        }
    }

    @Test("the grid agrees with comparing every pair, on frames near every distance that matters")
    func agreesWithEveryPair() {
        Self.agree(Self.frames(600))
    }

    @Test("crowded and spread small targets: both answers, the same from both methods")
    func crowdedAndSpread() {
        // Ten columns 20 pt apart (crowded) beside ten 60 pt apart (clear).
        let crowded = (0..<10).map { CGRectLike(CGRect(x: Double($0) * 20, y: 0, width: 10, height: 10)) }
        let spread = (0..<10).map { CGRectLike(CGRect(x: 1_000 + Double($0) * 60, y: 0, width: 10, height: 10)) }
        let frames = crowded + spread
        let neighbourhood = TargetNeighbourhood(frames)
        let sufficient = frames.indices.map { TargetSize.spacingSufficient(frames[$0], at: $0, among: frames, near: neighbourhood) }
        #expect(sufficient == Array(repeating: false, count: 10) + Array(repeating: true, count: 10))
        Self.agree(frames)
    }

    @Test("undersized targets 23 pt apart crowd each other by their circles alone; 25 pt apart they do not")
    func circlesAlone() {
        // 1×1 targets: 23 pt between centres is under the 24 pt two circles need,
        // while each rectangle is 22.5 pt from the other's centre (beyond 12).
        // The steps are not multiples of the grid's cells, so every alignment occurs.
        for (step, expected) in [(23.0, false), (25.0, true)] {
            let frames = (0..<60).map { CGRectLike(CGRect(x: Double($0) * step + 0.5, y: 7, width: 1, height: 1)) }
            let neighbourhood = TargetNeighbourhood(frames)
            for index in frames.indices {
                #expect(
                    TargetSize.spacingSufficient(frames[index], at: index, among: frames, near: neighbourhood) == expected,
                    "step \(step), target \(index)")
            }
            Self.agree(frames)
        }
    }

    @Test("frames that are not finite are compared with every target")
    func notFinite() {
        var frames = Self.frames(40)
        frames.append(CGRectLike(CGRect(x: 5, y: 5, width: Double.infinity, height: 10)))
        frames.append(CGRectLike(CGRect(x: Double.nan, y: 0, width: 10, height: 10)))
        frames.append(CGRectLike(CGRect(x: 0, y: 1e308, width: 10, height: 1e308)))
        Self.agree(frames)
    }

    @Test("thousands of small targets: every one judged, the crowded ones failing")
    func manySmallTargets() {
        // 4,000 buttons of 10×10 in rows 40 pt apart, 40 pt between columns,
        // except that every fourth button is moved to 15 pt from the one before.
        let buttons = (0..<4_000).map { (i: Int) -> AccessibilityNode in
            let x = Double(i % 100) * 40 - (i % 4 == 1 ? 25 : 0), y = Double(i / 100) * 40
            return AccessibilityNode(
                id: ElementID("b\(i)"), label: "b\(i)", traits: .button,
                frame: CGRect(x: x, y: y, width: 10, height: 10), actions: .activate)
        }
        let outcomes = Fixtures.run(TargetSize(), Fixtures.tree(buttons))
        #expect(outcomes.count == 4_000)
        // Each moved button and the one before it are crowded (serious); the
        // rest meet the spacing exception (moderate: still under 44 pt).
        #expect(outcomes.filter { $0.severity == Severity.serious }.count == 2_000)
        #expect(outcomes.filter { $0.severity == Severity.moderate }.count == 2_000)
    }
}
