import Foundation

/// Decodes parsed tree-format JSON into an ``AccessibilityTree``, without
/// recursion: nodes whose children are being decoded wait on an explicit
/// stack. The JSON path of the value being decoded is kept as components and
/// turned into text only when something is wrong.
struct TreeDecoder {
    /// A node whose own fields are decoded, waiting for its children.
    private struct Pending {
        var node: AccessibilityNode
        var explicitElement: Bool?
        var children: [JSONValue]
        var next = 0
        var built: [AccessibilityNode] = []
    }

    /// The path of the node being decoded.
    var path: [JSONPath.Component] = []
    var nodeIndexes: [Int] = []
    var nodeCount = 0
    /// Nodes decoded from bytes and kept in the tree (none when the document has too many).
    var nodesKept = 0
    /// How many bytes the largest value built while decoding from bytes spans (``TreeDocumentReader/largestValue``).
    var largestValue = 0
    /// Unknown fields whose names are close to a field of the format (the
    /// first ``keptWarnings``): ignored as the format says, but worth a warning,
    /// since `isHidden` for `hidden` would otherwise change the audit in silence.
    private(set) var warnings: [TreeDecodingFailure] = []
    /// How many such fields there were, kept or not.
    private(set) var warningCount = 0
    static var keptWarnings: Int { TreeFormatWarnings.located }
    static let examinedNames = 1_000

    /// An unknown name and the fields it was compared with.
    private struct Examined: Hashable {
        var key: String
        var fields: FieldSet
    }
    /// What each unknown name looked like: the field it resembles, or `nil`.
    private var examined: [Examined: String?] = [:]

    /// The objects of the format whose unknown fields are looked at.
    enum FieldSet: Hashable {
        case topLevel, node, font

        /// Their fields (spec/tree-format.md).
        var names: [String] {
            switch self {
            case .topLevel: TreeDecoder.topLevelKeys
            case .node: TreeDecoder.nodeKeys
            case .font: TreeDecoder.fontKeys
            }
        }
    }

    /// The fields of a node, of the top level and of a font (spec/tree-format.md).
    static let nodeKeys = [
        "label", "value", "hint", "traits", "element", "hidden", "container", "elementType", "frame", "activationPoint",
        "touchTargets",
        "actions", "customActions", "sortPriority", "headingLevel", "identifier", "language",
        "inputLabels", "customContent", "customRotors", "foreground", "background", "backgroundKind", "boundary", "backdrop", "drawing", "font",
        "text",
        "truncated", "motion", "labelOrigin", "enabled", "platformSymbol", "platformTarget", "children",
    ]
    static let topLevelKeys = ["version", "root", "name", "layoutDirection", "settings"]
    static let fontKeys = ["size", "weight", "scalesWithDynamicType", "textStyle"]

    /// Notes an unknown field `key` (of the node, or of the object at `extra`
    /// below it) when it is a plausible misspelling of one of `known`:
    /// near it by edit distance, or near it once `is` is dropped (`isHidden`).
    /// Names are looked at once each (a misspelling is usually repeated on
    /// every node), and only the first ``examinedNames`` distinct ones: a file
    /// with thousands of unknown names uses extensions, not misspellings, and
    /// must not pay for an edit distance per name.
    mutating func noteUnknown(_ key: String, at extra: [JSONPath.Component], among fields: FieldSet) {
        let suggestion: String?
        if let verdict = examined[Examined(key: key, fields: fields)] {
            suggestion = verdict
        } else {
            guard examined.count < Self.examinedNames else { return }
            let known = fields.names
            suggestion =
                Suggestion.nearest(to: key, in: known)
                ?? (key.count > 2 && key.hasPrefix("is") ? Suggestion.nearest(to: String(key.dropFirst(2)), in: known) : nil)
            examined[Examined(key: key, fields: fields)] = .some(suggestion)
        }
        guard let suggestion else { return }
        warningCount += 1
        guard warnings.count < Self.keptWarnings else { return }
        warnings.append(failure("unknown field '\(key)' ignored", at: extra + [.key(key)], suggestion: suggestion))
    }

    mutating func decodeTree(_ value: JSONValue) throws(TreeDecodingFailure) -> AccessibilityTree {
        guard case .object(let members) = value else {
            throw TreeDecodingFailure(message: "expected the top level to be an object, found \(value.kindDescription)", path: JSONPath())
        }
        var version: JSONValue?, root: JSONValue?
        var tree = AccessibilityTree(root: AccessibilityNode())
        for (key, member) in members {
            switch key {
            case "version": version = member
            case "root": root = member
            default: try decodeTopLevelField(key, member, into: &tree)
            }
        }
        try check(version: version)
        guard let root else { throw failure("missing 'root'") }
        path = [.key("root")]
        tree.root = try decodeNodes(root)
        return tree
    }

