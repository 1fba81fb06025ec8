import AccessibilityModel

/// Escaping for XML 1.0 (JUnit, SARIF-free HTML/SVG share the rules): the
/// five metacharacters become entities, and characters XML 1.0 forbids
/// (C0 controls other than tab, line feed and carriage return; U+FFFE and
/// U+FFFF) are written in the visible form `\u{1}`, never raw, because no
/// escape can carry them. CDATA is never used.
///
/// ```swift
/// XMLText.escape("a < b & \u{1}")  // "a &lt; b &amp; \\u{1}"
/// ```
public enum XMLText {
    /// `text` for element content.
    public static func escape(_ text: String) -> String {
        escape(text, attribute: false)
    }

    /// `text` for an attribute value in double or single quotes; tab, line
    /// feed and carriage return are written as character references so that
    /// attribute normalisation keeps them.
    public static func attribute(_ text: String) -> String {
        escape(text, attribute: true)
    }

    /// `text` with the characters XML 1.0 forbids replaced by their visible
    /// `\u{X}` form: what a parser gives back for an escaped string.
    public static func replacingForbidden(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isForbidden) else { return text }
        return HostileText.escaped(text, forbidden, syntax: allowedControl)
    }

    /// Whether XML 1.0 forbids `scalar` anywhere in a document.
    public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        allowedControl(scalar) == nil && forbidden.contains(scalar)
    }

    /// The classes of ``HostileText`` that hold what XML 1.0 forbids, once
    /// tab, line feed and carriage return are taken out (``allowedControl(_:)``).
    /// DEL, the C1 controls, the line separators and the bidirectional
    /// controls are valid XML and are written raw (the decision in
    /// docs/robustness.md): no viewer runs them as terminal commands, though a
    /// bidirectional control still reorders the label it is in, as it would
    /// in the app.
    private static let forbidden: HostileText.Characters = [.c0Controls, .noncharacters]

    /// Tab, line feed and carriage return, the C0 controls XML allows, kept as they are.
    private static func allowedControl(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\t", "\n", "\r": String(scalar)
        default: nil
        }
    }

    private static func escape(_ text: String, attribute: Bool) -> String {
        HostileText.escaped(text, forbidden) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&#39;"
            case "\r": "&#13;"
            case "\t" where attribute: "&#9;"
            case "\n" where attribute: "&#10;"
            default: allowedControl(scalar)
            }
        }
    }
}
