import AccessibilityModel
import Foundation
import Testing

@Suite struct TreeFormatErrorTests {
    /// A tree file that must be refused, and the `line:column: message` it gives.
    struct Refused: CustomTestStringConvertible, Sendable {
        let name: String
        let input: String
        let description: String
        var path = ""
        var testDescription: String { name }
    }

    static let cases: [Refused] = [
        .init(name: "empty file", input: "", description: "1:1: empty input"),
        .init(name: "whitespace-only file", input: "\n  \n", description: "3:1: input contains only whitespace"),
        .init(
            name: "truncated", input: #"{"version": 1, "root": {"label": "Pa"#,
            description: "1:34: unterminated string", path: "root.label"),
        .init(
            name: "trailing garbage", input: #"{"version": 1, "root": {}} ]"#,
            description: "1:28: unexpected ']' after the JSON value"),
        .init(
            name: "bad escape", input: #"{"version": 1, "root": {"label": "a\x"}}"#,
            description: #"1:36: invalid escape '\x' in string; valid escapes are \" \\ \/ \b \f \n \r \t \uXXXX"#, path: "root.label"),
        .init(
            name: "duplicate key", input: "{\"version\": 1,\n \"root\": {\"label\": \"a\", \"label\": \"b\"}}",
            description: "2:25: duplicate key \"label\" at root.label", path: "root.label"),
        .init(name: "top level not an object", input: "[1]", description: "1:1: expected the top level to be an object, found an array"),
        .init(
            name: "missing version", input: #"{"root": {}}"#,
            description: "1:1: missing 'version' (this reader understands version 1)"),
        .init(
            name: "wrong version", input: #"{"version": 2, "root": {}}"#,
            description: "1:13: unsupported version 2; this reader understands version 1", path: "version"),
        .init(
            name: "version as a string", input: #"{"version": "1", "root": {}}"#,
            description: "1:13: expected a number at version, found a string", path: "version"),
        .init(name: "missing root", input: #"{"version": 1}"#, description: "1:1: missing 'root'"),
        .init(
            name: "root not an object", input: #"{"version": 1, "root": []}"#,
            description: "1:24: expected a node (an object) at root, found an array", path: "root"),
        .init(
            name: "unknown trait with a suggestion",
            input: "{\"version\": 1, \"root\": {\"children\": [{}, {}, {\"traits\": [\"button\",\n \"heder\"]}]}}",
            description: "2:2: unknown trait 'heder' at root.children[2].traits[1]; did you mean 'header'?", path: "root.children[2].traits[1]"),
        .init(
            name: "unknown trait without a suggestion", input: #"{"version": 1, "root": {"traits": ["spaceship"]}}"#,
            description: "1:36: unknown trait 'spaceship' at root.traits[0]", path: "root.traits[0]"),
        .init(
            name: "unknown action", input: #"{"version": 1, "root": {"actions": ["activat"]}}"#,
            description: "1:37: unknown action 'activat' at root.actions[0]; did you mean 'activate'?", path: "root.actions[0]"),
        .init(
            name: "unknown container", input: #"{"version": 1, "root": {"container": "lists"}}"#,
            description: "1:38: unknown container 'lists' at root.container; did you mean 'list'?", path: "root.container"),
        .init(
            name: "unknown font weight", input: #"{"version": 1, "root": {"font": {"size": 17, "weight": "semiBold"}}}"#,
            description: "1:56: unknown font weight 'semiBold' at root.font.weight; did you mean 'semibold'?", path: "root.font.weight"),
        .init(
            name: "label a number", input: #"{"version": 1, "root": {"label": 3}}"#,
            description: "1:34: expected a string at root.label, found a number", path: "root.label"),
        .init(
            name: "traits a string", input: #"{"version": 1, "root": {"traits": "button"}}"#,
            description: "1:35: expected an array of strings at root.traits, found a string", path: "root.traits"),
        .init(
            name: "hidden a string", input: #"{"version": 1, "root": {"hidden": "yes"}}"#,
            description: "1:35: expected a boolean at root.hidden, found a string", path: "root.hidden"),
        .init(
            name: "children an object", input: #"{"version": 1, "root": {"children": {}}}"#,
            description: "1:37: expected an array of nodes at root.children, found an object", path: "root.children"),
        .init(
            name: "frame with 3 numbers", input: #"{"version": 1, "root": {"frame": [0, 0, 44]}}"#,
            description: "1:34: frame must have 4 numbers [x, y, width, height], found 3 at root.frame", path: "root.frame"),
        .init(
            name: "frame with 5 numbers", input: #"{"version": 1, "root": {"frame": [0, 0, 44, 44, 1]}}"#,
            description: "1:34: frame must have 4 numbers [x, y, width, height], found 5 at root.frame", path: "root.frame"),
        .init(
            name: "frame with a string", input: #"{"version": 1, "root": {"frame": [0, "0", 44, 44]}}"#,
            description: "1:38: expected a finite number at root.frame[1], found a string", path: "root.frame[1]"),
        .init(
            name: "negative size", input: #"{"version": 1, "root": {"frame": [0, 0, -1, 44]}}"#,
            description: "1:34: negative size in frame: width and height must not be negative at root.frame", path: "root.frame"),
        .init(
            name: "non-finite number", input: #"{"version": 1, "root": {"frame": [0, 0, 1e999, 44]}}"#,
            description: "1:41: number 1e999 is out of range", path: "root.frame[2]"),
        .init(
            name: "activation point with 3 numbers", input: #"{"version": 1, "root": {"activationPoint": [1, 2, 3]}}"#,
            description: "1:44: activationPoint must have 2 numbers [x, y], found 3 at root.activationPoint", path: "root.activationPoint"),
        .init(
            name: "touch targets not an array", input: #"{"version": 1, "root": {"touchTargets": {}}}"#,
            description: "1:41: expected an array of rectangles [[x, y, width, height], …] at root.touchTargets, found an object",
            path: "root.touchTargets"),
        .init(
            name: "touch target with 3 numbers", input: #"{"version": 1, "root": {"touchTargets": [[0, 0, 44]]}}"#,
            description: "1:42: touchTargets must have 4 numbers [x, y, width, height], found 3 at root.touchTargets[0]", path: "root.touchTargets[0]"
        ),
        .init(
            name: "touch target with a string", input: #"{"version": 1, "root": {"touchTargets": [[0, "0", 44, 44]]}}"#,
            description: "1:46: expected a finite number at root.touchTargets[0][1], found a string", path: "root.touchTargets[0][1]"),
        .init(
            name: "touch target of negative size", input: #"{"version": 1, "root": {"touchTargets": [[0, 0, 44, 44], [0, 0, -1, 44]]}}"#,
            description: "1:58: negative size in touchTargets: width and height must not be negative at root.touchTargets[1]",
            path: "root.touchTargets[1]"),
        .init(
            name: "heading level 7", input: #"{"version": 1, "root": {"headingLevel": 7}}"#,
            description: "1:41: headingLevel must be an integer from 1 to 6, found 7 at root.headingLevel", path: "root.headingLevel"),
        .init(
            name: "heading level 1.5", input: #"{"version": 1, "root": {"headingLevel": 1.5}}"#,
            description: "1:41: headingLevel must be an integer from 1 to 6, found 1.5 at root.headingLevel", path: "root.headingLevel"),
        .init(
            name: "bad colour", input: ##"{"version": 1, "root": {"foreground": "#FFF"}}"##,
            description: "1:39: '#FFF' is not a colour; expected #RRGGBB or #RRGGBBAA at root.foreground", path: "root.foreground"),
        .init(
            name: "font without size", input: #"{"version": 1, "root": {"font": {"weight": "bold"}}}"#,
            description: "1:33: missing 'size' in font at root.font", path: "root.font"),
        .init(
            name: "unknown layout direction", input: #"{"version": 1, "layoutDirection": "rightToleft", "root": {}}"#,
            description: "1:35: unknown layout direction 'rightToleft' at layoutDirection; did you mean 'rightToLeft'?", path: "layoutDirection"),
        .init(
            name: "unknown setting", input: #"{"version": 1, "settings": {"colourScheme": "dark"}, "root": {}}"#,
            description: "1:45: unknown setting 'colourScheme' at settings.colourScheme; did you mean 'colorScheme'?", path: "settings.colourScheme"),
        .init(
            name: "bad setting value", input: #"{"version": 1, "settings": {"dynamicTypeSize": "acessibility3"}, "root": {}}"#,
            description:
                "1:48: 'acessibility3' is not a value of dynamicTypeSize (xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5) at settings.dynamicTypeSize; did you mean 'accessibility3'?",
            path: "settings.dynamicTypeSize"),
        .init(
            name: "setting a number", input: #"{"version": 1, "settings": {"boldText": 1}, "root": {}}"#,
            description: "1:41: expected a string or a boolean at settings.boldText, found a number", path: "settings.boldText"),
    ]

    @Test(arguments: cases)
    func `a malformed tree is refused with its position, path and message`(_ example: Refused) {
        do {
            let tree = try TreeFormat.read(Data(example.input.utf8))
            Issue.record("accepted: \(tree)")
        } catch {
            #expect(error.description == example.description)
            #expect(error.path == example.path)
        }
    }

    @Test func `binary garbage is refused as invalid UTF-8`() {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52]
        #expect(
            throws: TreeFormatError(
                message: "invalid UTF-8 at byte 0", line: 1, column: 1,
                jsonError: JSONError(code: .invalidUTF8, message: "invalid UTF-8 at byte 0", line: 1, column: 1, offset: 0))
        ) {
            try TreeFormat.read(Data(png))
        }
    }

    @Test func `binary garbage that is valid UTF-8 is refused as unexpected bytes`() {
        do {
            _ = try TreeFormat.read(Data([0x00, 0x01, 0x02, 0x7F]))
            Issue.record("accepted")
        } catch {
            #expect(error.description == "1:1: unexpected byte 0x00; expected a value")
        }
    }

    @Test func `a suggestion is available on its own`() {
        do {
            _ = try TreeFormat.read(Data(#"{"version": 1, "root": {"traits": ["buton"]}}"#.utf8))
        } catch {
            #expect(error.suggestion == "button")
        }
    }

    @Test func `errors from parsed JSON name the path without a position`() {
        let value: JSONValue = .object([("version", 1), ("root", .object([("label", 3)]))])
        #expect(throws: TreeFormatError(message: "expected a string at root.label, found a number", path: "root.label")) {
            try TreeFormat.tree(from: value)
        }
    }
}
