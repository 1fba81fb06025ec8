import AccessibilityModel
import Foundation
import Testing

/// The `backdrop` and `drawing` fields: paint layers (spec/tree-format.md).
@Suite struct TreeFormatLayerTests {
    static let chip = """
        {
          "version": 1,
          "root": {
            "children": [
              { "label": "Sale", "traits": ["staticText"], "frame": [20, 10, 60, 20],
                "foreground": "#000000", "font": { "size": 17 },
                "backdrop": [
                  { "frame": [0, 0, 390, 844], "color": "#FFFFFF" },
                  { "frame": [0, 0, 300, 40], "shape": "roundedRectangle", "cornerRadius": 8, "kind": "gradient",
                    "stops": [{ "color": "#FF3B30", "location": 0 }, { "color": "#007AFF", "location": 1 }],
                    "start": [0, 0.5], "end": [1, 0.5] },
                  { "frame": [0, 0, 300, 40], "shape": "capsule", "color": "#FFFFFF80", "lineWidth": 2,
                    "strokePlacement": "inside" }
                ],
                "drawing": [{ "frame": [0, 0, 12, 12], "shape": "circle", "kind": "material", "color": "#F2F2F799" }] }
            ]
          }
        }
        """

    @Test func `layers read as the shapes, paints and strokes they describe`() throws {
        let tree = try TreeFormat.read(Data(Self.chip.utf8))
        let text = try #require(tree.root.children.first)
        #expect(text.backdrop.count == 3)
        let gradient = text.backdrop[1]
        #expect(gradient.shape == .roundedRectangle(cornerRadius: 8))
        #expect(gradient.fill.kind == .gradient)
        #expect(gradient.fill.stops.map(\.color.hex) == ["#FF3B30", "#007AFF"])
        #expect(gradient.fill.start == UnitPosition(x: 0, y: 0.5))
        let ring = text.backdrop[2]
        #expect(ring.stroke == LayerStroke(lineWidth: 2, placement: .inside))
        #expect(ring.fill.stops.first?.color.hex == "#FFFFFF80")
        #expect(text.drawing.first?.fill.kind == .material)
        #expect(text.drawing.first?.shape == .circle)
    }

    /// Found by the tree reader's fuzz target: a `cornerRadius` beside another
    /// shape (here the default rectangle, its `shape` misspelt) was kept, and
    /// the writer, which writes it for a rounded rectangle only, lost it.
    @Test func `a corner radius counts for a rounded rectangle only, so a round trip keeps the tree`() throws {
        let text = Self.chip.replacingOccurrences(of: "\"shape\": \"roundedRectangle\"", with: "\"shpae\": \"roundedRectangle\"")
        let tree = try TreeFormat.read(Data(text.utf8))
        let square = try #require(tree.root.children.first?.backdrop[1])
        #expect(square.shape == .rectangle)
        #expect(try TreeFormat.read(Data(TreeFormat.write(tree).utf8)) == tree)
    }

    /// A symbol a stock control draws (a list row's disclosure chevron) is the platform's, and the tree says so,
    /// so that a tree written by `tree --format json` and audited again keeps the chevron out of contrast-non-text.
    @Test func `a platform symbol reads, writes and reads back as the platform's`() throws {
        let text = """
            { "version": 1, "root": { "children": [
              { "label": "chevron right", "traits": ["image"], "hidden": true, "element": false, "frame": [360, 14, 8, 14],
                "foreground": "#3C3C434D", "platformSymbol": true },
              { "label": "Star", "traits": ["image"], "frame": [20, 14, 14, 14], "foreground": "#3C3C434D" }
            ] } }
            """
        let tree = try TreeFormat.read(Data(text.utf8))
        #expect(tree.root.children.map(\.isSymbolDrawnByPlatform) == [true, false])
        let written = TreeFormat.write(tree)
        #expect(written.components(separatedBy: "\"platformSymbol\"").count == 2)
        #expect(try TreeFormat.read(Data(written.utf8)) == tree)
        #expect(tree.dump.contains("platformSymbol"))
        let numeric = text.replacingOccurrences(of: "\"platformSymbol\": true", with: "\"platformSymbol\": 1")
        #expect(throws: (any Error).self) { try TreeFormat.read(Data(numeric.utf8)) }
    }

    /// A stock control's touch target that the platform sizes (`platformTarget`, the `target-size` exception for a
    /// "user agent control") reads, writes and reads back.
    @Test func `a platform-sized target reads, writes and reads back`() throws {
        let text = """
            { "version": 1, "root": { "children": [
              { "label": "Wi-Fi", "value": "1", "traits": ["button", "toggle"], "actions": ["activate"],
                "frame": [0, 0, 390, 31], "touchTargets": [[339, 0, 51, 31]], "platformTarget": true },
              { "label": "Mute", "traits": ["button"], "actions": ["activate"], "frame": [0, 40, 30, 18] }
            ] } }
            """
        let tree = try TreeFormat.read(Data(text.utf8))
        #expect(tree.root.children.map(\.isTargetSizedByPlatform) == [true, false])
        let written = TreeFormat.write(tree)
        #expect(written.components(separatedBy: "\"platformTarget\"").count == 2)
        #expect(try TreeFormat.read(Data(written.utf8)) == tree)
        #expect(tree.dump.contains("platformTarget"))
    }

