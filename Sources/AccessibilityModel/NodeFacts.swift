/// How the area behind an element is painted, which decides whether its
/// contrast can be measured.
public struct BackgroundKind: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// One colour: contrast is decidable.
    public static let solid = BackgroundKind(rawValue: "solid")
    /// A gradient: contrast varies across the element (reported `incomplete`).
    public static let gradient = BackgroundKind(rawValue: "gradient")
    /// A blurred material: depends on what is behind it (reported `incomplete`).
    public static let material = BackgroundKind(rawValue: "material")
    /// A picture: undecidable.
    public static let image = BackgroundKind(rawValue: "image")

    public static let allKnown: [BackgroundKind] = [.solid, .gradient, .material, .image]
    public var description: String { rawValue }
}

/// Motion applied to an element, for the Reduce Motion rule.
public struct MotionEffects: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// An implicit or explicit animation (`.animation(_:value:)`).
    public static let animation = MotionEffects(rawValue: 1 << 0)
    /// A scale effect that changes with interaction (press scale, zoom).
    public static let scale = MotionEffects(rawValue: 1 << 1)
    /// Rotation.
    public static let rotation = MotionEffects(rawValue: 1 << 2)
    /// Sliding or parallax offset.
    public static let offset = MotionEffects(rawValue: 1 << 3)

    public static let named: [(name: String, effect: MotionEffects)] = [
        ("animation", .animation), ("scale", .scale), ("rotation", .rotation), ("offset", .offset),
    ]

    public init?(name: String) {
        guard let match = Self.named.first(where: { $0.name == name }) else { return nil }
        self = match.effect
    }

    public var names: [String] { Self.named.compactMap { contains($0.effect) ? $0.name : nil } }
}

/// Where a label came from when nobody wrote one.
public struct LabelOrigin: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Derived from an SF Symbol name (`star.fill` → "star fill").
    public static let symbolName = LabelOrigin(rawValue: "symbolName")
    /// Derived from an image asset or file name (`icon_cart.png`).
    public static let imageName = LabelOrigin(rawValue: "imageName")

    public static let allKnown: [LabelOrigin] = [.symbolName, .imageName]
    public var description: String { rawValue }
}
