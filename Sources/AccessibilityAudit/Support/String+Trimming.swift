import Foundation

extension String {
    /// The string without leading and trailing whitespace and newlines, as
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` gives it, but without
    /// that call's cost when neither end needs trimming (nearly always).
    var trimmedWhitespace: String {
        guard let first = unicodeScalars.first, let last = unicodeScalars.last else { return self }
        if !Self.isSpace(first) && !Self.isSpace(last) { return self }
        return trimmingCharacters(in: Self.spaces)
    }

    /// Foundation's whitespace-and-newline set, made once (its getter builds a new set on every call).
    private static let spaces = CharacterSet.whitespacesAndNewlines

    /// Whether `scalar` is in ``spaces``: ASCII answered from its value, anything else by the set.
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.isASCII else { return spaces.contains(scalar) }
        return scalar == " " || (0x09...0x0D).contains(scalar.value)
    }
}
