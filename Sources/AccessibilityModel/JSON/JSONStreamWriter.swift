/// Writes one JSON document a piece at a time, with exactly the text that
/// ``JSONWriter`` gives the whole value: containers are opened and closed by
/// hand, and what is inside them is written a value at a time, so a document
/// with a million elements never exists as one ``JSONValue``.
///
/// Arrays opened with ``beginArray(key:into:)`` are laid out one element per
/// line, as ``JSONWriter`` lays out arrays of objects and arrays: stream only
/// those, and write an array of scalars (`[16, 60, 200, 34]`) as one value.
///
/// ```swift
/// var json = JSONStreamWriter()
/// var bytes: [UInt8] = []
/// json.beginObject(into: &bytes)
/// json.beginArray(key: "findings", into: &bytes)
/// for finding in findings { json.write(value(of: finding), into: &bytes) }  // hand `bytes` on as it grows
/// json.end(into: &bytes)
/// json.end(into: &bytes)
/// ```
public struct JSONStreamWriter: Sendable {
    private let writer: JSONWriter
    /// The open containers, outermost first: whether each is an object, and how many values it holds so far.
    private var open: [(isObject: Bool, count: Int)] = []

    /// A writer in `style`, with nothing open.
    public init(style: JSONWriter.Style = .pretty) { writer = JSONWriter(style: style) }

    /// Opens an object: the document itself, an element (no key) or a member (`key`).
    public mutating func beginObject(key: String? = nil, into output: inout [UInt8]) {
        begin(isObject: true, key: key, into: &output)
    }

    /// Opens an array of objects or arrays: an element (no key) or a member (`key`).
    public mutating func beginArray(key: String? = nil, into output: inout [UInt8]) {
        begin(isObject: false, key: key, into: &output)
    }

    /// Writes a whole value: an element (no key) or a member (`key`).
    public mutating func write(_ value: JSONValue, key: String? = nil, into output: inout [UInt8]) {
        separate(key: key, into: &output)
        writer.write(value, indent: open.count, into: &output)
    }

    /// Closes the innermost open object or array.
    public mutating func end(into output: inout [UInt8]) {
        guard let level = open.popLast() else { return }
        if level.count > 0 { writer.newline(open.count, into: &output) }
        output.append(level.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
    }

    private mutating func begin(isObject: Bool, key: String?, into output: inout [UInt8]) {
        separate(key: key, into: &output)
        output.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
        open.append((isObject, 0))
    }

    /// What comes before a value inside a container: a comma after the
    /// first, the line break and indentation, the key.
    private mutating func separate(key: String?, into output: inout [UInt8]) {
        guard let top = open.indices.last else { return }
        if open[top].count > 0 { output.append(UInt8(ascii: ",")) }
        open[top].count += 1
        writer.newline(open.count, into: &output)
        if let key {
            JSONWriter.appendQuoted(key, to: &output)
            output.append(UInt8(ascii: ":"))
            if writer.style == .pretty { output.append(UInt8(ascii: " ")) }
        }
    }
}
