import AccessibilityModel
import AuditCommandLine
import BuiltInCatalogs
import Foundation
import Testing

/// A package's own executable (`AuditCommand.main` with its own catalogs)
/// calls itself by its own name in usage, help and "See '… help'" lines.
@Suite struct CommandNameTests {
    static func run(_ arguments: [String], as name: String) -> CommandRun {
        let out = OutputBuffer(), err = OutputBuffer()
        var context = CommandContext(stdout: .capturing(into: out), stderr: .capturing(into: err), catalogs: BuiltInCatalogs.all)
        context.defaultCatalog = BuiltInCatalogs.defaultName
        context.commandName = name
        let code = AuditCommand.main(arguments: arguments, context: context)
        return CommandRun(code: code, stdout: out.text, stderr: err.text)
    }

    @Test func `a usage error points to the program's own help`() {
        let run = Self.run(["--formt", "json"], as: "badges-audit")
        expectExit(run, .usageError)
        #expect(run.stderr.hasSuffix("See 'badges-audit help audit' for usage.\n"))
        #expect(!run.stderr.contains("a11y-audit"))
    }

    @Test func `help and the overview name the program`() {
        let help = Self.run(["help", "audit"], as: "badges-audit").stdout
        #expect(help.contains("USAGE: badges-audit audit"))
        #expect(help.contains("'badges-audit rules'"))
        #expect(help.contains("       badges-audit audit --tree"))
        #expect(!help.contains("'a11y-audit"))
        let overview = Self.run(["--help"], as: "badges-audit").stdout
        #expect(overview.contains("USAGE: badges-audit [<subcommand>] [<options>]"))
        #expect(overview.contains("See 'badges-audit help <subcommand>' for detailed help."))
        #expect(Self.run(["--version"], as: "badges-audit").stdout.hasPrefix("badges-audit (a11y-audit "))
    }

    @Test(arguments: [
        ("/work/pkg/.build/debug/badges-audit", "badges-audit"), ("badges-audit", "badges-audit"), ("./a11y-audit", "a11y-audit"),
        ("", "a11y-audit"), ("/", "a11y-audit"), ("bad\nname", "a11y-audit"),
    ])
    func `the name is the executable's file name`(_ path: String, _ name: String) {
        #expect(CommandContext.commandName(fromPath: path) == name)
        #expect(CommandContext.commandName(fromPath: nil) == "a11y-audit")
    }
}
