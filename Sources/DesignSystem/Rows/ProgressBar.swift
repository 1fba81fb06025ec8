import HeadlessUI

/// How far a task has got: a title over a bar, SwiftUI's determinate
/// `ProgressView` in the design system's accent. One element labelled by the
/// title, valued by the percentage done, with `updatesFrequently`
/// (`Uploading: 40%.`), as UIProgressView reads.
///
/// ```swift
/// ProgressBar("Uploading", value: 0.4)
/// ```
public struct ProgressBar: View {
    let title: String
    let value: Double

    /// A progress bar at `value`, from 0 to 1.
    public init(_ title: String, value: Double) {
        self.title = title
        self.value = value
    }

    public var body: some View {
        ProgressView(title, value: value)
            .foregroundStyle(Palette.text.color)
            .tint(Palette.accentOnPage.color)
    }
}
