import AccessibilityModel
import Foundation
import Testing

@Suite struct TreeFormatTests {
    static let checkout = """
        {
          "version": 1,
          "name": "Checkout",
          "layoutDirection": "leftToRight",
          "root": {
            "children": [
              { "label": "Checkout", "traits": ["header"], "frame": [16, 60, 200, 34] },
              { "label": "Stars", "value": "3", "traits": ["adjustable"],
                "actions": ["increment", "decrement"], "frame": [16, 110, 240, 44] },
              { "label": "Pay", "traits": ["button"], "actions": ["activate"],
                "frame": [16, 170, 343, 50],
                "foreground": "#FFFFFF", "background": "#007AFF",
                "font": { "size": 17, "weight": "semibold", "scalesWithDynamicType": true } }
            ]
          }
        }
        """

    @Test func `the spec example reads as the tree it describes`() throws {
        let tree = try TreeFormat.read(Data(Self.checkout.utf8))
        #expect(tree.name == "Checkout")
        #expect(tree.layoutDirection == .leftToRight)
        #expect(tree.settings == nil)
        #expect(tree.root.isElement == false)
        #expect(tree.root.id == "root")
        let pay = try #require(tree[path: NodePath([2])])
        #expect(pay.id == "2")
        #expect(pay.isElement)
        #expect(pay.label == "Pay")
        #expect(pay.traits == .button)
        #expect(pay.actions == .activate)
        #expect(pay.frame == CGRect(x: 16, y: 170, width: 343, height: 50))
        #expect(pay.foreground == .white)
        #expect(pay.background == (try SRGBColor(hex: "#007AFF")))
        #expect(pay.font == FontFacts(size: 17, weight: .semibold, scalesWithDynamicType: true))
        #expect(tree[path: NodePath([1])]?.actions == [.increment, .decrement])
    }

