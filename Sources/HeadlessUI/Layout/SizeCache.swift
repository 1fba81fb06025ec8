/// The last six sizes a node chose, by proposal (layout asks a node several
/// times): kept inline in the node, most recent first, so caching allocates
/// nothing.
struct SizeCache {
    private struct Entry {
        var proposal: ProposedSize
        var size: CGSize
    }

    private var first, second, third, fourth, fifth, sixth: Entry?

    /// The size chosen for `proposal`, if it is still cached.
    func size(for proposal: ProposedSize) -> CGSize? {
        if let first, first.proposal == proposal { return first.size }
        if let second, second.proposal == proposal { return second.size }
        if let third, third.proposal == proposal { return third.size }
        if let fourth, fourth.proposal == proposal { return fourth.size }
        if let fifth, fifth.proposal == proposal { return fifth.size }
        if let sixth, sixth.proposal == proposal { return sixth.size }
        return nil
    }

    /// Remembers a size, forgetting the oldest of six.
    mutating func insert(_ size: CGSize, for proposal: ProposedSize) {
        sixth = fifth
        fifth = fourth
        fourth = third
        third = second
        second = first
        first = Entry(proposal: proposal, size: size)
    }
}
