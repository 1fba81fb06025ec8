/// A text split into lower-case words (letters and digits), for whole-word matching.
struct Words: Hashable {
    let words: [String]

    init(_ text: String) {
        words = text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// Whether `phrase` (one or more words) occurs as consecutive whole words.
    func contains(phrase: String) -> Bool {
        let needle = Words(phrase).words
        guard !needle.isEmpty, needle.count <= words.count else { return false }
        for start in 0...(words.count - needle.count) where Array(words[start..<start + needle.count]) == needle {
            return true
        }
        return false
    }

    /// The words joined by single spaces.
    var normalized: String { words.joined(separator: " ") }
}