    @Test func `writing gives only non-default fields in a fixed order`() throws {
        let tree = try TreeFormat.read(Data(Self.checkout.utf8))
        #expect(
            TreeFormat.write(tree) == """
                {
                  "version": 1,
                  "name": "Checkout",
                  "root": {
                    "children": [
                      {
                        "label": "Checkout",
                        "traits": ["header"],
                        "frame": [16, 60, 200, 34]
                      },
                      {
                        "label": "Stars",
                        "value": "3",
                        "traits": ["adjustable"],
                        "frame": [16, 110, 240, 44],
                        "actions": ["increment", "decrement"]
                      },
                      {
                        "label": "Pay",
                        "traits": ["button"],
                        "frame": [16, 170, 343, 50],
                        "actions": ["activate"],
                        "foreground": "#FFFFFF",
                        "background": "#007AFF",
                        "font": {
                          "size": 17,
                          "weight": "semibold"
                        }
                      }
                    ]
                  }
                }

                """)
        #expect(TreeFormat.write(tree, pretty: false).hasSuffix("}\n"))
    }

    @Test(arguments: ElementTraits.named.map(\.name))
    func `every trait round-trips`(_ name: String) throws {
        let tree = try roundTrip(#"{"version": 1, "root": {"traits": ["\#(name)"]}}"#)
        #expect(tree.root.traits == ElementTraits(name: name))
        #expect(tree.root.traits.names == [name])
    }

    @Test(arguments: StandardActions.named.map(\.name))
    func `every action round-trips`(_ name: String) throws {
        let tree = try roundTrip(#"{"version": 1, "root": {"actions": ["\#(name)"]}}"#)
        #expect(tree.root.actions.names == [name])
    }

    @Test(arguments: ContainerKind.allKnown.map(\.rawValue))
    func `every container kind round-trips`(_ name: String) throws {
        let tree = try roundTrip(#"{"version": 1, "root": {"container": "\#(name)", "children": [{}]}}"#)
        #expect(tree.root.container?.rawValue == name)
    }

    @Test func `every field round-trips`() throws {
        let node = AccessibilityNode(
            id: "0", label: "Rating", value: "3 of 5", hint: "Swipe up or down", traits: [.button, .selected, .modal, .textArea],
            isElement: true, isHidden: true, container: .series,
            frame: CGRect(x: 1.5, y: -2, width: 44, height: 0), activationPoint: CGPoint(x: 10.25, y: 3),
            actions: [.activate, .escape, .magicTap], customActions: ["Delete", "Share “this”"], sortPriority: -2.5,
            headingLevel: 2, identifier: "rating.stars", language: "de-DE", inputLabels: ["Rating", "Stars"],
            touchTargets: [CGRect(x: 16, y: 20, width: 17, height: 17), CGRect(x: 37, y: 20.5, width: 0, height: 17)],
            foreground: try SRGBColor(hex: "#11223380"), background: try SRGBColor(hex: "#F0F0F0"), backgroundKind: .gradient,
            boundary: try SRGBColor(hex: "#767676"), font: FontFacts(size: 15.5, weight: .black, scalesWithDynamicType: false, textStyle: "footnote"),
            text: "★★★☆☆", isTruncated: true, motion: [.scale, .offset], labelOrigin: .symbolName, isRenderedEnabled: false,
            children: [AccessibilityNode(id: "0.0", label: "inner")])
        let settings = SettingsOverride(
            colorScheme: .dark, dynamicTypeSize: .accessibility3, isEnabled: false, reduceMotion: true,
            locale: "de"
        ).applied(to: AccessibilitySettings())
        let tree = AccessibilityTree(
            name: "Everything", root: AccessibilityNode(id: "root", children: [node, AccessibilityNode(id: "1")]),
            layoutDirection: .rightToLeft, settings: settings)
        let text = TreeFormat.write(tree)
        #expect(try TreeFormat.read(Data(text.utf8)) == tree)
        #expect(try TreeFormat.read(Data(TreeFormat.write(tree, pretty: false).utf8)) == tree)
        #expect(text.contains(#""settings": {"#))
        #expect(text.contains(#""reduceMotion": true"#))
        // Every field the writer writes is one the reader knows: none is taken for a misspelling.
        var warnings = TreeFormatWarnings()
        #expect(try TreeFormat.read(Data(text.utf8), warnings: &warnings) == tree)
        #expect(warnings == TreeFormatWarnings())
    }

    @Test func `touch targets round-trip, an empty list stays empty, and a file without them leaves them unknown`() throws {
        let tree = try roundTrip(#"{"version": 1, "root": {"children": [{"touchTargets": [[1, 2, 44, 30.5]]}, {"touchTargets": []}, {}]}}"#)
        #expect(tree.root.children[0].touchTargets == [CGRect(x: 1, y: 2, width: 44, height: 30.5)])
        #expect(tree.root.children[1].touchTargets == [])
        #expect(tree.root.children[2].touchTargets == nil)
    }

    @Test func `unknown fields that look misspelt are ignored, with a warning at their place`() throws {
        let text = """
            {"version": 1, "nmae": "Typo", "futureField": {"a": 1},
             "root": {"children": [
               {"label": "Decoration", "isHidden": true, "traits": ["image"]},
               {"lable": "Pay", "traits": ["button"], "font": {"size": 17, "wieght": "bold"}, "x": 1, "id": "pay"}
             ]}}
            """
        var warnings = TreeFormatWarnings()
        let tree = try TreeFormat.read(Data(text.utf8), warnings: &warnings)
        // Ignored, as the format says: the decoration is not hidden and the button has no label.
        #expect(tree.name == nil)
        #expect(tree.root.children[0].isHidden == false)
        #expect(tree.root.children[1].label == nil)
        #expect(warnings.count == 4)
        #expect(
            warnings.first.map(\.message) == [
                "unknown field 'nmae' ignored at nmae; did you mean 'name'?",
                "unknown field 'isHidden' ignored at root.children[0].isHidden; did you mean 'hidden'?",
                "unknown field 'lable' ignored at root.children[1].lable; did you mean 'label'?",
                "unknown field 'wieght' ignored at root.children[1].font.wieght; did you mean 'weight'?",
            ])
        #expect(warnings.first.map { [$0.line, $0.column] } == [[1, 24], [3, 40], [4, 14], [4, 74]])
        #expect(warnings.first.map(\.suggestion) == ["name", "hidden", "label", "weight"])
        // Reading without asking for warnings reads the same tree.
        #expect(try TreeFormat.read(Data(text.utf8)) == tree)
    }

    @Test func `a repeated misspelling is counted each time; past a thousand distinct unknown names, none is looked at`() throws {
        var warnings = TreeFormatWarnings()
        let repeated = (0..<30).map { _ in #"{"lable": "x"}"# }.joined(separator: ", ")
        _ = try TreeFormat.read(Data(#"{"version": 1, "root": {"children": [\#(repeated)]}}"#.utf8), warnings: &warnings)
        #expect(warnings.count == 30)
        // A file with thousands of unknown names carries extensions: an edit distance per name would cost more than the read.
        let extensions = (0..<1_000).map { #"{"ext\#($0)": 1}"# }.joined(separator: ", ")
        warnings = TreeFormatWarnings()
        _ = try TreeFormat.read(Data(#"{"version": 1, "root": {"children": [\#(extensions), {"lable": "x"}]}}"#.utf8), warnings: &warnings)
        #expect(warnings.count == 0)
    }

    @Test func `only the first few misspelt fields are located, all are counted`() throws {
        let nodes = (0..<12).map { _ in #"{"lable": "x"}"# }.joined(separator: ", ")
        var warnings = TreeFormatWarnings()
        _ = try TreeFormat.read(Data(#"{"version": 1, "root": {"children": [\#(nodes)]}}"#.utf8), warnings: &warnings)
        #expect(warnings.count == 12)
        #expect(warnings.first.count == TreeFormatWarnings.located)
        #expect(warnings.first.allSatisfy { $0.line == 1 && $0.column > 0 })
    }

    @Test func `element defaults to true for leaves and false for nodes with children`() throws {
        let tree = try TreeFormat.read(
            Data(#"{"version": 1, "root": {"children": [{}, {"children": []}, {"element": false}, {"element": true, "children": [{}]}]}}"#.utf8))
        #expect(tree.root.isElement == false)
        #expect(tree.root.children.map(\.isElement) == [true, true, false, true])
        #expect(tree.root.children[3].children[0].id == "3.0")
        #expect(try roundTrip(TreeFormat.write(tree)) == tree)
    }

    @Test func `other fields default to empty, zero, enabled and visible`() throws {
        let tree = try TreeFormat.read(Data(#"{"version": 1, "root": {}}"#.utf8))
        #expect(tree.root == AccessibilityNode(id: "root"))
        #expect(tree.layoutDirection == .leftToRight)
        #expect(tree.name == nil)
    }

    @Test func `unknown fields are ignored at every level`() throws {
        let tree = try TreeFormat.read(
            Data(
                #"""
                {"version": 1, "producer": {"tool": "x"}, "root": {"label": "A", "extra": [1, {"deep": null}],
                 "font": {"size": 12, "family": "Helvetica"}}}
                """#.utf8))
        #expect(tree.root.label == "A")
        #expect(tree.root.font == FontFacts(size: 12))
    }

    @Test func `settings accept strings and booleans`() throws {
        let tree = try TreeFormat.read(
            Data(#"{"version": 1, "settings": {"colorScheme": "dark", "boldText": true, "isEnabled": "false"}, "root": {}}"#.utf8))
        var expected = AccessibilitySettings()
        expected.colorScheme = .dark
        expected.boldText = true
        expected.isEnabled = false
        #expect(tree.settings == expected)
    }

    @Test func `a large flat tree reads and keeps every node`() throws {
        let count = 200_000
        var text = #"{"version": 1, "root": {"children": ["#
        text += Array(repeating: #"{"label": "x", "traits": ["button"], "frame": [0, 0, 44, 44]}"#, count: count).joined(separator: ",")
        text += "]}}"
        let tree = try TreeFormat.read(Data(text.utf8))
        #expect(tree.root.children.count == count)
        #expect(tree.root.children.last?.id == "199999")
    }

    @Test func `a tree of exactly 512 levels is accepted`() throws {
        let depth = TreeFormat.maximumDepth
        let text =
            #"{"version": 1, "root": "# + String(repeating: #"{"children": ["#, count: depth - 1)
            + #"{"traits": ["button"], "font": {"size": 1}}"# + String(repeating: "]}", count: depth - 1) + "}"
        let tree = try TreeFormat.read(Data(text.utf8))
        var levels = 0
        tree.walk { _, path in
            levels = max(levels, path.indexes.count + 1); return .visitChildren
        }
        #expect(levels == depth)
    }

    private func roundTrip(_ text: String) throws -> AccessibilityTree {
        let tree = try TreeFormat.read(Data(text.utf8))
        let again = try TreeFormat.read(Data(TreeFormat.write(tree).utf8))
        #expect(again == tree)
        return tree
    }
}
