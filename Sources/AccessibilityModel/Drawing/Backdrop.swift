import Foundation

/// What is seen behind a node at a point: its backdrop layers composited,
/// bottom first, as SwiftUI paints them (docs/drawing.md).
///
/// ```swift
/// let behind = Backdrop(layers: node.backdrop)
/// behind.color(at: CGPoint(x: 40, y: 20))   // the colour under that point, nil over a picture
/// ```
public struct Backdrop: Sendable {
    /// The layers, bottom first.
    public var layers: [PaintLayer] {
        didSet { sampled = layers.map(Sampled.init) }
    }
    /// What the points asked about need of each layer, read once for all of them.
    private var sampled: [Sampled]

    /// A layer's outline and stroke, and whether it shows a picture or hides what is below it.
    private struct Sampled: Sendable {
        var geometry: LayerGeometry
        var isPicture: Bool
        var hidesBelow: Bool

        init(_ layer: PaintLayer) {
            geometry = LayerGeometry(layer)
            isPicture = layer.fill.kind == .image
            hidesBelow = layer.stroke == nil && layer.fill.isOpaque
        }
    }

    public init(layers: [PaintLayer]) {
        self.layers = layers
        sampled = layers.map(Sampled.init)
    }

    /// Whether the layer at `index` paints `point`.
    private func layer(_ index: Int, covers point: CGPoint) -> Bool {
        sampled[index].geometry.covers(point, in: layers[index].frame)
    }

    /// The colour seen at `point`: every layer that covers the point,
    /// composited "source over" from the bottom; `nil` when a picture shows
    /// there (its colours are unknown) or nothing covers the point.
    public func color(at point: CGPoint) -> SRGBColor? {
        // From the top down to the first opaque layer that covers the point, then back up
        // over the layers that cover it (noted on the way down, up to 64 layers above it).
        var start = layers.count
        var covering: UInt64 = 0
        while start > 0 {
            start -= 1
            guard layer(start, covers: point) else { continue }
            if layers.count - start <= 64 { covering |= 1 << UInt64(layers.count - 1 - start) }
            if sampled[start].isPicture { return nil }
            if sampled[start].hidesBelow { break }
            if start == 0 { break }
        }
        guard start < layers.count else { return nil }
        var result: SRGBColor?
        for index in start..<layers.count {
            let above = layers.count - 1 - index
            guard above < 64 ? covering & (1 << UInt64(above)) != 0 : layer(index, covers: point) else { continue }
            guard let color = layers[index].color(at: point) else { return nil }
            result = result.map { color.composited(over: $0) } ?? color
        }
        return result
    }

    /// The layers of `layers` that can show within `rect`: those touching it,
    /// from the topmost one that hides all of it with an opaque fill.
    public static func relevant(_ layers: [PaintLayer], to rect: CGRect) -> [PaintLayer] {
        var result: [PaintLayer] = []
        for layer in layers.reversed() where layer.touches(rect) {
            result.append(layer)
            if layer.hidesBelow(rect) { break }
        }
        return result.reversed()
    }

    /// Whether every layer is one solid colour over all of `rect`, so that
    /// one composited colour is what is seen everywhere in it.
    public static func isUniform(_ layers: [PaintLayer], over rect: CGRect) -> Bool {
        layers.allSatisfy { $0.fill.kind == .solid && $0.coversAll(rect) }
    }

    /// Where contrast is judged for what is drawn in `rect`: a text's glyphs
    /// fill its width but only the middle of its line height, a symbol's
    /// glyph the middle of its square frame, so the points lie there.
    public static func samplePoints(forText rect: CGRect) -> [CGPoint] {
        samplePoints(in: rect.insetBy(dx: rect.width * 0.02, dy: rect.height * 0.2), columns: 9, rows: 3)
    }

    /// See ``samplePoints(forText:)``: the middle 60 % of an icon's frame.
    public static func samplePoints(forIcon rect: CGRect) -> [CGPoint] {
        samplePoints(in: rect.insetBy(dx: rect.width * 0.2, dy: rect.height * 0.2), columns: 5, rows: 5)
    }

    /// Points spread across `rect`: a grid of `columns` × `rows` cell centres.
    public static func samplePoints(in rect: CGRect, columns: Int = 9, rows: Int = 3) -> [CGPoint] {
        guard rect.width.isFinite, rect.height.isFinite, !rect.isNull else { return [] }
        var points: [CGPoint] = []
        points.reserveCapacity(columns * rows)
        for row in 0..<rows {
            for column in 0..<columns {
                points.append(
                    CGPoint(
                        x: rect.minX + rect.width * (CGFloat(column) + 0.5) / CGFloat(columns),
                        y: rect.minY + rect.height * (CGFloat(row) + 0.5) / CGFloat(rows)))
            }
        }
        return points
    }

    /// The kind of the layers that show at `points`: `image` if a picture
    /// shows, else `material` or `gradient` if one does, else `solid`.
    public func kind(at points: [CGPoint]) -> BackgroundKind {
        var kind = BackgroundKind.solid
        for (index, layer) in layers.enumerated() where layer.fill.kind != .solid {
            guard points.contains(where: { self.layer(index, covers: $0) }) else { continue }
            if layer.fill.kind == .image { return .image }
            if kind == .solid || layer.fill.kind == .material { kind = layer.fill.kind }
        }
        return kind
    }
}
