/// The user settings a component must respond to, and that the audit matrix
/// varies: the keys of `--env` and of scenario `environment` lines.
///
/// ```swift
/// var settings = AccessibilitySettings()
/// try settings.apply("colorScheme=dark,dynamicTypeSize=accessibility3")
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

    /// The default cell: light, large, left-to-right, enabled, nothing else on, English.
    public init() {}

    /// The settings with `text` (`key=value,…`) applied over the defaults.
    /// - Throws: ``SettingsError`` naming the bad key or value, with a suggestion.
    public init(parsing text: String) throws {
        self.init()
        try apply(text)
    }

    /// Applies `key=value,key=value…` on top of these settings.
    /// - Throws: ``SettingsError`` for an unknown key, a bad value or a malformed pair.
    public mutating func apply(_ text: String) throws {
        for (offset, pair) in Self.pairs(in: text) {
            guard let equals = pair.firstIndex(of: "=") else {
                throw SettingsError(
                    message: "expected key=value, found '\(pair)'",
                    offset: offset, suggestion: Suggestion.nearest(to: String(pair), in: Key.allCases.map(\.rawValue)).map { "\($0)=…" })
            }
            let name = pair[..<equals].trimmingSpaces
            let value = pair[pair.index(after: equals)...].trimmingSpaces
            guard let key = Key(rawValue: name) else {
                throw SettingsError(message: "unknown setting '\(name)'", offset: offset,
                                    suggestion: Suggestion.nearest(to: name, in: Key.allCases.map(\.rawValue)))
            }
            try set(key, to: value, offset: offset + pair.distance(from: pair.startIndex, to: equals) + 1)
        }
    }

    /// Sets one setting from its text value.
    /// - Throws: ``SettingsError`` when the value is not one of the key's values.
    public mutating func set(_ key: Key, to value: String) throws {
        try set(key, to: value, offset: 0)
    }

    private mutating func set(_ key: Key, to value: String, offset: Int) throws {
        let allowed = key.allValues
        guard allowed.contains(value) else {
            throw SettingsError(
                message: "'\(value)' is not a value of \(key.rawValue) (\(allowed.joined(separator: ", ")))",
                offset: offset, suggestion: Suggestion.nearest(to: value, in: allowed))
        }
        switch key {
        case .colorScheme: colorScheme = ColorScheme(rawValue: value)!
        case .dynamicTypeSize: dynamicTypeSize = DynamicTypeSize(rawValue: value)!
        case .layoutDirection: layoutDirection = LayoutDirection(rawValue: value)!
        case .isEnabled: isEnabled = value == "true"
        case .reduceMotion: reduceMotion = value == "true"
        case .differentiateWithoutColor: differentiateWithoutColor = value == "true"
        case .reduceTransparency: reduceTransparency = value == "true"
        case .boldText: boldText = value == "true"
        case .contrast: contrast = ColorSchemeContrast(rawValue: value)!
        case .locale: locale = value
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

    /// Splits `a=b, c=d` into trimmed pairs with their UTF-8 offsets.
    private static func pairs(in text: String) -> [(Int, Substring)] {
        var result: [(Int, Substring)] = []
        var start = text.startIndex
        while start <= text.endIndex {
            let end = text[start...].firstIndex(of: ",") ?? text.endIndex
            let raw = text[start..<end]
            let trimmed = raw.trimmingSpacesSubstring
            if !trimmed.isEmpty {
                result.append((text.utf8.distance(from: text.startIndex, to: trimmed.startIndex), trimmed))
            }
            if end == text.endIndex { break }
            start = text.index(after: end)
        }
        return result
    }
}

extension AccessibilitySettings {
    /// A setting's name, as written in `--env` and scenarios (SwiftUI's names).
    public enum Key: String, CaseIterable, Hashable, Sendable, Comparable {
        case colorScheme, dynamicTypeSize, layoutDirection, isEnabled, reduceMotion
        case differentiateWithoutColor, reduceTransparency, boldText, contrast, locale

        /// The values the setting takes, in order (the first is the default,
        /// except for `isEnabled`, whose default `true` comes first as well).
        public var allValues: [String] {
            switch self {
            case .colorScheme: ColorScheme.allCases.map(\.rawValue)
            case .dynamicTypeSize: DynamicTypeSize.allCases.map(\.rawValue)
            case .layoutDirection: LayoutDirection.allCases.map(\.rawValue)
            case .isEnabled: ["true", "false"]
            case .reduceMotion, .differentiateWithoutColor, .reduceTransparency, .boldText: ["false", "true"]
            case .contrast: ColorSchemeContrast.allCases.map(\.rawValue)
            case .locale: ["en", "de", "ru"]
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
