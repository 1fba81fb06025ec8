import AccessibilityModel
import AuditCommandLine
import Foundation
import Testing

/// The main job's progress line on standard error: on a terminal, after a
/// second, redrawn in place and cleared; never with `--quiet` or off a
/// terminal. The clock is the test's own, so nothing here is timed.
@Suite struct ProgressLineTests {
    /// A clock that moves `step` seconds each time it is read.
    final class SteppingClock: @unchecked Sendable {
        private let lock = NSLock()
        private var now = 0.0
        let step: Double
        init(step: Double) { self.step = step }
        func read() -> Double {
            lock.withLock {
                defer { now += step }
                return now
            }
        }
    }

    static func run(_ arguments: [String], stderrIsTerminal: Bool, step: Double) -> CommandRun {
        let out = OutputBuffer(), err = OutputBuffer()
        var context = CommandContext(
            stdout: .capturing(into: out), stderr: .capturing(into: err),
            currentDirectory: NSTemporaryDirectory(), catalogs: TinyCatalog.catalog, defaultCatalog: "tiny")
        context.stderrIsTerminal = stderrIsTerminal
        let clock = SteppingClock(step: step)
        context.clock = { clock.read() }
        let code = AuditCommand.main(arguments: ["--matrix", "smoke", "--fail-on", "never"] + arguments, context: context)
        return CommandRun(code: code, stdout: out.text, stderr: err.text)
    }

    @Test func `a slow audit on a terminal shows each component on one line and clears it`() {
        let run = Self.run([], stderrIsTerminal: true, step: 2)
        expectExit(run, .success)
        #expect(
            run.stderr == "\r\u{1B}[2Kauditing 1 of 3 components (Title)…"
                + "\r\u{1B}[2Kauditing 2 of 3 components (Caption)…"
                + "\r\u{1B}[2Kauditing 3 of 3 components (Note)…"
                + "\r\u{1B}[2K")
        #expect(!run.stdout.contains("auditing"))
    }

    @Test func `an audit quicker than a second shows nothing`() {
        #expect(Self.run([], stderrIsTerminal: true, step: 0.1).stderr == "")
    }

    @Test func `the line appears once the audit has taken a second`() {
        // Read at 0 (start), 0.4, 0.8, 1.2: the third component is the first shown.
        let run = Self.run([], stderrIsTerminal: true, step: 0.4)
        #expect(run.stderr == "\r\u{1B}[2Kauditing 3 of 3 components (Note)…\r\u{1B}[2K")
    }

    @Test func `--quiet and a standard error that is not a terminal show nothing`() {
        #expect(Self.run(["--quiet"], stderrIsTerminal: true, step: 2).stderr == "")
        #expect(Self.run([], stderrIsTerminal: false, step: 2).stderr == "")
    }

    @Test func `--quiet changes nothing else`() {
        #expect(Self.run(["--quiet"], stderrIsTerminal: false, step: 2).stdout == Self.run([], stderrIsTerminal: false, step: 2).stdout)
    }
}
