/// Decoding a tree straight from the bytes of a document that
/// ``JSONParser/scanTree(_:)`` has already checked: no ``JSONValue`` of the
/// whole document is built, only one of each field as it is decoded, so
/// reading costs the file and the tree, not a third copy between them.
///
/// It gives the tree, the errors and the warnings of decoding the parsed
/// document (``decodeTree(_:)``), in the same order: a node's own fields,
/// those after its `children` included, are decoded before its children
/// (the scan noted where each `children` array ends, so it is stepped over
/// and come back to), and `root` after the other top-level members.
extension TreeDecoder {
    /// A node whose own fields are decoded, waiting for its children.
    private struct Open {
        var node: AccessibilityNode
        var explicitElement: Bool?
        /// Where the next child (or the `]` after the last) is, when the node has `children`.
        var nextChild: Int?
        var next = 0
        var built: [AccessibilityNode] = []
        /// Just past the node's `}`.
        var end: Int
    }

    /// Decodes the checked document in `bytes`, whose shape `shape` is.
    /// A document with more nodes than ``TreeFormat/maximumNodeCount`` keeps
    /// none of them: it is decoded only as far as its first error, at the
    /// latest the node past the limit.
    /// `release`, when given, is told every ``TreeShape/releaseStride``
    /// bytes or so that the bytes before an offset are not read again: the
    /// nodes are decoded in document order, and those before the node being
    /// begun are done, their fields after `children` included.
    mutating func decodeTree(_ bytes: UnsafeBufferPointer<UInt8>, shape: TreeShape, releasingPages release: ((Int) -> Void)? = nil)
        throws(TreeDecodingFailure) -> AccessibilityTree
    {
        var reader = TreeDocumentReader(bytes: bytes, shape: shape)
        defer { largestValue = reader.largestValue }
        reader.skipByteOrderMarkAndWhitespace()
        guard reader.current == UInt8(ascii: "{") else {
            throw TreeDecodingFailure(message: "expected the top level to be an object, found \(reader.kindDescription())", path: JSONPath())
        }
        var version: JSONValue?, rootOffset: Int?
        var tree = AccessibilityTree(root: AccessibilityNode())
        if try reader.openObject() {
            repeat {
                let key = try reader.key()
                switch key {
                case "version": version = try reader.value()
                case "root":
                    rootOffset = reader.position
                    reader.position = shape.rootEnd ?? reader.position
                case let known where Self.topLevelKeys.contains(known): try decodeTopLevelField(key, try reader.value(), into: &tree)
                default:
                    // Stepped over, not built: the value of an unknown field is not read, and in a snapshot
                    // refused here it is the whole screen (its `children`).
                    try reader.skipValue()
                    noteUnknown(key, at: [], among: .topLevel)
                }
            } while try reader.nextMember()
        }
        try check(version: version)
        guard let rootOffset else { throw failure("missing 'root'") }
        path = [.key("root")]
        tree.root = try decodeNodes(
            at: rootOffset, reader: &reader, keep: shape.nodeCount <= TreeFormat.maximumNodeCount,
            release: release)
        return tree
    }

    /// Decodes the node at `offset` and all its descendants, in the order of ``decodeNodes(_:)``.
    private mutating func decodeNodes(at offset: Int, reader: inout TreeDocumentReader, keep: Bool, release: ((Int) -> Void)?)
        throws(TreeDecodingFailure) -> AccessibilityNode
    {
        var releaseMark = release == nil ? Int.max : TreeShape.releaseStride
        var stack = [try begin(at: offset, reader: &reader, keep: keep)]
        while let top = stack.indices.last {
            if let at = stack[top].nextChild, let child = try reader.element(at: at) {
                let index = stack[top].next
                stack[top].next += 1
                path.append(.key("children"))
                path.append(.index(index))
                nodeIndexes.append(index)
                if stack.count >= TreeFormat.maximumDepth {
                    throw failure("tree is deeper than \(TreeFormat.maximumDepth) levels")
                }
                if child >= releaseMark {
                    release?(child)
                    releaseMark = child + TreeShape.releaseStride
                }
                let open = try begin(at: child, reader: &reader, keep: keep)
                stack[top].nextChild = open.end
                stack.append(open)
                continue
            }
            var done = stack.removeLast()
            done.node.isElement = done.explicitElement ?? done.built.isEmpty
            done.node.children = done.built
            guard let parent = stack.indices.last else { return done.node }
            if keep {
                stack[parent].built.append(done.node)
                nodesKept += 1
            }
            path.removeLast(2)
            nodeIndexes.removeLast()
        }
        return AccessibilityNode()  // unreachable: the loop returns the root
    }

