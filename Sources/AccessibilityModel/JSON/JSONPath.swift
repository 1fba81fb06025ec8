/// Where a value sits inside a JSON document: member keys and array indexes
/// from the top-level value, written `root.children[2].traits[1]`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step down: into an object member or an array element.
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    public var components: [Component]

    public init(_ components: [Component] = []) { self.components = components }

    /// The path one step further down.
    public func appending(_ component: Component) -> JSONPath {
        JSONPath(components + [component])
    }

    /// `root.children[2].traits[1]`; keys that are not simple names are
    /// written `["odd key"]`; the top-level value itself is the empty string.
    public var description: String {
        Self.text(of: components[...])
    }

    /// The description, shortened when the path has more than `limit`
    /// components: the first and last few with `…` between them, so that
    /// a path 100,000 levels deep still fits on a line.
    public func abbreviated(limit: Int = 12) -> String {
        guard components.count > limit, limit >= 4 else { return description }
        let head = limit / 2, tail = limit - head - 1
        let omitted = components.count - head - tail
        return Self.text(of: components.prefix(head)) + "…(\(omitted) more)…"
            + Self.text(of: components.suffix(tail)).drop(while: { $0 == "." })
    }

    private static func text(of components: ArraySlice<Component>) -> String {
        var result = ""
        for component in components {
            switch component {
            case .index(let index):
                result += "[\(index)]"
            case .key(let key):
                if isSimpleName(key) {
                    if !result.isEmpty { result += "." }
                    result += key
                } else {
                    result += "[" + JSONWriter.quoted(key) + "]"
                }
            }
        }
        return result
    }

    private static func isSimpleName(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        return key.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
        }
    }
}
