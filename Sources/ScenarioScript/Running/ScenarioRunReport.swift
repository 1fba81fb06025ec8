import AccessibilityModel

/// The text `a11y-audit run` prints for a set of cell results: the report
/// of every failed cell, a line per scenario, and the summary line.
///
/// ```text
/// Scenarios/rating.scenario:12:3: error: scenario "Rating adjusts" failed
///   …
///
/// PASS Scenarios/rating.scenario:2 "Rating is reached and read" (2 cells)
/// FAIL Scenarios/rating.scenario:9 "Rating adjusts" (1 of 2 cells failed)
/// 1 passed, 1 failed
/// ```
public struct ScenarioRunReport: Sendable {
    /// The results, in run order.
    public var results: [ScenarioCellResult]

    /// The report of `results`, in run order.
    public init(results: [ScenarioCellResult]) {
        self.results = results
    }

    /// Cells that passed.
    public var passed: Int { results.count(where: { $0.status == .passed }) }
    /// Cells that failed.
    public var failed: Int { results.count(where: { $0.status == .failed }) }

    /// `N passed, M failed`: the last line of `a11y-audit run`.
    public var summaryLine: String { "\(passed) passed, \(failed) failed" }

    /// One scenario's cells, in run order.
    public struct ScenarioGroup: Sendable {
        public var name: String
        public var location: CodeLocation
        public var results: [ScenarioCellResult]

        /// `PASS path:line "name" (2 cells)` or `FAIL path:line "name" (1 of 2 cells failed)`.
        public var line: String {
            let failed = results.count(where: { $0.status == .failed })
            let head = "\(location.file):\(location.line) \(ScenarioFailure.quoted(name))"
            let cells = results.count == 1 ? "1 cell" : "\(results.count) cells"
            return failed == 0 ? "PASS \(head) (\(cells))" : "FAIL \(head) (\(failed) of \(cells) failed)"
        }
    }

    /// The results grouped by scenario, in order of first appearance.
    public var scenarios: [ScenarioGroup] {
        var groups: [ScenarioGroup] = []
        for result in results {
            if let last = groups.indices.last, groups[last].location == result.location, groups[last].name == result.scenario {
                groups[last].results.append(result)
            } else {
                groups.append(ScenarioGroup(name: result.scenario, location: result.location, results: [result]))
            }
        }
        return groups
    }

    /// The whole text, ending with the summary line and a newline.
    /// - Parameter hints: whether failure transcripts show hints.
    public func text(hints: Bool = true) -> String {
        var output = ""
        for result in results {
            guard let failure = result.failure else { continue }
            output += failure.report(hints: hints) + "\n"
        }
        for group in scenarios {
            output += group.line + "\n"
        }
        return output + summaryLine + "\n"
    }
}
