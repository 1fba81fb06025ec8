import AccessibilityModel
import ReportFormats

/// `a11y-audit contrast <foreground> <background> [--format text|json]`: the
/// WCAG contrast ratio of two colours and whether it meets the thresholds for
/// normal text, large text and non-text graphics (spec/cli.md § contrast).
struct ContrastCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "contrast",
        abstract: "WCAG contrast of two colours (#RRGGBB or #RRGGBBAA, alpha composited over the background).",
        discussion: """
            Prints the contrast ratio to two decimals and, for each WCAG threshold, whether it passes: normal text \
            needs 4.5:1, large text (18 pt, or 14 pt bold) 3:1, and non-text graphics such as icons and control \
            borders 3:1. The ratio is compared unrounded, so 4.499 fails 4.5.

            A foreground with alpha is composited over the background in sRGB first; a translucent background is \
            composited over white. Quote colours in the shell: '#767676'.
            """,
        arguments: [
            ArgumentDefinition("foreground", help: "The text or icon colour: #RRGGBB or #RRGGBBAA."),
            ArgumentDefinition("background", help: "The colour behind it: #RRGGBB or #RRGGBBAA."),
        ],
        options: [format])

    static let format = SharedOptions.format(help: "text: the ratio and one line per threshold; json: one object.")

    var foreground: SRGBColor
    var background: SRGBColor
    var format: ReportFormat

    init(parsed: ParsedArguments, context: CommandContext) throws(CommandError) {
        guard parsed.positionals.count == 2 else {
            throw .usage("expected two colours, <foreground> and <background>", helpTopic: Self.configuration.name)
        }
        foreground = try Self.color(parsed.positionals[0], role: "foreground")
        background = try Self.color(parsed.positionals[1], role: "background")
        format = try parsed.value(Self.format)
    }

    func run(in context: CommandContext) throws(CommandError) -> ExitCode {
        let result = ContrastResult(foreground: foreground, background: background)
        context.stdout.write(format == .json ? result.json : result.text(style: context.style))
        return .success
    }

    private static func color(_ text: String, role: String) throws(CommandError) -> SRGBColor {
        do {
            return try SRGBColor(hex: text)
        } catch {
            throw .usage(
                "the \(role) '\(text)' is not a colour; expected #RRGGBB or #RRGGBBAA, for example '#767676'",
                helpTopic: configuration.name)
        }
    }
}
