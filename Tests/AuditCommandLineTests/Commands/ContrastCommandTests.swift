import AuditCommandLine
import Testing

@Suite struct ContrastCommandTests {
    @Test func `grey 767676 on white passes every threshold at 4.54`() {
        let run = CommandRun(["contrast", "#767676", "#FFFFFF"])
        expectExit(run, .success)
        #expect(
            run.stdout == """
                4.54:1 (#767676 on #FFFFFF)
                normal text (at least 4.5:1): pass
                large text (at least 3:1): pass
                non-text graphics (at least 3:1): pass

                """)
        #expect(run.stderr.isEmpty)
    }

    @Test func `grey 777777 on white fails normal text only`() {
        let run = CommandRun(["contrast", "#777777", "#FFFFFF"])
        expectExit(run, .success)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("4.48:1") == true)
        #expect(lines.contains("normal text (at least 4.5:1): fail"))
        #expect(lines.contains("large text (at least 3:1): pass"))
        #expect(lines.contains("non-text graphics (at least 3:1): pass"))
    }

    @Test func `json gives the unrounded ratio, the colours and the verdicts`() {
        let run = CommandRun(["contrast", "#767676", "#FFFFFF", "--format", "json"])
        expectExit(run, .success)
        #expect(run.stdout.contains("\"ratio\": 4.5422"))
        #expect(run.stdout.contains("\"foreground\": \"#767676\""))
        #expect(run.stdout.contains("\"background\": \"#FFFFFF\""))
        #expect(run.stdout.contains("\"normalText\": \"pass\""))
        #expect(run.stdout.contains("\"largeText\": \"pass\""))
        #expect(run.stdout.contains("\"nonText\": \"pass\""))
        #expect(run.stdout.hasPrefix("{") && run.stdout.hasSuffix("}\n"))
    }

    @Test func `json after an equals sign is the same as after a space`() {
        let spaced = CommandRun(["contrast", "#777777", "#FFFFFF", "--format", "json"])
        let joined = CommandRun(["contrast", "--format=json", "#777777", "#FFFFFF"])
        #expect(spaced.stdout == joined.stdout)
        #expect(joined.stdout.contains("\"normalText\": \"fail\""))
    }

    @Test func `half-transparent black is composited over the background first`() {
        let run = CommandRun(["contrast", "#00000080", "#FFFFFF"])
        expectExit(run, .success)
        #expect(run.stdout.hasPrefix("4.00:1 (#7F7F7F on #FFFFFF; foreground #00000080 composited over the background)\n"))
        #expect(run.stdout.contains("normal text (at least 4.5:1): fail"))
        #expect(run.stdout.contains("large text (at least 3:1): pass"))
        let json = CommandRun(["contrast", "#00000080", "#FFFFFF", "--format", "json"])
        #expect(json.stdout.contains("\"foreground\": \"#7F7F7F\""))
    }

    @Test func `a translucent background is composited over white`() {
        let run = CommandRun(["contrast", "#000000", "#00000000", "--format", "json"])
        #expect(run.stdout.contains("\"background\": \"#FFFFFF\""))
        #expect(run.stdout.contains("\"ratio\": 21"))
    }

    @Test func `a ratio just under a threshold is never shown rounded up onto it`() {
        // 2.9953…: rounding would print 3.00 next to "fail".
        let run = CommandRun(["contrast", "#959595", "#FFFFFF"])
        #expect(run.stdout.hasPrefix("2.99:1"))
        #expect(run.stdout.contains("large text (at least 3:1): fail"))
        #expect(run.stdout.contains("non-text graphics (at least 3:1): fail"))
    }

    @Test(arguments: [
        (["contrast", "#12345", "#FFFFFF"], "the foreground '#12345' is not a colour"),
        (["contrast", "#FFFFFF", "white"], "the background 'white' is not a colour"),
        (["contrast", "#GGGGGG", "#FFFFFF"], "the foreground '#GGGGGG' is not a colour"),
    ])
    func `a bad colour is a usage error quoting it`(arguments: [String], message: String) {
        let run = CommandRun(arguments)
        expectExit(run, .usageError)
        #expect(run.stderr.hasPrefix("error: \(message); expected #RRGGBB or #RRGGBBAA"))
        #expect(run.stdout.isEmpty)
    }

    @Test func `one colour alone is a usage error naming the missing one`() {
        let run = CommandRun(["contrast", "#767676"])
        expectExit(run, .usageError)
        #expect(run.stderr.hasPrefix("error: missing <background> for 'contrast'"))
    }

    @Test func `colour is only emphasis and the words stay`() {
        let run = CommandRun(["contrast", "#777777", "#FFFFFF"], terminal: true)
        #expect(run.stdout.contains("\u{1B}["))
        #expect(run.stdout.contains("fail"))
        #expect(run.stdout.contains("pass"))
        let plain = CommandRun(["contrast", "#777777", "#FFFFFF", "--no-color"], terminal: true)
        #expect(!plain.stdout.contains("\u{1B}"))
    }
}
