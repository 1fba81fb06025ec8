import HeadlessUI

/// The toolbar's delete button: a trash icon, labelled for VoiceOver.
public struct DeleteButton: View {
    public var action: () -> Void

    public init(action: @escaping () -> Void = {}) {
        self.action = action
    }

    public var body: some View {
        Button(action: action) {
            Image(systemName: "trash")
                .frame(width: 44, height: 44)
        }
        .accessibilityLabel("Delete")
    }
}
