import AccessibilityModel

/// One `key=value` of an `environment` or `set` line, read into the typed
/// setting it fixes when the line was parsed.
public struct SettingAssignment: Hashable, Sendable, CustomStringConvertible {
    public var key: AccessibilitySettings.Key
    /// The setting fixed: `key` and nothing else.
    public var setting: SettingsOverride
    /// The range of `key=value`.
    public var range: SourceRange

    public init(key: AccessibilitySettings.Key, setting: SettingsOverride, range: SourceRange) {
        self.key = key
        self.setting = setting
        self.range = range
    }

    /// The value, as written (one of `key.allValues`).
    public var value: String { setting.value(of: key) ?? "" }

    /// `key=value`.
    public var description: String { "\(key.rawValue)=\(value)" }

    /// The settings the assignments fix together, later ones winning.
    public static func merged(_ assignments: [SettingAssignment]) -> SettingsOverride {
        assignments.reduce(SettingsOverride.none) { $0.merging($1.setting) }
    }
}
