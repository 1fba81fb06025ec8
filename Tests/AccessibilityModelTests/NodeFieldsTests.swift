import Foundation
import Testing

@testable import AccessibilityModel

/// A node's box keeps, beside each field past its first lines, whether the
/// field holds a value, and its getters ask that first. Whatever way a field
/// is given (the initialiser or a setter, to a value or back to none), it
/// reads back as given, and nodes with the same fields are equal and hash
/// alike.
@Suite struct NodeFieldsTests {
    /// Each field the box keeps a presence bit for: its name, and a change that
    /// gives it a value (`true`) or takes it away (`false`).
    static let fields: [(name: String, set: @Sendable (inout AccessibilityNode, Bool) -> Void)] = [
        ("value", { $0.value = $1 ? "3" : nil }),
        ("hint", { $0.hint = $1 ? "Opens the item." : nil }),
        ("language", { $0.language = $1 ? "fr" : nil }),
        ("customActions", { $0.customActions = $1 ? ["Delete"] : [] }),
        ("labelOrigin", { $0.labelOrigin = $1 ? .symbolName : nil }),
        ("font", { $0.font = $1 ? FontFacts(size: 17, textStyle: "body") : nil }),
        ("headingLevel", { $0.headingLevel = $1 ? 2 : nil }),
        ("foreground", { $0.foreground = $1 ? SRGBColor(red8: 0x1C, green8: 0x1C, blue8: 0x1E) : nil }),
        ("boundary", { $0.boundary = $1 ? SRGBColor(red8: 0x80, green8: 0x80, blue8: 0x80) : nil }),
        ("background", { $0.background = $1 ? .white : nil }),
        ("backgroundKind", { $0.backgroundKind = $1 ? .solid : nil }),
        ("text", { $0.text = $1 ? "Hello" : nil }),
        ("activationPoint", { $0.activationPoint = $1 ? CGPoint(x: 4, y: 5) : nil }),
        ("identifier", { $0.identifier = $1 ? "pay" : nil }),
        ("inputLabels", { $0.inputLabels = $1 ? ["Pay", "Checkout"] : [] }),
        ("touchTargets", { $0.touchTargets = $1 ? [CGRect(x: 1, y: 2, width: 30, height: 44)] : nil }),
    ]

    /// Every field given, through the initialiser.
    static let full = AccessibilityNode(
        id: "n", label: "Pay", value: "3", hint: "Opens the item.", traits: .button, container: .list,
        frame: CGRect(x: 1, y: 2, width: 3, height: 4), activationPoint: CGPoint(x: 4, y: 5), actions: .activate,
        customActions: ["Delete"], sortPriority: 1, headingLevel: 2, identifier: "pay", language: "fr", inputLabels: ["Pay", "Checkout"],
        touchTargets: [CGRect(x: 1, y: 2, width: 30, height: 44)],
        foreground: SRGBColor(red8: 0x1C, green8: 0x1C, blue8: 0x1E), background: .white, backgroundKind: .solid,
        boundary: SRGBColor(red8: 0x80, green8: 0x80, blue8: 0x80), font: FontFacts(size: 17, textStyle: "body"), text: "Hello",
        labelOrigin: .symbolName)

    /// The value of a field by name, as a comparable description.
    static func read(_ node: AccessibilityNode, _ name: String) -> String {
        switch name {
        case "value": String(describing: node.value)
        case "hint": String(describing: node.hint)
        case "language": String(describing: node.language)
        case "customActions": String(describing: node.customActions)
        case "labelOrigin": String(describing: node.labelOrigin)
        case "font": String(describing: node.font)
        case "headingLevel": String(describing: node.headingLevel)
        case "foreground": String(describing: node.foreground)
        case "boundary": String(describing: node.boundary)
        case "background": String(describing: node.background)
        case "backgroundKind": String(describing: node.backgroundKind)
        case "text": String(describing: node.text)
        case "activationPoint": String(describing: node.activationPoint)
        case "identifier": String(describing: node.identifier)
        case "inputLabels": String(describing: node.inputLabels)
        case "touchTargets": String(describing: node.touchTargets)
        default: "unknown field \(name)"
        }
    }