    @Test func `writing layers and reading them back gives the same tree`() throws {
        let tree = try TreeFormat.read(Data(Self.chip.utf8))
        let again = try TreeFormat.read(Data(TreeFormat.write(tree).utf8))
        #expect(again == tree)
        // Defaults are left out: the page, a solid rectangle, is written without shape or kind.
        let written = TreeFormat.write(tree)
        #expect(written.components(separatedBy: "\"shape\"").count - 1 == 3)
        #expect(written.components(separatedBy: "\"kind\"").count - 1 == 2)
    }

    @Test func `a node with too many layers is refused, not composited`() {
        let layer = ##"{ "frame": [0, 0, 1, 1], "color": "#FFFFFF" }"##
        let text = #"{"version": 1, "root": {"drawing": ["# + Array(repeating: layer, count: 4097).joined(separator: ",") + "]}}"
        do {
            _ = try TreeFormat.read(Data(text.utf8))
            Issue.record("4097 layers were read")
        } catch {
            #expect(error.message == "drawing has 4097 layers; at most 4096 are read at root.drawing")
            #expect(error.path == "root.drawing")
        }
    }

    @Test func `a tree without layers reads as before`() throws {
        let tree = try TreeFormat.read(Data(TreeFormatTests.checkout.utf8))
        #expect(tree.root.children.allSatisfy { $0.backdrop.isEmpty && $0.drawing.isEmpty })
    }

