import AccessibilityModel

/// Checks a parsed file against the available catalogs and rules: the
/// component exists, its arguments fit its declared parameters, the styles
/// exist, `expect state` names a bound parameter with a value of its type,
/// and `expect finding` names a known rule. Nothing is constructed for a
/// scenario with a problem.
///
/// ```swift
/// let validator = ScenarioValidator(catalogs: ["design-system": descriptors], ruleIDs: CheckRegistry.all.map(\.id.rawValue))
/// let (scenarios, diagnostics) = validator.validate(file)
/// ```
public struct ScenarioValidator: Sendable {
    /// Catalog name → its components.
    public var catalogs: [String: [ComponentDescriptor]]
    /// The catalog of scenarios without a `catalog` line.
    public var defaultCatalog: String
    /// The rule and contract IDs `expect finding` may name; `nil` accepts any.
    public var ruleIDs: [String]?

    /// - Parameters:
    ///   - catalogs: the available catalogs by name.
    ///   - defaultCatalog: the catalog used when a scenario names none.
    ///   - ruleIDs: the known rule IDs, or `nil` to leave `expect finding` unchecked.
    public init(catalogs: [String: [ComponentDescriptor]], defaultCatalog: String = "design-system", ruleIDs: [String]? = nil) {
        self.catalogs = catalogs
        self.defaultCatalog = defaultCatalog
        self.ruleIDs = ruleIDs
    }

    /// Validates every scenario of `file`.
    /// - Returns: the scenarios without problems, and every problem found.
    public func validate(_ file: ScenarioFile) -> (scenarios: [ValidatedScenario], diagnostics: [ScenarioDiagnostic]) {
        var validated: [ValidatedScenario] = []
        var diagnostics: [ScenarioDiagnostic] = []
        for scenario in file.scenarios {
            var problems: [ScenarioDiagnostic] = []
            if let result = validate(scenario, problems: &problems), problems.isEmpty {
                validated.append(result)
            }
            diagnostics += problems
        }
        return (validated, DiagnosticRenderer.sorted(diagnostics))
    }

    func validate(_ scenario: Scenario, problems: inout [ScenarioDiagnostic]) -> ValidatedScenario? {
        checkRules(in: scenario, problems: &problems)
        guard let call = scenario.setup.component else { return nil }
        let catalogName = scenario.setup.catalog?.value ?? defaultCatalog
        guard let descriptors = catalogs[catalogName] else {
            let range = scenario.setup.catalog?.range ?? call.name.range
            problems.append(
                .error(
                    "unknown catalog '\(catalogName)' (\(catalogs.keys.sorted().joined(separator: ", ")))", at: range,
                    suggestion: Suggestion.nearest(to: catalogName, in: catalogs.keys.sorted())))
            return nil
        }
        guard let component = descriptors.first(where: { $0.name == call.name.value }) else {
            problems.append(
                .error(
                    "unknown component '\(call.name.value)' in catalog '\(catalogName)'", at: call.name.range,
                    suggestion: Suggestion.nearest(to: call.name.value, in: descriptors.map(\.name))))
            return nil
        }
        let arguments = resolveArguments(call, of: component, problems: &problems)
        let styles = checkStyles(scenario.setup.styles, of: component, problems: &problems)
        checkStates(in: scenario, of: component, problems: &problems)
        guard let arguments else { return nil }
        let validated = ValidatedScenario(
            scenario: scenario, catalog: catalogName, component: component, arguments: arguments,
            styles: styles, matrix: scenario.setup.matrix, fixedSettings: SettingAssignment.merged(scenario.setup.environment))
        checkSize(of: validated, problems: &problems)
        return validated
    }

    /// The most steps of work a scenario may take over all its cells: about
    /// half a minute of simulation on two cores (docs/scenarios.md).
    public static let maximumSteps = 1_000_000

    /// What an audit of the screen (`expect no findings`, `expect finding`)
    /// counts as: it runs every rule and drives every contract, about twenty
    /// times the work of an `increment` (measured in a release build on
    /// Rating, whose audit is among the catalog's largest).
    public static let auditSteps = 20

    /// What an audit counts for each action before it: the contracts drive
    /// fresh subjects brought to the current state by replaying every action
    /// so far, several contracts each, about three times the action's own work.
    public static let replayStepsPerAction = 3

