import AuditCommandLine
import Foundation
import Testing

/// `a11y-audit run`: files and folders, the report, the summary line and exit codes.
@Suite struct RunCommandTests {
    static let passing = """
        # A rating is reached and adjusts.
        scenario "Rating adjusts"
          component Rating(title: "Stars")
          next
          expect "Stars: 3. Adjustable."
          increment
          expect "4"
        end
        """

    static let failing = """
        scenario "Broken rating adjusts"
          component BrokenRating(title: "Stars")
          styles numeric
          next
          increment
          expect "4"
        end
        """

    @Test func `a passing folder exits 0 and ends with the count of cells`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try ScenarioFakes.write(
            [
                "Scenarios/rating.scenario": Self.passing, "Scenarios/more/again.scenario": Self.passing,
                "Scenarios/notes.txt": "not a scenario",
            ], in: directory)
        let run = ScenarioFakes.run(["run"], in: directory)
        expectExit(run, .success)
        #expect(
            run.stdout == """
                PASS Scenarios/more/again.scenario:2 "Rating adjusts" (2 cells)
                PASS Scenarios/rating.scenario:2 "Rating adjusts" (2 cells)
                4 passed, 0 failed

                """)
        #expect(run.stderr.isEmpty)
    }

    @Test func `a broken component exits 1 with a precise report`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try ScenarioFakes.write(["checks/broken.scenario": Self.failing, "checks/rating.scenario": Self.passing], in: directory)
        let run = ScenarioFakes.run(["run", "checks", "--jobs", "2"], in: directory)
        expectExit(run, .failure)
        #expect(
            run.stdout == """
                checks/broken.scenario:6:3: error: scenario "Broken rating adjusts" failed
                  component: BrokenRating(title: "Stars")
                  style:     numeric
                  settings:  default
                  step:      expect "4"
                  expected:  "4"
                  actual:    "3" [boundary]
                  transcript up to the failing step:
                    > next
                    Stars: 3. Adjustable.
                      hint: Swipe up or down with one finger to adjust the value.
                    > increment
                    3
                      [boundary]

                FAIL checks/broken.scenario:1 "Broken rating adjusts" (1 of 1 cell failed)
                PASS checks/rating.scenario:2 "Rating adjusts" (2 cells)
                2 passed, 1 failed

                """)
    }

    @Test func `--format junit gives one test case per cell, failures with the step`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try ScenarioFakes.write(["checks/broken.scenario": Self.failing, "checks/rating.scenario": Self.passing], in: directory)
        let run = ScenarioFakes.run(["run", "checks", "--format", "junit"], in: directory)
        expectExit(run, .failure)
        #expect(run.stdout.contains("<testsuites name=\"a11y-audit\" tests=\"3\" failures=\"1\" errors=\"0\">"))
        #expect(
            run.stdout.contains(
                "<failure message=\"expect &quot;4&quot;: expected &quot;4&quot;, actual &quot;3&quot; [boundary]\" type=\"scenario\">"))
        #expect(!run.stdout.contains("audit design-system"))

        let json = ScenarioFakes.run(["run", "checks", "--format", "json"], in: directory)
        expectExit(json, .failure)
        #expect(json.stdout.contains("\"scenarios\": { \"passed\": 2, \"failed\": 1 }") || json.stdout.contains("\"passed\": 2"))
    }

    @Test func `no hints leaves hints out of the printed transcripts`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try ScenarioFakes.write(["broken.scenario": Self.failing], in: directory)
        let run = ScenarioFakes.run(["run", "--no-hints", "broken.scenario"], in: directory)
        expectExit(run, .failure)
        #expect(run.stdout.contains("    Stars: 3. Adjustable.\n    > increment\n"))
        #expect(!run.stdout.contains("hint:"))
        #expect(run.stdout.hasSuffix("\n0 passed, 1 failed\n"))
    }

    @Test func `files that do not parse or validate are all reported and nothing runs`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try ScenarioFakes.write(
            [
                "Scenarios/a.scenario": "scenario \"A\"\n  component Rating(title: \"Stars\")\n  incremnt\nend\n",
                "Scenarios/b.scenario": Self.passing,
                "Scenarios/c.scenario": "scenario \"C\"\n  component Ratng(title: \"Stars\")\n  next\nend\n",
            ], in: directory)
        let run = ScenarioFakes.run(["run"], in: directory)
        expectExit(run, .inputError)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr == """
                Scenarios/a.scenario:3:3: error: unknown command 'incremnt'; did you mean 'increment'?
                  incremnt
                  ^~~~~~~~
                1 error in Scenarios/a.scenario
                Scenarios/c.scenario:2:13: error: unknown component 'Ratng' in catalog 'design-system'; did you mean 'Rating'?
                  component Ratng(title: "Stars")
                            ^~~~~
                1 error in Scenarios/c.scenario
                error: 2 scenario files have errors; nothing was run

                """)
    }

    @Test func `a path that does not exist exits 2`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missingDefault = ScenarioFakes.run(["run"], in: directory)
        expectExit(missingDefault, .inputError)
        #expect(missingDefault.stderr == "error: cannot read 'Scenarios': no such file or folder\n")
        let missing = ScenarioFakes.run(["run", "nowhere.scenario"], in: directory)
        expectExit(missing, .inputError)
        #expect(missing.stderr == "error: cannot read 'nowhere.scenario': no such file or folder\n")
    }

    @Test func `an empty folder passes with a warning`() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Scenarios"), withIntermediateDirectories: true)
        let run = ScenarioFakes.run(["run"], in: directory)
        expectExit(run, .success)
        #expect(run.stdout == "0 passed, 0 failed\n")
        #expect(run.stderr == "warning: no .scenario files in Scenarios\n")
    }

    @Test func `run and audit read one --jobs declaration, with one range and one message`() {
        for command in [["run"], ["audit", "--no-scenarios"]] {
            let run = CommandRun(command + ["--jobs", "257"])
            expectExit(run, .usageError)
            #expect(run.stderr.hasPrefix("error: bad --jobs '257': expected a whole number from 1 to 256"), "\(command)")
        }
    }

    @Test(arguments: [["--jobs", "0"], ["--jobs", "many"], ["--format", "xml"]])
    func `bad options are usage errors`(arguments: [String]) {
        let run = CommandRun(["run"] + arguments)
        expectExit(run, .usageError)
    }
}
