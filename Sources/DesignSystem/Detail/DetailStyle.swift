import HeadlessUI

/// How a ``Detail`` lays out its title, subtitle and caption. Fonts are text
/// styles, so every style follows Dynamic Type; the accessibility of a
/// Detail (one element reading all three) does not depend on the style.
public protocol DetailStyle: Sendable {
    /// The view the style makes.
    associatedtype Body: View
    /// The detail as drawn.
    @ViewBuilder func makeBody(configuration: DetailStyleConfiguration) -> Body
}

/// The parts of a ``Detail`` a style lays out.
public struct DetailStyleConfiguration {
    /// The title.
    public let title: AnyView
    /// The subtitle.
    public let subtitle: AnyView
    /// The caption.
    public let caption: AnyView
}

/// Centred lines: a bold title, the subtitle, a secondary caption.
public struct PlainDetailStyle: DetailStyle {
    /// The plain style.
    public init() {}
    public func makeBody(configuration: DetailStyleConfiguration) -> some View {
        VStack(spacing: Metrics.small) {
            configuration.title.font(.title3.weight(.bold))
            configuration.subtitle.font(.body)
            configuration.caption.font(.footnote).foregroundStyle(Palette.secondaryText.color)
        }
    }
}

/// Leading-aligned lines, for a Detail inside a prominent button: the
/// caption keeps the button's foreground colour instead of a secondary one.
public struct PrimaryDetailStyle: DetailStyle {
    /// The primary style.
    public init() {}
    public func makeBody(configuration: DetailStyleConfiguration) -> some View {
        VStack(alignment: .leading, spacing: Metrics.small) {
            configuration.title.font(.title3.weight(.bold))
            configuration.subtitle.font(.body)
            configuration.caption.font(.footnote)
        }
    }
}

struct DetailStyleKey: EnvironmentKey {
    static var defaultValue: any DetailStyle { PlainDetailStyle() }
}

extension EnvironmentValues {
    /// The style of details in this subtree.
    public var detailStyle: any DetailStyle {
        get { self[DetailStyleKey.self] }
        set { self[DetailStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of details in this view.
    public func detailStyle(_ style: some DetailStyle) -> some View {
        environment(\.detailStyle, style)
    }
}

extension DetailStyle where Self == PlainDetailStyle {
    /// Centred lines.
    public static var plain: PlainDetailStyle { PlainDetailStyle() }
}

extension DetailStyle where Self == PrimaryDetailStyle {
    /// Leading-aligned lines.
    public static var primary: PrimaryDetailStyle { PrimaryDetailStyle() }
}
