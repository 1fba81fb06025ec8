import AccessibilityModel
import Foundation

/// The inline SVG of one screen: the component as it looks (its layers with
/// their fills, gradients and strokes, its texts in their colour and size,
/// its images as their symbol names in a box), then each focus stop's
/// outline and number over it.
///
/// A report without drawing facts (written before they were added, or of a
/// tree that carries none) is drawn as before: outlined boxes with labels.
///
/// A disabled node is drawn dimmed (`g.disabled`, at 40 % opacity: the
/// picture's mark of the state, not a measured colour). A text the layout
/// cut off is drawn whole on one line, running past its frame, which is
/// outlined dashed (`rect.overflow-frame`), and links to its `text-clipped`
/// finding; the picture widens to show it. A text that fits by the layout is
/// kept inside its frame (`textLength`) where the picture's estimate of its
/// width would run past it.
extension HTMLReport {
    /// Whether `screen` carries what a picture of its look needs.
    static func drawsLook(_ screen: AuditReport.Screen) -> Bool {
        screen.background != nil || screen.nodes.contains { !$0.layers.isEmpty || $0.fontSize != nil || $0.symbol != nil }
    }

    /// How a screen's settings read in a caption: `default settings`, or the `key=value` list.
    static func settingsText(_ settings: String) -> String {
        settings.isEmpty ? "default settings" : settings.split(separator: ",").joined(separator: ", ")
    }

    /// The estimated width of `text` at `fontSize` (a character is taken as half the size wide).
    static func estimatedWidth(of text: String, fontSize: Double) -> Double {
        Double(text.count) * fontSize * 0.5
    }

    /// - Parameter clipped: the number of the text-clipped finding of each element path, for the cut-off texts.
    func svg(_ screen: AuditReport.Screen, id: String, clipped: [NodePath: Int] = [:]) -> [String] {
        var width = max(1, screen.width)
        let height = max(1, screen.height)
        // A cut-off text is drawn whole: the picture widens to show where it runs.
        for node in screen.nodes where node.isTruncated {
            guard let label = node.label, let size = node.fontSize ?? (node.kind == "text" ? 17 : nil) else { continue }
            let end = node.frame.standardized.minX + Self.estimatedWidth(of: TerminalText.safe(label), fontSize: size) + 8
            if end.isFinite { width = min(4096, max(width, end)) }
        }
        // Small components are enlarged at most twice, so labels stay legible and outlines in proportion.
        let scale = min(2, Self.pictureSize / max(width, height))
        let stopCount = screen.stops.count
        let look = Self.drawsLook(screen)
        let title = "\(screen.component), style \(screen.style), state \(screen.state), \(Self.settingsText(screen.settings))"
        let description =
            (look
                ? "The component as drawn: shapes in their fills and strokes, texts in their colour and size, "
                    + "images as their symbol names in a box. " : "The layout as outlined boxes. ")
            + "\(stopCount) focus stop\(stopCount == 1 ? "" : "s") outlined and numbered in VoiceOver order."
        var parts: [String] = []
        var head =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" aria-labelledby=\"\(id)-title\" aria-describedby=\"\(id)-desc\" "
            + "viewBox=\"0 0 \(n(width)) \(n(height))\" width=\"\(n(width * scale))\" height=\"\(n(height * scale))\" "
            + "data-stop-count=\"\(stopCount)\" data-settings=\"\(a(screen.settings))\">\n"
        head += "<title id=\"\(id)-title\">\(h(title))</title>\n<desc id=\"\(id)-desc\">\(h(description))</desc>\n"
        let gradients = screen.nodes.flatMap(\.layers).filter { $0.fill.kind == .gradient }
        if !gradients.isEmpty {
            head += "<defs>"
            for (index, layer) in gradients.enumerated() { head += gradient(layer.fill, id: "\(id)-g\(index + 1)") }
            head += "</defs>\n"
        }
        let canvas = screen.background.map { " fill=\"\($0.opaqueHex)\"" } ?? ""
        head += "<rect class=\"canvas\" x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\"\(canvas)/>\n"
        parts.append(head)
        var gradientNumber = 0
        let fontSize = max(8, min(14, 11 / scale))
        for node in screen.nodes {
            guard look else {
                parts.append(dimmed(node, box(node, fontSize: fontSize)))
                continue
            }
            var html = ""
            for layer in node.layers {
                var paint = ""
                if layer.fill.kind == .gradient {
                    gradientNumber += 1
                    paint = "url(#\(id)-g\(gradientNumber))"
                }
                html += shape(layer, paint: paint)
            }
            html += content(node, finding: clipped[node.path])
            if !html.isEmpty { parts.append(dimmed(node, html) + "\n") }
        }
        let radius = max(6, min(14, 10 / scale))
        for stop in screen.stops {
            let frame = stop.frame.standardized
            let cx = max(radius, frame.minX), cy = max(radius, frame.minY)
            let rect = "x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\""
            var html = "<g class=\"stop\"><title>\(stop.index): \(h(stop.description))</title>"
            // A light edge under the outline keeps it visible on dark and light drawings alike.
            html += "<rect class=\"stop-halo\" \(rect) stroke-width=\"\(n(max(2, 4 / scale)))\"/>"
            html += "<rect class=\"stop-outline\" data-focus-stop=\"\(stop.index)\" \(rect) stroke-width=\"\(n(max(1, 2 / scale)))\"/>"
            html += "<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"\(n(radius))\"/>"
            html +=
                "<text x=\"\(n(cx))\" y=\"\(n(cy + radius * 0.4))\" font-size=\"\(n(radius * 1.2))\" text-anchor=\"middle\" "
                + "aria-hidden=\"true\">\(stop.index)</text></g>\n"
            parts.append(html)
        }
        parts.append("</svg>\n")
        return parts
    }

