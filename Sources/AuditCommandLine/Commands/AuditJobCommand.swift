import AccessibilityAudit
import AccessibilityModel
import Foundation
import ReportFormats

/// `a11y-audit [audit]`: the main job. Audits every selected catalog
/// component in every style and state across the environment matrix (or one
/// JSON tree with `--tree`), and prints the report.
struct AuditJobCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "audit",
        abstract: "Audit catalog components and run scenarios.",
        discussion: """
            The main job, and what 'a11y-audit' with no arguments runs: every component of the catalog in every \
            style and state across the environment matrix, checked by every rule, contract and invariance check \
            ('a11y-audit rules' lists them), printed as a report. Exits with status 1 when a finding at or above \
            --fail-on is not in the baseline (or suppressed by the catalog), 2 when an input cannot be used.

            With --tree, audits one tree in the JSON tree format instead: the static rules run on it; contracts, \
            which must drive a live component, report 'incomplete'.

            Defaults come from \(ConfigurationFile.name) in the current directory or its nearest ancestor that has \
            one (\(ConfigurationFile.keys.joined(separator: ", "))); options given here override it.
            """,
        options: [
            catalog, component, SharedOptions.style, SharedOptions.state, matrix, SharedOptions.env,
            SharedOptions.tree, format, output, failOn, baseline, shard, SharedOptions.jobs, scenarioPaths, noScenarios,
            SharedOptions.rule, SharedOptions.skipRule, quiet,
        ],
        alternativeUsages: ["audit --tree <file.json> [--format <format>] [--output <path>]"])

    /// `--catalog`, whose default the configuration file's `catalog` gives.
    static let catalog = SharedOptions.catalog.configured(by: ConfigurationFile.Keys.catalog)
    /// `--fail-on`, whose default the configuration file's `failOn` gives.
    static let failOn = SharedOptions.failOn.configured(by: ConfigurationFile.Keys.failOn)
    static let component = Option.texts("component", valueName: "name", help: "Only this component.")
    static let matrix = Option.choice("matrix", MatrixKind.allCases, default: .pairwise, help: "Environment matrix.")
        .configured(by: ConfigurationFile.Keys.matrix)
    static let format = SharedOptions.reportFormat()
    static let output = SharedOptions.output(help: "Write the report there, atomically, instead of to standard output.")
    static let baseline = Option.text(
        "baseline", valueName: "report.json",
        help: "Findings present in this earlier report do not fail the run."
    ).configured(by: ConfigurationFile.Keys.baseline)
    static let shard = Option.single(
        "shard", valueName: "i/n", default: Shard.whole,
        help: "Audit only the i-th (1-based) of n deterministic parts."
    ) { text throws(OptionValueError) in
        do throws(ShardError) {
            return try Shard(parsing: text)
        } catch {
            throw OptionValueError("bad --shard: \(error.message)")
        }
    }
    static let scenarioPaths = Option.texts(
        "scenarios", valueName: "path", help: "Scenario files or folders to run with the audit (default: Scenarios/, when it exists).")
    static let noScenarios = Flag("no-scenarios", help: "Audit only; run no scenarios.")
    static let quiet = Flag("quiet", help: "No progress line on standard error (shown only on a terminal, after a second).")

    var treePath: String?
    var catalog: (name: String, descriptors: [ComponentDescriptor])?
    var selection: (components: [String], styles: [String], states: [String])
    var matrix: MatrixKind
    /// The settings `--env` fixes on every cell.
    var environment: SettingsOverride
    var format: ReportFormat
    var output: String?
    var failOn: FailThreshold
    var baselinePath: String?
    var shard: Shard
    var jobs: Int
    /// `nil` with --no-scenarios or --tree.
    var scenarios: ScenarioStage?
    /// The checks that run: custom rules, --rule, --skip-rule and the configuration file's choices.
    var rules: RuleSelection
    /// `--quiet`: no progress line.
    var quiet: Bool

    init(parsed: ParsedArguments, context: CommandContext) throws(CommandError) {
        let topic = Self.configuration.name
        if let stray = parsed.positionals.first {
            throw .usage("unexpected argument '\(stray)'", helpTopic: topic)
        }
        treePath = try parsed.value(SharedOptions.tree)
        quiet = parsed.flag(Self.quiet)
        selection = (try parsed.value(Self.component), try parsed.value(SharedOptions.style), try parsed.value(SharedOptions.state))
        let known = RuleSelection(custom: context.rules)
        let file = try ConfigurationFile.load(context: context, knownRules: known)
        rules = try Self.rules(parsed, file: file, known: known, on: treePath == nil ? .component : .staticTree)
        if treePath != nil {
            let catalogOptions: [any OptionDeclaration] = [
                Self.catalog, Self.component, SharedOptions.style,
                SharedOptions.state, Self.matrix, Self.shard,
            ]
            if let option = catalogOptions.first(where: { parsed.isGiven($0) }) {
                throw .usage("'\(option.definition.spelling)' applies to catalog components, not to --tree", helpTopic: topic)
            }
            catalog = nil
        } else {
            let chosen = try parsed.value(Self.catalog, orIn: file)
            catalog = try CatalogChoice.resolve(chosen, context: context, helpTopic: topic)
        }
        // The configuration file's values stand where the command line gives none.
        matrix = try parsed.value(Self.matrix, orIn: file)
        environment = try parsed.value(SharedOptions.env)
        format = try parsed.value(Self.format)
        output = try parsed.value(Self.output)
        failOn = try parsed.value(Self.failOn, orIn: file)
        baselinePath = try parsed.value(Self.baseline, orIn: file)
        shard = try parsed.value(Self.shard)
        jobs = try parsed.value(SharedOptions.jobs) ?? max(1, ProcessInfo.processInfo.activeProcessorCount)
        let scenarioPaths = try parsed.value(Self.scenarioPaths)
        if parsed.flag(Self.noScenarios), !scenarioPaths.isEmpty {
            let (given, refused) = (Self.scenarioPaths.definition.spelling, Self.noScenarios.definition.spelling)
            throw .usage("'\(given)' and '\(refused)' contradict each other; give one of them", helpTopic: topic)
        }
        if parsed.flag(Self.noScenarios) || treePath != nil {
            if treePath != nil, !scenarioPaths.isEmpty {
                throw .usage(
                    "'\(Self.scenarioPaths.definition.spelling)' applies to catalog audits, not to \(SharedOptions.tree.definition.spelling)",
                    helpTopic: topic)
            }
            scenarios = nil
        } else {
            let paths = scenarioPaths
            scenarios = ScenarioStage(paths: paths.isEmpty ? [ScenarioSuite.defaultFolder] : paths, explicit: !paths.isEmpty)
        }
    }

    /// The checks to run: `--rule` narrows to the IDs it names (even those the
    /// file skips), `--skip-rule` adds to the file's `skipRules`.
    /// - Throws: exit 64 for an unknown ID, or when the options leave no check
    ///   that can run on `subject`; exit 2 when the file's `skipRules` does.
    private static func rules(
        _ parsed: ParsedArguments, file: ConfigurationFile?, known: RuleSelection, on subject: RuleSelection.AuditedSubject
    ) throws(CommandError) -> RuleSelection {
        var rules = known
        let only = try parsed.value(SharedOptions.rule), skipped = try parsed.value(SharedOptions.skipRule)
        for (option, ids) in [(SharedOptions.rule, only), (SharedOptions.skipRule, skipped)] {
            for id in ids where known.description(of: id) == nil {
                throw .usage(
                    "unknown rule '\(id.rawValue)' for \(option.definition.spelling)", suggestion: known.suggestion(for: id.rawValue),
                    helpTopic: configuration.name)
            }
        }
        rules.only = Set(only)
        rules.skipped = Set(skipped).subtracting(rules.only)
        let given = rules
        if let file { rules = file.applied(to: rules) }
        // An audit that checks nothing must say so, not print "passed".
        do {
            try rules.requireChecks(on: subject)
        } catch {
            guard let file, (try? given.requireChecks(on: subject)) != nil else {
                throw .usage(error.message, helpTopic: configuration.name)
            }
            throw .input("\(error.message) (\(file.path) skips \(file.skipRules.count) of them with skipRules); nothing was checked")
        }
        return rules
    }

    func run(in context: CommandContext) throws(CommandError) -> ExitCode {
        // Read the baseline first: a bad baseline must not cost a whole audit.
        var baseline: AuditReport?
        if let baselinePath { baseline = try ReportFile.read(baselinePath, context: context) }
        // Scenario files are read and checked before the audit, so a typo costs nothing.
        let suite = try scenarios?.load(context: context)
        var report: AuditReport
        if let treePath {
            report = try auditTree(treePath, context: context)
        } else {
            report = try auditCatalog(context: context)
            report.run = recordedRun(ranScenarios: suite != nil)
            if let suite, let scenarios, let catalog {
                if let warning = scenarios.unchosenWarning(of: suite, catalog: catalog.name, components: selection.components) {
                    context.stderr.writeLine(warning)
                }
                report.scenarios = scenarios.results(
                    of: suite, catalog: catalog.name, components: selection.components,
                    shard: shard, jobs: jobs, rules: rules)
                report = report.recountingFindings()
            }
        }
        if let baseline, let baselinePath, baseline.catalog != report.catalog {
            // Findings are matched by component name, style, state and element, not by catalog.
            context.stderr.write(
                "warning: the baseline '\(PrintableText.message(baselinePath))' is a report of catalog "
                    + "'\(PrintableText.message(baseline.catalog))', but this run audits "
                    + "'\(PrintableText.message(report.catalog))'; findings are matched by component, style, "
                    + "state and element, so check that it is the baseline you meant\n")
        }
        if let baseline {
            report = report.applyingBaseline(baseline, failOn: failOn)
        }
        report = report.applyingVerdict(failOn: failOn)
        let markup = output == nil ? context.style.textMarkup : .plain
        try ReportFile.write(report, as: format, failOn: failOn, markup: markup, to: output, context: context)
        return report.summary.failed ? .failure : .success
    }

    /// The static audit of one JSON tree or captured screen; a capture's findings are named and located as a
    /// UI test finds their elements (``AuditResult/locate(in:file:)``).
    private func auditTree(_ path: String, context: CommandContext) throws(CommandError) -> AuditReport {
        var input = try TreeFile.readInput(path, context: context)
        if !environment.isEmpty {
            input.tree.settings = environment.applied(to: input.tree.settings ?? AccessibilitySettings())
        }
        // The tree is taken out of the input, so that the audit lets the nodes go once its rules have run (unless
        // the report draws the tree): a large tree's nodes and its findings are then not in memory together.
        var result = Auditor.audit(tree: input.takeTree(), failOn: failOn.severity, rules: rules, keepsScreen: format == .html)
        if let capture = input.capture { result.locate(in: capture, file: input.displayPath) }
        var report = AuditReport(result, matrix: "tree")
        let unit = WorkUnit(component: result.catalog, style: "default", state: "default")
        report.units = [unit]
        if format == .html {
            report.screens = result.screens.map(AuditReport.Screen.init)
        }
        return report
    }

    /// The audit of the selected catalog components over the matrix.
    private func auditCatalog(context: CommandContext) throws(CommandError) -> AuditReport {
        guard let catalog else { throw .input("no catalog to audit") }
        var configuration = AuditConfiguration(
            catalog: catalog.name, components: selection.components, styles: selection.styles, states: selection.states,
            matrix: matrix, overrides: environment, failOn: failOn.severity,
            shard: (shard.index, shard.count), jobs: jobs, rules: rules)
        // The JSON carries the pictures too, so merged shards render the whole run's HTML.
        configuration.keepsScreens = format == .html || format == .json
        configuration.screenVariants = AuditReport.Screen.variants
        let progress = ProgressLine(context: context, quiet: quiet)
        if let progress { configuration.progress = { progress.update($0) } }
        defer { progress?.finish() }
        let result: AuditResult
        do {
            result = try Auditor(configuration).audit(catalog.descriptors)
        } catch let error as AuditError {
            throw .usage(error.message, suggestion: error.suggestion, helpTopic: Self.configuration.name)
        } catch {
            throw .input("the audit failed: \(error)")
        }
        var report = AuditReport(result, matrix: matrix.rawValue)
        report.shard = shard.isWhole ? nil : shard
        // The pictures of each unit: its default cell, dark, and the smallest and largest Dynamic Type sizes.
        report.screens = result.screens.map(AuditReport.Screen.init)
        return report
    }
}
