import Testing

@testable import AccessibilityTesting

@Suite struct LineDiffTests {
    @Test func `equal texts have no diff`() {
        #expect(LineDiff.lines(recorded: "a\nb\n", actual: "a\nb\n").isEmpty)
    }

    @Test func `changed lines are marked and common ones kept`() {
        #expect(
            LineDiff.lines(recorded: "a\nb\nc\n", actual: "a\nB\nc\nd\n")
                == ["--- recorded", "+++ actual", "  a", "- b", "+ B", "  c", "+ d"])
    }

    @Test func `a missing final newline is shown`() {
        #expect(LineDiff.lines(recorded: "a\n", actual: "a") == ["--- recorded", "+++ actual", "- a", "+ a⏎ (no newline at end)"])
    }

    @Test func `long runs of common lines are elided`() {
        let common = (1...20).map { "line \($0)" }
        let recorded = (common + ["old"]).joined(separator: "\n") + "\n"
        let actual = (common + ["new"]).joined(separator: "\n") + "\n"
        #expect(
            LineDiff.lines(recorded: recorded, actual: actual)
                == ["--- recorded", "+++ actual", "  …", "  line 18", "  line 19", "  line 20", "- old", "+ new"])
    }
}
