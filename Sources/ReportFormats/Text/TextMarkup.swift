/// How the text report emphasises words: the CLI builds one from its
/// `OutputStyle` (the one place that decides whether colour is used), so
/// this module never looks at terminals or `NO_COLOR`.
///
/// Markup is only ever emphasis: every word that matters is printed whatever
/// the markup does.
public struct TextMarkup: Sendable {
    /// Marks a failure (`FAILED`, `critical`, `serious`).
    public var failure: @Sendable (String) -> String
    /// Marks a success (`passed`).
    public var success: @Sendable (String) -> String
    /// Marks a heading or a milder severity.
    public var emphasis: @Sendable (String) -> String

    public init(
        failure: @escaping @Sendable (String) -> String, success: @escaping @Sendable (String) -> String,
        emphasis: @escaping @Sendable (String) -> String
    ) {
        self.failure = failure
        self.success = success
        self.emphasis = emphasis
    }

    /// No markup at all.
    public static let plain = TextMarkup(failure: { $0 }, success: { $0 }, emphasis: { $0 })
}
