/// Settings fixed on top of others — what `--env`, a scenario's `environment`
/// and `set` lines, a catalog state and a test trait fix — and nothing else:
/// every setting left `nil` keeps the value it has in the cell it is applied to.
///
/// Parse it once where the user wrote it, then pass the value:
///
/// ```swift
/// let dark = SettingsOverride(colorScheme: .dark, dynamicTypeSize: .accessibility3)
/// let same = try SettingsOverride(parsing: "colorScheme=dark, dynamicTypeSize=accessibility3")
/// dark == same                                   // true
/// dark.description                               // "colorScheme=dark,dynamicTypeSize=accessibility3"
/// dark.applied(to: AccessibilitySettings()).boldText  // false: not fixed, kept
/// ```
public struct SettingsOverride: Hashable, Sendable, CustomStringConvertible {
    public var colorScheme: ColorScheme?
    public var dynamicTypeSize: DynamicTypeSize?
    public var layoutDirection: LayoutDirection?
    public var isEnabled: Bool?
    public var reduceMotion: Bool?
    public var differentiateWithoutColor: Bool?
    public var reduceTransparency: Bool?
    public var boldText: Bool?
    public var contrast: ColorSchemeContrast?
    /// Language of the spoken trait words: `en`, `de` or `ru`.
    public var locale: String?
    /// Button Shapes.
    public var buttonShapes: Bool?
    /// The iOS version simulated.
    public var iosVersion: IOSVersion?

    /// Settings that fix the given values and nothing else.
    public init(
        colorScheme: ColorScheme? = nil, dynamicTypeSize: DynamicTypeSize? = nil, layoutDirection: LayoutDirection? = nil,
        isEnabled: Bool? = nil, reduceMotion: Bool? = nil, differentiateWithoutColor: Bool? = nil,
        reduceTransparency: Bool? = nil, boldText: Bool? = nil, contrast: ColorSchemeContrast? = nil, locale: String? = nil,
        buttonShapes: Bool? = nil, iosVersion: IOSVersion? = nil
    ) {
        self.colorScheme = colorScheme
        self.dynamicTypeSize = dynamicTypeSize
        self.layoutDirection = layoutDirection
        self.isEnabled = isEnabled
        self.reduceMotion = reduceMotion
        self.differentiateWithoutColor = differentiateWithoutColor
        self.reduceTransparency = reduceTransparency
        self.boldText = boldText
        self.contrast = contrast
        self.locale = locale
        self.buttonShapes = buttonShapes
        self.iosVersion = iosVersion
    }

    /// Nothing fixed.
    public static let none = SettingsOverride()

    /// The settings a `key=value,…` list fixes (spaces around pairs are free;
    /// a key given twice keeps its last value).
    /// - Throws: ``SettingsError`` for an unknown key, a value the key does not
    ///   take or a pair without `=`, with the UTF-8 offset of the offending
    ///   text and the nearest valid word.
    public init(parsing text: String) throws(SettingsError) {
        self.init()
        let names = AccessibilitySettings.Key.allCases.map(\.rawValue)
        for (offset, pair) in Self.pairs(in: text) {
            guard let equals = pair.firstIndex(of: "=") else {
                throw SettingsError(
                    message: "expected key=value, found '\(pair)'", offset: offset,
                    suggestion: Suggestion.nearest(to: String(pair), in: names).map { "\($0)=…" })
            }
            let name = pair[..<equals].trimmingSpaces
            let value = pair[pair.index(after: equals)...].trimmingSpaces
            guard let key = AccessibilitySettings.Key(rawValue: name) else {
                throw SettingsError(message: "unknown setting '\(name)'", offset: offset, suggestion: Suggestion.nearest(to: name, in: names))
            }
            try fix(key, to: value, offset: offset + pair.distance(from: pair.startIndex, to: equals) + 1)
        }
    }

    /// The settings that fix one key to a value given as text (a scenario's `key=value`).
    /// - Throws: ``SettingsError`` (offset 0) when `value` is not one of `key.allValues`.
    public init(_ key: AccessibilitySettings.Key, _ value: String) throws(SettingsError) {
        self.init()
        try fix(key, to: value, offset: 0)
    }

    /// Whether nothing is fixed.
    public var isEmpty: Bool { self == .none }

    /// The keys fixed, in key order.
    public var fixedKeys: [AccessibilitySettings.Key] {
        AccessibilitySettings.Key.allCases.filter { value(of: $0) != nil }
    }

