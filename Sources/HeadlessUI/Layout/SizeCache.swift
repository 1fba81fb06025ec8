/// The last six sizes a node chose, by proposal (layout asks a node several
/// times): kept inline in the node, most recent first, so caching allocates
/// nothing.
struct SizeCache {
    private struct Entry {
        var proposal: ProposedSize
        var size: CGSize
    }

    private static let empty = Entry(proposal: ProposedSize(width: nil, height: nil), size: .zero)
    private var entries = (empty, empty, empty, empty, empty, empty)
    /// How many of ``entries`` hold a size (the first `count`).
    private var count = 0

    /// The size chosen for `proposal`, if it is still cached. Mutating only
    /// so that a node's cache is read in place rather than copied out.
    mutating func size(for proposal: ProposedSize) -> CGSize? {
        if count > 0, entries.0.proposal == proposal { return entries.0.size }
        if count > 1, entries.1.proposal == proposal { return entries.1.size }
        if count > 2, entries.2.proposal == proposal { return entries.2.size }
        if count > 3, entries.3.proposal == proposal { return entries.3.size }
        if count > 4, entries.4.proposal == proposal { return entries.4.size }
        if count > 5, entries.5.proposal == proposal { return entries.5.size }
        return nil
    }

    /// Caches `size` for `proposal`, forgetting the oldest entry when full.
    mutating func insert(_ size: CGSize, for proposal: ProposedSize) {
        entries = (Entry(proposal: proposal, size: size), entries.0, entries.1, entries.2, entries.3, entries.4)
        count = min(count + 1, 6)
    }
}
