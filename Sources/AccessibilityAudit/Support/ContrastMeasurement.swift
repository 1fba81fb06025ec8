import AccessibilityModel
import Foundation

/// The contrast of a colour drawn over what is behind a node, measured at
/// points across the node's frame (docs/drawing.md).
///
/// A node whose backdrop is one solid colour is measured once against it. A
/// node with a backdrop of layers (a gradient, a material, a background
/// covering part of it) is measured at every sample point, and the lowest
/// ratio and where it occurs are kept: text fails when any part of it falls
/// below the threshold. A point over a picture cannot be measured.
struct ContrastMeasurement {
    /// The lowest ratio found, the colour behind it and where it was (`nil` for a node measured once).
    var lowest: (ratio: Double, background: SRGBColor, point: CGPoint?)
    /// The highest ratio found (equal to the lowest for a node measured once).
    var highest: Double
    /// Whether some sample point lay over a picture, whose colours are unknown.
    var hasUnknownPoints: Bool

    /// Measures `colour` over the backdrop of `node`; `nil` when nothing can be measured (a
    /// picture behind all of it, or a non-solid background that was captured without its layers).
    ///
    /// What is behind is what the colour lies on: a boundary is not measured
    /// against its own stroke, and an icon not against a stroke whose band
    /// reaches under its frame (a ring around a dot is a line beside the dot,
    /// not its surface; WCAG 1.4.11 measures against the "adjacent colors").
    static func measure(
        _ colour: SRGBColor, over node: AccessibilityNode, settings: AccessibilitySettings?, icon: Bool = false, boundary: Bool = false
    ) -> Self? {
        var layers = node.backdrop
        if icon || boundary {
            let surface = layers.filter { layer in
                guard layer.stroke != nil else { return true }
                return boundary && layer.fill.stops.first?.color != colour
            }
            if surface.count < layers.count, !surface.isEmpty { layers = surface }
        }
        guard !layers.isEmpty, let frame = node.frame else {
            if let kind = node.backgroundKind, kind != .solid { return nil }
            guard let background = VisualGroups.background(of: node, settings: settings) else { return nil }
            let ratio = colour.contrastRatio(with: background)
            return Self(lowest: (ratio, background, nil), highest: ratio, hasUnknownPoints: false)
        }
        let backdrop = Backdrop(layers: layers)
        var result: Self?
        var unknown = false
        var points = icon ? Backdrop.samplePoints(forIcon: frame) : Backdrop.samplePoints(forText: frame)
        // Solid layers that each cover all of the frame show one colour at every point: the
        // first point's is the lowest and the highest ratio, as the whole pass would find.
        if points.count > 1, Backdrop.isUniform(layers, over: frame) { points.removeSubrange(1...) }
        // Neighbouring points mostly see the same colour (a layer covering part of the frame).
        var last: (background: SRGBColor, ratio: Double)?
        for point in points {
            guard let background = backdrop.color(at: point) else {
                unknown = true
                continue
            }
            let ratio = last?.background == background ? last!.ratio : colour.contrastRatio(with: background)
            last = (background, ratio)
            if var found = result {
                if ratio < found.lowest.ratio { found.lowest = (ratio, background, point) }
                found.highest = max(found.highest, ratio)
                result = found
            } else {
                result = Self(lowest: (ratio, background, point), highest: ratio, hasUnknownPoints: false)
            }
        }
        result?.hasUnknownPoints = unknown
        return result
    }

    /// "#FFFFFF on #3478F6 has contrast 3.12:1" plus, for a sampled backdrop,
    /// where the lowest ratio was found and the range across the frame.
    func describe(_ colour: SRGBColor, in frame: CGRect?) -> String {
        var text = "\(colour.hex) on \(lowest.background.hex) has contrast \(Format.ratio(lowest.ratio))"
        if let point = lowest.point {
            text += " at (\(Format.number(Double(point.x))), \(Format.number(Double(point.y))))"
            if let frame { text += ", \(Self.place(point, in: frame)) of it" }
            if highest > lowest.ratio { text += " (\(Format.ratio(lowest.ratio)) to \(Format.ratio(highest)) across it)" }
        }
        return text
    }

    /// Where `point` lies in `frame`, in words: "the leading end", "the middle", …
    static func place(_ point: CGPoint, in frame: CGRect) -> String {
        let fx = frame.width > 0 ? Double((point.x - frame.minX) / frame.width) : 0.5
        let fy = frame.height > 0 ? Double((point.y - frame.minY) / frame.height) : 0.5
        let horizontal = fx < 1.0 / 3 ? "left" : fx > 2.0 / 3 ? "right" : ""
        let vertical = fy < 1.0 / 3 ? "top" : fy > 2.0 / 3 ? "bottom" : ""
        switch (vertical, horizontal) {
        case ("", ""): return "the middle"
        case ("", let h): return "the \(h) end"
        case (let v, ""): return "the \(v)"
        case (let v, let h): return "the \(v) \(h)"
        }
    }
}
