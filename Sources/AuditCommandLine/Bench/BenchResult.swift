import AccessibilityModel
import Foundation

/// The benchmark's figures, printed as a table with the budgets or as one
/// JSON object (spec/cli.md § bench).
struct BenchResult: Sendable {
    /// One synthetic tree's timings.
    struct Scaling: Sendable {
        var elements: Int
        /// A full static audit (`Auditor.audit(tree:)`), median.
        var seconds: Double
        /// One plain visit of every node, median.
        var baselineSeconds: Double
    }

    var build: String
    /// How the Swift runtime is linked (``RuntimeLinkage``).
    var runtime: RuntimeLinkage
    var cores: Int
    var warmups: Int
    /// Timed runs of each cell per round.
    var samples: Int
    /// Rounds over the catalog; a cell's time is its lowest round median.
    var rounds: Int
    /// Component × style × state combinations timed for the cell median.
    var cellsTimed: Int
    var cellMicrosMedian: Double
    /// The slowest combination's median.
    var cellMicrosMax: Double
    var matrix: String
    var cells: Int
    var fullMatrixSeconds: Double
    var jobs: Int
    var scaling: [Scaling]
    var peakMemoryBytes: Int

    /// The budgets of ARCHITECTURE.md § Budgets.
    static let cellBudgetMicros: Double = 50
    static let fullMatrixBudgetSeconds: Double = 10
    static let scalingRatioBudget: Double = 12

    /// Time of the largest tree over the tree ten times smaller, when both were measured.
    var scalingRatio: Double? {
        guard let large = scaling.last, let small = scaling.first(where: { $0.elements * 10 == large.elements }),
            small.seconds > 0
        else { return nil }
        return large.seconds / small.seconds
    }

    var json: String {
        var members: [(key: String, value: JSONValue)] = [
            ("cellMicrosMedian", .number(Self.rounded(cellMicrosMedian, 2))),
            ("cellMicrosMax", .number(Self.rounded(cellMicrosMax, 2))),
            ("cellsTimed", .number(Double(cellsTimed))),
            ("samples", .number(Double(samples))),
            ("rounds", .number(Double(rounds))),
            ("matrix", .string(matrix)),
            ("cells", .number(Double(cells))),
            ("fullMatrixSeconds", .number(Self.rounded(fullMatrixSeconds, 3))),
            ("jobs", .number(Double(jobs))),
            (
                "scaling",
                .array(
                    scaling.map { point in
                        .object([
                            ("elements", .number(Double(point.elements))), ("seconds", .number(Self.rounded(point.seconds, 6))),
                            ("baselineSeconds", .number(Self.rounded(point.baselineSeconds, 6))),
                        ])
                    })
            ),
        ]
        if let ratio = scalingRatio { members.append(("scalingRatio", .number(Self.rounded(ratio, 2)))) }
        members += [
            ("peakMemoryBytes", .number(Double(peakMemoryBytes))),
            ("cores", .number(Double(cores))),
            ("build", .string(build)),
            ("runtime", .string(runtime.rawValue)),
        ]
        return JSONWriter(style: .pretty).string(.object(members)) + "\n"
    }

    func text(style: OutputStyle) -> String {
        func verdict(_ pass: Bool) -> String { pass ? style.success("pass") : style.failure("fail") }
        var rows: [(String, String, String, String)] = [("measurement", "value", "budget", "")]
        rows.append(
            (
                "audit cell, median of \(cellsTimed) cells", Self.format(cellMicrosMedian, 1) + " µs",
                "< \(Int(Self.cellBudgetMicros)) µs", verdict(cellMicrosMedian < Self.cellBudgetMicros)
            ))
        rows.append(("audit cell, slowest cell's median", Self.format(cellMicrosMax, 1) + " µs", "", ""))
        rows.append(
            (
                "\(matrix) matrix, \(cells) cells, \(jobs) jobs", Self.format(fullMatrixSeconds, 2) + " s",
                matrix == "full" ? "< \(Int(Self.fullMatrixBudgetSeconds)) s" : "",
                matrix == "full" ? verdict(fullMatrixSeconds < Self.fullMatrixBudgetSeconds) : ""
            ))
        for point in scaling {
            rows.append(("audit of \(point.elements) elements", Self.duration(point.seconds), "", ""))
            rows.append(("  plain visit of every node", Self.duration(point.baselineSeconds), "", ""))
        }
        if let ratio = scalingRatio, let large = scaling.last {
            rows.append(
                (
                    "audit time, \(large.elements) / \(large.elements / 10) elements", Self.format(ratio, 2) + "×",
                    "≤ \(Int(Self.scalingRatioBudget))×", verdict(ratio <= Self.scalingRatioBudget)
                ))
        }
        rows.append(("peak memory", Self.format(Double(peakMemoryBytes) / 1_048_576, 1) + " MiB", "", ""))
        let widths = (0..<3).map { column in rows.map { [$0.0, $0.1, $0.2][column].count }.max() ?? 0 }
        var lines = [
            "a11y-audit bench: \(build) build, \(runtime.rawValue) Swift runtime, \(cores) cores, \(samples) samples per cell after \(warmups) warm-up runs\(rounds > 1 ? ", quietest of \(rounds) rounds" : "")",
            "",
        ]
        for row in rows {
            let cells = [row.0, row.1, row.2]
            var line = zip(cells, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }.joined(separator: "   ")
            line += "   " + row.3
            lines.append(String(line.reversed().drop { $0 == " " }.reversed()))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func rounded(_ value: Double, _ digits: Int) -> Double {
        let scale = pow(10, Double(digits))
        return (value * scale).rounded() / scale
    }

    /// A time in the unit that shows it: a plain visit of 1,000 nodes takes
    /// microseconds, and "0.0000 s" said nothing.
    static func duration(_ seconds: Double) -> String {
        if seconds >= 1 { return format(seconds, 2) + " s" }
        if seconds >= 0.001 { return format(seconds * 1_000, 1) + " ms" }
        return format(seconds * 1_000_000, 1) + " µs"
    }

    private static func format(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }
}
