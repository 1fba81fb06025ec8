import AccessibilityModel
import AuditCommandLine
import Foundation
import Testing

/// A tiny catalog of static components, so the main job can be run in-process
/// without any real component library.
enum TinyCatalog {
    static func descriptor(_ name: String, grey: String, styles: [String] = ["plain", "bold"]) -> ComponentDescriptor {
        ComponentDescriptor(name: name, styles: styles, location: CodeLocation(file: "Sources/Tiny/\(name).swift", line: 7)) { _, style in
            StaticTreeSubject(
                tree: AccessibilityTree(
                    name: name,
                    root: AccessibilityNode(children: [
                        AccessibilityNode(
                            label: name, traits: .staticText, frame: CGRect(x: 16, y: 16, width: 200, height: 22),
                            foreground: try? SRGBColor(hex: grey), background: .white,
                            font: FontFacts(size: 17, weight: style == "bold" ? .bold : .regular, textStyle: "body"))
                    ])))
        }
    }

    /// One readable caption, one too light, one fine.
    static let catalog = [
        "tiny": [
            descriptor("Title", grey: "#000000"), descriptor("Caption", grey: "#AAAAAA"),
            descriptor("Note", grey: "#333333"),
        ]
    ]

    /// Runs in the temporary directory (which has no `Scenarios/` folder) unless told otherwise.
    static func run(_ arguments: [String], directory: String? = nil) -> CommandRun {
        CommandRun(arguments, catalogs: catalog, defaultCatalog: "tiny", directory: directory ?? NSTemporaryDirectory())
    }
}

