import Foundation

/// How a capture's attribute values are read: booleans as WebDriverAgent and
/// XCTest write them, numbers as decimal points. A value that is neither is
/// not guessed at: the readers warn about it, where it is, and say what they
/// did instead (docs/spec/tree-format.md § Captured screens).
enum CapturedValue {
    /// `true` or `false`, as WebDriverAgent's page source writes them (`FBBoolToString`); also `1` and `0` (its
    /// JSON source and `NSNumber`'s description) and any capitalisation (`TRUE`, hand-edited files); else `nil`.
    static func bool(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "1": true
        case "false", "0": false
        default: nil
        }
    }

    /// A decimal number as `NSNumber`'s description writes a point value (`0`, `20.5`, `-3`, `1e-5`); `nil` for
    /// anything else: hexadecimal (`0x10`, which `Double("0x10")` reads as 16), `NaN`, `inf`, units (`10px`), a
    /// decimal comma (`1,5`), spaces, or nothing.
    static func number(_ text: String) -> Double? {
        var utf8 = text.utf8[...]
        func digits() -> Int {
            let count = utf8.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            utf8 = utf8.dropFirst(count)
            return count
        }
        if utf8.first == UInt8(ascii: "-") || utf8.first == UInt8(ascii: "+") { utf8 = utf8.dropFirst() }
        var mantissa = digits()
        if utf8.first == UInt8(ascii: ".") {
            utf8 = utf8.dropFirst()
            mantissa += digits()
        }
        guard mantissa > 0 else { return nil }
        if utf8.first == UInt8(ascii: "e") || utf8.first == UInt8(ascii: "E") {
            utf8 = utf8.dropFirst()
            if utf8.first == UInt8(ascii: "-") || utf8.first == UInt8(ascii: "+") { utf8 = utf8.dropFirst() }
            guard digits() > 0 else { return nil }
        }
        guard utf8.isEmpty, let number = Double(text), number.isFinite else { return nil }
        return number
    }

    /// A frame read from its four components (`x`, `y`, `width`, `height`), each `nil` when the capture does not
    /// give it, or the reason it cannot be used; no component at all is no frame, without a word.
    struct Frame {
        var x: Double?
        var y: Double?
        var width: Double?
        var height: Double?
        /// Whether a component was given but could not be read (and was warned about where it is).
        var unreadable = false

        /// The frame, or `nil` with the name of the first component that is missing or negative.
        func resolved() -> Result<CGRect, Problem>? {
            let components = [("x", x), ("y", y), ("width", width), ("height", height)]
            guard !unreadable, components.contains(where: { $0.1 != nil }) else { return nil }
            if let missing = components.first(where: { $0.1 == nil }) { return .failure(.missing(missing.0)) }
            if let x, let y, let width, let height {
                if width < 0 { return .failure(.negative("width", width)) }
                if height < 0 { return .failure(.negative("height", height)) }
                return .success(CGRect(x: x, y: y, width: width, height: height))
            }
            return nil
        }

        enum Problem: Error {
            case missing(String)
            case negative(String, Double)

            var message: String {
                let consequence = "the element has no frame, so its target size and place are not checked"
                switch self {
                case .missing(let name): return "no '\(name)' beside the frame's other values: \(consequence)"
                case .negative(let name, let value): return "'\(name)' is negative (\(value)): \(consequence)"
                }
            }
        }
    }
}
