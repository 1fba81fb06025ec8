/// A text split into lower-case words (letters and digits), for whole-word matching.
struct Words: Hashable {
    let words: [String]

    init(_ text: String) {
        if let ascii = Self.asciiWords(text) {
            words = ascii
        } else {
            words = text.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
        }
    }

    /// The words of an all-ASCII text, byte by byte (the same words as the
    /// general path, without Unicode property look-ups); `nil` for other text.
    private static func asciiWords(_ text: String) -> [String]? {
        var words: [String] = []
        var current: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                current.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                current.append(byte + 32)
            case 0x80...:
                return nil
            default:
                if !current.isEmpty {
                    words.append(String(decoding: current, as: UTF8.self))
                    current.removeAll(keepingCapacity: true)
                }
            }
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    /// Whether `phrase` (one or more words) occurs as consecutive whole words.
    ///
    /// Knuth–Morris–Pratt over words, so the cost is linear in both lengths:
    /// comparing the phrase at every position was quadratic, and a control
    /// whose label and text repeat one word 40,000 times took 2 s.
    func contains(phrase: String) -> Bool {
        contains(Words(phrase))
    }

    /// Whether `phrase`'s words appear here in a row.
    func contains(_ phrase: Words) -> Bool {
        let needle = phrase.words
        guard !needle.isEmpty, needle.count <= words.count else { return false }
        // One word (a role word, most often): no failure table to build.
        if needle.count == 1 { return words.contains(needle[0]) }
        // For each prefix of the phrase, the length of its longest proper
        // prefix that is also its suffix: where a partial match resumes.
        var resume = [Int](filled: 0, count: needle.count)
        var length = 0
        for index in needle.indices.dropFirst() {
            while length > 0, needle[index] != needle[length] { length = resume[length - 1] }
            if needle[index] == needle[length] { length += 1 }
            resume[index] = length
        }
        var matched = 0
        for word in words {
            while matched > 0, word != needle[matched] { matched = resume[matched - 1] }
            if word == needle[matched] { matched += 1 }
            if matched == needle.count { return true }
        }
        return false
    }

    /// The words joined by single spaces.
    var normalized: String { words.joined(separator: " ") }
}
