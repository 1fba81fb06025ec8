extension ComponentArguments {
    /// The problems with a range parameter and a value that must lie in it,
    /// checked before anything is built (Swift's `a...b` traps when `a > b`,
    /// and a huge range can make a component draw without end).
    ///
    /// ```swift
    /// validate: { $0.rangeProblems(range: "in", value: "value", maximumSpan: 20) }
    /// ```
    ///
    /// - Parameters:
    ///   - name: the name of the `ClosedRange<Double>` parameter (the `range:` label).
    ///   - valueName: the name of the number that must lie in the range, if any (the `value:` label).
    ///   - maximumSpan: the widest range the component can draw.
    ///   - limit: both bounds must lie within `-limit...limit`.
    /// - Returns: the problems found; empty when the arguments are usable.
    public func rangeProblems(
        range name: String, value valueName: String? = nil, maximumSpan: Double,
        limit: Double = 1_000
    ) -> [ArgumentProblem] {
        guard let range = range(name) else { return [] }
        var problems: [ArgumentProblem] = []
        if !(range.lowerBound < range.upperBound) {
            problems.append(ArgumentProblem(parameter: name, message: "'\(name)' must have a lower bound below its upper bound"))
        } else if range.upperBound - range.lowerBound > maximumSpan || abs(range.lowerBound) > limit || abs(range.upperBound) > limit {
            problems.append(
                ArgumentProblem(
                    parameter: name,
                    message: "'\(name)' may span at most \(formatNumber(maximumSpan)) within \(formatNumber(-limit))...\(formatNumber(limit))"))
        }
        if let valueName, let value = number(valueName), !range.contains(value) {
            problems.append(
                ArgumentProblem(
                    parameter: valueName,
                    message: "'\(valueName)' \(formatNumber(value)) lies outside '\(name)' \(ParameterValue.range(range))"))
        }
        return problems
    }
}
