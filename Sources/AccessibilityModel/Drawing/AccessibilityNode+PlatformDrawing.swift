/// What of a node the platform draws unchanged (docs/drawing.md "Stock controls").
extension AccessibilityNode {
    /// Whether the node's ``boundary`` is a layer the platform draws as part
    /// of a stock control that the author did not change: a default switch's
    /// off track, a slider's track, a stepper's buttons.
    ///
    /// WCAG 1.4.11 does not require 3:1 of a component whose "appearance …
    /// is determined by the user agent and not modified by the author"
    /// (Understanding SC 1.4.11, "User Interface Components"). The boundary
    /// is the platform's when one of the node's ``drawing`` layers is marked
    /// ``PaintLayer/isPlatformDrawn`` and is a solid fill or stroke of the
    /// boundary's colour, and no layer of the author's paints that colour.
    ///
    /// ```swift
    /// // A Toggle in the default switch style, off: its track is #E9E9EA on white.
    /// node.boundary                    // #E9E9EA
    /// node.isBoundaryDrawnByPlatform   // true; after .tint(.pink), on: false
    /// ```
    public var isBoundaryDrawnByPlatform: Bool {
        guard let boundary else { return false }
        var platform = false
        for layer in drawing where layer.fill.kind == .solid && layer.fill.stops.first?.color == boundary {
            guard layer.isPlatformDrawn else { return false }
            platform = true
        }
        return platform
    }
}
