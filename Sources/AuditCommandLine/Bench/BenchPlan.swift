import AccessibilityAudit

/// How much the benchmark measures: samples per audit cell, the matrix run
/// through the auditor, the synthetic tree sizes and the worker count.
struct BenchPlan: Sendable {
    /// Untimed runs of each cell before its samples.
    var warmups: Int
    /// Timed runs of each cell in each round.
    var samples: Int
    /// Rounds over the whole catalog, each with every cell's warm-up runs and
    /// samples; a cell's time is the median of its samples in its quietest round.
    var rounds: Int
    /// Untimed audits of each synthetic tree before its samples.
    var treeWarmups: Int
    /// Timed audits of the largest synthetic tree, one a round; a tree's
    /// figure is the median of its samples in its quietest round. Smaller
    /// trees get more (``treeSamples(for:)``), spread over the same rounds.
    var treeSamples: Int
    /// The matrix of the whole-catalog run (`full` unless `--quick`).
    var matrix: MatrixKind
    /// Synthetic tree sizes.
    var sizes: [Int]
    /// Workers for the whole-catalog run.
    var jobs: Int

    /// Timed audits of a tree of `elements`: ``treeSamples``, or more for a
    /// tree small enough that more take under about a second (a 10,000-element
    /// audit lasts 25 ms, and on a shared machine the median of 9 such
    /// moved by a tenth from run to run); never more than 99.
    func treeSamples(for elements: Int) -> Int {
        guard treeSamples > 1 else { return max(1, treeSamples) }
        return max(treeSamples, min(99, 300_000 / max(1, elements)))
    }

    /// The real measurement.
    static func standard(jobs: Int) -> BenchPlan {
        BenchPlan(warmups: 3, samples: 15, rounds: 15, treeWarmups: 1, treeSamples: 9, matrix: .full, sizes: [1_000, 10_000, 100_000], jobs: jobs)
    }

    /// A smoke run for tests and CI: one sample, the smoke matrix, small trees. Its figures mean nothing.
    static func quick(jobs: Int) -> BenchPlan {
        BenchPlan(warmups: 0, samples: 1, rounds: 1, treeWarmups: 0, treeSamples: 1, matrix: .smoke, sizes: [10, 100, 1_000], jobs: jobs)
    }
}
