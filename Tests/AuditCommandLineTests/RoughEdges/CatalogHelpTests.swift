import AccessibilityModel
import AuditCommandLine
import Foundation
import Testing

/// Help names the catalogs of the program that runs the command line, not this package's.
@Suite struct CatalogHelpTests {
    /// `text` with every run of spaces and newlines made one space, so wrapped help reads as one line.
    static func flattened(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    static let userCatalogs: [String: [ComponentDescriptor]] = [
        "forms": [TinyCatalog.descriptor("Field", grey: "#000000")],
        "badges": [TinyCatalog.descriptor("Badge", grey: "#000000")],
    ]

    @Test(arguments: ["audit", "tree", "speak", "catalog"])
    func `a user's command line lists the user's catalogs with the default first`(subcommand: String) {
        let run = CommandRun(["help", subcommand], catalogs: Self.userCatalogs, defaultCatalog: "forms")
        expectExit(run, .success)
        let help = Self.flattened(run.stdout)
        #expect(help.contains("--catalog <name> Which catalog: forms or badges. Default: forms."), "\(run.stdout)")
        #expect(!help.contains("design-system"))
        #expect(!help.contains("articles"))
    }

    @Test func `--help on a subcommand says the same as help`() {
        let viaFlag = CommandRun(["audit", "--help"], catalogs: Self.userCatalogs, defaultCatalog: "badges")
        #expect(Self.flattened(viaFlag.stdout).contains("Which catalog: badges or forms. Default: badges."))
    }

    @Test func `the built-in command line lists its own three catalogs`() {
        let run = CommandRun(["help", "audit"])
        #expect(Self.flattened(run.stdout).contains("--catalog <name> Which catalog: design-system, articles or platform. Default: design-system."))
    }
}