    /// `html` in a dimmed group when `node` is disabled.
    func dimmed(_ node: AuditReport.Screen.Node, _ html: String) -> String {
        guard node.isDisabled, !html.isEmpty else { return html }
        return "<g class=\"disabled\" opacity=\"0.4\" data-disabled=\"true\">\(html)</g>"
    }

    /// A node of a report without drawing facts: its frame outlined, its label inside.
    func box(_ node: AuditReport.Screen.Node, fontSize: Double) -> String {
        let frame = node.frame.standardized
        var html = "<g class=\"node \(a(Self.className(node.kind)))\">"
        if let label = node.label { html += "<title>\(h(node.kind)) \(h(label))</title>" }
        html += "<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\"/>"
        if let label = node.label, node.kind != "container", frame.height >= fontSize, frame.width >= fontSize * 2 {
            let fits = max(1, Self.characters(fitting: frame.width, fontSize: fontSize) - 1)
            let shown = label.count > fits ? String(label.prefix(max(1, fits - 1))) + "…" : label
            html +=
                "<text x=\"\(n(frame.minX + 3))\" y=\"\(n(frame.midY + fontSize * 0.35))\" font-size=\"\(n(fontSize))\" "
                + "aria-hidden=\"true\">\(h(TerminalText.safe(shown)))</text>"
        }
        return html + "</g>\n"
    }

    /// `<linearGradient>` with the fill's stops, its direction in the layer's bounding box.
    func gradient(_ fill: LayerFill, id: String) -> String {
        var html =
            "<linearGradient id=\"\(id)\" x1=\"\(n(fill.start.x))\" y1=\"\(n(fill.start.y))\" x2=\"\(n(fill.end.x))\" "
            + "y2=\"\(n(fill.end.y))\">"
        for stop in fill.stops {
            html += "<stop offset=\"\(n(stop.location))\" stop-color=\"\(stop.color.opaqueHex)\""
            if stop.color.alpha < 1 { html += " stop-opacity=\"\(n(max(0, stop.color.alpha)))\"" }
            html += "/>"
        }
        return html + "</linearGradient>"
    }

    /// One layer as an SVG shape: filled, or its outline stroked (inside the outline for `strokeBorder`).
    /// - Parameter paint: the `url(#…)` of the layer's gradient, when it is one.
    func shape(_ layer: PaintLayer, paint: String) -> String {
        var frame = layer.frame.standardized
        var radius = layer.shape.kind == .roundedRectangle ? layer.shape.cornerRadius : 0
        if let stroke = layer.stroke, stroke.placement == .inside {
            let inset = min(stroke.lineWidth / 2, min(frame.width, frame.height) / 2)
            frame = frame.insetBy(dx: inset, dy: inset)
            radius = max(0, radius - inset)
        }
        let color = layer.fill.stops.first?.color
        var colour: String
        var opacity = ""
        switch layer.fill.kind {
        case .gradient: colour = paint
        case .image: colour = HTMLPalette.picture
        default:
            colour = color?.opaqueHex ?? "none"
            if let alpha = color?.alpha, alpha < 1 { opacity = n(max(0, alpha)) }
        }
        if layer.fill.kind == .image { opacity = "0.35" }
        var paintAttributes: String
        if let stroke = layer.stroke {
            paintAttributes = "fill=\"none\" stroke=\"\(colour)\" stroke-width=\"\(n(stroke.lineWidth))\""
            if !opacity.isEmpty { paintAttributes += " stroke-opacity=\"\(opacity)\"" }
        } else {
            paintAttributes = "fill=\"\(colour)\""
            if !opacity.isEmpty { paintAttributes += " fill-opacity=\"\(opacity)\"" }
        }
        paintAttributes += " data-fill=\"\(layer.fill.kind.rawValue)\""
        let kind = layer.shape.kind
        let geometry: String
        switch kind {
        case .circle:
            geometry = "<circle class=\"layer\" cx=\"\(n(frame.midX))\" cy=\"\(n(frame.midY))\" r=\"\(n(min(frame.width, frame.height) / 2))\""
        case .ellipse:
            geometry =
                "<ellipse class=\"layer\" cx=\"\(n(frame.midX))\" cy=\"\(n(frame.midY))\" rx=\"\(n(frame.width / 2))\" "
                + "ry=\"\(n(frame.height / 2))\""
        default:
            if kind == .capsule { radius = min(frame.width, frame.height) / 2 }
            radius = min(radius, min(frame.width, frame.height) / 2)
            var rect =
                "<rect class=\"layer\" x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" "
                + "height=\"\(n(frame.height))\""
            if radius > 0 { rect += " rx=\"\(n(radius))\"" }
            geometry = rect
        }
        return geometry + " \(paintAttributes)/>"
    }

