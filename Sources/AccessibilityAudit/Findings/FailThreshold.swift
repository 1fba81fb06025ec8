import AccessibilityModel

/// The lowest severity that fails a run (`--fail-on`), or never.
///
/// ```swift
/// FailThreshold(parsing: "moderate")?.includes(.serious)  // true
/// FailThreshold.never.includes(.critical)                 // false
/// ```
public struct FailThreshold: Hashable, Sendable, CustomStringConvertible {
    /// The lowest failing severity; `nil` for `never`.
    public var severity: Severity?

    public init(_ severity: Severity?) { self.severity = severity }

    /// `critical`, `serious`, `moderate`, `minor` or `never`; `nil` otherwise.
    public init?(parsing text: String) {
        if text == "never" { self.init(nil); return }
        guard let severity = Severity(rawValue: text) else { return nil }
        self.init(severity)
    }

    /// Nothing fails.
    public static let never = FailThreshold(nil)
    /// The CLI's default.
    public static let serious = FailThreshold(.serious)

    /// The words `--fail-on` accepts, in help order.
    public static let names = ["critical", "serious", "moderate", "minor", "never"]
    /// Words people use for a threshold, each with the name it means, for
    /// "did you mean" (`--fail-on high` → `serious`); they are not accepted as values.
    public static let synonyms = ["high": "serious", "medium": "moderate", "low": "minor", "none": "never", "blocker": "critical"]

    /// The name of a threshold that `text` probably meant: a synonym's name,
    /// else the nearest name by spelling, else `nil`.
    /// - Parameter text: what was given instead of a name.
    public static func suggestion(for text: String) -> String? {
        synonyms[text.lowercased()] ?? Suggestion.nearest(to: text, in: names)
    }

    /// Whether a finding of `severity` is at or above the threshold.
    public func includes(_ severity: Severity) -> Bool {
        guard let threshold = self.severity else { return false }
        return severity >= threshold
    }

    public var description: String { severity?.rawValue ?? "never" }
}