    @Test func `each field reads back as given, by the initialiser or a setter`() {
        let empty = AccessibilityNode(
            id: "n", label: "Pay", traits: .button, container: .list, frame: CGRect(x: 1, y: 2, width: 3, height: 4),
            actions: .activate, sortPriority: 1)
        for (name, set) in Self.fields {
            // Given by the initialiser, then taken away and given again by setters.
            var node = Self.full
            #expect(Self.read(node, name) == Self.read(Self.full, name), "\(name)")
            set(&node, false)
            #expect(Self.read(node, name) == Self.read(empty, name), "\(name)")
            set(&node, true)
            #expect(Self.read(node, name) == Self.read(Self.full, name), "\(name)")
            #expect(node == Self.full, "\(name)")
            #expect(node.hashValue == Self.full.hashValue, "\(name)")
            // Given by a setter to a node that never had it.
            var grown = empty
            set(&grown, true)
            #expect(Self.read(grown, name) == Self.read(Self.full, name), "\(name)")
        }
    }

    @Test func `nodes with the same fields are equal however the fields were given`() {
        var emptied = Self.full
        for (_, set) in Self.fields { set(&emptied, false) }
        let plain = AccessibilityNode(
            id: "n", label: "Pay", traits: .button, container: .list, frame: CGRect(x: 1, y: 2, width: 3, height: 4),
            actions: .activate, sortPriority: 1)
        #expect(emptied == plain)
        #expect(emptied.hashValue == plain.hashValue)
        var refilled = plain
        for (_, set) in Self.fields { set(&refilled, true) }
        #expect(refilled == Self.full)
        #expect(refilled.hashValue == Self.full.hashValue)
        // A copy shares the box until it changes; the change does not reach the original.
        var copy = Self.full
        copy.hint = nil
        #expect(Self.full.hint == "Opens the item." && copy.hint == nil)
    }

    /// Every pass over a tree reads its nodes' boxes; on a tree larger than
    /// the cache each box is a read from memory, and a captured screen keeps a
    /// box per element. The fields most nodes leave empty (a hint, a language,
    /// an outline, Voice Control names, custom content) live in a second box
    /// that only a node with one of them has: the fields in the node's own
    /// box took about 540 bytes with all of them inside, 368 without.
    @Test func `the fields most nodes leave empty are kept out of the node's box`() {
        #expect(MemoryLayout<AccessibilityNode.Storage.Fields>.size <= 384)
        let plain = AccessibilityNode(id: "n", label: "Pay", traits: .button, frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(!Self.box(of: plain).holdsRareFields)
        var hinted = plain
        hinted.hint = "Opens the item."
        #expect(Self.box(of: hinted).holdsRareFields)
        #expect(!Self.box(of: plain).holdsRareFields, "the copy's change does not reach the original")
        hinted.hint = nil
        #expect(!Self.box(of: hinted).holdsRareFields, "a node whose rare fields are empty again drops their box")
        #expect(hinted == plain && hinted.hashValue == plain.hashValue)
    }

    @Test func `a copy's change to a rare field leaves the original's as it was`() {
        var copy = Self.full
        copy.inputLabels.append("Buy")
        copy.boundarySite = CodeLocation.Site(filePath: "Card.swift", line: 12, column: 5)
        #expect(Self.full.inputLabels == ["Pay", "Checkout"])
        #expect(copy.inputLabels == ["Pay", "Checkout", "Buy"])
        #expect(!Self.full.boundarySite.isKnown && copy.boundarySite.isKnown)
        // The boundary's site is not one of the node's facts.
        var sited = Self.full
        sited.boundarySite = CodeLocation.Site(filePath: "Card.swift", line: 12, column: 5)
        #expect(sited == Self.full && sited.hashValue == Self.full.hashValue)
        // A rare field that is not a number is unequal to itself, as every other field is.
        var odd = Self.full
        odd.activationPoint = CGPoint(x: Double.nan, y: 0)
        #expect(odd != odd)
    }

    /// The fields of `node`'s box.
    static func box(of node: AccessibilityNode) -> AccessibilityNode.Storage.Fields {
        Mirror(reflecting: node).children.first { $0.label == "storage" }.map { ($0.value as! AccessibilityNode.Storage).fields }!
    }
}
