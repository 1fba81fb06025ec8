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
            problems.append(.error("unknown catalog '\(catalogName)' (\(catalogs.keys.sorted().joined(separator: ", ")))", at: range,
                                   suggestion: Suggestion.nearest(to: catalogName, in: catalogs.keys.sorted())))
            return nil
        }
        guard let component = descriptors.first(where: { $0.name == call.name.value }) else {
            problems.append(.error("unknown component '\(call.name.value)' in catalog '\(catalogName)'", at: call.name.range,
                                   suggestion: Suggestion.nearest(to: call.name.value, in: descriptors.map(\.name))))
            return nil
        }
        let arguments = resolveArguments(call, of: component, problems: &problems)
        let styles = checkStyles(scenario.setup.styles, of: component, problems: &problems)
        checkStates(in: scenario, of: component, problems: &problems)
        guard let arguments else { return nil }
        let validated = ValidatedScenario(scenario: scenario, catalog: catalogName, component: component, arguments: arguments,
                                          styles: styles, matrix: scenario.setup.matrix, fixedSettings: scenario.setup.environment)
        checkSize(of: validated, problems: &problems)
        return validated
    }

    /// The most steps a scenario may take over all its cells: about half a
    /// minute of simulation on one core.
    public static let maximumSteps = 1_000_000

    /// A scenario must fit ``maximumSteps``: its steps (each command counted
    /// with its repeats, each assertion once) times its cells. Without a
    /// bound, a 130-byte file with `environments full` and `increment 1000`
    /// would simulate millions of steps and run for many minutes.
    func checkSize(of scenario: ValidatedScenario, problems: inout [ScenarioDiagnostic]) {
        let steps = scenario.scenario.steps.reduce(0) { total, step in
            if case .command(_, let count) = step.kind { return total + count }
            return total + 1
        }
        let environments = ScenarioRunner.environments(of: scenario).count
        let cells = scenario.styles.count * environments
        guard steps > 0, cells > Self.maximumSteps / steps else { return }
        let styles = scenario.styles.count == 1 ? "1 style" : "\(scenario.styles.count) styles"
        problems.append(.error("scenario '\(scenario.scenario.name)' would take \(cells * steps) steps: \(steps) steps in each of "
                               + "\(cells) cells (\(styles) × \(environments) environments); a scenario may take at most "
                               + "\(Self.maximumSteps): choose a smaller matrix, fewer styles or fewer repeats, or split it",
                               at: scenario.scenario.nameRange))
    }

    /// Every named style must be one of the component's.
    func checkStyles(_ selection: StyleSelection, of component: ComponentDescriptor, problems: inout [ScenarioDiagnostic]) -> [String] {
        guard case .named(let names) = selection else { return component.styles }
        for name in names where !component.styles.contains(name.value) {
            problems.append(.error("\(component.name) has no style '\(name.value)' (\(component.styles.joined(separator: ", ")))",
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
                problems.append(.error("\(component.name) has no parameter '\(name.value)'", at: name.range,
                                       suggestion: Suggestion.nearest(to: name.value, in: bound.isEmpty ? component.parameters.map(\.name) : bound)))
                continue
            }
            guard parameter.isBound else {
                let which = bound.isEmpty ? "\(component.name) has none" : "\(component.name)'s are \(bound.joined(separator: ", "))"
                problems.append(.error("'\(name.value)' is not a bound parameter of \(component.name); 'expect state' reads bound parameters only (\(which))",
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
