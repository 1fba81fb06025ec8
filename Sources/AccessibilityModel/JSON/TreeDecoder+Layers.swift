import Foundation

/// The `backdrop` and `drawing` fields: arrays of paint layers (spec/tree-format.md).
extension TreeDecoder {
    /// The most layers one node's `backdrop` or `drawing` may hold: every
    /// contrast sample composites them all, so a hostile file must not make
    /// one node cost millions of tests.
    static let maximumLayers = 4096

    /// An array of layer objects under `key`.
    func layers(_ value: JSONValue, _ key: String) throws(TreeDecodingFailure) -> [PaintLayer] {
        guard case .array(let items) = value else { throw mismatch(expected: "an array of layers", found: value, at: [.key(key)]) }
        guard items.count <= Self.maximumLayers else {
            throw failure("\(key) has \(items.count) layers; at most \(Self.maximumLayers) are read", at: [.key(key)])
        }
        var result: [PaintLayer] = []
        result.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            result.append(try layer(item, at: [.key(key), .index(index)]))
        }
        return result
    }

    private func layer(_ value: JSONValue, at base: [JSONPath.Component]) throws(TreeDecodingFailure) -> PaintLayer {
        guard case .object(let members) = value else { throw mismatch(expected: "a layer object", found: value, at: base) }
        var frame: CGRect?
        var shape = LayerShape.rectangle
        var cornerRadius: Double?
        var kind = BackgroundKind.solid
        var color: SRGBColor?
        var stops: [GradientStop]?
        var start = UnitPosition.leading, end = UnitPosition.trailing
        var lineWidth: Double?
        var placement = LayerStroke.Placement.centered
        var isPlatformDrawn = false
        for (key, member) in members {
            let at = base + [.key(key)]
            switch key {
            case "frame":
                let numbers = try finiteNumbers(member, count: 4, shape: "[x, y, width, height]", at: at)
                guard numbers[2] >= 0, numbers[3] >= 0 else {
                    throw failure("negative size in frame: width and height must not be negative", at: at)
                }
                frame = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
            case "shape":
                guard case .string(let name) = member else { throw mismatch(expected: "a string", found: member, at: at) }
                shape = LayerShape(kind: try lookUp(name, what: "shape", in: LayerNames.shapes, at: at))
            case "cornerRadius":
                guard case .number(let radius) = member, radius.isFinite, radius >= 0 else {
                    throw mismatch(expected: "a non-negative number", found: member, at: at)
                }
                cornerRadius = radius
            case "kind":
                guard case .string(let name) = member else { throw mismatch(expected: "a string", found: member, at: at) }
                kind = try lookUp(name, what: "layer kind", in: LayerNames.kinds, at: at)
            case "color": color = try layerColor(member, at: at)
            case "stops":
                guard case .array(let items) = member else { throw mismatch(expected: "an array of stops", found: member, at: at) }
                var read: [GradientStop] = []
                for (index, item) in items.enumerated() {
                    let itemAt = at + [.index(index)]
                    guard case .object(let fields) = item else { throw mismatch(expected: "a stop object", found: item, at: itemAt) }
                    var stopColor: SRGBColor?
                    var location: Double?
                    for (field, entry) in fields {
                        switch field {
                        case "color": stopColor = try layerColor(entry, at: itemAt + [.key(field)])
                        case "location":
                            guard case .number(let number) = entry, number.isFinite, (0...1).contains(number) else {
                                throw mismatch(expected: "a number from 0 to 1", found: entry, at: itemAt + [.key(field)])
                            }
                            location = number
                        default: break
                        }
                    }
                    guard let stopColor else { throw failure("missing 'color' in gradient stop", at: itemAt) }
                    read.append(GradientStop(color: stopColor, location: location ?? (items.count > 1 ? Double(index) / Double(items.count - 1) : 0)))
                }
                guard zip(read, read.dropFirst()).allSatisfy({ $0.location <= $1.location }) else {
                    throw failure("gradient stops must be in increasing location", at: at)
                }
                stops = read
            case "start", "end":
                let numbers = try finiteNumbers(member, count: 2, shape: "[x, y]", at: at)
                let point = UnitPosition(x: numbers[0], y: numbers[1])
                if key == "start" { start = point } else { end = point }
            case "lineWidth":
                guard case .number(let width) = member, width.isFinite, width >= 0 else {
                    throw mismatch(expected: "a non-negative number", found: member, at: at)
                }
                lineWidth = width
            case "strokePlacement":
                guard case .string(let name) = member else { throw mismatch(expected: "a string", found: member, at: at) }
                placement = try lookUp(name, what: "stroke placement", in: LayerNames.placements, at: at)
            case "platform":
                guard case .bool(let flag) = member else { throw mismatch(expected: "true or false", found: member, at: at) }
                isPlatformDrawn = flag
            default: break
            }
        }
        guard let frame else { throw failure("missing 'frame' in layer", at: base) }
        // A corner radius belongs to a rounded rectangle (the writer writes it for that shape only).
        if let cornerRadius, shape.kind == .roundedRectangle { shape.cornerRadius = cornerRadius }
        let fill: LayerFill
        switch kind {
        case .image: fill = .image
        case .gradient:
            guard let stops, !stops.isEmpty else { throw failure("a gradient layer needs 'stops'", at: base) }
            fill = .linearGradient(stops, start: start, end: end)
        default:
            guard let color else { throw failure("a \(kind.rawValue) layer needs 'color'", at: base) }
            fill = LayerFill(kind: kind, stops: [GradientStop(color: color, location: 0)])
        }
        return PaintLayer(
            frame: frame, shape: shape, fill: fill,
            stroke: lineWidth.map { LayerStroke(lineWidth: $0, placement: placement) }, isPlatformDrawn: isPlatformDrawn)
    }

    private func layerColor(_ value: JSONValue, at: [JSONPath.Component]) throws(TreeDecodingFailure) -> SRGBColor {
        guard case .string(let text) = value else { throw mismatch(expected: "a string", found: value, at: at) }
        guard let color = try? SRGBColor(hex: text) else {
            throw failure("'\(text)' is not a colour; expected #RRGGBB or #RRGGBBAA", at: at)
        }
        return color
    }

    private func finiteNumbers(_ value: JSONValue, count: Int, shape: String, at: [JSONPath.Component]) throws(TreeDecodingFailure) -> [Double] {
        guard case .array(let items) = value, items.count == count else {
            throw mismatch(expected: "an array of \(count) numbers \(shape)", found: value, at: at)
        }
        var result: [Double] = []
        for (index, item) in items.enumerated() {
            guard case .number(let number) = item, number.isFinite else {
                throw mismatch(expected: "a finite number", found: item, at: at + [.index(index)])
            }
            result.append(number)
        }
        return result
    }
}

