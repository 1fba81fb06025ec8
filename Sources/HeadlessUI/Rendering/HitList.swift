import Foundation

/// One place of a render where a tap runs something: a Button's action, a
/// tap gesture, or a toggle style's own interaction, with the rectangles
/// where it answers.
struct HitRegion {
    /// Where a finger reaches it, in screen points.
    var rects: [CGRect]
    /// What a tap runs.
    var run: () -> Void
    /// `false` when the view is disabled: the touch lands (nothing below gets it) but nothing runs.
    var isEnabled: Bool
    /// Whether an element took these rectangles as its own touch target.
    var isOwned: Bool
    /// Whether the platform sizes these rectangles (the stock switch's track), not the author.
    var isSizedByPlatform = false
}

/// The hit-test list of one render: every ``HitRegion`` in drawing order,
/// so that a later region (a child, or a later sibling of a `ZStack`) lies
/// above an earlier one, as SwiftUI gives a touch to the topmost view under
/// the finger and to a child's gesture before its parent's.
final class HitList {
    private(set) var regions: [HitRegion] = []

    /// Reserves the next place in drawing order, for a region whose content
    /// is collected (and whose own regions are placed above it) before it is known.
    func reserve() -> Int {
        regions.append(HitRegion(rects: [], run: {}, isEnabled: false, isOwned: true))
        return regions.count - 1
    }

    /// Fills the place `index` reserved.
    func fill(_ index: Int, with region: HitRegion) {
        regions[index] = region
    }

    /// The number of regions so far (the start of a range a toggle claims).
    var count: Int { regions.count }

    /// Takes the regions in `range` that no element owns (a style's own
    /// interaction) as the touch target of the element collected over it.
    func claimUnowned(in range: Range<Int>) -> (rects: [CGRect], sizedByPlatform: Bool) {
        var rects: [CGRect] = []
        var claimed = 0, sizedByPlatform = 0
        for index in range where !regions[index].isOwned {
            regions[index].isOwned = true
            rects += regions[index].rects
            claimed += 1
            if regions[index].isSizedByPlatform { sizedByPlatform += 1 }
        }
        return (rects, claimed > 0 && sizedByPlatform == claimed)
    }

    /// The topmost region under `point`, if any.
    func topmost(at point: CGPoint) -> HitRegion? {
        regions.last { region in region.rects.contains { $0.contains(point) } }
    }
}
