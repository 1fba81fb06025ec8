import AccessibilityModel

/// Reads `--env key=value[,…]` options (repeatable, later ones winning) into
/// the settings they fix, turning a bad key or value into a usage error with a
/// suggestion. The one place the command line parses settings.
enum EnvironmentOption {
    /// The settings every `--env` value fixes, merged in order.
    /// - Throws: ``CommandError`` (exit 64) quoting the bad value.
    static func parse(_ values: [String], helpTopic: String) throws(CommandError) -> SettingsOverride {
        var fixed = SettingsOverride.none
        for value in values {
            do {
                fixed = fixed.merging(try SettingsOverride(parsing: value))
            } catch {
                throw .usage("bad --env '\(value)': \(error.message)", suggestion: error.suggestion, helpTopic: helpTopic)
            }
        }
        return fixed
    }
}
