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

    /// Whether a finding of `severity` is at or above the threshold.
    public func includes(_ severity: Severity) -> Bool {
        guard let threshold = self.severity else { return false }
        return severity >= threshold
    }

    public var description: String { severity?.rawValue ?? "never" }
}