    /// Decodes a top-level member other than `version` and `root`.
    mutating func decodeTopLevelField(_ key: String, _ member: JSONValue, into tree: inout AccessibilityTree) throws(TreeDecodingFailure) {
        switch key {
        case "name": tree.name = try string(member, key)
        case "layoutDirection":
            tree.layoutDirection = try named(
                member, key, what: "layout direction",
                from: LayoutDirection.allCases.map { ($0.rawValue, $0) })
        case "settings": tree.settings = try settings(member)
        default: noteUnknown(key, at: [], among: .topLevel)
        }
    }

    /// The `version` member is there and is the one this reader understands.
    func check(version: JSONValue?) throws(TreeDecodingFailure) {
        guard let version else {
            throw failure("missing 'version' (this reader understands version \(TreeFormat.version))")
        }
        guard case .number(let number) = version else {
            throw mismatch(expected: "a number", found: version, at: [.key("version")])
        }
        guard number == Double(TreeFormat.version) else {
            throw TreeDecodingFailure(
                message: "unsupported version \(formatNumber(number)); this reader understands version \(TreeFormat.version)",
                path: JSONPath([.key("version")]))
        }
    }

    /// Decodes the node at `path` and all its descendants.
    private mutating func decodeNodes(_ rootValue: JSONValue) throws(TreeDecodingFailure) -> AccessibilityNode {
        var stack = [try begin(rootValue)]
        while let top = stack.indices.last {
            let index = stack[top].next
            if index < stack[top].children.count {
                stack[top].next += 1
                path.append(.key("children"))
                path.append(.index(index))
                nodeIndexes.append(index)
                if stack.count >= TreeFormat.maximumDepth {
                    throw failure("tree is deeper than \(TreeFormat.maximumDepth) levels")
                }
                stack.append(try begin(stack[top].children[index]))
                continue
            }
            var done = stack.removeLast()
            done.node.isElement = done.explicitElement ?? done.built.isEmpty
            done.node.children = done.built
            guard let parent = stack.indices.last else { return done.node }
            stack[parent].built.append(done.node)
            path.removeLast(2)
            nodeIndexes.removeLast()
        }
        return AccessibilityNode()  // unreachable: the loop returns the root
    }

    /// Decodes a node's own fields; its children are returned undecoded.
    private mutating func begin(_ value: JSONValue) throws(TreeDecodingFailure) -> Pending {
        try countNode()
        guard case .object(let members) = value else {
            throw mismatch(expected: "a node (an object)", found: value, at: [])
        }
        var node = newNode()
        var explicitElement: Bool?
        var children: [JSONValue] = []
        for (key, member) in members {
            if key == "children" {
                guard case .array(let items) = member else {
                    throw mismatch(expected: "an array of nodes", found: member, at: [.key(key)])
                }
                children = items
            } else if key == "element" {
                explicitElement = try bool(member, key)
            } else {
                try decodeField(key, member, into: &node)
            }
        }
        var pending = Pending(node: node, explicitElement: explicitElement, children: children)
        pending.built.reserveCapacity(children.count)
        return pending
    }

    /// Counts one more node, refusing one past ``TreeFormat/maximumNodeCount``.
    mutating func countNode() throws(TreeDecodingFailure) {
        nodeCount += 1
        if nodeCount > TreeFormat.maximumNodeCount {
            throw failure("tree has more than \(Self.grouped(TreeFormat.maximumNodeCount)) nodes")
        }
    }

    /// A node identified by the path of the node being decoded.
    func newNode() -> AccessibilityNode {
        AccessibilityNode(id: ElementID(rawValue: NodePath(nodeIndexes).description))
    }

    /// `problem at <path>[; did you mean 'x'?]`, the path being the node's plus `extra`.
    func failure(_ problem: String, at extra: [JSONPath.Component] = [], suggestion: String? = nil) -> TreeDecodingFailure {
        let full = JSONPath(path + extra)
        var message = problem
        if !full.components.isEmpty { message += " at " + full.abbreviated() }
        if let suggestion { message += "; did you mean '\(suggestion)'?" }
        return TreeDecodingFailure(message: message, path: full, suggestion: suggestion)
    }

    /// `expected <expected> at <path>, found <kind>`.
    func mismatch(expected: String, found: JSONValue, at extra: [JSONPath.Component]) -> TreeDecodingFailure {
        mismatch(expected: expected, found: found.kindDescription, at: extra)
    }

    /// `expected <expected> at <path>, found <kind>`, the kind already described (`an array`).
    func mismatch(expected: String, found kind: String, at extra: [JSONPath.Component]) -> TreeDecodingFailure {
        let full = JSONPath(path + extra)
        return TreeDecodingFailure(message: "expected \(expected) at \(full.abbreviated()), found \(kind)", path: full)
    }

    /// `1,000,000`.
    static func grouped(_ number: Int) -> String {
        var digits = Array(String(number))
        var index = digits.count - 3
        while index > 0 {
            digits.insert(",", at: index)
            index -= 3
        }
        return String(digits)
    }
}
