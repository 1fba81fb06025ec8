import AccessibilityModel

/// A named option of a subcommand as the parser and the help printer see it:
/// a flag (`--no-color`) or an option that takes a value (`--format json`,
/// `--format=json`), possibly repeatable. Declare options as a typed
/// ``Option`` or ``Flag``, which carry one of these.
public struct OptionDefinition: Hashable, Sendable {
    /// The long name without dashes (`format`).
    public var name: String
    /// A one-letter name without the dash (`h`), if any.
    public var shortName: Character?
    /// The placeholder shown in help (`format`), or `nil` for a flag.
    public var valueName: String?
    /// The values accepted, in the order help lists them; empty: any value.
    public var allowedValues: [String]
    /// The value used when the option is absent, shown in help.
    public var defaultValue: String?
    /// Whether the option may be given more than once (`--component A --component B`).
    public var isRepeatable: Bool
    /// One or two sentences for help.
    public var help: String
    /// Accepted but left out of help and usage (options for tests and CI, like `bench --quick`).
    public var isHidden = false
    /// The key of `.a11y-audit.json` that gives the option's default (`failOn`), if any; help names it.
    public var configurationKey: String?
    /// Whether the option adds to the values of its ``configurationKey`` rather than replacing them.
    public var addsToConfigurationKey = false
    /// Words people use for an allowed value, each with the value it means, for
    /// "did you mean" (`high` → `serious`); they are not accepted.
    public var synonyms: [String: String] = [:]

    /// The allowed value that `text` probably meant: a synonym's value, else the nearest by spelling.
    func suggestion(for text: String) -> String? {
        synonyms[text.lowercased()] ?? Suggestion.nearest(to: text, in: allowedValues)
    }

    /// An option that takes a value.
    public static func option(
        _ name: String, short: Character? = nil, valueName: String? = nil, allowedValues: [String] = [],
        default defaultValue: String? = nil, repeatable: Bool = false, help: String
    ) -> OptionDefinition {
        OptionDefinition(
            name: name, shortName: short, valueName: valueName ?? name, allowedValues: allowedValues,
            defaultValue: defaultValue, isRepeatable: repeatable, help: help)
    }

    /// A flag: present or not, no value.
    public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionDefinition {
        OptionDefinition(
            name: name, shortName: short, valueName: nil, allowedValues: [], defaultValue: nil,
            isRepeatable: true, help: help)
    }

    /// The same option, accepted but left out of help and usage.
    public func hidden() -> OptionDefinition {
        var option = self
        option.isHidden = true
        return option
    }

    /// Whether the option takes a value.
    public var takesValue: Bool { valueName != nil }

    /// `--format` (with the dashes).
    public var spelling: String { "--" + name }

    /// `-h, --help` or `--format <format>`, as help lists it.
    var synopsis: String {
        var text = shortName.map { "-\($0), " } ?? ""
        text += spelling
        if let valueName { text += " <\(valueName)>" }
        return text
    }
}
