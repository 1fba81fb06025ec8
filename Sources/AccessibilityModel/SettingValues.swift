/// Light or dark appearance (SwiftUI's `ColorScheme`).
public enum ColorScheme: String, CaseIterable, Hashable, Sendable {
    case light, dark
}

/// Standard or increased contrast (SwiftUI's `ColorSchemeContrast`).
public enum ColorSchemeContrast: String, CaseIterable, Hashable, Sendable {
    case standard, increased
}

/// The direction of horizontal layout (SwiftUI's `LayoutDirection`).
public enum LayoutDirection: String, CaseIterable, Hashable, Sendable {
    case leftToRight, rightToLeft
}

/// The twelve Dynamic Type sizes (SwiftUI's `DynamicTypeSize`), ordered.
public enum DynamicTypeSize: String, CaseIterable, Hashable, Sendable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The Body text style's point size at this size (reference §5.1).
    public var bodyPointSize: Double {
        switch self {
        case .xSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .xLarge: 19
        case .xxLarge: 21
        case .xxxLarge: 23
        case .accessibility1: 28
        case .accessibility2: 33
        case .accessibility3: 40
        case .accessibility4: 47
        case .accessibility5: 53
        }
    }

    /// Body size relative to `large` (17 pt).
    public var scale: Double { bodyPointSize / 17 }

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The iOS version whose VoiceOver and SwiftUI the simulation follows, by
/// major version (`--env ios=18`); the newest is the default. Where versions
/// are known to differ, docs/voiceover.md lists each difference with its source.
public enum IOSVersion: String, CaseIterable, Hashable, Sendable, Comparable {
    /// iOS 26 (recorded on 26.2).
    case iOS26 = "26"
    /// iOS 18 (recorded on 18.5).
    case iOS18 = "18"
    /// iOS 17 (recorded on 17.5).
    case iOS17 = "17"

    /// The major version number.
    public var major: Int { Int(rawValue) ?? 26 }

    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool { lhs.major < rhs.major }
}
