import HeadlessUI

/// A choice among a few options shown side by side: SwiftUI's segmented
/// `Picker` at the large control size, so each segment is 44 points tall.
/// VoiceOver reads a series of buttons, the selected one selected
/// (`Selected: Week. Button. 2 of 3.`); activating a segment selects it.
///
/// ```swift
/// SegmentedPicker("Range", selection: $range, options: ["Day", "Week", "Month"])
/// ```
public struct SegmentedPicker: View {
    let title: String
    @Binding var selection: Int
    let options: [String]

    /// A segmented picker choosing an index of `options`.
    public init(_ title: String, selection: Binding<Int>, options: [String]) {
        self.title = title
        self._selection = selection
        self.options = options
    }

    public var body: some View {
        Picker(title, selection: $selection) {
            ForEach(Array(options.enumerated()), id: \.offset) { index, option in
                Text(option).tag(index)
            }
        }
        .pickerStyle(.segmented)
        .controlSize(.large)
        .foregroundStyle(Palette.text.color)
    }
}