/// The names a layer's fields know, built once.
private enum LayerNames {
    static let shapes = LayerShape.Kind.allKnown.map { ($0.rawValue, $0) }
    static let kinds = BackgroundKind.allKnown.map { ($0.rawValue, $0) }
    static let placements = LayerStroke.Placement.allKnown.map { ($0.rawValue, $0) }
}

extension TreeEncoder {
    /// A layer as the format writes it: only what differs from the defaults.
    static func encode(_ layer: PaintLayer) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        let frame = layer.frame
        members.append(("frame", .array([frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map { .number(Double($0)) })))
        if layer.shape.kind != .rectangle { members.append(("shape", .string(layer.shape.kind.rawValue))) }
        if layer.shape.kind == .roundedRectangle { members.append(("cornerRadius", .number(layer.shape.cornerRadius))) }
        if layer.fill.kind != .solid { members.append(("kind", .string(layer.fill.kind.rawValue))) }
        switch layer.fill.kind {
        case .image: break
        case .gradient:
            members.append(
                (
                    "stops",
                    .array(
                        layer.fill.stops.map {
                            .object([("color", .string($0.color.hex)), ("location", .number($0.location))])
                        })
                ))
            members.append(("start", .array([.number(layer.fill.start.x), .number(layer.fill.start.y)])))
            members.append(("end", .array([.number(layer.fill.end.x), .number(layer.fill.end.y)])))
        default:
            if let color = layer.fill.stops.first?.color { members.append(("color", .string(color.hex))) }
        }
        if let stroke = layer.stroke {
            members.append(("lineWidth", .number(stroke.lineWidth)))
            if stroke.placement != .centered { members.append(("strokePlacement", .string(stroke.placement.rawValue))) }
        }
        if layer.isPlatformDrawn { members.append(("platform", .bool(true))) }
        return .object(members)
    }
}
