extension Array {
    /// `count` copies of `value`, like `init(repeating:count:)`, made by
    /// appending to a reserved buffer: that path is specialised for the
    /// element type, where `init(repeating:count:)` looks the array's storage
    /// type up at run time (about twice the instructions for the few
    /// elements of a stack's children or a tree's stops, made for every
    /// render and every audit cell).
    @inlinable package init(filled value: Element, count: Int) {
        self = []
        reserveCapacity(count)
        for _ in 0..<count { append(value) }
    }
}
