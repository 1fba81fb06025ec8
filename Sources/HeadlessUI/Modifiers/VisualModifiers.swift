/// An animation curve (kept for source compatibility; its presence is recorded as motion).
public struct Animation: Hashable, Sendable {
    let name: String
    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring")
    public static let bouncy = Animation(name: "bouncy")
    public static let smooth = Animation(name: "smooth")
    public static let snappy = Animation(name: "snappy")
    public static func linear(duration: Double) -> Animation { Animation(name: "linear") }
    public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn") }
    public static func easeOut(duration: Double) -> Animation { Animation(name: "easeOut") }
    public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut") }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.8, blendDuration: Double = 0) -> Animation { .spring }
    public static func spring(duration: Double, bounce: Double = 0) -> Animation { .spring }
    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// An angle (kept for `rotationEffect`).
public struct Angle: Hashable, Sendable {
    public var radians: Double
    public var degrees: Double { radians * 180 / .pi }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
    public static let zero = Angle(radians: 0)
}

extension View {
    /// Draws this view with an opacity; at 0 it is not exposed to accessibility.
    public consuming func opacity(_ opacity: Double) -> some View {
        modifier(_EnvironmentTransformModifier { $0.write(\.opacity, $0.storage.opacity * max(0, min(1, opacity))) })
    }

    /// Scales this view when drawn (layout is unchanged). Recorded as `scale`
    /// motion when the factor is not 1, or when it was computed from a
    /// button's `isPressed` (a press animation).
    public consuming func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        let moves = scale != 1 || EnvironmentValues.pressReadsSinceReset > 0
        return modifier(_EnvironmentTransformModifier { if moves { $0.write(\.motion, $0.storage.motion.union(.scale)) } })
    }

    /// Scales this view by different factors.
    public consuming func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x == 1 && y == 1 ? 1 : max(x, y), anchor: anchor)
    }

    /// Scales this view by a size.
    public consuming func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Rotates this view when drawn; recorded as `rotation` motion when not zero.
    public consuming func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_EnvironmentTransformModifier { if angle.radians != 0 { $0.write(\.motion, $0.storage.motion.union(.rotation)) } })
    }

    /// Animates changes of `value`; recorded as `animation` motion unless
    /// `animation` is `nil`, or unless it is in the style body of a disabled
    /// button that read `isPressed` (a press animation: SwiftUI never presses
    /// a disabled button, so it cannot run).
    public consuming func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        let moves = animation != nil && !EnvironmentValues.isInertPressBody
        return modifier(_EnvironmentTransformModifier { if moves { $0.write(\.motion, $0.storage.motion.union(.animation)) } })
    }

    /// Animates every change (deprecated in SwiftUI); recorded as `animation` motion.
    public consuming func animation(_ animation: Animation?) -> some View {
        modifier(_EnvironmentTransformModifier { if animation != nil { $0.write(\.motion, $0.storage.motion.union(.animation)) } })
    }

    /// Rounds the corners of this view (drawing only).
    public consuming func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        self
    }

    /// Clips this view to a shape (drawing only).
    public consuming func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        self
    }

    /// Clips this view to its frame (drawing only).
    public consuming func clipped(antialiased: Bool = false) -> some View {
        self
    }

    /// A shadow (drawing only).
    public consuming func shadow(color: Color = .black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        self
    }

    /// Masks this view with the opaque parts of `mask` (drawing only: the
    /// layers keep their own frames, docs/drawing.md).
    public consuming func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        self
    }

    /// Masks this view with the opaque parts of `mask` (deprecated spelling; drawing only).
    public consuming func mask<Mask: View>(_ mask: Mask) -> some View {
        self
    }

    /// A blur (drawing only).
    public consuming func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        self
    }
}
