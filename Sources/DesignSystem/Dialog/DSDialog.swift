import HeadlessUI

/// A confirmation dialog: a heading, a message and two buttons on a card,
/// presented over the screen.
///
/// To assistive technology it is a modal container (decision 19): while it
/// is shown VoiceOver reaches only its heading, message and buttons. Escape
/// (the two-finger scrub) cancels. Every way of closing it posts a screen
/// change, so VoiceOver moves to the screen below and says where it is; the
/// confirm button also announces what was done (decision 18).
///
/// ```swift
/// DSDialog(title: "Delete draft?", message: "This cannot be undone.", confirmTitle: "Delete",
///          announcement: "Draft deleted", onConfirm: { delete() }, onCancel: { isPresented = false })
/// ```
public struct DSDialog: View {
    private let title: String
    private let message: String
    private let confirmTitle: String
    private let announcement: String
    private let onConfirm: () -> Void
    private let onCancel: () -> Void

    /// A dialog asking `title`, explaining `message`, confirmed by a button titled `confirmTitle`.
    public init(
        title: String, message: String, confirmTitle: String, announcement: String,
        onConfirm: @escaping () -> Void, onCancel: @escaping () -> Void
    ) {
        self.title = title
        self.message = message
        self.confirmTitle = confirmTitle
        self.announcement = announcement
        self.onConfirm = onConfirm
        self.onCancel = onCancel
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: Metrics.large) {
            Text(title).font(.headline).accessibilityAddTraits(.isHeader)
            Text(message).font(.body)
            HStack(spacing: Metrics.large) {
                Button("Cancel") { cancel() }.buttonStyle(.dsBordered)
                Button(confirmTitle) { confirm() }.buttonStyle(.dsPrimary)
            }
        }
        .foregroundStyle(Palette.text.color)
        .padding(Metrics.large)
        .background(Palette.page.color, in: RoundedRectangle(cornerRadius: Metrics.cardRadius))
        .overlay(RoundedRectangle(cornerRadius: Metrics.cardRadius).stroke(Palette.outline.color, lineWidth: 1))
        .accessibilityElement(children: .contain)
        .accessibilityAddTraits(.isModal)
        .accessibilityAction(.escape) { cancel() }
    }

    private func cancel() {
        onCancel()
        AccessibilityNotification.ScreenChanged().post()
    }

    private func confirm() {
        onConfirm()
        AccessibilityNotification.Announcement(announcement).post()
        AccessibilityNotification.ScreenChanged().post()
    }
}