    @Test(arguments: [
        (##"[{ "color": "#FFFFFF" }]"##, "missing 'frame' in layer", "root.backdrop[0]"),
        (##"[{ "frame": [0, 0, 1, 1], "kind": "gradient" }]"##, "a gradient layer needs 'stops'", "root.backdrop[0]"),
        (##"[{ "frame": [0, 0, 1, 1] }]"##, "a solid layer needs 'color'", "root.backdrop[0]"),
        (##"[{ "frame": [0, 0, 1, 1], "color": "#FFF" }]"##, "'#FFF' is not a colour; expected #RRGGBB or #RRGGBBAA", "root.backdrop[0].color"),
        (##"[{ "frame": [0, 0, 1, 1], "color": "#FFFFFF", "shape": "star" }]"##, "unknown shape 'star'", "root.backdrop[0].shape"),
        (
            ##"[{ "frame": [0, 0, -1, 1], "color": "#FFFFFF" }]"##, "negative size in frame: width and height must not be negative",
            "root.backdrop[0].frame"
        ),
        (
            ##"[{ "frame": [0, 0, 1, 1], "kind": "gradient", "stops": [{ "color": "#000000", "location": 1 }, { "color": "#FFFFFF", "location": 0 }] }]"##,
            "gradient stops must be in increasing location", "root.backdrop[0].stops"
        ),
        (##"{ "frame": [0, 0, 1, 1] }"##, "expected an array of layers at root.backdrop, found an object", "root.backdrop"),
    ])
    func `a malformed layer is an error naming its path`(layers: String, message: String, path: String) {
        let text = #"{"version": 1, "root": {"backdrop": "# + layers + "}}"
        do {
            _ = try TreeFormat.read(Data(text.utf8))
            Issue.record("read \(layers) without an error")
        } catch {
            #expect(error.message.hasPrefix(message), "\(error.message)")
            #expect(error.path == path)
        }
    }
}

/// Compositing and sampling of layers (docs/drawing.md).
@Suite struct BackdropTests {
    static let page = PaintLayer(frame: CGRect(x: 0, y: 0, width: 400, height: 400), fill: .solid(.white))

    @Test func `a translucent layer is composited over what is below it`() throws {
        let tint = PaintLayer(
            frame: CGRect(x: 0, y: 0, width: 100, height: 40), shape: .capsule,
            fill: .solid(SRGBColor(red: 0, green: 0, blue: 1, alpha: 0.5)))
        let backdrop = Backdrop(layers: [Self.page, tint])
        #expect(backdrop.color(at: CGPoint(x: 50, y: 20))?.hex == "#8080FF")
        // Outside the capsule's rounded end the page shows.
        #expect(backdrop.color(at: CGPoint(x: 1, y: 1))?.hex == "#FFFFFF")
    }

    @Test func `a stroke paints only along its line`() {
        let ring = PaintLayer(
            frame: CGRect(x: 0, y: 0, width: 40, height: 40), shape: .circle, fill: .solid(.black),
            stroke: LayerStroke(lineWidth: 2))
        #expect(ring.covers(CGPoint(x: 20, y: 0.5)))
        #expect(!ring.covers(CGPoint(x: 20, y: 20)))
        let border = PaintLayer(
            frame: CGRect(x: 0, y: 0, width: 40, height: 40), fill: .solid(.black),
            stroke: LayerStroke(lineWidth: 4, placement: .inside))
        #expect(border.covers(CGPoint(x: 20, y: 3)))
        #expect(!border.covers(CGPoint(x: 20, y: -1)))
        #expect(!PaintLayer(frame: ring.frame, fill: .solid(.black), stroke: LayerStroke(lineWidth: 0)).isVisible)
    }

    @Test func `a gradient's colour is interpolated along its axis in sRGB`() throws {
        let stops = GradientStop.evenlySpaced([.black, .white])
        let fill = LayerFill.linearGradient(stops, start: .leading, end: .trailing)
        #expect(fill.color(atUnitPoint: CGPoint(x: 0.5, y: 0.9))?.hex == "#808080")
        #expect(fill.color(atUnitPoint: CGPoint(x: -1, y: 0))?.hex == "#000000")
        #expect(fill.color(atUnitPoint: CGPoint(x: 2, y: 0))?.hex == "#FFFFFF")
    }

    @Test func `a picture makes the point unknown unless an opaque layer hides it`() {
        let picture = PaintLayer(frame: CGRect(x: 0, y: 0, width: 100, height: 100), fill: .image)
        let card = PaintLayer(frame: CGRect(x: 10, y: 10, width: 50, height: 50), fill: .solid(.black))
        let backdrop = Backdrop(layers: [Self.page, picture, card])
        #expect(backdrop.color(at: CGPoint(x: 5, y: 5)) == nil)
        #expect(backdrop.color(at: CGPoint(x: 20, y: 20))?.hex == "#000000")
        #expect(Backdrop.relevant(backdrop.layers, to: CGRect(x: 20, y: 20, width: 10, height: 10)) == [card])
    }

    @Test func `a backdrop whose layers are changed answers for the new layers`() {
        var backdrop = Backdrop(layers: [Self.page])
        #expect(backdrop.color(at: CGPoint(x: 5, y: 5))?.hex == "#FFFFFF")
        backdrop.layers.append(PaintLayer(frame: CGRect(x: 0, y: 0, width: 10, height: 10), shape: .circle, fill: .image))
        #expect(backdrop.color(at: CGPoint(x: 5, y: 5)) == nil)
        #expect(backdrop.color(at: CGPoint(x: 0.5, y: 0.5))?.hex == "#FFFFFF")
        backdrop.layers[1] = PaintLayer(
            frame: CGRect(x: 0, y: 0, width: 10, height: 10), fill: .solid(.black),
            stroke: LayerStroke(lineWidth: 2, placement: .inside))
        #expect(backdrop.color(at: CGPoint(x: 0.5, y: 5))?.hex == "#000000")
        #expect(backdrop.color(at: CGPoint(x: 5, y: 5))?.hex == "#FFFFFF")
    }

    @Test func `more than 64 layers over a point are composited like a few`() {
        let veil = PaintLayer(frame: CGRect(x: 0, y: 0, width: 100, height: 100), fill: .solid(SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.01)))
        let few = Backdrop(layers: [Self.page] + Array(repeating: veil, count: 3))
        let many = Backdrop(layers: [Self.page] + Array(repeating: veil, count: 80))
        var expected = SRGBColor.white
        for _ in 0..<80 { expected = veil.fill.stops[0].color.composited(over: expected) }
        #expect(many.color(at: CGPoint(x: 50, y: 50)) == expected)
        #expect(few.color(at: CGPoint(x: 50, y: 50)) != many.color(at: CGPoint(x: 50, y: 50)))
    }

    @Test func `a layer the platform draws says so, and reads back as the platform's`() throws {
        let json = """
            {
              "version": 1,
              "root": { "label": "Wi-Fi", "traits": ["button", "toggle"], "value": "0", "frame": [0, 0, 390, 31],
                        "boundary": "#E9E9EA",
                        "drawing": [{ "frame": [339, 0, 51, 31], "shape": "capsule", "color": "#E9E9EA", "platform": true },
                                    { "frame": [341, 2, 27, 27], "shape": "circle", "color": "#FFFFFF", "platform": true }] }
            }
            """
        let tree = try TreeFormat.read(Data(json.utf8))
        #expect(tree.root.drawing.allSatisfy { $0.isPlatformDrawn })
        #expect(tree.root.isBoundaryDrawnByPlatform)
        #expect(TreeFormat.write(tree).contains("\"platform\": true"))
        #expect(try TreeFormat.read(Data(TreeFormat.write(tree).utf8)) == tree)
        // The author's layer of the same colour makes the boundary the author's.
        var tinted = tree.root
        tinted.drawing[0].isPlatformDrawn = false
        #expect(!tinted.isBoundaryDrawnByPlatform)
    }
}