@Suite struct AuditJobCommandTests {
    @Test func `the main job audits the catalog and fails on a serious finding`() {
        let run = TinyCatalog.run([])
        expectExit(run, 1)
        #expect(
            run.stdout.contains(
                "Sources/Tiny/Caption.swift:7:1: error: serious: [contrast-text] text \"Caption\" (17 pt regular) #AAAAAA on #FFFFFF has contrast 2.32:1; needs 4.5:1"
            ))
        #expect(!run.stdout.contains("[contrast-text] text \"Title\""))
        #expect(run.stdout.contains("result: FAILED"))
    }

    @Test func `--fail-on never passes and --component narrows the work`() {
        expectExit(TinyCatalog.run(["--fail-on", "never"]), 0)
        let run = TinyCatalog.run(["--component", "Note", "--matrix", "smoke"])
        expectExit(run, 0)
        #expect(run.stdout.contains("1 component"))
    }

    @Test func `an unknown component is a usage error with a suggestion`() {
        let run = TinyCatalog.run(["--component", "Captoin"])
        expectExit(run, 64)
        #expect(run.stderr.contains("unknown component 'Captoin'; did you mean 'Caption'?"))
    }

    @Test func `the JSON report is byte-identical for one job and two`() {
        let one = TinyCatalog.run(["--format", "json", "--jobs", "1"])
        let two = TinyCatalog.run(["--format", "json", "--jobs", "2"])
        #expect(one.code == 1 && two.code == 1)
        #expect(!one.stdout.isEmpty)
        #expect(one.stdout == two.stdout)
    }

    @Test func `shards merged give the unsharded report byte for byte`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let whole = TinyCatalog.run(["--format", "json", "--matrix", "smoke"])
        var paths: [String] = []
        for index in 1...3 {
            let path = directory.appendingPathComponent("shard-\(index).json").path
            _ = TinyCatalog.run(["--format", "json", "--matrix", "smoke", "--shard", "\(index)/3", "--output", path])
            paths.append(path)
        }
        let merged = TinyCatalog.run(["merge", "--format", "json"] + paths)
        #expect(merged.stdout == whole.stdout)
    }

    @Test func `a baseline with the known findings lets the run pass`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let baseline = directory.appendingPathComponent("baseline.json").path
        _ = TinyCatalog.run(["--format", "json", "--output", baseline])
        let run = TinyCatalog.run(["--baseline", baseline])
        expectExit(run, 0)
        #expect(run.stdout.contains("baseline"))
    }

    @Test func `an unwritable --output is exit 74 and writes nothing`() {
        let run = TinyCatalog.run(["--output", "/nonexistent-directory/report.txt"])
        expectExit(run, .outputError)
        #expect(run.stderr.hasPrefix("error: cannot write '/nonexistent-directory/report.txt'"))
        #expect(run.stdout.isEmpty)
    }

    @Test func `bad --shard and --jobs values are usage errors`() {
        expectExit(TinyCatalog.run(["--shard", "4/3"]), 64)
        expectExit(TinyCatalog.run(["--jobs", "0"]), 64)
        expectExit(TinyCatalog.run(["--matrix", "pairwize"]), 64)
    }

    @Test func `the run records every setting --env fixes, a default value too, merged in order`() {
        let run = TinyCatalog.run([
            "--format", "json", "--matrix", "smoke", "--no-scenarios",
            "--env", "colorScheme=dark", "--env", "boldText=true, colorScheme=light",
        ])
        #expect(run.stdout.contains(#""env": "colorScheme=light,boldText=true""#))
        let none = TinyCatalog.run(["--format", "json", "--matrix", "smoke", "--no-scenarios"])
        #expect(none.stdout.contains(#""env": "default""#))
    }

    @Test func `audit --tree runs the static rules and notes once that contracts did not run`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("slider.json")
        try Data(#"{"version": 1, "name": "Volume", "root": {"traits": ["adjustable"], "frame": [0, 0, 300, 44]}}"#.utf8).write(to: file)
        let run = CommandRun(["audit", "--tree", file.path])
        expectExit(run, 1)
        #expect(run.stdout.contains("critical: [label-missing]"))
        #expect(!run.stdout.contains("[contract-adjustable]"))
        #expect(run.stdout.contains("\nnote: not run on a static tree, which has no live component to drive: contract-adjustable,"))
    }

    @Test func `the main job runs the scenarios of the audited catalog and fails on a failed one`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = directory.appendingPathComponent("Scenarios")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(
            """
            scenario "The note is read"
              catalog tiny
              component Note
              styles plain
              next
              expect "Note"
            end

            scenario "The note is not a button"
              catalog tiny
              component Note
              styles plain
              next
              expect "Note. Button."
            end

            """.utf8
        ).write(to: folder.appendingPathComponent("note.scenario"))
        let run = TinyCatalog.run(["--component", "Note", "--matrix", "smoke"], directory: directory.path)
        expectExit(run, 1)
        #expect(run.stdout.contains("scenarios: 1 passed, 1 failed"))
        #expect(run.stdout.contains("The note is not a button"))

        let json = TinyCatalog.run(["--component", "Note", "--matrix", "smoke", "--format", "json"], directory: directory.path)
        #expect(json.stdout.contains("\"status\": \"failed\""))
        #expect(json.stdout.contains("\"status\": \"passed\""))

        expectExit(TinyCatalog.run(["--component", "Note", "--matrix", "smoke", "--no-scenarios"], directory: directory.path), 0)
    }

    /// Scenario files named with `--scenarios` whose scenarios are all for another catalog or component ran
    /// nothing and said `0 passed, 0 failed`, as if they had passed: the run now says so on stderr. The default
    /// folder is a library of every catalog's scenarios, so narrowing the run past some of it says nothing.
    @Test func `named scenario files with nothing for this run say so`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("note.scenario")
        try Data("scenario \"The note is read\"\n  catalog tiny\n  component Note\n  styles plain\n  next\n  expect \"Note\"\nend\n".utf8)
            .write(to: file)
        let other = TinyCatalog.run(["--component", "Title", "--matrix", "smoke", "--scenarios", file.path])
        expectExit(other, 0)
        #expect(other.stdout.contains("scenarios: 0 passed, 0 failed"))
        #expect(
            other.stderr.contains(
                "warning: none of the 1 scenario(s) in \(file.path) is for catalog 'tiny' and component 'Title' (they are for catalog 'tiny'): no scenario was run"
            ))
        let own = TinyCatalog.run(["--component", "Note", "--matrix", "smoke", "--scenarios", file.path])
        expectExit(own, 0)
        #expect(own.stdout.contains("scenarios: 1 passed, 0 failed"))
        #expect(!own.stderr.contains("warning:"))
        let folder = directory.appendingPathComponent("Scenarios")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: file, to: folder.appendingPathComponent("note.scenario"))
        let library = TinyCatalog.run(["--component", "Title", "--matrix", "smoke"], directory: directory.path)
        #expect(library.stdout.contains("scenarios: 0 passed, 0 failed"))
        #expect(!library.stderr.contains("warning:"))
    }

    @Test func `a scenario file with an error stops the main job before the audit`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("broken.scenario")
        try Data("scenario \"x\"\n  catalog tiny\n  component Nte\nend\n".utf8).write(to: file)
        let run = TinyCatalog.run(["--scenarios", file.path])
        expectExit(run, 2)
        #expect(run.stderr.contains("broken.scenario:3:13: error: "))
        #expect(run.stderr.contains("did you mean 'Note'?"))
        #expect(run.stdout.isEmpty)
    }
}
