import AuditCommandLine
import Foundation
import Testing

/// `tree --tree` on real files: the dump, the format written back, and
/// files that are not valid trees.
@Suite struct TreeFileTests {
    static let checkout = """
        {
          "version": 1,
          "name": "Checkout",
          "root": {
            "children": [
              { "label": "Checkout", "traits": ["header"], "frame": [16, 60, 200, 34] },
              { "label": "Pay", "traits": ["button"], "actions": ["activate"], "frame": [16, 170, 343, 50],
                "foreground": "#FFFFFF", "background": "#007AFF" }
            ]
          }
        }

        """

    /// Runs `arguments` in a scratch directory holding `files` (name → contents).
    func run(_ arguments: [String], files: [String: String]) throws -> CommandRun {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, contents) in files {
            try Data(contents.utf8).write(to: directory.appendingPathComponent(name))
        }
        return CommandRun(arguments, directory: directory.path)
    }

    @Test func `a tree file prints as the canonical dump`() throws {
        let result = try run(["tree", "--tree", "checkout.json"], files: ["checkout.json": Self.checkout])
        expectExit(result, .success)
        #expect(
            result.stdout == """
                tree "Checkout" layoutDirection=leftToRight
                └─ group
                   ├─ element label="Checkout" traits=header frame=(16, 60, 200, 34)
                   └─ element label="Pay" traits=button actions=activate frame=(16, 170, 343, 50) foreground=#FFFFFF background=#007AFF

                """)
        #expect(result.stderr.isEmpty)
    }

    @Test func `the json written back reads as the same tree`() throws {
        let json = try run(["tree", "--tree", "checkout.json", "--format", "json"], files: ["checkout.json": Self.checkout])
        expectExit(json, .success)
        #expect(json.stdout.hasPrefix("{\n  \"version\": 1,\n"))
        let again = try run(["tree", "--tree", "again.json"], files: ["again.json": json.stdout])
        let original = try run(["tree", "--tree", "checkout.json"], files: ["checkout.json": Self.checkout])
        #expect(again.stdout == original.stdout)
        let twice = try run(["tree", "--tree", "again.json", "--format", "json"], files: ["again.json": json.stdout])
        #expect(twice.stdout == json.stdout)
    }

    @Test func `malformed json names the file, line and column, then shows the line and a caret`() throws {
        let broken = "{\n  \"version\": 1,\n  \"root\": { \"label\": \"Pay\" \"traits\": [] }\n}\n"
        let result = try run(["tree", "--tree", "broken.json"], files: ["broken.json": broken])
        expectExit(result, .inputError)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("broken.json:3:28: error: ") == true)
        #expect(lines.count >= 3)
        if lines.count >= 3 {
            #expect(lines[1] == "  \"root\": { \"label\": \"Pay\" \"traits\": [] }")
            #expect(lines[2] == String(repeating: " ", count: 27) + "^")
        }
        #expect(result.stdout.isEmpty)
    }

    @Test func `an unknown trait is reported at its place with the nearest name`() throws {
        let text = "{\"version\": 1, \"root\": {\"traits\": [\"buton\"]}}\n"
        let result = try run(["tree", "--tree", "trait.json"], files: ["trait.json": text])
        expectExit(result, .inputError)
        #expect(result.stderr.hasPrefix("trait.json:1:36: error: unknown trait 'buton' at root.traits[0]"))
        #expect(result.stderr.contains("did you mean 'button'?"))
        #expect(result.stderr.hasSuffix("\n" + String(repeating: " ", count: 35) + "^\n"))
    }

    @Test(arguments: ["", "not json", "[1, 2", "{\"version\": 2, \"root\": {}}", "{\"version\": 1}"])
    func `a file that is not a valid tree exits 2 with a positioned error`(contents: String) throws {
        let result = try run(["tree", "--tree", "bad.json"], files: ["bad.json": contents])
        expectExit(result, .inputError)
        #expect(result.stderr.hasPrefix("bad.json:"))
        #expect(result.stderr.contains(": error: "))
        #expect(result.stdout.isEmpty)
    }

    @Test func `nesting far past the depth limit is an error, not a crash`() throws {
        let depth = 100_000
        let text =
            "{\"version\": 1, \"root\": " + String(repeating: "{\"children\": [", count: depth) + "{}"
            + String(repeating: "]}", count: depth) + "}"
        let result = try run(["tree", "--tree", "deep.json"], files: ["deep.json": text])
        expectExit(result, .inputError)
        #expect(result.stderr.hasPrefix("deep.json:1:"))
    }

    @Test func `a misspelt field is read as absent, with a warning naming its line and the field it resembles`() throws {
        let typo = "{\n  \"version\": 1,\n  \"root\": { \"children\": [ { \"label\": \"Logo\", \"isHidden\": true } ] }\n}\n"
        let result = try run(["speak", "--tree", "typo.json"], files: ["typo.json": typo])
        expectExit(result, .success)
        #expect(result.stdout == "1. Logo\n")
        #expect(
            result.stderr == """
                typo.json:3:58: warning: unknown field 'isHidden' ignored at root.children[0].isHidden; did you mean 'hidden'?
                  "root": { "children": [ { "label": "Logo", "isHidden": true } ] }
                                                                         ^

                """)
    }

    @Test func `past five misspelt fields, the rest are counted in one line`() throws {
        let nodes = (0..<7).map { _ in #"{"lable": "x"}"# }.joined(separator: ", ")
        let result = try run(["tree", "--tree", "typos.json"], files: ["typos.json": #"{"version": 1, "root": {"children": [\#(nodes)]}}"#])
        expectExit(result, .success)
        #expect(result.stderr.components(separatedBy: ": warning: unknown field 'lable'").count - 1 == 5)
        #expect(result.stderr.hasSuffix("warning: 2 more unknown fields that look misspelt in typos.json\n"))
    }
}
