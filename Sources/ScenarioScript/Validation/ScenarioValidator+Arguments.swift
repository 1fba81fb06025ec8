import AccessibilityModel

extension ScenarioValidator {
    /// Checks each written argument against the component's declared
    /// parameters (name, repetition, type), then the missing ones, then the
    /// component's own cross-parameter validation; each problem points at the
    /// offending label or value. Returns the resolved arguments only when
    /// there is no problem.
    func resolveArguments(
        _ call: ComponentCall, of component: ComponentDescriptor,
        problems: inout [ScenarioDiagnostic]
    ) -> ComponentArguments? {
        let before = problems.count
        var written: [(label: String, value: ParameterValue)] = []
        var skipped = false
        var suggested: Set<String> = []
        for argument in call.arguments {
            let label = argument.label.value
            guard let parameter = component.parameter(named: label) else {
                let suggestion = Suggestion.nearest(to: label, in: component.parameters.map(\.name))
                if let suggestion { suggested.insert(suggestion) }
                problems.append(.error("\(component.name) has no parameter '\(label)'", at: argument.label.range, suggestion: suggestion))
                continue
            }
            if written.contains(where: { $0.label == label }) {
                problems.append(.error("parameter '\(label)' is given twice", at: argument.label.range))
                continue
            }
            // An inverted range was reported by the parser; leave the argument out.
            guard let value = argument.value.value.parameterValue else {
                skipped = true
                continue
            }
            if let problem = parameter.check(value) {
                problems.append(.error(problem.message, at: argument.value.range, suggestion: problem.suggestion))
                continue
            }
            written.append((label, value))
        }
        let given = Set(call.arguments.map(\.label.value))
        for parameter in component.parameters
        where !given.contains(parameter.name) && !suggested.contains(parameter.name) && parameter.defaultValue == nil && !parameter.isOptional {
            problems.append(.error("missing argument '\(parameter.name)' (\(parameter.type)) of \(component.name)", at: call.name.range))
        }
        guard problems.count == before, !skipped else { return nil }
        switch component.resolve(written) {
        case .success(let arguments):
            return arguments
        case .failure(let errors):
            for problem in errors.problems {
                let range = call.arguments.first { $0.label.value == problem.parameter }?.value.range ?? call.name.range
                problems.append(.error(problem.message, at: range, suggestion: problem.suggestion))
            }
            return nil
        }
    }
}
