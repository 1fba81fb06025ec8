import AccessibilityAudit

/// How much the benchmark measures: samples per audit cell, the matrix run
/// through the auditor, the synthetic tree sizes and the worker count.
struct BenchPlan: Sendable {
    /// Untimed runs of each cell before its samples.
    var warmups: Int
    /// Timed runs of each cell; its median is the cell's time.
    var samples: Int
    /// Untimed audits of each synthetic tree before its samples.
    var treeWarmups: Int
    /// Timed audits of each synthetic tree; the median is reported.
    var treeSamples: Int
    /// The matrix of the whole-catalog run (`full` unless `--quick`).
    var matrix: MatrixKind
    /// Synthetic tree sizes.
    var sizes: [Int]
    /// Workers for the whole-catalog run.
    var jobs: Int

    /// The real measurement.
    static func standard(jobs: Int) -> BenchPlan {
        BenchPlan(warmups: 3, samples: 15, treeWarmups: 1, treeSamples: 9, matrix: .full, sizes: [1_000, 10_000, 100_000], jobs: jobs)
    }

    /// A smoke run for tests and CI: one sample, the smoke matrix, small trees. Its figures mean nothing.
    static func quick(jobs: Int) -> BenchPlan {
        BenchPlan(warmups: 0, samples: 1, treeWarmups: 0, treeSamples: 1, matrix: .smoke, sizes: [10, 100, 1_000], jobs: jobs)
    }
}
