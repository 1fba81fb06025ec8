import AccessibilityModel

/// Reads `--env key=value[,…]` options (repeatable, applied in order) into
/// settings, turning a bad key or value into a usage error with a suggestion.
enum EnvironmentOption {
    /// `base` with every `--env` value applied.
    /// - Throws: ``CommandError`` (exit 64) quoting the bad pair.
    static func apply(_ values: [String], to base: AccessibilitySettings = AccessibilitySettings(),
                      helpTopic: String) throws(CommandError) -> AccessibilitySettings {
        var settings = base
        for value in values {
            do {
                try settings.apply(value)
            } catch let error as SettingsError {
                throw .usage("bad --env '\(value)': \(error.message)", suggestion: error.suggestion, helpTopic: helpTopic)
            } catch {
                throw .usage("bad --env '\(value)': \(error)", helpTopic: helpTopic)
            }
        }
        return settings
    }
}
