import HeadlessUI

/// A small badge with a count, as a design system might ship it: the number
/// and its meaning read as one element ("Unread messages: 3").
public struct CountBadge: View {
    public var title: String
    public var count: Int

    public init(_ title: String, count: Int) {
        self.title = title
        self.count = count
    }

    public var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "envelope")
                .accessibilityHidden(true)
            Text("\(count)")
                .font(.headline)
        }
        .padding(12)
        .background(Color(red: 0.0, green: 0.25, blue: 0.6), in: Capsule())
        .foregroundStyle(.white)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(title)
        .accessibilityValue("\(count)")
    }
}
