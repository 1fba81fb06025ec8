/// What checking a tree document's JSON learns of its shape, so that the
/// tree can then be built straight from the bytes, in one pass, without a
/// ``JSONValue`` of the whole document (``JSONParser/scanTree(_:)``).
///
/// A node is any value where the format puts one: `root`, or an element of
/// the `children` array of a node that is an object. In an `XCUIElement`
/// snapshot (``documentIsRoot``) the document itself is the root, and its
/// elements are nodes in the same way.
struct TreeShape {
    /// What a container is in a tree document.
    enum Role: UInt8 {
        case other, node, children
    }

    /// A node's `children` array: where it ends (just past its `]`) and how many elements it has.
    struct ChildrenArray {
        var end: Int
        var count: Int
    }

    /// How many values stand where nodes stand, objects or not.
    var nodeCount = 0
    /// Every `children` array of a node, in the order their `[` appear.
    var childrenArrays: [ChildrenArray] = []
    /// Just past the value of the top-level `root` member, when there is one.
    var rootEnd: Int?
    /// Whether the top-level value is the root node (a snapshot), rather than its `root` member (a tree document).
    var documentIsRoot = false

    /// How far apart, in bytes, the passes over a mapped file tell it which
    /// pages they are done with (``MappedFile/releasePages(before:)``):
    /// often enough that little of the file stays in memory, seldom enough
    /// that it costs nothing next to the nodes (a check per node).
    static let releaseStride = 4 << 20
}
