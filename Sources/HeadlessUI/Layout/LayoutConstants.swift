/// The numbers of the layout model (docs/layout.md).
enum LayoutConstants {
    /// The screen: an iPhone 15-sized portrait window.
    static let screenWidth: CGFloat = 390
    static let screenHeight: CGFloat = 844
    /// Default spacing between stack children.
    static let stackSpacing: CGFloat = 8
    /// Default `.padding()`.
    static let padding: CGFloat = 16
    /// Default minimum length of a `Spacer`.
    static let spacerMinLength: CGFloat = 8
    /// Advance of one character, as a fraction of the font size.
    static let advance: CGFloat = 0.5
    /// Advance for semibold and heavier text.
    static let boldAdvance: CGFloat = 0.55
    /// Line height, as a multiple of the font size.
    static let lineHeight: CGFloat = 1.2
    /// Size of a view that takes the space offered when nothing is offered.
    static let flexibleIdeal: CGFloat = 10
    /// Size of a non-resizable asset image.
    static let assetImage: CGFloat = 24
    /// A switch's track.
    static let switchSize = CGSize(width: 51, height: 31)
    /// A switch's knob: a circle inset by 2 points in the track.
    static let switchKnob: CGFloat = 27
    /// A slider's height.
    static let sliderHeight: CGFloat = 30
    /// One of a stepper's two buttons.
    static let stepperButton = CGSize(width: 47, height: 32)
    /// A single-line text field (UIKit's rounded-rect field).
    static let textFieldHeight: CGFloat = 34
    /// A multi-line text field or text editor.
    static let textEditorHeight: CGFloat = 120
}
