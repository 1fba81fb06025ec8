import AccessibilityModel
import Foundation
import Testing

/// `customRotors` in the JSON tree format (decision 24): SwiftUI's
/// `accessibilityRotor(_:entries:)` and `accessibilityRotor(_ systemRotor:entries:)`.
@Suite struct CustomRotorFormatTests {
    static let text = """
        {"version": 1, "root": {"children": [
          {"container": "semanticGroup", "customRotors": [
             {"name": "Unread", "entries": [{"label": "Ann", "target": "0.0"}, {"label": "Cem", "target": "0.2"}]},
             {"systemRotor": "headings", "entries": [{"target": "0.1"}, {}]}
           ], "children": [
             {"label": "Ann"}, {"label": "Ben", "traits": ["header"]}, {"label": "Cem"}
           ]}
        ]}}
        """

    private func error(reading text: String) -> String {
        do {
            _ = try TreeFormat.read(Data(text.utf8))
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    @Test func `custom rotors are read, written and read again unchanged`() throws {
        let tree = try TreeFormat.read(Data(Self.text.utf8))
        let group = try #require(tree.root.children.first)
        #expect(
            group.customRotors == [
                CustomRotor(
                    name: "Unread", entries: [CustomRotor.Entry(label: "Ann", target: "0.0"), CustomRotor.Entry(label: "Cem", target: "0.2")]),
                // An entry without a target points at the node that declares the rotor.
                CustomRotor(replacing: .headings, entries: [CustomRotor.Entry(target: "0.1"), CustomRotor.Entry(target: "0")]),
            ])
        let written = TreeFormat.write(tree, pretty: false)
        #expect(
            written.contains(
                #""customRotors":[{"name":"Unread","entries":[{"label":"Ann","target":"0.0"},{"label":"Cem","target":"0.2"}]},{"systemRotor":"headings","entries":[{"target":"0.1"},{}]}]"#
            ))
        #expect(try TreeFormat.read(Data(written.utf8)) == tree)
    }

    @Test func `a tree without rotors reads as before`() throws {
        let tree = try TreeFormat.read(Data(#"{"version": 1, "root": {"children": [{"label": "Ann"}]}}"#.utf8))
        #expect(tree.root.children[0].customRotors.isEmpty)
        #expect(!TreeFormat.write(tree, pretty: false).contains("customRotors"))
    }

    @Test func `targets are written as the paths of the nodes they name`() {
        let ann = AccessibilityNode(id: "row-ann", label: "Ann")
        let list = AccessibilityNode(
            id: "list", container: .semanticGroup,
            children: [AccessibilityNode(id: "title", label: "Inbox"), ann])
        var root = AccessibilityNode(id: "root", children: [list])
        root.children[0].customRotors = [
            CustomRotor(
                name: "Unread",
                entries: [
                    CustomRotor.Entry(label: "Ann", target: "row-ann"), CustomRotor.Entry(label: "Gone", target: "nowhere"),
                ])
        ]
        let written = TreeFormat.write(AccessibilityTree(root: root), pretty: false)
        // An entry whose target is no node of the tree is not written: no reader could find it.
        #expect(written.contains(#""customRotors":[{"name":"Unread","entries":[{"label":"Ann","target":"0.1"}]}]"#))
    }

    @Test func `an unknown system rotor is an error at its place with the nearest name`() {
        let bad = Self.text.replacingOccurrences(of: "\"headings\"", with: "\"heading\"")
        let message = error(reading: bad)
        #expect(message.contains("unknown system rotor 'heading'"))
        #expect(message.contains("root.children[0].customRotors[1].systemRotor"))
        #expect(message.contains("did you mean 'headings'?"))
    }

    @Test func `a target that is not a node path is an error at its place`() {
        let bad = Self.text.replacingOccurrences(of: "\"0.2\"", with: "\"cem\"")
        let message = error(reading: bad)
        #expect(message.contains(#"a rotor entry's target is a node path such as "0.2" or "root", found "cem""#))
        #expect(message.contains("root.children[0].customRotors[0].entries[1].target"))
    }

    @Test func `a rotor needs a name or a system rotor, not both`() {
        let neither = Self.text.replacingOccurrences(of: #""name": "Unread", "#, with: "")
        #expect(error(reading: neither).contains("a custom rotor needs a 'name' or a 'systemRotor'"))
        let both = Self.text.replacingOccurrences(of: #""name": "Unread""#, with: #""name": "Unread", "systemRotor": "links""#)
        #expect(error(reading: both).contains("a custom rotor has a 'name' or a 'systemRotor', not both"))
    }

    @Test func `counts are bounded`() {
        let entries = Array(repeating: "{}", count: CustomRotor.maximumEntries + 1).joined(separator: ",")
        let many = #"{"version": 1, "root": {"customRotors": [{"name": "All", "entries": ["# + entries + "]}]}}"
        #expect(error(reading: many).contains("more than 4096 entries in one custom rotor"))
        let rotors = Array(repeating: #"{"name": "R", "entries": []}"#, count: CustomRotor.maximumPerNode + 1).joined(separator: ",")
        let tooMany = #"{"version": 1, "root": {"customRotors": ["# + rotors + "]}}"
        #expect(error(reading: tooMany).contains("more than 64 custom rotors on one node"))
    }
}
