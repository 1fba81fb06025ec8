import AccessibilityAudit
import Foundation

/// Writes help in argument-parser's layout: OVERVIEW, USAGE, ARGUMENTS,
/// OPTIONS and SUBCOMMANDS sections, wrapped at 80 columns.
enum HelpFormatter {
    static let width = 80
    static let labelWidth = 26

    /// Help for one subcommand; `--catalog` lists `catalogs` (the catalogs
    /// the running program offers) when given.
    static func help(for configuration: CommandConfiguration, catalogs: CatalogHelp? = nil, commandName: String = AuditCommand.name) -> String {
        var sections: [String] = []
        sections.append(wrap("OVERVIEW: " + named(configuration.abstract, commandName), indent: ""))
        if !configuration.discussion.isEmpty {
            sections.append(paragraphs(named(configuration.discussion, commandName)))
        }
        var usage = "USAGE: " + configuration.usage(commandName: commandName)
        for alternative in configuration.alternativeUsages {
            usage += "\n       " + commandName + " " + alternative
        }
        sections.append(usage)
        if !configuration.arguments.isEmpty {
            sections.append("ARGUMENTS:\n" + configuration.arguments.map { row("<\($0.name)>", $0.help) }.joined())
        }
        let options = configuration.allOptions.filter { !$0.isHidden }.map { catalogs?.describing($0) ?? $0 }
        sections.append("OPTIONS:\n" + options.map(optionRow).joined())
        return sections.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }.joined(separator: "\n")
    }

    /// The overview of the whole command: every subcommand with its abstract.
    static func overview(of subcommands: [CommandConfiguration], defaultName: String, commandName: String = AuditCommand.name) -> String {
        var sections: [String] = []
        sections.append(wrap("OVERVIEW: " + AuditCommand.abstract, indent: ""))
        sections.append(wrap("With no arguments, \(commandName) runs the main job ('\(defaultName)').", indent: ""))
        sections.append("USAGE: \(commandName) [<subcommand>] [<options>]")
        sections.append("OPTIONS:\n" + (CommandConfiguration.common + [SharedOptions.version.definition]).map(optionRow).joined())
        var rows = subcommands.map { configuration -> String in
            let name = configuration.name == defaultName ? "\(configuration.name) (default)" : configuration.name
            return row(name, configuration.abstract)
        }
        rows.append(row("help", "Show help for a subcommand."))
        sections.append("SUBCOMMANDS:\n" + rows.joined() + "\n  See '\(commandName) help <subcommand>' for detailed help.\n")
        return sections.map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }.joined(separator: "\n")
    }

    /// `text` with the program's own name where it names the command (`'a11y-audit rules'`).
    private static func named(_ text: String, _ commandName: String) -> String {
        commandName == AuditCommand.name ? text : text.replacingOccurrences(of: "'\(AuditCommand.name)", with: "'\(commandName)")
    }

    private static func optionRow(_ option: OptionDefinition) -> String {
        var text = option.help
        if !option.allowedValues.isEmpty { text += " Values: \(option.allowedValues.joined(separator: ", "))." }
        if let defaultValue = option.defaultValue { text += " Default: \(defaultValue)." }
        if option.isRepeatable && option.takesValue { text += " Repeatable." }
        if let key = option.configurationKey {
            text += option.addsToConfigurationKey ? " Adds to '\(key)' in \(ConfigurationFile.name)." : " Also '\(key)' in \(ConfigurationFile.name)."
        }
        return row(option.synopsis, text)
    }

    /// `  label                   text…`, the text wrapped under itself.
    private static func row(_ label: String, _ text: String) -> String {
        let lead = "  " + label
        let indent = String(repeating: " ", count: labelWidth)
        let wrapped = wrap(text, indent: indent)
        if lead.count < labelWidth - 1 {
            return lead + String(repeating: " ", count: labelWidth - lead.count) + wrapped.dropFirst(labelWidth)
        }
        return lead + "\n" + wrapped
    }

    /// Paragraphs separated by blank lines, each wrapped.
    private static func paragraphs(_ text: String) -> String {
        text.components(separatedBy: "\n\n").map { wrap($0, indent: "") }.joined(separator: "\n")
    }

    /// Words of `text` filled into lines of at most ``width`` columns, each
    /// line starting with `indent` and ending in a newline.
    static func wrap(_ text: String, indent: String) -> String {
        var lines: [String] = []
        var line = indent
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            if line.count > indent.count, line.count + 1 + word.count > width {
                lines.append(line)
                line = indent
            }
            line += (line.count > indent.count ? " " : "") + word
        }
        lines.append(line)
        return lines.joined(separator: "\n") + "\n"
    }
}
