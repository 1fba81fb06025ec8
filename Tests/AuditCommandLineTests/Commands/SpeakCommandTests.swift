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

    // VoiceOver says only "Actions Available" after the hint; the names are what the Actions rotor offers
    // (AccessibilitySnapshot lists them under the extra, testCustomActionsDemo_26_2). Decision 25.
    @Test func `custom actions are announced after the hint, the names shown apart as the rotor's`() throws {
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
        #expect(run.stdout == "1. Message from Ana. Button.\n   Actions Available\n     (Actions rotor: Reply, Archive)\n")
    }

    static func writeTree(_ json: String, named name: String, in directory: URL) throws -> String {
        let file = directory.appendingPathComponent(name)
        try Data(json.utf8).write(to: file)
        return file.path
    }

    // Both extras are spoken when an element has custom actions and content of default importance
    // (AccessibilitySnapshot, SwiftUIView's last two elements: "Actions Available", "More Content Available").
    @Test(arguments: [
        ("en", "Actions Available", "More Content Available"),
        ("de", "Aktionen verfügbar", "Weiterhin inhalte verfügbar"),
        ("ru", "Доступны действия", "Доступно больше контента"),
    ])
    func `speak keeps More Content Available beside Actions Available`(locale: String, actions: String, more: String) throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try Self.writeTree(
            #"""
            {"version": 1, "root": {"label": "Headphones", "customActions": ["Buy"],
             "customContent": [{"label": "Rating", "value": "4.5"}, {"label": "Limited Edition", "value": "", "importance": "high"}]}}
            """#, named: "card.json", in: directory)
        let run = CommandRun(["speak", "--tree", path, "--env", "locale=\(locale)"])
        expectExit(run, 0)
        #expect(
            run.stdout == """
                1. Headphones. Limited Edition.
                   \(actions)
                   \(more)
                     (Actions rotor: Buy)
                     (More Content rotor: Rating, 4.5; Limited Edition)

                """)
        let json = CommandRun(["speak", "--tree", path, "--env", "locale=\(locale)", "--format", "json"])
        expectExit(json, 0)
        let stops = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(stops.first?["extras"] as? [String] == [actions, more])
        let content = try #require(stops.first?["customContent"] as? [[String: String]])
        #expect(
            content == [
                ["label": "Rating", "value": "4.5", "importance": "default"], ["label": "Limited Edition", "value": "", "importance": "high"],
            ])
    }

    @Test func `an element that says nothing is marked, never an empty line`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try Self.writeTree(
            #"{"version": 1, "root": {"children": [{"label": "Title"}, {"element": true}]}}"#, named: "blank.json", in: directory)
        let run = CommandRun(["speak", "--tree", path])
        expectExit(run, 0)
        #expect(run.stdout == "1. Title\n2. (nothing spoken)\n")
    }

    // The ios setting takes the simulated versions only (docs/spec/cli.md, settings keys).
    @Test func `--env ios takes 26, 18 or 17`() {
        expectExit(CommandRun(["speak", "--tree", Self.example("checkout.json"), "--env", "ios=18"]), 0)
        let run = CommandRun(["speak", "--tree", Self.example("checkout.json"), "--env", "ios=16"])
        expectExit(run, 64)
        #expect(run.stderr.contains("'16' is not a value of ios (26, 18, 17)"))
    }

    @Test func `speak needs a component or a tree, and a bad setting is a usage error`() {
        expectExit(CommandRun(["speak"]), 64)
        let run = CommandRun(["speak", "--tree", Self.example("checkout.json"), "--env", "locale=fr"])
        expectExit(run, 64)
        #expect(run.stderr.contains("'fr' is not a value of locale"))
    }
}
