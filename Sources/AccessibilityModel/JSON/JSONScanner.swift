import Foundation

/// The state of one parse: the bytes, the position, and the stack of open
/// containers (which is also the path to the value being read).
struct JSONScanner {
    /// An open array or object and what has been read into it so far.
    struct Frame {
        var isObject: Bool
        var elements: [JSONValue] = []
        var members: [(key: String, value: JSONValue)] = []
        /// The key of the member being read (objects).
        var key: String?
        /// Keys seen so far, built once an object grows past a few members.
        var keySet: Set<String>?
        /// How many elements or members have been read into it.
        var count = 0
        /// What the container is in a tree document (only while ``JSONScanner/shape`` is kept).
        var role: TreeShape.Role = .other
        /// For a `children` array, its entry in ``TreeShape/childrenArrays``.
        var slot = 0
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let maximumDepth: Int
    /// Whether values are kept: `false` checks the document without building
    /// it (containers and strings read as `null`; object keys are still kept while open,
    /// for the duplicate check).
    let building: Bool
    var position = 0
    var frames: [Frame] = []
    /// When set, parsing stops with `.located` at the start of the value at this path.
    var target: [JSONPath.Component]?
    /// When set, the tree-format shape of the document is noted while it is read.
    var shape: TreeShape?
    /// When set, told that the bytes before an offset are read, each time a
    /// value starts at or past ``releaseMark`` (the scan only goes forward).
    var release: ((Int) -> Void)?
    var releaseMark = Int.max

