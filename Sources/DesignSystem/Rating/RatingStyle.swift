import HeadlessUI

/// How a ``Rating`` is drawn. A style draws only: the rating's label,
/// value, adjustable action and enabled state belong to ``Rating`` and are
/// the same in every style.
public protocol RatingStyle: Sendable {
    /// The view the style makes.
    associatedtype Body: View
    /// The rating as drawn.
    @ViewBuilder func makeBody(configuration: RatingStyleConfiguration) -> Body
}

/// What a ``RatingStyle`` draws: the title, the value (a binding, so a style
/// may offer direct manipulation for touch) and the range.
public struct RatingStyleConfiguration {
    /// The title, as text.
    public let title: Text
    /// The rating.
    public let value: Binding<Double>
    /// The allowed values.
    public let range: ClosedRange<Double>
}

/// The rating style in the environment (stars by default).
struct RatingStyleKey: EnvironmentKey {
    static var defaultValue: any RatingStyle { StarRatingStyle() }
}

extension EnvironmentValues {
    /// The style of ratings in this subtree.
    public var ratingStyle: any RatingStyle {
        get { self[RatingStyleKey.self] }
        set { self[RatingStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of ratings in this view.
    public func ratingStyle(_ style: some RatingStyle) -> some View {
        environment(\.ratingStyle, style)
    }
}

extension RatingStyle where Self == StarRatingStyle {
    /// One star per whole number of the range.
    public static var star: StarRatingStyle { StarRatingStyle() }
}

extension RatingStyle where Self == NumericRatingStyle {
    /// The value as a number out of the upper bound.
    public static var numeric: NumericRatingStyle { NumericRatingStyle() }
}
