import AccessibilityAudit
import AccessibilityModel
import ReportFormats
import ScreenReader

/// `a11y-audit diff <component> <capture>` (or `diff --tree <file.json>
/// <capture>`): a component's headless tree against a capture of the same
/// component on a device, focus stop by focus stop (spec/cli.md § diff,
/// docs/capturing.md § Diffing a component against its capture).
struct DiffCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "diff",
        abstract: "Compare a component's focus stops with a capture of it on a device, stop by stop.",
        discussion: """
            Renders the component (its first style and state unless --style and --state choose one; --env fixes \
            settings) or reads --tree, reads the capture (a page source, WebDriverAgent's /source answer, an \
            XCUIElement snapshot, debugDescription text, or a tree in the JSON tree format), and compares their \
            focus stops in VoiceOver order: matched by identifier, then label, then by order between those. Prints \
            what differs in label, value, traits, hint (when the capture has hints), frame and order, then lines \
            up the containers XCUITest reports (lists, cells, navigation and tab bars) by the stops they hold. \
            Exit status 0 when every stop and container agrees, 1 when something differs, 2 for a file that \
            cannot be read, 64 for a usage error.
            """,
        arguments: [
            ArgumentDefinition("component", help: "A catalog component ('a11y-audit catalog' lists them).", optional: true),
            ArgumentDefinition("capture", help: "The capture of the component (any format --tree reads)."),
        ],
        options: [SharedOptions.tree, format, SharedOptions.catalog, SharedOptions.style, SharedOptions.state, SharedOptions.env],
        alternativeUsages: ["diff --tree <file.json> <capture> [--env <settings>] [--format <format>]"])

    static let format = SharedOptions.format(help: "text: one entry per stop; json: the same as an object.")

    enum Source {
        case tree(path: String, env: SettingsOverride)
        case component(ComponentTarget)
    }

    var source: Source
    var capturePath: String
    var format: ReportFormat

    init(parsed: ParsedArguments, context: CommandContext) throws(CommandError) {
        let topic = Self.configuration.name
        let positionals = parsed.positionals
        switch (positionals.count, try parsed.value(SharedOptions.tree)) {
        case (2, .some):
            throw .usage("give either a <component> or --tree <file.json>, not both", helpTopic: topic)
        case (1, nil):
            throw .usage(
                "missing <capture>: give the component and its capture ('diff \(positionals[0]) <capture>'), "
                    + "or --tree <file.json> and the capture", helpTopic: topic)
        case (2, nil):
            let targets = try ComponentTarget.resolveAll(component: positionals[0], parsed: parsed, context: context, helpTopic: topic)
            guard targets.count == 1, let target = targets.first else {
                throw .usage(
                    "diff compares one style and state with a capture, but the options choose \(targets.count); "
                        + "give one --style and one --state", helpTopic: topic)
            }
            source = .component(target)
        default:
            let catalogOptions: [any OptionDeclaration] = [SharedOptions.catalog, SharedOptions.style, SharedOptions.state]
            if let option = catalogOptions.first(where: { parsed.isGiven($0) }) {
                throw .usage("'\(option.definition.spelling)' applies to a catalog component, not to --tree", helpTopic: topic)
            }
            source = .tree(path: try parsed.value(SharedOptions.tree) ?? "", env: try parsed.value(SharedOptions.env))
        }
        capturePath = positionals[positionals.count - 1]
        format = try parsed.value(Self.format)
    }

    func run(in context: CommandContext) throws(CommandError) -> ExitCode {
        let componentStops: [SpokenStop]
        let componentRoot: AccessibilityNode
        let componentName: String
        let settings: AccessibilitySettings
        let hasHints: Bool
        switch source {
        case .tree(let path, let env):
            let input = try TreeFile.readInput(path, context: context)
            settings = env.applied(to: input.tree.settings ?? AccessibilitySettings())
            componentStops = SpeechOrder.stops(in: input.tree, settings: settings)
            componentRoot = input.tree.root
            componentName = input.displayPath
            hasHints = input.capture == nil
        case .component(let target):
            settings = target.settings
            let tree = target.makeSubject().render(settings: settings)
            componentStops = SpeechOrder.stops(in: tree, settings: settings)
            componentRoot = tree.root
            componentName = target.heading
            hasHints = true
        }
        let capture = try TreeFile.readInput(capturePath, context: context)
        // The capture is spoken with the component's settings (its language), unless it records its own.
        let captureStops = SpeechOrder.stops(in: capture.tree, settings: capture.tree.settings ?? settings)
        let comparison = StopComparison(
            component: componentStops, capture: captureStops, comparesHints: hasHints && capture.capture == nil,
            componentRoot: componentRoot, captureRoot: capture.tree.root)
        let xpaths =
            capture.capture.map { index in
                index.elements(at: captureStops.map(\.path) + comparison.containers.compactMap(\.capture?.path)).mapValues(\.xpath)
            } ?? [:]
        let rendering = DiffRendering(
            comparison: comparison, component: componentName, capture: capture.displayPath, xpaths: xpaths,
            comparesHints: hasHints && capture.capture == nil)
        context.stdout.write(format == .json ? rendering.json : rendering.text)
        return comparison.agrees ? .success : .failure
    }
}
