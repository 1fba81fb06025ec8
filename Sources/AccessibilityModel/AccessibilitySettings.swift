/// The user settings a component must respond to, and that the audit matrix
/// varies: the keys of `--env` and of scenario `environment` lines.
///
/// ```swift
/// let settings = SettingsOverride(colorScheme: .dark, dynamicTypeSize: .accessibility3).applied(to: AccessibilitySettings())
/// settings.description  // "colorScheme=dark,dynamicTypeSize=accessibility3"
/// ```
public struct AccessibilitySettings: Hashable, Sendable, CustomStringConvertible {
    public var colorScheme: ColorScheme = .light
    public var dynamicTypeSize: DynamicTypeSize = .large
    public var layoutDirection: LayoutDirection = .leftToRight
    public var isEnabled: Bool = true
    public var reduceMotion: Bool = false
    public var differentiateWithoutColor: Bool = false
    public var reduceTransparency: Bool = false
    public var boldText: Bool = false
    public var contrast: ColorSchemeContrast = .standard
    /// Language of the spoken trait words: `en`, `de` or `ru`.
    public var locale: String = "en"
    /// Button Shapes (SwiftUI's `accessibilityShowButtonShapes`): buttons show their shape or an underline.
    public var buttonShapes: Bool = false
    /// The iOS version simulated (`ios`): the newest unless chosen.
    public var iosVersion: IOSVersion = .iOS26

    /// The default cell: light, large, left-to-right, enabled, nothing else on, English.
    public init() {}

    /// The settings with `text` (`key=value,…`) applied over the defaults:
    /// `SettingsOverride(parsing: text).applied(to: AccessibilitySettings())`.
    /// - Throws: ``SettingsError`` naming the bad key or value, with a suggestion.
    public init(parsing text: String) throws(SettingsError) {
        self = try SettingsOverride(parsing: text).applied(to: AccessibilitySettings())
    }

    /// Sets one setting from its text value (a JSON tree's `settings`).
    /// - Throws: ``SettingsError`` when the value is not one of the key's values.
    public mutating func set(_ key: Key, to value: String) throws(SettingsError) {
        self = try SettingsOverride(key, value).applied(to: self)
    }

    /// Sets `key` to its `index`-th value in `key.allValues` (wrapping around),
    /// as the environment matrix builds its cells.
    public mutating func set(_ key: Key, toValueAt index: Int) {
        let values = key.allValues
        let value = values[index % values.count]
        switch key {
        case .colorScheme: colorScheme = ColorScheme.allCases[index % values.count]
        case .dynamicTypeSize: dynamicTypeSize = DynamicTypeSize.allCases[index % values.count]
        case .layoutDirection: layoutDirection = LayoutDirection.allCases[index % values.count]
        case .isEnabled: isEnabled = value == "true"
        case .reduceMotion: reduceMotion = value == "true"
        case .differentiateWithoutColor: differentiateWithoutColor = value == "true"
        case .reduceTransparency: reduceTransparency = value == "true"
        case .boldText: boldText = value == "true"
        case .contrast: contrast = ColorSchemeContrast.allCases[index % values.count]
        case .locale: locale = value
        case .buttonShapes: buttonShapes = value == "true"
        case .ios: iosVersion = IOSVersion.allCases[index % values.count]
        }
    }

    /// The text value of one setting.
    public func value(of key: Key) -> String {
        switch key {
        case .colorScheme: colorScheme.rawValue
        case .dynamicTypeSize: dynamicTypeSize.rawValue
        case .layoutDirection: layoutDirection.rawValue
        case .isEnabled: String(isEnabled)
        case .reduceMotion: String(reduceMotion)
        case .differentiateWithoutColor: String(differentiateWithoutColor)
        case .reduceTransparency: String(reduceTransparency)
        case .boldText: String(boldText)
        case .contrast: contrast.rawValue
        case .locale: locale
        case .buttonShapes: String(buttonShapes)
        case .ios: iosVersion.rawValue
        }
    }

    /// The settings that differ from the defaults, as `key=value,…` in key
    /// order; `default` when none does.
    public var description: String {
        let defaults = AccessibilitySettings()
        let changed = Key.allCases.filter { value(of: $0) != defaults.value(of: $0) }
        if changed.isEmpty { return "default" }
        return changed.map { "\($0.rawValue)=\(value(of: $0))" }.joined(separator: ",")
    }

    /// Every setting as `key=value`, in key order.
    public var fullDescription: String {
        Key.allCases.map { "\($0.rawValue)=\(value(of: $0))" }.joined(separator: ",")
    }
}

extension AccessibilitySettings {
    /// A setting's name, as written in `--env` and scenarios (SwiftUI's names).
    public enum Key: String, CaseIterable, Hashable, Sendable, Comparable {
        case colorScheme, dynamicTypeSize, layoutDirection, isEnabled, reduceMotion
        case differentiateWithoutColor, reduceTransparency, boldText, contrast, locale
        /// Added after `locale` so that the order of the earlier keys (and every description) is unchanged.
        case buttonShapes
        /// The iOS version simulated; added last for the same reason. Never varied by a matrix.
        case ios

        /// The values the setting takes, in order (the first is the default,
        /// except for `isEnabled`, whose default `true` comes first as well).
        public var allValues: [String] {
            switch self {
            case .colorScheme: ColorScheme.allCases.map(\.rawValue)
            case .dynamicTypeSize: DynamicTypeSize.allCases.map(\.rawValue)
            case .layoutDirection: LayoutDirection.allCases.map(\.rawValue)
            case .isEnabled: ["true", "false"]
            case .reduceMotion, .differentiateWithoutColor, .reduceTransparency, .boldText, .buttonShapes: ["false", "true"]
            case .contrast: ColorSchemeContrast.allCases.map(\.rawValue)
            case .locale: ["en", "de", "ru"]
            case .ios: IOSVersion.allCases.map(\.rawValue)
            }
        }

        public static func < (lhs: Key, rhs: Key) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }
}

/// A `key=value` list that could not be read.
public struct SettingsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, quoting the input.
    public var message: String
    /// UTF-8 offset of the offending text within the list (0-based).
    public var offset: Int
    /// The nearest valid word, when one is close.
    public var suggestion: String?

    public init(message: String, offset: Int = 0, suggestion: String? = nil) {
        self.message = message
        self.offset = offset
        self.suggestion = suggestion
    }

    public var description: String {
        suggestion.map { "\(message); did you mean '\($0)'?" } ?? message
    }
}

extension StringProtocol {
    var trimmingSpaces: String { String(trimmingSpacesSubstring) }
    var trimmingSpacesSubstring: SubSequence {
        let start = firstIndex(where: { !$0.isWhitespace }) ?? endIndex
        let end = lastIndex(where: { !$0.isWhitespace }).map { index(after: $0) } ?? start
        return self[start..<end]
    }
}
