import HeadlessUI

/// A tappable row of a list: a title, an optional subtitle and trailing
/// value, an optional decorative symbol and a chevron. One button element:
/// labelled by the title and subtitle, valued by the value (the chevron and
/// symbol are decoration), at least 44 points tall across the row.
///
/// ```swift
/// ListRow("Wi-Fi", subtitle: "Home", value: "On", systemImage: "wifi") { showWiFi() }
/// ```
public struct ListRow: View {
    let title: String
    let subtitle: String?
    let value: String?
    let systemImage: String?
    let action: () -> Void

    /// A row that runs `action` when activated.
    public init(_ title: String, subtitle: String? = nil, value: String? = nil, systemImage: String? = nil, action: @escaping () -> Void) {
        self.title = title
        self.subtitle = subtitle
        self.value = value
        self.systemImage = systemImage
        self.action = action
    }

    /// What VoiceOver reads as the label: the title, then the subtitle.
    static func label(title: String, subtitle: String?) -> String {
        [title, subtitle].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    public var body: some View {
        Button(action: action) {
            HStack(spacing: Metrics.large) {
                if let systemImage {
                    Image(systemName: systemImage).foregroundStyle(Palette.accentOnPage.color).accessibilityHidden(true)
                }
                VStack(alignment: .leading, spacing: Metrics.small) {
                    Text(title).foregroundStyle(Palette.text.color)
                    if let subtitle { Text(subtitle).font(.subheadline).foregroundStyle(Palette.secondaryText.color) }
                }
                Spacer(minLength: Metrics.medium)
                if let value { Text(value).foregroundStyle(Palette.secondaryText.color) }
                Image(systemName: "chevron.right").imageScale(.small).foregroundStyle(Palette.secondaryText.color).accessibilityHidden(true)
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 11)
            .frame(maxWidth: .infinity, minHeight: Metrics.minimumTarget, alignment: .leading)
            // A plain button answers only where it draws: the whole row is the target, as a table cell's is.
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .accessibilityLabel(Self.label(title: title, subtitle: subtitle))
        .modifier(RowValue(value: value))
    }
}

/// The row's value, set only when it has one.
struct RowValue: ViewModifier {
    let value: String?

    func body(content: Content) -> some View {
        if let value { content.accessibilityValue(value) } else { content }
    }
}
