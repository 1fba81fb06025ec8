import HeadlessUI

/// A filter chip that shows it is on with a checkmark, and tells VoiceOver
/// nothing of it: both states are "Unread. Button." Its test fails on
/// purpose (`state-not-exposed`), and on nothing else; the fix is
/// `.accessibilityAddTraits(isOn ? .isSelected : [])`.
public struct FilterChip: View {
    public var title: String
    public var isOn: Bool

    public init(_ title: String = "Unread", isOn: Bool) {
        self.title = title
        self.isOn = isOn
    }

    public var body: some View {
        Button(action: {}) {
            HStack {
                if isOn {
                    Image(systemName: "checkmark").accessibilityHidden(true)
                }
                Text(title).foregroundColor(.primary)
            }
            .padding(12)
        }
    }
}
