import AccessibilityModel

/// Makes strings from trees safe to print on one line of a terminal or log:
/// control characters (C0, DEL, C1), line and paragraph separators, the
/// bidirectional overrides and isolates, and the noncharacters U+FFFE and
/// U+FFFF are written as `\u{XX}` (``HostileText/Characters/all``), so a
/// label can neither inject escape sequences nor break or reorder the
/// report's lines. (Error messages and `speak` leave U+FFFE and U+FFFF
/// alone; the reports have always escaped them, as XML must.)
enum TerminalText {
    static func safe(_ text: String) -> String {
        HostileText.escaped(text, .all)
    }
}
