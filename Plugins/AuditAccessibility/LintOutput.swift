import Foundation

/// Prints an audit's JSON report as a linter does: one compiler-style line
/// per finding, which SwiftPM and Xcode show at the line, then the counts
/// and the verdict.
enum LintOutput {
    /// What the plugin needs of the report's summary.
    struct Summary {
        var failed: Bool
    }

    /// The severities from the most severe, as `--fail-on` names them.
    static let severities = ["critical", "serious", "moderate", "minor"]

    /// Prints the findings of `report` (JSON, docs/spec/report-format.md).
    /// A finding is an `error` when it fails the run (a violation at or above
    /// `failOn`, default `serious`, not in the baseline and not suppressed),
    /// otherwise a `warning`.
    static func print(report: Data, packageDirectory: URL, failOn: String?) throws -> Summary {
        guard let root = try JSONSerialization.jsonObject(with: report) as? [String: Any],
            let summary = root["summary"] as? [String: Any]
        else { throw PluginFailure("the audit's JSON report is not an object with a summary") }
        let threshold = severities.firstIndex(of: failOn ?? "serious") ?? (failOn == "never" ? -1 : 1)
        for finding in root["findings"] as? [[String: Any]] ?? [] {
            Swift.print(line(for: finding, packageDirectory: packageDirectory, threshold: threshold))
        }
        for scenario in root["scenarios"] as? [[String: Any]] ?? [] where (scenario["status"] as? String) != "passed" {
            let file = absolute(scenario["file"] as? String ?? "", in: packageDirectory)
            let failure = scenario["failure"] as? [String: Any]
            let line = failure?["line"] as? Int ?? scenario["line"] as? Int ?? 1
            let message = failure?["message"] as? String ?? "failed"
            Swift.print("\(file):\(line):1: error: scenario '\(scenario["name"] as? String ?? "")': \(message) [scenario-failed]")
        }
        Swift.print(counts(summary))
        let failed = summary["failed"] as? Bool ?? false
        Swift.print("result: \(failed ? "FAILED" : "passed")")
        return Summary(failed: failed)
    }

    /// `Sources/X/Y.swift:12:9: error: "trash" … [image-label-derived]`, the path absolute.
    static func line(for finding: [String: Any], packageDirectory: URL, threshold: Int) -> String {
        let severity = finding["severity"] as? String ?? ""
        let rank = severities.firstIndex(of: severity) ?? severities.count
        let isViolation = (finding["outcome"] as? String) == "violation"
        let excused = (finding["baseline"] as? Bool ?? false) || finding["suppressed"] != nil
        let kind = isViolation && rank <= threshold && !excused ? "error" : "warning"
        var place = ""
        if let location = finding["location"] as? [String: Any], let file = location["file"] as? String {
            place = "\(absolute(file, in: packageDirectory)):\(location["line"] as? Int ?? 1):\(location["column"] as? Int ?? 1): "
        }
        let element = (finding["element"] as? [String: Any])?["label"] as? String
        let unit = [finding["component"], finding["style"], finding["state"]].compactMap { $0 as? String }.joined(separator: "/")
        let outcome = isViolation ? severity : "incomplete, \(severity)"
        var message = "\(finding["message"] as? String ?? "") (\(outcome); \(unit)"
        if let element { message += ", \"\(element)\"" }
        message += ")"
        return "\(place)\(kind): \(message.replacingOccurrences(of: "\n", with: " ")) [\(finding["rule"] as? String ?? "")]"
    }

    /// `4 violations (critical 0, serious 0, moderate 4, minor 0), 0 incomplete, 41532 passes`, as the text report says it.
    static func counts(_ summary: [String: Any]) -> String {
        let bySeverity = summary["bySeverity"] as? [String: Any] ?? [:]
        let each = severities.map { "\($0) \(bySeverity[$0] as? Int ?? 0)" }.joined(separator: ", ")
        let scenarios = summary["scenarios"] as? [String: Any] ?? [:]
        let violations = summary["violations"] as? Int ?? 0, passes = summary["passes"] as? Int ?? 0
        return "\(violations) \(violations == 1 ? "violation" : "violations") (\(each)), "
            + "\(summary["incomplete"] as? Int ?? 0) incomplete, "
            + "\(passes) \(passes == 1 ? "pass" : "passes"); scenarios: \(scenarios["passed"] as? Int ?? 0) passed, "
            + "\(scenarios["failed"] as? Int ?? 0) failed"
    }

    /// A path from the report (relative to the package) made absolute, so that the IDE finds the file.
    static func absolute(_ path: String, in directory: URL) -> String {
        path.hasPrefix("/") ? path : directory.appendingPathComponent(path).path
    }
}