    /// The text value fixed for `key`, or `nil` when it is not fixed.
    public func value(of key: AccessibilitySettings.Key) -> String? {
        switch key {
        case .colorScheme: colorScheme?.rawValue
        case .dynamicTypeSize: dynamicTypeSize?.rawValue
        case .layoutDirection: layoutDirection?.rawValue
        case .isEnabled: isEnabled.map(String.init)
        case .reduceMotion: reduceMotion.map(String.init)
        case .differentiateWithoutColor: differentiateWithoutColor.map(String.init)
        case .reduceTransparency: reduceTransparency.map(String.init)
        case .boldText: boldText.map(String.init)
        case .contrast: contrast?.rawValue
        case .locale: locale
        case .buttonShapes: buttonShapes.map(String.init)
        case .ios: iosVersion?.rawValue
        }
    }

    /// `settings` with every fixed setting replaced and the others kept.
    public func applied(to settings: AccessibilitySettings) -> AccessibilitySettings {
        var result = settings
        if let colorScheme { result.colorScheme = colorScheme }
        if let dynamicTypeSize { result.dynamicTypeSize = dynamicTypeSize }
        if let layoutDirection { result.layoutDirection = layoutDirection }
        if let isEnabled { result.isEnabled = isEnabled }
        if let reduceMotion { result.reduceMotion = reduceMotion }
        if let differentiateWithoutColor { result.differentiateWithoutColor = differentiateWithoutColor }
        if let reduceTransparency { result.reduceTransparency = reduceTransparency }
        if let boldText { result.boldText = boldText }
        if let contrast { result.contrast = contrast }
        if let locale { result.locale = locale }
        if let buttonShapes { result.buttonShapes = buttonShapes }
        if let iosVersion { result.iosVersion = iosVersion }
        return result
    }

    /// These settings with those `later` fixes on top (`--env a --env b`: b wins where both fix a key).
    public func merging(_ later: SettingsOverride) -> SettingsOverride {
        SettingsOverride(
            colorScheme: later.colorScheme ?? colorScheme, dynamicTypeSize: later.dynamicTypeSize ?? dynamicTypeSize,
            layoutDirection: later.layoutDirection ?? layoutDirection, isEnabled: later.isEnabled ?? isEnabled,
            reduceMotion: later.reduceMotion ?? reduceMotion,
            differentiateWithoutColor: later.differentiateWithoutColor ?? differentiateWithoutColor,
            reduceTransparency: later.reduceTransparency ?? reduceTransparency, boldText: later.boldText ?? boldText,
            contrast: later.contrast ?? contrast, locale: later.locale ?? locale, buttonShapes: later.buttonShapes ?? buttonShapes,
            iosVersion: later.iosVersion ?? iosVersion)
    }

    /// The fixed settings as `key=value,…` in key order (the canonical text that
    /// ``init(parsing:)`` reads back to an equal value); empty when nothing is fixed.
    public var description: String {
        fixedKeys.map { "\($0.rawValue)=\(value(of: $0) ?? "")" }.joined(separator: ",")
    }

    private mutating func fix(_ key: AccessibilitySettings.Key, to value: String, offset: Int) throws(SettingsError) {
        let allowed = key.allValues
        guard allowed.contains(value) else {
            throw SettingsError(
                message: "'\(value)' is not a value of \(key.rawValue) (\(allowed.joined(separator: ", ")))",
                offset: offset, suggestion: Suggestion.nearest(to: value, in: allowed))
        }
        switch key {
        case .colorScheme: colorScheme = ColorScheme(rawValue: value)
        case .dynamicTypeSize: dynamicTypeSize = DynamicTypeSize(rawValue: value)
        case .layoutDirection: layoutDirection = LayoutDirection(rawValue: value)
        case .isEnabled: isEnabled = value == "true"
        case .reduceMotion: reduceMotion = value == "true"
        case .differentiateWithoutColor: differentiateWithoutColor = value == "true"
        case .reduceTransparency: reduceTransparency = value == "true"
        case .boldText: boldText = value == "true"
        case .contrast: contrast = ColorSchemeContrast(rawValue: value)
        case .locale: locale = value
        case .buttonShapes: buttonShapes = value == "true"
        case .ios: iosVersion = IOSVersion(rawValue: value)
        }
    }

    /// Splits `a=b, c=d` into trimmed pairs with their UTF-8 offsets.
    private static func pairs(in text: String) -> [(Int, Substring)] {
        var result: [(Int, Substring)] = []
        var start = text.startIndex
        while start <= text.endIndex {
            let end = text[start...].firstIndex(of: ",") ?? text.endIndex
            let trimmed = text[start..<end].trimmingSpacesSubstring
            if !trimmed.isEmpty {
                result.append((text.utf8.distance(from: text.startIndex, to: trimmed.startIndex), trimmed))
            }
            if end == text.endIndex { break }
            start = text.index(after: end)
        }
        return result
    }
}