    init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int, building: Bool = true) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        self.building = building
    }

    // MARK: Document

    mutating func parseDocument() throws(JSONError) -> JSONValue {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        if position == bytes.count { throw error(.emptyInput, "empty input", at: position) }
        skipWhitespace()
        if position == bytes.count { throw error(.emptyInput, "input contains only whitespace", at: position) }
        let value = try parseValue()
        skipWhitespace()
        if position < bytes.count {
            throw error(.trailingContent, "unexpected \(describeCharacter(at: position)) after the JSON value", at: position)
        }
        return value
    }

    /// Reads one value, iteratively: containers push a frame and the loop
    /// goes on with their first element; finished values are added to the
    /// innermost frame until a frame stays open.
    mutating func parseValue() throws(JSONError) -> JSONValue {
        nextValue: while true {
            skipWhitespace()
            if position >= releaseMark {
                release?(position)
                releaseMark = position + TreeShape.releaseStride
            }
            if let target, frames.count == target.count, pathMatches(target) {
                throw error(.located, "located", at: position)
            }
            guard position < bytes.count else { throw unexpectedEnd("expected a value") }
            let role = shape == nil ? .other : noteTreePosition()
            var value: JSONValue
            switch bytes[position] {
            case UInt8(ascii: "{"):
                try open(isObject: true, role: role == .node ? .node : .other)
                skipWhitespace()
                if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    frames.removeLast()
                    value = building ? .object([]) : .null
                } else {
                    try readKey(afterComma: false)
                    continue nextValue
                }
            case UInt8(ascii: "["):
                try open(isObject: false, role: role == .children ? .children : .other)
                skipWhitespace()
                if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                    position += 1
                    close()
                    value = building ? .array([]) : .null
                } else {
                    continue nextValue
                }
            case UInt8(ascii: "\""):
                if building {
                    value = .string(try readString())
                } else {
                    try skipString()
                    value = .null
                }
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try readNumber())
            case UInt8(ascii: "t"): try readLiteral("true"); value = .bool(true)
            case UInt8(ascii: "f"): try readLiteral("false"); value = .bool(false)
            case UInt8(ascii: "n"): try readLiteral("null"); value = .null
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                let after = position > 0 && lastSignificantByte() == UInt8(ascii: ",")
                throw error(
                    .unexpectedCharacter,
                    after
                        ? "trailing comma before \(describeCharacter(at: position))"
                        : "expected a value, found \(describeCharacter(at: position))", at: position)
            default:
                throw error(.unexpectedCharacter, "unexpected \(describeCharacter(at: position)); expected a value", at: position)
            }
            // Close every container that this value completes.
            while let top = frames.indices.last {
                if shape != nil, top == 0, frames[0].isObject, frames[0].key == "root" { shape?.rootEnd = position }
                skipWhitespace()
                frames[top].count += 1
                if frames[top].isObject {
                    frames[top].members.append((frames[top].key ?? "", building ? value : .null))
                    guard position < bytes.count else { throw unexpectedEnd("expected ',' or '}' after object member") }
                    switch bytes[position] {
                    case UInt8(ascii: ","):
                        position += 1
                        skipWhitespace()
                        try readKey(afterComma: true)
                        continue nextValue
                    case UInt8(ascii: "}"):
                        position += 1
                        let members = frames.removeLast().members
                        value = building ? .object(members) : .null
                    default:
                        throw error(
                            .unexpectedCharacter, "expected ',' or '}' after object member, found \(describeCharacter(at: position))", at: position)
                    }
                } else {
                    if building { frames[top].elements.append(value) }
                    guard position < bytes.count else { throw unexpectedEnd("expected ',' or ']' after array element") }
                    switch bytes[position] {
                    case UInt8(ascii: ","):
                        position += 1
                        continue nextValue
                    case UInt8(ascii: "]"):
                        position += 1
                        let elements = close().elements
                        value = building ? .array(elements) : .null
                    default:
                        throw error(
                            .unexpectedCharacter, "expected ',' or ']' after array element, found \(describeCharacter(at: position))", at: position,
                            lastIndexAdjustment: -1)
                    }
                }
            }
            return value
        }
    }

    private mutating func open(isObject: Bool, role: TreeShape.Role) throws(JSONError) {
        if frames.count >= maximumDepth {
            throw error(.tooDeep, "nesting is deeper than \(maximumDepth) levels", at: position)
        }
        var frame = Frame(isObject: isObject, role: role)
        if role == .children, shape != nil {
            frame.slot = shape?.childrenArrays.count ?? 0
            shape?.childrenArrays.append(TreeShape.ChildrenArray(end: 0, count: 0))
        }
        frames.append(frame)
        position += 1
    }

    /// Removes the innermost frame, an array that has just been closed, and
    /// notes where a `children` array ends.
    @discardableResult
    private mutating func close() -> Frame {
        let frame = frames.removeLast()
        if frame.role == .children { shape?.childrenArrays[frame.slot] = TreeShape.ChildrenArray(end: position, count: frame.count) }
        return frame
    }

    /// Counts a value that stands where a tree's node stands (`root`, or an
    /// element of a node's `children`), and says what a container opened
    /// here would be: a node, a node's `children` array, or neither.
    private mutating func noteTreePosition() -> TreeShape.Role {
        guard let top = frames.last else {
            guard shape?.documentIsRoot == true else { return .other }
            shape?.nodeCount += 1
            return .node
        }
        if top.role == .children || (frames.count == 1 && top.isObject && top.key == "root" && shape?.documentIsRoot == false) {
            shape?.nodeCount += 1
            return .node
        }
        if top.role == .node, top.key == "children" { return .children }
        return .other
    }

    /// Reads `"key":` into the innermost object frame (whitespace already skipped).
    private mutating func readKey(afterComma: Bool) throws(JSONError) {
        guard position < bytes.count else { throw unexpectedEnd("expected a string key") }
        guard bytes[position] == UInt8(ascii: "\"") else {
            if afterComma, bytes[position] == UInt8(ascii: "}") {
                throw error(.unexpectedCharacter, "trailing comma before '}'", at: position)
            }
            throw error(.unexpectedCharacter, "expected a string key in object, found \(describeCharacter(at: position))", at: position)
        }
        let keyOffset = position
        let key = try readString()
        let top = frames.count - 1
        frames[top].key = key
        if frames[top].keySet == nil, frames[top].members.count >= 8 {
            frames[top].keySet = Set(frames[top].members.map(\.key))
        }
        let duplicate: Bool
        if let inserted = frames[top].keySet?.insert(key).inserted {
            duplicate = !inserted
        } else {
            duplicate = frames[top].members.contains(where: { $0.key == key })
        }
        if duplicate {
            let path = currentPath()
            throw error(.duplicateKey, "duplicate key \(JSONWriter.quoted(key)) at \(path.abbreviated())", at: keyOffset)
        }
        skipWhitespace()
        guard position < bytes.count else { throw unexpectedEnd("expected ':' after object key") }
        guard bytes[position] == UInt8(ascii: ":") else {
            throw error(.unexpectedCharacter, "expected ':' after object key, found \(describeCharacter(at: position))", at: position)
        }
        position += 1
    }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    private func lastSignificantByte() -> UInt8? {
        var index = position - 1
        while index >= 0 {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index -= 1
            default: return bytes[index]
            }
        }
        return nil
    }

    // MARK: Paths and errors

    private func pathMatches(_ target: [JSONPath.Component]) -> Bool {
        for (frame, component) in zip(frames, target) {
            switch component {
            case .key(let key): if !frame.isObject || frame.key != key { return false }
            case .index(let index): if frame.isObject || frame.count != index { return false }
            }
        }
        return true
    }

    /// The path to the value being read: each object's current key, each array's next index.
    func currentPath(lastIndexAdjustment: Int = 0) -> JSONPath {
        var components: [JSONPath.Component] = []
        components.reserveCapacity(frames.count)
        for (offset, frame) in frames.enumerated() {
            if frame.isObject {
                if let key = frame.key { components.append(.key(key)) }
            } else {
                let adjustment = offset == frames.count - 1 ? lastIndexAdjustment : 0
                components.append(.index(max(0, frame.count + adjustment)))
            }
        }
        return JSONPath(components)
    }

    func error(_ code: JSONError.Code, _ message: String, at offset: Int, lastIndexAdjustment: Int = 0) -> JSONError {
        if code == .located { return JSONError(code: code, message: message, line: 0, column: 0, offset: offset) }
        let (line, column) = Self.lineAndColumn(of: offset, in: bytes)
        return JSONError(
            code: code, message: message, line: line, column: column, offset: offset,
            path: currentPath(lastIndexAdjustment: lastIndexAdjustment))
    }

    func unexpectedEnd(_ expectation: String) -> JSONError {
        error(.unexpectedEnd, "unexpected end of input; \(expectation)", at: bytes.count)
    }

    /// `'x'`, `U+00E9`, or `byte 0x00`, for messages.
    func describeCharacter(at offset: Int) -> String {
        let byte = bytes[offset]
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x80 { return String(format: "byte 0x%02X", byte) }
        let end = min(bytes.count, offset + 4)
        let scalar = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self).unicodeScalars.first
        return scalar.map { "character U+" + String(format: "%04X", $0.value) } ?? String(format: "byte 0x%02X", byte)
    }
}
