import HeadlessUI

/// A button that opens the inbox, showing the unread count, as the design
/// system first shipped it: its label names a place ("Inbox, 3 unread"), not
/// what the button does, which the design system's own rule
/// (`ButtonLabelStartsWithVerb`) reports.
public struct InboxButton: View {
    public var unread: Int
    public var action: () -> Void

    public init(unread: Int, action: @escaping () -> Void = {}) {
        self.unread = unread
        self.action = action
    }

    public var body: some View {
        Button(action: action) {
            HStack(spacing: 6) {
                Image(systemName: "tray")
                    .accessibilityHidden(true)
                Text("Inbox")
                Text("\(unread)")
                    .font(.headline)
            }
            .padding(12)
            .frame(minHeight: 44)
            .background(Color(red: 0.0, green: 0.25, blue: 0.6), in: Capsule())
            .foregroundStyle(.white)
            .contentShape(Rectangle())
        }
        .accessibilityLabel("Inbox, \(unread) unread")
    }
}
