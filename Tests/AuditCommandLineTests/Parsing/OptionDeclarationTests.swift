import AccessibilityAudit
import AccessibilityModel
import AuditCommandLine
import Foundation
import Testing

/// Each option and each key of `.a11y-audit.json` is declared once, and
/// parsing, help, the file's reader and the list of its keys all read the
/// declaration: nothing declared is out of reach of help or of the file.
@Suite struct OptionDeclarationTests {
    /// A value of every key the file may have, as the file spells it.
    static let sampleValues: [String: String] = [
        "catalog": #""design-system""#, "matrix": #""smoke""#, "failOn": #""moderate""#,
        "skipRules": #"["label-too-long"]"#, "severities": #"{ "target-size": "minor" }"#, "baseline": #""base.json""#,
    ]

    @Test func `every key the file may have is read into a value through its declaration`() throws {
        #expect(Set(Self.sampleValues.keys) == Set(ConfigurationFile.keys), "a key was declared without a sample here, or removed")
        for declaration in ConfigurationFile.Keys.all {
            let text = try #require(Self.sampleValues[declaration.name])
            let file = try ConfigurationFile.parse(
                Data(#"{ "\#(declaration.name)": \#(text) }"#.utf8), path: ".a11y-audit.json", directory: "/p",
                knownRules: RuleSelection(), catalogs: nil)
            #expect(file != ConfigurationFile(path: ".a11y-audit.json"), "\(declaration.name) was not read")
        }
        let keys = ConfigurationFile.Keys.self
        let file = try ConfigurationFile.parse(
            Data(("{" + Self.sampleValues.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}").utf8),
            path: ".a11y-audit.json", directory: "/p", knownRules: RuleSelection(), catalogs: nil)
        #expect(keys.catalog.value(in: file) == "design-system")
        #expect(keys.matrix.value(in: file) == .smoke)
        #expect(keys.failOn.value(in: file) == FailThreshold(parsing: "moderate"))
        #expect(keys.skipRules.value(in: file) == [.labelTooLong])
        #expect(keys.severities.value(in: file) == [RuleID(rawValue: "target-size"): .minor])
        #expect(keys.baseline.value(in: file) == "/p/base.json")
    }

    @Test func `the unknown-key message lists the declared keys`() {
        #expect(throws: ConfigurationFileError.self) {
            _ = try ConfigurationFile.parse(
                Data(#"{ "failon": "minor" }"#.utf8), path: ".a11y-audit.json", directory: "/p", knownRules: RuleSelection())
        }
        do {
            _ = try ConfigurationFile.parse(
                Data(#"{ "failon": "minor" }"#.utf8), path: ".a11y-audit.json", directory: "/p", knownRules: RuleSelection())
        } catch {
            #expect(error.message.contains("did you mean 'failOn'?"))
            #expect(error.message.contains("(keys: \(ConfigurationFile.keys.joined(separator: ", ")))"))
        }
    }

    @Test func `every option of every subcommand is in its help and usage, once, unless hidden`() {
        for command in AuditCommand.subcommands {
            let configuration = command.configuration
            let help = CommandRun(["help", configuration.name]).stdout
            var seen: Set<String> = []
            for option in configuration.allOptions {
                #expect(seen.insert(option.name).inserted, "--\(option.name) is declared twice in \(configuration.name)")
                guard !option.isHidden else { continue }
                #expect(
                    help.contains("  " + (option.shortName.map { "-\($0), " } ?? "") + option.spelling), "\(configuration.name) \(option.spelling)")
            }
            let shorts = configuration.allOptions.compactMap(\.shortName)
            #expect(Set(shorts).count == shorts.count, "a short name is declared twice in \(configuration.name)")
        }
    }

    @Test func `every key of the file is named by the audit's help, and by the option it gives a default to`() {
        let help = CommandRun(["help", "audit"]).stdout
        let flat = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let audit = AuditCommand.subcommands[0].configuration
        #expect(audit.name == "audit")
        for key in ConfigurationFile.keys {
            #expect(flat.contains(key), "'\(key)' is not in the audit's help")
        }
        // Every key but `severities` (no option: a check's severity is the file's) is an option's default.
        let optionKeys = Set(audit.options.compactMap(\.configurationKey))
        #expect(optionKeys == Set(ConfigurationFile.keys).subtracting([ConfigurationFile.Keys.severities.name]))
        for option in audit.options {
            guard let key = option.configurationKey else { continue }
            let said = option.addsToConfigurationKey ? "Adds to '\(key)' in .a11y-audit.json." : "Also '\(key)' in .a11y-audit.json."
            #expect(flat.contains(said), "\(option.spelling)")
        }
    }

    @Test func `an option configured by a key reads the file's value when absent, and the given value otherwise`() throws {
        let matrix = Option.choice("matrix", MatrixKind.allCases, default: .pairwise, help: "Matrix.")
            .configured(by: ConfigurationFile.Keys.matrix)
        let baseline = Option.text("baseline", help: "Baseline.").configured(by: ConfigurationFile.Keys.baseline)
        let plain = Option.choice("other", MatrixKind.allCases, default: .pairwise, help: "Not in the file.")
        let configuration = CommandConfiguration(name: "demo", abstract: "A demo.", options: [matrix, baseline, plain])
        var file = ConfigurationFile(path: ".a11y-audit.json")
        file.matrix = .smoke
        file.baseline = "/p/base.json"

        let absent = try ArgumentParser.parse([], for: configuration)
        #expect(try absent.value(matrix, orIn: file) == .smoke)
        #expect(try absent.value(baseline, orIn: file) == "/p/base.json")
        #expect(try absent.value(plain, orIn: file) == .pairwise)
        #expect(try absent.value(matrix, orIn: nil) == .pairwise)
        #expect(try absent.value(matrix, orIn: ConfigurationFile(path: "x")) == .pairwise)

        let given = try ArgumentParser.parse(["--matrix", "full", "--baseline", "b.json"], for: configuration)
        #expect(try given.value(matrix, orIn: file) == .full)
        #expect(try given.value(baseline, orIn: file) == "b.json")
        #expect(matrix.definition.configurationKey == "matrix" && plain.definition.configurationKey == nil)
    }

    @Test func `help says "Repeatable" once for every repeatable option`() {
        for command in AuditCommand.subcommands {
            let help = CommandRun(["help", command.configuration.name]).stdout.lowercased()
            for option in command.configuration.options where option.isRepeatable && option.takesValue && !option.isHidden {
                let rest = help.range(of: "\n  " + option.spelling).map { help[$0.upperBound...] } ?? ""
                let row = rest[..<(rest.range(of: "\n  -")?.lowerBound ?? rest.endIndex)]
                #expect(row.components(separatedBy: "repeatable").count == 2, "\(command.configuration.name) \(option.spelling): \(row)")
            }
        }
    }
}
