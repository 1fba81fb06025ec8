import Foundation

/// Writes ``JSONValue``s as JSON text, deterministically: object members in
/// the order given (never sorted), whole numbers without `.0`, other numbers
/// in their shortest round-tripping form, and strings escaped so that the
/// output is always valid, one-line-per-value JSON.
///
/// Escaping: `"` and `\`; control characters as `\n`, `\r`, `\t`, `\b`, `\f`
/// or `\u00XX`; DEL as `\u007F`; U+2028 and U+2029 as `\u2028`/`\u2029` (so
/// the text is also safe inside JavaScript). Everything else, emoji and
/// right-to-left text included, is written as UTF-8: a JSON reader gives
/// text back as it was, so C1 and bidirectional controls, which
/// ``HostileText`` escapes for terminals, are data here. (The loop works on
/// UTF-8 bytes, for speed, rather than through ``HostileText``.)
///
/// Non-finite numbers (which JSON cannot express) are written as `null`.
///
/// ```swift
/// JSONWriter(style: .compact).string(["a", 1.5, nil])  // ["a",1.5,null]
/// ```
public struct JSONWriter: Sendable {
    /// The layout of the output.
    public enum Style: Hashable, Sendable {
        /// No whitespace at all.
        case compact
        /// Two-space indentation, one member or element per line, `": "`
        /// after keys; arrays holding only scalars stay on one line (`[16, 60, 200, 34]`).
        case pretty
    }

    public var style: Style

    public init(style: Style = .pretty) { self.style = style }

    /// The JSON text of `value` (without a trailing newline).
    public func string(_ value: JSONValue) -> String {
        String(decoding: bytes(value), as: UTF8.self)
    }

    /// The JSON text of `value` as UTF-8 data (without a trailing newline).
    public func data(_ value: JSONValue) -> Data {
        Data(bytes(value))
    }

    /// The JSON text of `value` as UTF-8 bytes.
    public func bytes(_ value: JSONValue) -> [UInt8] {
        var output: [UInt8] = []
        write(value, into: &output)
        return output
    }

    /// Appends the JSON text of `value` to `output`.
    public func write(_ value: JSONValue, into output: inout [UInt8]) {
        write(value, indent: 0, into: &output)
    }

    /// Appends the JSON text of `value` as it reads `indent` levels down (pretty style).
    func write(_ value: JSONValue, indent: Int, into output: inout [UInt8]) {
        switch value {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number): Self.appendNumber(number, to: &output)
        case .string(let text): Self.appendQuoted(text, to: &output)
        case .array(let items):
            guard !items.isEmpty else { output.append(contentsOf: "[]".utf8); return }
            output.append(UInt8(ascii: "["))
            if style == .pretty, items.allSatisfy(\.isScalar) {
                for (offset, item) in items.enumerated() {
                    if offset > 0 { output.append(contentsOf: ", ".utf8) }
                    write(item, indent: indent, into: &output)
                }
            } else {
                for (offset, item) in items.enumerated() {
                    if offset > 0 { output.append(UInt8(ascii: ",")) }
                    newline(indent + 1, into: &output)
                    write(item, indent: indent + 1, into: &output)
                }
                newline(indent, into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { output.append(contentsOf: "{}".utf8); return }
            output.append(UInt8(ascii: "{"))
            for (offset, member) in members.enumerated() {
                if offset > 0 { output.append(UInt8(ascii: ",")) }
                newline(indent + 1, into: &output)
                Self.appendQuoted(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                if style == .pretty { output.append(UInt8(ascii: " ")) }
                write(member.value, indent: indent + 1, into: &output)
            }
            newline(indent, into: &output)
            output.append(UInt8(ascii: "}"))
        }
    }

    func newline(_ indent: Int, into output: inout [UInt8]) {
        guard style == .pretty else { return }
        output.append(0x0A)
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
    }

    /// `value` as JSON number text: `16`, `2.5`, `1e+20`; `null` when not finite.
    public static func numberText(_ value: Double) -> String {
        value.isFinite ? formatNumber(value) : "null"
    }

    private static func appendNumber(_ value: Double, to output: inout [UInt8]) {
        output.append(contentsOf: numberText(value).utf8)
    }

    /// `text` as a JSON string literal, quotes included.
    public static func quoted(_ text: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 2)
        appendQuoted(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal, quotes included.
    public static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
            case 0x0A: output.append(contentsOf: #"\n"#.utf8)
            case 0x0D: output.append(contentsOf: #"\r"#.utf8)
            case 0x09: output.append(contentsOf: #"\t"#.utf8)
            case 0x08: output.append(contentsOf: #"\b"#.utf8)
            case 0x0C: output.append(contentsOf: #"\f"#.utf8)
            case 0..<0x20, 0x7F: appendUnicodeEscape(UInt16(byte), to: &output)
            case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                appendUnicodeEscape(utf8[index + 2] == 0xA8 ? 0x2028 : 0x2029, to: &output)
                index += 2
            default: output.append(byte)
            }
            index += 1
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func appendUnicodeEscape(_ unit: UInt16, to output: inout [UInt8]) {
        let digits = Array("0123456789ABCDEF".utf8)
        output.append(contentsOf: #"\u"#.utf8)
        for shift in stride(from: 12, through: 0, by: -4) {
            output.append(digits[Int(unit >> UInt16(shift) & 0xF)])
        }
    }
}
