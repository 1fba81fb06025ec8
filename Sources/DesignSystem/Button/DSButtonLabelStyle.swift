import HeadlessUI

/// Icon and title with the design system's spacing (article 001's label
/// style put 100 pt between them, which pushes the title off small screens
/// at large text sizes). At accessibility sizes the icon goes above the title.
public struct DSButtonLabelStyle: LabelStyle {
    /// The label style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        DSButtonLabelBody(configuration: configuration)
    }
}

/// The body of ``DSButtonLabelStyle``.
struct DSButtonLabelBody: View {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    let configuration: LabelStyleConfiguration

    var body: some View {
        if dynamicTypeSize.isAccessibilityCategory {
            VStack(alignment: .leading, spacing: Metrics.small) {
                configuration.icon
                configuration.title
            }
        } else {
            HStack(spacing: Metrics.large) {
                configuration.icon
                configuration.title
            }
        }
    }
}
