/// Underline, strikethrough and italics, on `Text` and on any view (iOS 16),
/// as in SwiftUI. They change how text is drawn, not what VoiceOver reads
/// (UIKit does not speak text attributes), so the tree is unchanged; a
/// button style that underlines its label when Button Shapes is on
/// (`.underline(showButtonShapes)`) compiles and runs as written.
extension Text {
    /// This text underlined (when `isActive`), in `color` or the text's colour.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }

    /// This text struck through (when `isActive`), in `color` or the text's colour.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
}

extension View {
    /// Underlines the text in this view (when `isActive`).
    public consuming func underline(_ isActive: Bool = true, color: Color? = nil) -> some View { self }

    /// Strikes through the text in this view (when `isActive`).
    public consuming func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View { self }

    /// Italicises the text in this view (when `isActive`); italics keep the metrics of the text model.
    public consuming func italic(_ isActive: Bool = true) -> some View { self }

    /// Composites this view's layers before its opacity and blend mode apply.
    /// Kept for source compatibility: the opacity of each element is already
    /// the product of the opacities above it, as after compositing.
    public consuming func compositingGroup() -> some View { self }
}
