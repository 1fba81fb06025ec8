import HeadlessUI

extension Button where Label == HeadlessUI.Label<Detail<Text, Text?, Text?>, DecorativeSymbol?> {
    /// The talk's Detail button: a title with an optional subtitle, caption
    /// and SF Symbol. One button whose label reads the texts in order
    /// ("Title, Subtitle, Caption"); the symbol is decoration.
    ///
    /// ```swift
    /// Button(title: "Share", subtitle: "With your team", systemImage: "square.and.arrow.up") { share() }
    ///     .buttonStyle(.dsPrimary)
    /// ```
    public init(
        title: String, subtitle: String? = nil, caption: String? = nil, systemImage: String? = nil,
        action: @escaping () -> Void
    ) {
        self.init(action: action) {
            HeadlessUI.Label {
                Detail(title: title, subtitle: subtitle, caption: caption)
            } icon: {
                systemImage.map { DecorativeSymbol($0) }
            }
        }
    }
}