    /// Decodes a node's own fields, stepping over its `children`.
    private mutating func begin(at offset: Int, reader: inout TreeDocumentReader, keep: Bool) throws(TreeDecodingFailure) -> Open {
        try countNode()
        reader.position = offset
        guard reader.current == UInt8(ascii: "{") else {
            throw mismatch(expected: "a node (an object)", found: reader.kindDescription(), at: [])
        }
        var node = newNode()
        var explicitElement: Bool?
        var nextChild: Int?
        var childCount = 0
        if try reader.openObject() {
            repeat {
                let key = try reader.key()
                if key == "children" {
                    guard reader.current == UInt8(ascii: "[") else {
                        throw mismatch(expected: "an array of nodes", found: reader.kindDescription(), at: [.key(key)])
                    }
                    nextChild = reader.position + 1
                    let array = reader.nextChildrenArray()
                    reader.position = array.end
                    childCount = array.count
                } else if key == "element" {
                    explicitElement = try bool(try reader.value(), key)
                } else {
                    try decodeField(key, try reader.value(), into: &node)
                }
            } while try reader.nextMember()
        }
        var open = Open(node: node, explicitElement: explicitElement, nextChild: nextChild, end: reader.position)
        if keep { open.built.reserveCapacity(childCount) }
        return open
    }
}

/// A cursor over the bytes of a checked tree document, reading one member
/// or one value at a time (with ``JSONScanner``, so values read exactly as
/// they parse).
struct TreeDocumentReader {
    private var scanner: JSONScanner
    private let shape: TreeShape
    /// The next of ``TreeShape/childrenArrays`` to be met.
    private var nextArray = 0
    /// How many bytes the largest value built by ``value()`` spans: what a
    /// reader that reads one field at a time holds of the document at most.
    private(set) var largestValue = 0

    init(bytes: UnsafeBufferPointer<UInt8>, shape: TreeShape) {
        scanner = JSONScanner(bytes: bytes, maximumDepth: Int.max)
        self.shape = shape
    }

    var position: Int {
        get { scanner.position }
        set { scanner.position = newValue }
    }

    /// The byte at the position (the document is checked: there is one wherever this is asked).
    var current: UInt8 { scanner.position < scanner.bytes.count ? scanner.bytes[scanner.position] : 0 }

    mutating func skipByteOrderMarkAndWhitespace() {
        let bytes = scanner.bytes
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { scanner.position = 3 }
        scanner.skipWhitespace()
    }

    /// The kind of the value at the position, as ``JSONValue/kindDescription`` says it.
    func kindDescription() -> String {
        switch current {
        case UInt8(ascii: "{"): "an object"
        case UInt8(ascii: "["): "an array"
        case UInt8(ascii: "\""): "a string"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): "a boolean"
        case UInt8(ascii: "n"): "null"
        default: "a number"
        }
    }

    /// Steps into the object at the position; whether it has a member.
    mutating func openObject() throws(TreeDecodingFailure) -> Bool {
        scanner.position += 1
        scanner.skipWhitespace()
        if current == UInt8(ascii: "}") {
            scanner.position += 1
            return false
        }
        return true
    }

    /// Reads `"key":` and the whitespace after it.
    mutating func key() throws(TreeDecodingFailure) -> String {
        let key: String
        do { key = try scanner.readString() } catch { throw Self.unexpected(error) }
        scanner.skipWhitespace()
        scanner.position += 1  // the colon
        scanner.skipWhitespace()
        return key
    }

    /// Reads the value at the position.
    mutating func value() throws(TreeDecodingFailure) -> JSONValue {
        let start = scanner.position
        defer { largestValue = max(largestValue, scanner.position - start) }
        do { return try scanner.parseValue() } catch { throw Self.unexpected(error) }
    }

    /// Steps over the value at the position, building nothing of it.
    mutating func skipValue() throws(TreeDecodingFailure) {
        var skipper = JSONScanner(bytes: scanner.bytes, maximumDepth: Int.max, building: false)
        skipper.position = scanner.position
        do { _ = try skipper.parseValue() } catch { throw Self.unexpected(error) }
        scanner.position = skipper.position
    }

    /// After a member: whether another follows (then positioned at its key), or the object ends.
    mutating func nextMember() throws(TreeDecodingFailure) -> Bool {
        scanner.skipWhitespace()
        let byte = current
        scanner.position += 1
        guard byte == UInt8(ascii: ",") else { return false }
        scanner.skipWhitespace()
        return true
    }

    /// The offset of the array element at or after `offset` (past a comma),
    /// or `nil` at the array's end.
    mutating func element(at offset: Int) throws(TreeDecodingFailure) -> Int? {
        scanner.position = offset
        scanner.skipWhitespace()
        if current == UInt8(ascii: ",") {
            scanner.position += 1
            scanner.skipWhitespace()
        }
        return current == UInt8(ascii: "]") ? nil : scanner.position
    }

    /// The next node's `children` array, in document order.
    mutating func nextChildrenArray() -> TreeShape.ChildrenArray {
        defer { nextArray += 1 }
        return peekChildrenArray()
    }

    /// The next node's `children` array, left to be met again.
    func peekChildrenArray() -> TreeShape.ChildrenArray {
        nextArray < shape.childrenArrays.count ? shape.childrenArrays[nextArray] : .init(end: scanner.bytes.count, count: 0)
    }

    /// A JSON error where the check found none: not expected, but reported rather than trapped.
    private static func unexpected(_ error: JSONError) -> TreeDecodingFailure {
        TreeDecodingFailure(message: error.message, path: error.path)
    }
}
