import AuditCommandLine
import Foundation
import Testing

@Suite struct SpeakCommandTests {
    /// The examples tree of the repository, found from this file's place.
    static func example(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/examples/\(name)").path
    }

    @Test func `speak --tree says the reference's descriptions and hints exactly`() {
        let run = CommandRun(["speak", "--tree", Self.example("voiceover-vectors.json")])
        expectExit(run, 0)
        #expect(
            run.stdout == """
                 1. 01
                 2. 02. Button.
                 3. Selected: 07
                 4. 12. Dimmed.
                 5. 15. Adjustable.
                    Swipe up or down with one finger to adjust the value.
                 6. 24. Dimmed. Button.
                 7. 26
                 8. Label: Value
                 9. Value
                10. Hint
                11. 75%. Adjustable.
                    Swipe up or down with one finger to adjust the value.
                12. Fake Label. Switch Button. On.
                    Double tap to toggle setting.
                13. Fake Label. On.
                    Double tap to toggle setting.
                14. First. Back Button.
                15. Second. Heading.
                16. SwiftUI Text Field. Text Field.
                    Double tap to edit.
                17. Password. Secure Text Field.
                    Double tap to edit.
                18. Favorite. Image.
                19. Delete. Button.
                    Removes this item permanently

                """)
    }

    @Test func `--no-hints leaves the hints out and --format json gives each stop`() throws {
        let text = CommandRun(["speak", "--tree", Self.example("checkout.json"), "--no-hints"])
        expectExit(text, 0)
        #expect(text.stdout == "1. Checkout. Heading.\n2. Stars: 3. Adjustable.\n3. Pay. Button.\n")

        let json = CommandRun(["speak", "--tree", Self.example("checkout.json"), "--format", "json"])
        expectExit(json, 0)
        let stops = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(stops.count == 3)
        #expect(stops[1]["description"] as? String == "Stars: 3. Adjustable.")
        #expect(stops[1]["hint"] as? String == "Swipe up or down with one finger to adjust the value.")
        #expect(stops[2]["hint"] is NSNull)
        #expect(stops[1]["traits"] as? [String] == ["adjustable"])
    }

    @Test func `--env locale=de speaks German`() {
        let run = CommandRun(["speak", "--tree", Self.example("checkout.json"), "--env", "locale=de", "--no-hints"])
        expectExit(run, 0)
        #expect(run.stdout == "1. Checkout. Überschrift.\n2. Stars: 3. Einstellbar.\n3. Pay. Taste.\n")
    }

    @Test func `custom actions are announced after the hint, by name`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("mail.json")
        try Data(
            #"""
            {"version": 1, "root": {"label": "Message from Ana", "traits": ["button"], "actions": ["activate"],
             "customActions": ["Reply", "Archive"]}}
            """#.utf8
        ).write(to: file)
        let run = CommandRun(["speak", "--tree", file.path])
        expectExit(run, 0)
        #expect(run.stdout == "1. Message from Ana. Button.\n   Actions Available: Reply, Archive\n")
    }

    @Test func `speak needs a component or a tree, and a bad setting is a usage error`() {
        expectExit(CommandRun(["speak"]), 64)
        let run = CommandRun(["speak", "--tree", Self.example("checkout.json"), "--env", "locale=fr"])
        expectExit(run, 64)
        #expect(run.stderr.contains("'fr' is not a value of locale"))
    }
}
