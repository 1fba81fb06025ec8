import HeadlessUI

/// The same icon-only button as a first draft often has it: no label, so
/// VoiceOver falls back to the symbol's name and says "trash".
public struct UnlabeledDeleteButton: View {
    public init() {}

    public var body: some View {
        Button(action: {}) {
            Image(systemName: "trash")
                .frame(width: 44, height: 44)
        }
    }
}
