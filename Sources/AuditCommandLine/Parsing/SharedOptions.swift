import AccessibilityAudit
import AccessibilityModel
import ReportFormats

/// Options shared by several subcommands (spec/cli.md § Options), declared
/// once with their types, defaults and help, so that they read the same
/// everywhere.
public enum SharedOptions {
    // MARK: Options every subcommand accepts

    /// `--no-color`: plain output whatever the terminal.
    public static let noColor = Flag(
        "no-color", help: "Plain output without colour (also when NO_COLOR is set or output is not a terminal).")
    /// `-h, --help`.
    public static let help = Flag("help", short: "h", help: "Show help for this command.")
    /// `-V, --version`, before any subcommand: the program's name and version.
    public static let version = Flag("version", short: "V", help: "Show the version.")

    // MARK: Selection

    /// `--catalog <name>`; the context's default catalog when absent. Help
    /// lists the catalogs of the running program instead of this text.
    public static let catalog = Option.text("catalog", valueName: "name", help: "Which catalog.")
    /// `--style <name>` (repeatable).
    public static let style = Option.texts("style", valueName: "name", help: "Only this style; 'all' for every style.")
    /// `--state <name>` (repeatable).
    public static let state = Option.texts("state", valueName: "name", help: "Only this state; 'all' for every state.")
    /// `--env key=value[,key=value…]` (repeatable): the settings fixed, parsed
    /// here once; a later value wins where two fix the same key.
    public static let env = Option<SettingsOverride>(
        OptionDefinition.option(
            "env", valueName: "settings", repeatable: true,
            help: "Fix settings on top of every cell: colorScheme, dynamicTypeSize, layoutDirection, isEnabled, reduceMotion, "
                + "differentiateWithoutColor, reduceTransparency, boldText, contrast, locale, buttonShapes, ios (key=value,…).")
    ) { texts throws(OptionValueError) in
        var fixed = SettingsOverride.none
        for text in texts {
            do throws(SettingsError) {
                fixed = fixed.merging(try SettingsOverride(parsing: text))
            } catch {
                throw .bad("--env", text, error.message, suggestion: error.suggestion)
            }
        }
        return fixed
    }
    /// `--tree <file.json>`.
    public static let tree = Option.text(
        "tree", valueName: "file.json",
        help: "A tree in the JSON tree format (docs/spec/tree-format.md), or a screen captured in a UI test: an Appium or "
            + "WebDriverAgent page source (XML) or an XCUIElement snapshot (JSON), recognised by content.")
    /// `--no-hints`.
    public static let noHints = Flag("no-hints", help: "Transcripts without hints.")

    // MARK: Output

    /// `-f, --format text|json`, for subcommands that print one result (`text` by default).
    public static func format(help: String = "Output format.") -> Option<ReportFormat> {
        .choice("format", short: "f", [.text, .json], default: .text, help: help)
    }
    /// `-f, --format` with every report format (`text` by default).
    public static func reportFormat(help: String = "Report format.") -> Option<ReportFormat> {
        .choice("format", short: "f", ReportFormat.all, default: .text, help: help)
    }
    /// `-o, --output <path>`, checked where it is given: a path ending in `/` names a
    /// directory and is a usage error.
    public static func output(help: String) -> Option<String?> {
        .optional("output", short: "o", valueName: "path", help: help) { path throws(OptionValueError) in
            guard path.count > 1, path.hasSuffix("/") else { return path }
            throw .bad("--output", path, "it ends in '/', so it names a directory; give the report's file name (for example '\(path)report')")
        }
    }
    /// `--jobs <n>`: the worker count, 1 to 256; `nil` when absent (each command then uses the number of cores).
    public static let jobs = Option.count(
        "jobs", valueName: "n", in: 1...256, help: "Worker count (default: the number of cores); the output is the same for any value.")
    /// `--fail-on <severity>` (`serious` by default).
    public static let failOn = Option.choice(
        "fail-on", valueName: "severity", FailThreshold.names.compactMap(FailThreshold.init(parsing:)), default: .serious,
        synonyms: FailThreshold.synonyms,
        help: "Lowest severity that fails the run.")

    /// `--rule <id>` (repeatable, or several IDs separated by commas): the checks named, and no others.
    public static let rule = Option.repeatingList(
        "rule", valueName: "id", help: "Run only this check (several: repeat it, or separate IDs with commas); the 'rules' subcommand lists them."
    ) { RuleID(rawValue: $0) }
    /// `--skip-rule <id>` (repeatable, or several IDs separated by commas), besides the configuration file's `skipRules`.
    public static let skipRule = Option.repeatingList(
        "skip-rule", valueName: "id", help: "Do not run this check (several: repeat it, or separate IDs with commas)."
    ) { RuleID(rawValue: $0) }.adding(to: ConfigurationFile.Keys.skipRules)
}
