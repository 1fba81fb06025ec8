import AccessibilityAudit
import AccessibilityModel
import Foundation

/// What a screen's nodes paint (spec/report-format.md, "Pictures"): layers
/// written as the tree format writes them (spec/tree-format.md), the font of
/// a drawn text and an image's symbol.
extension ReportJSON {
    /// The keys a node adds to `path`, `kind`, `frame`, `label` and `color`, each only when it holds something
    /// (`enabled` only when `false`, `truncated` only when `true`).
    static func pictureMembers(of node: AuditReport.Screen.Node) -> [(key: String, value: JSONValue)] {
        var members: [(key: String, value: JSONValue)] = []
        if !node.layers.isEmpty { members.append(("layers", .array(node.layers.map(value(of:))))) }
        if let size = node.fontSize {
            var font: [(key: String, value: JSONValue)] = [("size", .number(size))]
            if let weight = node.fontWeight { font.append(("weight", .string(weight.rawValue))) }
            members.append(("font", .object(font)))
        }
        if let symbol = node.symbol { members.append(("symbol", .string(symbol))) }
        if node.isDisabled { members.append(("enabled", .bool(false))) }
        if node.isTruncated { members.append(("truncated", .bool(true))) }
        return members
    }

    /// A layer, as the tree format writes it: only what differs from its defaults.
    static func value(of layer: PaintLayer) -> JSONValue {
        TreeFormat.jsonValue(of: layer)
    }
}

extension ReportJSONReader {
    /// The most layers one node may hold, as in the tree format.
    static let maximumLayers = 4096

    /// A node's `layers`, `font` and `symbol`, each optional.
    static func picture(of node: Field) throws(ReportDecodingError)
        -> (layers: [PaintLayer], fontSize: Double?, fontWeight: FontWeight?, symbol: String?)
    {
        var layers: [PaintLayer] = []
        if let field = try node.optionalMember("layers") {
            let items = try field.array
            guard items.count <= maximumLayers else {
                throw field.fail("\(items.count) layers; at most \(maximumLayers) are read")
            }
            for item in items { layers.append(try layer(item)) }
        }
        var size: Double?, weight: FontWeight?
        if let font = try node.optionalMember("font") {
            let sizeField = try font.member("size")
            let points = try sizeField.double
            guard points.isFinite, points > 0, points <= 4096 else {
                throw sizeField.fail("a font size is a number of points above 0 and at most 4096, found \(JSONWriter.numberText(points))")
            }
            size = points
            if let weightField = try font.optionalMember("weight") {
                let name = try weightField.string
                guard let known = FontWeight(rawValue: name) else {
                    let suggestion = Suggestion.nearest(to: name, in: FontWeight.all.map(\.rawValue)).map { "; did you mean '\($0)'?" } ?? ""
                    throw weightField.fail("'\(name)' is not a font weight (ultraLight … black)\(suggestion)")
                }
                weight = known
            }
        }
        return (layers, size, weight, try node.optionalString("symbol"))
    }

    /// A finding's `compared`: the renders an invariance finding compared, each a style and its settings.
    static func compared(_ finding: Field) throws(ReportDecodingError) -> [Finding.Render]? {
        guard let field = try finding.optionalMember("compared") else { return nil }
        var renders: [Finding.Render] = []
        for item in try field.array {
            let settingsField = try item.member("settings")
            let text = try settingsField.string
            let settings: AccessibilitySettings
            do throws(SettingsError) {
                settings = text == "default" ? AccessibilitySettings() : try AccessibilitySettings(parsing: text)
            } catch {
                throw settingsField.fail(error.description)
            }
            renders.append(Finding.Render(style: try item.string("style"), settings: settings))
        }
        return renders
    }

    static func layer(_ field: Field) throws(ReportDecodingError) -> PaintLayer {
        let frame = try rect(try field.member("frame"))
        var shape = LayerShape.rectangle
        if let shapeField = try field.optionalMember("shape") {
            let name = try shapeField.string
            guard let kind = LayerShape.Kind.allKnown.first(where: { $0.rawValue == name }) else {
                throw shapeField.fail("'\(name)' is not a shape (\(LayerShape.Kind.allKnown.map(\.rawValue).joined(separator: ", ")))")
            }
            shape = LayerShape(kind: kind)
        }
        if let radiusField = try field.optionalMember("cornerRadius") {
            let radius = try radiusField.double
            guard radius.isFinite, radius >= 0 else { throw radiusField.fail("a corner radius cannot be negative") }
            shape.cornerRadius = radius
        }
        var kind = BackgroundKind.solid
        if let kindField = try field.optionalMember("kind") {
            let name = try kindField.string
            guard let known = BackgroundKind.allKnown.first(where: { $0.rawValue == name }) else {
                throw kindField.fail("'\(name)' is not a layer kind (\(BackgroundKind.allKnown.map(\.rawValue).joined(separator: ", ")))")
            }
            kind = known
        }
        let fill: LayerFill
        switch kind {
        case .image: fill = .image
        case .gradient:
            let stopsField = try field.member("stops")
            var stops: [GradientStop] = []
            for item in try stopsField.array {
                let locationField = try item.member("location")
                let location = try locationField.double
                guard (0...1).contains(location) else { throw locationField.fail("a stop's location is from 0 to 1") }
                stops.append(GradientStop(color: try color(try item.member("color")), location: location))
            }
            guard !stops.isEmpty else { throw stopsField.fail("a gradient needs at least one stop") }
            guard zip(stops, stops.dropFirst()).allSatisfy({ $0.location <= $1.location }) else {
                throw stopsField.fail("gradient stops must be in increasing location")
            }
            fill = .linearGradient(
                stops, start: try unitPoint(field, "start", default: .leading),
                end: try unitPoint(field, "end", default: .trailing))
        default:
            fill = LayerFill(kind: kind, stops: [GradientStop(color: try color(try field.member("color")), location: 0)])
        }
        var stroke: LayerStroke?
        if let widthField = try field.optionalMember("lineWidth") {
            let width = try widthField.double
            guard width.isFinite, width >= 0 else { throw widthField.fail("a line width cannot be negative") }
            var placement = LayerStroke.Placement.centered
            if let placementField = try field.optionalMember("strokePlacement") {
                let name = try placementField.string
                guard let known = LayerStroke.Placement.allKnown.first(where: { $0.rawValue == name }) else {
                    throw placementField.fail("'\(name)' is not a stroke placement (centered, inside)")
                }
                placement = known
            }
            stroke = LayerStroke(lineWidth: width, placement: placement)
        }
        return PaintLayer(frame: frame, shape: shape, fill: fill, stroke: stroke)
    }

    static func color(_ field: Field) throws(ReportDecodingError) -> SRGBColor {
        let text = try field.string
        do { return try SRGBColor(hex: text) } catch { throw field.fail("'\(text)' is not a colour; expected #RRGGBB or #RRGGBBAA") }
    }

    private static func unitPoint(_ field: Field, _ key: String, default fallback: UnitPosition) throws(ReportDecodingError) -> UnitPosition {
        guard let pointField = try field.optionalMember(key) else { return fallback }
        let items = try pointField.array
        guard items.count == 2 else { throw pointField.fail("a unit point is [x, y], found \(items.count) numbers") }
        let x = try items[0].double, y = try items[1].double
        return UnitPosition(x: x, y: y)
    }
}
