/// Options shared by several subcommands (spec/cli.md § Options), declared
/// once so that their names and help read the same everywhere.
extension OptionDefinition {
    /// `--catalog <name>`.
    public static let catalog = OptionDefinition.option(
        "catalog", valueName: "name",
        help: "Which catalog: design-system, or articles (the components exactly as the articles publish them).")
    /// `--style <name>` (repeatable).
    public static let style = OptionDefinition.option(
        "style", valueName: "name", repeatable: true, help: "Only this style; 'all' for every style.")
    /// `--state <name>` (repeatable).
    public static let state = OptionDefinition.option("state", valueName: "name", repeatable: true, help: "Only this state.")
    /// `--env key=value[,key=value…]`.
    public static let env = OptionDefinition.option(
        "env", valueName: "settings", repeatable: true,
        help: "Fix settings on top of every cell: colorScheme, dynamicTypeSize, layoutDirection, isEnabled, reduceMotion, "
            + "differentiateWithoutColor, reduceTransparency, boldText, contrast, locale (key=value,…).")
    /// `--tree <file.json>`.
    public static let tree = OptionDefinition.option(
        "tree", valueName: "file.json", help: "A tree in the JSON tree format (docs/spec/tree-format.md).")
    /// `--no-hints`.
    public static let noHints = OptionDefinition.flag("no-hints", help: "Transcripts without hints.")
    /// `--rule <id>` (repeatable).
    public static let rule = OptionDefinition.option(
        "rule", valueName: "id", repeatable: true, help: "Run only this check (repeatable); 'a11y-audit rules' lists them.")
    /// `--skip-rule <id>` (repeatable).
    public static let skipRule = OptionDefinition.option(
        "skip-rule", valueName: "id", repeatable: true, help: "Do not run this check (repeatable).")
}
