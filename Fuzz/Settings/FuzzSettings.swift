import AccessibilityModel
import AuditCommandLine
import Foundation
import FuzzSupport

/// Fuzz target: the settings parser (`key=value,…` of `--env`, scenario
/// `environment` lines and the matrix overrides), directly and through the
/// CLI's `--env` option.
///
/// Invariants checked on every input:
/// - an override that parses prints (`description`) as text that parses back
///   to the same override, and the settings it gives print (`description`,
///   `fullDescription`) as text that parses back to the same settings;
/// - an error's offset lies inside the text and its message is not empty;
/// - the CLI agrees with the parser: a value that parses passes `--env`
///   validation (the command then fails on its missing file, exit 2), one that
///   does not is a usage error (exit 64) quoting the value, never anything else.
func fuzzSettings(_ data: Data) {
    let text = String(decoding: data, as: UTF8.self)
    var parsed: SettingsOverride?
    do {
        let fixed = try SettingsOverride(parsing: text)
        parsed = fixed
        invariant(
            (try? SettingsOverride(parsing: fixed.description)) == fixed,
            "'\(fixed.description)' does not parse back to the override of '\(text)'")
        let settings = fixed.applied(to: AccessibilitySettings())
        for printed in [settings.description, settings.fullDescription] {
            let again = try? AccessibilitySettings(parsing: printed == "default" ? "" : printed)
            invariant(again == settings, "'\(printed)' does not parse back to the settings of '\(text)'")
        }
    } catch {
        invariant(error.offset >= 0 && error.offset <= text.utf8.count, "offset \(error.offset) outside '\(text)'")
        invariant(!error.message.isEmpty, "an error without a message for '\(text)'")
    }

    let out = OutputBuffer(), err = OutputBuffer()
    let context = CommandContext(
        stdout: .capturing(into: out), stderr: .capturing(into: err),
        currentDirectory: "/nonexistent-a11y-audit-fuzz")
    let code = AuditCommand.main(arguments: ["speak", "--tree", "missing.json", "--env=" + text], context: context)
    if parsed != nil {
        invariant(code == .inputError, "valid --env '\(text)' gave exit \(code): \(err.text)")
        invariant(err.text.utf8.starts(with: "error: cannot read 'missing.json'".utf8), "unexpected message: \(err.text)")
    } else {
        invariant(code == .usageError, "invalid --env '\(text)' gave exit \(code): \(err.text)")
        // Compared as bytes: the quote may combine with a mark that follows it into one Character.
        invariant(err.text.utf8.starts(with: "error: bad --env '".utf8), "unexpected message: \(err.text)")
    }
    invariant(out.text.isEmpty, "a failed command wrote to standard output: \(out.text)")
}

#if FUZZING
    /// The libFuzzer entry point.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzerTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        fuzzSettings(start.map { Data(bytes: $0, count: count) } ?? Data())
        return 0
    }
#else
    /// Without libFuzzer: replays the files named on the command line.
    @main enum FuzzSettingsReplayer {
        static func main() {
            CorpusReplayer.run(name: "FuzzSettings", arguments: CommandLine.arguments, body: fuzzSettings)
        }
    }
#endif