    /// What a node draws over its layers: its text, or an image as its symbol name in a box.
    /// - Parameter finding: the number of the finding a cut-off text links to.
    func content(_ node: AuditReport.Screen.Node, finding: Int? = nil) -> String {
        let frame = node.frame.standardized
        guard frame.width > 0, frame.height > 0, let label = node.label ?? node.symbol else { return "" }
        let fill = node.color.map { " fill=\"\($0.opaqueHex)\"" + ($0.alpha < 1 ? " fill-opacity=\"\(n(max(0, $0.alpha)))\"" : "") } ?? ""
        if node.kind == "image" {
            let name = TerminalText.safe(node.symbol ?? label)
            let line = max(0.5, min(frame.width, frame.height) / 16)
            let size = max(2, min(frame.height * 0.4, frame.width / (Double(max(1, name.count)) * 0.55)))
            let stroke = node.color.map { " stroke=\"\($0.opaqueHex)\"" } ?? ""
            return "<g class=\"drawn-image\"><title>image \(h(name))</title><rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" "
                + "width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" fill=\"none\"\(stroke) stroke-width=\"\(n(line))\" "
                + "stroke-dasharray=\"\(n(line * 3)) \(n(line * 2))\"/><text x=\"\(n(frame.midX))\" y=\"\(n(frame.midY + size * 0.35))\" "
                + "font-size=\"\(n(size))\" text-anchor=\"middle\"\(fill) aria-hidden=\"true\">\(h(name))</text></g>"
        }
        // A text whose font the tree does not give is drawn at a size that fits its frame. A control's text
        // whose colour it does not give (a text field's typed text: its font is recorded, its colour is not)
        // is not drawn; a plain text without one (a tree written by hand) is, in the page's default.
        guard node.color != nil || node.kind == "text",
            let size = node.fontSize ?? (node.kind == "text" ? max(6, min(17, frame.height * 0.6)) : nil)
        else { return "" }
        var html = "<text class=\"drawn-text\" font-size=\"\(n(size))\""
        if let weight = node.fontWeight, weight != .regular { html += " font-weight=\"\(weight.value)\"" }
        html += "\(fill) aria-hidden=\"true\">"
        if node.isTruncated {
            // Whole, on one line, past the dashed frame.
            let baseline = frame.midY + size * 0.35
            html += "<tspan x=\"\(n(frame.minX))\" y=\"\(n(baseline))\">\(h(TerminalText.safe(label)))</tspan></text>"
            html +=
                "<rect class=\"overflow-frame\" x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" "
                + "height=\"\(n(frame.height))\" data-overflow=\"true\"/>"
            guard let finding else { return "<g class=\"overflow\">\(html)</g>" }
            return "<a class=\"overflow\" href=\"#finding-\(finding)\"><title>cut off: finding \(finding)</title>\(html)</a>"
        }
        let lines = Self.lines(of: TerminalText.safe(label), width: frame.width, height: frame.height, fontSize: size)
        let lineHeight = frame.height / Double(max(1, lines.count))
        for (index, line) in lines.enumerated() {
            let baseline = frame.minY + lineHeight * (Double(index) + 0.5) + size * 0.35
            // A text the layout fits stays in its frame, whatever the estimate of its width.
            let fit =
                Self.estimatedWidth(of: line, fontSize: size) > frame.width
                ? " textLength=\"\(n(frame.width))\" lengthAdjust=\"spacingAndGlyphs\"" : ""
            html += "<tspan x=\"\(n(frame.minX))\" y=\"\(n(baseline))\"\(fit)>\(h(line))</tspan>"
        }
        return html + "</text>"
    }

    /// `text` broken into as many lines as `height` holds at `fontSize`, each
    /// about as wide as `width` (a character is taken as half the size wide);
    /// the last line ends in `…` when words are left over.
    static func lines(of text: String, width: Double, height: Double, fontSize: Double) -> [String] {
        let perLine = max(1, characters(fitting: width * 1.2, fontSize: fontSize))
        let available = max(1, min(1000, Int((height / (fontSize * 1.15)).rounded())))
        guard text.count > perLine, available > 1 else { return [text] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if current.isEmpty {
                current = String(word)
            } else if current.count + 1 + word.count <= perLine {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        lines.append(current)
        if lines.count > available {
            lines = Array(lines.prefix(available))
            lines[available - 1] += "…"
        }
        return lines
    }
}
