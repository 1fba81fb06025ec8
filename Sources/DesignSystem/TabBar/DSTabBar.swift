import HeadlessUI

/// A row of tabs, one selected, as a tab bar: selection is shown by weight
/// and an underline as well as by colour.
///
/// To assistive technology it is a `.contain` container with the `isTabBar`
/// trait (decision 20): each tab says `Selected: Home. Tab. 1 of 3.` or
/// `Search. Tab. 2 of 3.`; activating a tab selects it and VoiceOver reads it
/// again with `Selected`.
///
/// ```swift
/// DSTabBar(["Home", "Search", "Profile"], selection: $tab)
/// ```
public struct DSTabBar: View {
    private let titles: [String]
    private let selection: Binding<Int>

    /// Tabs titled `titles`; `selection` is the index of the selected one.
    public init(_ titles: [String], selection: Binding<Int>) {
        self.titles = titles
        self.selection = selection
    }

    public var body: some View {
        // Top-aligned, so that a tab whose title wraps at the large sizes still reads in its place.
        HStack(alignment: .top, spacing: 0) {
            ForEach(Array(titles.enumerated()), id: \.offset) { index, title in
                tab(title, selected: index == selection.wrappedValue) { selection.wrappedValue = index }
            }
        }
        .accessibilityElement(children: .contain)
        .accessibilityAddTraits(.isTabBar)
    }

    private func tab(_ title: String, selected: Bool, select: @escaping () -> Void) -> some View {
        Button(action: select) {
            VStack(spacing: Metrics.small) {
                Text(title)
                    .font(.subheadline)
                    .fontWeight(selected ? .bold : .regular)
                    .foregroundStyle(selected ? Palette.accentOnPage.color : Palette.text.color)
                Rectangle()
                    .fill(selected ? Palette.accentOnPage.color : Palette.page.color)
                    .frame(height: 2)
            }
            .frame(maxWidth: .infinity, minHeight: Metrics.minimumTarget)
            // A plain button answers only where it draws: the whole tab is its target, as a UITabBar item's is.
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(selected ? .isSelected : [])
    }
}
