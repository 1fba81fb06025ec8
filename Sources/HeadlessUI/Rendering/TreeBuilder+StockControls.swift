import Foundation

/// What the platform draws of the controls HeadlessUI lays out as one leaf
/// (a slider, a stepper's buttons), as layers of the element: drawn by the
/// platform (``PaintLayer/isPlatformDrawn``) except where the author tinted
/// them (docs/drawing.md "Stock controls").
extension TreeBuilder {
    /// A slider as iOS draws it (UISlider): a 4-point capsule track across
    /// its width, in the tint from the leading end to the thumb (the minimum
    /// track) and grey beyond it (the maximum track), and a white 28-point
    /// thumb centred at `thumbX`. Right to left, the minimum track runs from
    /// the trailing edge.
    static func sliderDrawing(in frame: CGRect, thumbX: CGFloat, environment: EnvironmentValues) -> [PaintLayer] {
        let tint = environment.storage.tint
        let minimum = (tint ?? Color.accentColor).resolve(in: environment)
        let maximum = Color.controlTrack.resolve(in: environment)
        let trackHeight: CGFloat = 4, thumb: CGFloat = 28
        let track = CGRect(x: frame.minX, y: frame.midY - trackHeight / 2, width: frame.width, height: trackHeight)
        let filled =
            environment.layoutDirection == .rightToLeft
            ? CGRect(x: thumbX, y: track.minY, width: max(0, frame.maxX - thumbX), height: trackHeight)
            : CGRect(x: frame.minX, y: track.minY, width: max(0, thumbX - frame.minX), height: trackHeight)
        var layers = [PaintLayer(frame: track, shape: .capsule, fill: .solid(maximum), isPlatformDrawn: true)]
        let minimumTrack = PaintLayer(frame: filled, shape: .capsule, fill: .solid(minimum), isPlatformDrawn: tint == nil)
        if minimumTrack.isVisible { layers.append(minimumTrack) }
        let knob = CGRect(x: thumbX - thumb / 2, y: frame.midY - thumb / 2, width: thumb, height: thumb)
        layers.append(PaintLayer(frame: knob, shape: .circle, fill: .solid(.white), isPlatformDrawn: true))
        return layers
    }

    /// A stepper's button as iOS draws it (UIStepper): its half of a grey
    /// rounded rectangle, the platform's drawing.
    static func stepperButtonDrawing(in frame: CGRect, environment: EnvironmentValues) -> [PaintLayer] {
        [
            PaintLayer(
                frame: frame, shape: .roundedRectangle(cornerRadius: 8),
                fill: .solid(Color.controlTrack.resolve(in: environment)), isPlatformDrawn: true)
        ]
    }
}
