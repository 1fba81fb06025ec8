/// Labels that try to break every output format.
enum HostileText {
    static let controls = String(String.UnicodeScalarView((0x00...0x1F).compactMap(Unicode.Scalar.init)))
    static let markup = #"<script>alert("x")</script> & <b>bold</b> ' " | `code` *em* [link](https://x.invalid) ]]> -->"#
    static let rightToLeft = "שלום עולם مرحبا \u{202E}evil\u{202C}"
    static let emoji = "⭐️👩🏽‍💻🇩🇪"
    static let combining = "e\u{301}a\u{308}\u{20DD}Z\u{35C}\u{36F}"
    static let nonCharacter = "before\u{FFFE}after\u{FFFF}"
    static let long = String(repeating: "Ab<&>\"'", count: 100_000 / 7 + 1)

    /// Every hostile label, each one once, long one included.
    static let all: [String] = [controls, markup, "]]>", rightToLeft, emoji, combining, nonCharacter, long]

    /// All of them in one string (the long one too).
    static let combined = all.joined(separator: "|")
}
