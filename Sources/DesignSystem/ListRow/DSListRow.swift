import HeadlessUI

/// A row of a list: a title and a subtitle, with the row's actions (flag,
/// delete) offered as VoiceOver custom actions, as a list's swipe actions are.
///
/// To assistive technology it is one element combining the title and
/// subtitle, valued `Flagged` when flagged, with the custom actions `Flag`
/// (or `Unflag`) and `Delete`. Magic Tap (two-finger double tap) flags it too.
/// Flagging changes the row's own value, which VoiceOver reads; deleting
/// announces `Message deleted` (decision 18).
///
/// ```swift
/// DSListRow(title: "Ann", subtitle: "Lunch tomorrow?", isFlagged: $flagged) { delete() }
/// ```
public struct DSListRow: View {
    private let title: String
    private let subtitle: String
    private let isFlagged: Binding<Bool>
    private let onDelete: () -> Void

    /// A row showing `title` over `subtitle`, flagged by `isFlagged`, deleted by `onDelete`.
    public init(title: String, subtitle: String, isFlagged: Binding<Bool>, onDelete: @escaping () -> Void) {
        self.title = title
        self.subtitle = subtitle
        self.isFlagged = isFlagged
        self.onDelete = onDelete
    }

    public var body: some View {
        DSRowContent(title: title, subtitle: subtitle, mark: isFlagged.wrappedValue ? "flag.fill" : nil, verticalPadding: Metrics.medium)
            .accessibilityElement(children: .combine)
            .accessibilityValue(isFlagged.wrappedValue ? "Flagged" : "")
            // iOS offers chained named actions last declared first (docs/voiceover.md, decision 25):
            // declared Delete, then Flag, so that the rotor offers Flag (the common one) first, Delete second.
            .accessibilityAction(named: "Delete") { delete() }
            .accessibilityAction(named: isFlagged.wrappedValue ? "Unflag" : "Flag") { toggleFlag() }
            .accessibilityAction(.magicTap) { toggleFlag() }
    }

    private func toggleFlag() {
        isFlagged.wrappedValue.toggle()
    }

    private func delete() {
        onDelete()
        AccessibilityNotification.Announcement("Message deleted").post()
        AccessibilityNotification.LayoutChanged().post()
    }
}
