/// What the rules need to know about the font an element's text is drawn in.
public struct FontFacts: Hashable, Sendable {
    /// Point size as rendered at the settings in force.
    public var size: Double
    public var weight: FontWeight
    /// Whether the size follows Dynamic Type (text styles do; `.system(size:)` does not).
    public var scalesWithDynamicType: Bool
    /// The text style the font came from (`body`, `title`, `largeTitle`, …), if any.
    public var textStyle: String?

    public init(size: Double, weight: FontWeight = .regular, scalesWithDynamicType: Bool = true, textStyle: String? = nil) {
        self.size = size
        self.weight = weight
        self.scalesWithDynamicType = scalesWithDynamicType
        self.textStyle = textStyle
    }

    /// WCAG "large scale" text: at least 18 pt, or at least 14 pt and bold.
    public var isLargeText: Bool {
        size >= 18 || (size >= 14 && weight >= .bold)
    }
}

/// A font weight, ordered from `ultraLight` to `black`.
public struct FontWeight: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: String
    /// The CSS-style numeric weight (100…900), used for ordering.
    public let value: Int

    public init?(rawValue: String) {
        guard let known = Self.all.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = known
    }

    private init(_ name: String, _ value: Int) {
        self.rawValue = name
        self.value = value
    }

    public static let ultraLight = FontWeight("ultraLight", 100)
    public static let thin = FontWeight("thin", 200)
    public static let light = FontWeight("light", 300)
    public static let regular = FontWeight("regular", 400)
    public static let medium = FontWeight("medium", 500)
    public static let semibold = FontWeight("semibold", 600)
    public static let bold = FontWeight("bold", 700)
    public static let heavy = FontWeight("heavy", 800)
    public static let black = FontWeight("black", 900)

    public static let all: [FontWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]

    /// The next heavier weight (what Bold Text turns a weight into), capped at `black`.
    public var bolder: FontWeight {
        Self.all.first(where: { $0.value >= value + 200 }) ?? .black
    }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.value < rhs.value }
    public var description: String { rawValue }
}