    /// The steps of work one cell of `steps` takes: a command counts its
    /// repeats, an assertion counts one, and an audit counts
    /// ``auditSteps`` plus ``replayStepsPerAction`` for each action it replays.
    public static func work(of steps: [ScenarioStep]) -> Int {
        var work = 0, actions = 0
        for step in steps {
            switch step.kind {
            case .command(let command, let count):
                work += count
                if command.isReplayed { actions += count }
            case .expectation(.noFindings), .expectation(.finding):
                work += auditSteps + replayStepsPerAction * actions
            case .expectation:
                work += 1
            }
        }
        return work
    }

    /// A scenario must fit ``maximumSteps``: the work of its steps in one
    /// cell (``work(of:)``) times its cells. Without a bound, a 130-byte file
    /// with `environments full` and `increment 1000` would simulate millions
    /// of steps, and 324 lines of `expect no findings` over the full matrix
    /// would audit for ten minutes.
    func checkSize(of scenario: ValidatedScenario, problems: inout [ScenarioDiagnostic]) {
        let steps = Self.work(of: scenario.scenario.steps)
        let environments = ScenarioRunner.environments(of: scenario).count
        let cells = scenario.styles.count * environments
        guard steps > 0, cells > Self.maximumSteps / steps else { return }
        let styles = scenario.styles.count == 1 ? "1 style" : "\(scenario.styles.count) styles"
        let audits = scenario.scenario.steps.contains {
            if case .expectation(.noFindings) = $0.kind { return true }
            if case .expectation(.finding) = $0.kind { return true }
            return false
        }
        let counting =
            audits
            ? " (an audit of the screen counts \(Self.auditSteps) steps, and \(Self.replayStepsPerAction) more for "
                + "each action before it, which its contracts replay)" : ""
        problems.append(
            .error(
                "scenario '\(scenario.scenario.name)' would take \(cells * steps) steps: \(steps) steps in each of "
                    + "\(cells) cells (\(styles) × \(environments) environments)\(counting); a scenario may take at most "
                    + "\(Self.maximumSteps): choose a smaller matrix, fewer styles, fewer repeats or fewer audits, or split it",
                at: scenario.scenario.nameRange))
    }

    /// Every named style must be one of the component's.
    func checkStyles(_ selection: StyleSelection, of component: ComponentDescriptor, problems: inout [ScenarioDiagnostic]) -> [String] {
        guard case .named(let names) = selection else { return component.styles }
        for name in names where !component.styles.contains(name.value) {
            problems.append(
                .error(
                    "\(component.name) has no style '\(name.value)' (\(component.styles.joined(separator: ", ")))",
                    at: name.range, suggestion: Suggestion.nearest(to: name.value, in: component.styles)))
        }
        return names.map(\.value)
    }

    /// `expect finding` must name a known rule.
    func checkRules(in scenario: Scenario, problems: inout [ScenarioDiagnostic]) {
        guard let ruleIDs else { return }
        for step in scenario.steps {
            guard case .expectation(.finding(let rule)) = step.kind, !ruleIDs.contains(rule.value) else { continue }
            problems.append(.error("unknown rule '\(rule.value)'", at: rule.range, suggestion: Suggestion.nearest(to: rule.value, in: ruleIDs)))
        }
    }

    /// `expect state` must name a bound parameter and compare it with a value of its type.
    func checkStates(in scenario: Scenario, of component: ComponentDescriptor, problems: inout [ScenarioDiagnostic]) {
        let bound = component.parameters.filter(\.isBound).map(\.name)
        for step in scenario.steps {
            guard case .expectation(.state(let name, let literal)) = step.kind else { continue }
            guard let parameter = component.parameter(named: name.value) else {
                problems.append(
                    .error(
                        "\(component.name) has no parameter '\(name.value)'", at: name.range,
                        suggestion: Suggestion.nearest(to: name.value, in: bound.isEmpty ? component.parameters.map(\.name) : bound)))
                continue
            }
            guard parameter.isBound else {
                let which = bound.isEmpty ? "\(component.name) has none" : "\(component.name)'s are \(bound.joined(separator: ", "))"
                problems.append(
                    .error(
                        "'\(name.value)' is not a bound parameter of \(component.name); 'expect state' reads bound parameters only (\(which))",
                        at: name.range))
                continue
            }
            // An inverted range was reported by the parser.
            guard let value = literal.value.parameterValue else { continue }
            if let problem = parameter.check(value) {
                problems.append(.error(problem.message, at: literal.range, suggestion: problem.suggestion))
            }
        }
    }
}
