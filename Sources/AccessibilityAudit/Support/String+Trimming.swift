import Foundation

extension String {
    /// The string without leading and trailing whitespace and newlines, as
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` gives it, but without
    /// that call's cost when neither end needs trimming (nearly always).
    var trimmedWhitespace: String {
        guard let first = unicodeScalars.first, let last = unicodeScalars.last else { return self }
        let spaces = CharacterSet.whitespacesAndNewlines
        if !spaces.contains(first) && !spaces.contains(last) { return self }
        return trimmingCharacters(in: spaces)
    }
}
