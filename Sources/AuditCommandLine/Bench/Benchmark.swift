import AccessibilityAudit
import AccessibilityModel
import Foundation

/// The measurements of `a11y-audit bench`, timed with the monotonic clock:
/// one audit cell of every catalog component × style × state, the catalog's
/// whole matrix through the auditor, and audits of synthetic trees.
struct Benchmark {
    var plan: BenchPlan
    var catalog: String
    var descriptors: [ComponentDescriptor]

    private let clock = ContinuousClock()
    /// Where results go so that the optimiser cannot drop the work measured.
    private let sink = BenchSink()

    init(plan: BenchPlan, catalog: String, descriptors: [ComponentDescriptor]) {
        self.plan = plan
        self.catalog = catalog
        self.descriptors = descriptors
    }

    func run() throws -> BenchResult {
        let cellTimes = try cellMedians()
        let (cells, matrixSeconds) = try wholeMatrix()
        let scaling = scaling(plan.sizes)
        #if DEBUG
            let build = "debug"
        #else
            let build = "release"
        #endif
        return BenchResult(
            build: build, runtime: .current, cores: ProcessInfo.processInfo.activeProcessorCount, warmups: plan.warmups, samples: plan.samples,
            rounds: plan.rounds,
            cellsTimed: cellTimes.count, cellMicrosMedian: Self.median(cellTimes), cellMicrosMax: cellTimes.max() ?? 0,
            matrix: plan.matrix.rawValue, cells: cells, fullMatrixSeconds: matrixSeconds, jobs: plan.jobs, scaling: scaling,
            peakMemoryBytes: PeakMemory.bytes)
    }

    /// The µs of each component × style × state in the default cell: the
    /// median of its samples in its quietest round.
    ///
    /// Each of ``BenchPlan/rounds`` rounds runs every cell's warm-up runs,
    /// then its samples back to back, and takes their median; a cell's time
    /// is its lowest round median. The shared reference machine has phases,
    /// from a tenth of a second to several seconds, in which the same cell
    /// takes 1.3–2× as long whatever the code (its neighbours' load, not the
    /// audit's: a round of the same binary, seconds apart, is 46 or 80 µs).
    /// Taken in one round, the catalog's median moved between 46 and 92 µs
    /// from one run to the next; the median of all rounds' samples still
    /// moved to 64 µs in a disturbed run. The quietest round measures the
    /// code: a slower round is the machine, never a faster one
    /// (docs/performance.md, "The cell median on a shared machine").
    private func cellMedians() throws -> [Double] {
        var cells: [AuditCell] = []
        for descriptor in descriptors {
            for style in descriptor.styles {
                for state in descriptor.states {
                    cells.append(AuditCell(descriptor, style: style, state: state))
                }
            }
        }
        var best = [Double](repeating: .infinity, count: cells.count)
        var samples: [Double] = []
        for _ in 0..<max(1, plan.rounds) {
            for (index, cell) in cells.enumerated() {
                for _ in 0..<plan.warmups { sink.keep(cell.run().count) }
                samples.removeAll(keepingCapacity: true)
                for _ in 0..<max(1, plan.samples) {
                    let elapsed = clock.measure { sink.keep(cell.run().count) }
                    samples.append(Self.seconds(elapsed) * 1_000_000)
                }
                best[index] = min(best[index], Self.median(samples))
            }
        }
        return best
    }

    /// The whole matrix of the catalog through the real auditor: cells and seconds.
    private func wholeMatrix() throws -> (Int, Double) {
        let auditor = Auditor(AuditConfiguration(catalog: catalog, matrix: plan.matrix, failOn: nil, jobs: plan.jobs))
        var result: AuditResult?
        let elapsed = try clock.measure { result = try auditor.audit(descriptors) }
        return (result?.summary.cells ?? 0, Self.seconds(elapsed))
    }

    /// Synthetic trees of `sizes`: each one's full static audit in its
    /// quietest round, and the median of its plain visits.
    ///
    /// The sizes' audits are interleaved: the samples of every size are spread
    /// over the same rounds (one audit of the largest tree per round), so that
    /// the ratio of two sizes compares audits made under the same conditions.
    /// Timed one size after the other, a shared machine that slowed down
    /// between the two phases moved the 100k/10k ratio by a third from run to
    /// run. After a larger tree's audit has filled the caches with its own
    /// nodes, each smaller tree is audited once untimed before its samples of
    /// the round, so that every timed audit starts, as in a run of one size
    /// alone, from the caches its own previous audit left.
    ///
    /// A size's figure is the lowest of its round figures (the median of its
    /// samples in that round), as for the cells. The machine's disturbed
    /// phases slowed the small audits more than the large one, so that the
    /// median of all samples gave a ratio from 9.7 to 13 for the same binary,
    /// the lowest in the most disturbed runs. A round of the 10,000-element
    /// tree (three or four audits, about 80 ms) is shorter than one
    /// 100,000-element audit (a quarter of a second), so its quietest round
    /// is, if anything, the more favoured of the two: the ratio errs high.
    /// - Returns: one figure per size, in the order of `sizes`.
    private func scaling(_ sizes: [Int]) -> [BenchResult.Scaling] {
        let trees = sizes.map { SyntheticTree.make(elements: $0) }
        let baselines = trees.map { tree in
            var times: [Double] = []
            for _ in 0..<max(3, plan.treeSamples) {
                let elapsed = clock.measure {
                    var visited = 0
                    tree.root.walk { _, _ in
                        visited += 1; return .visitChildren
                    }
                    sink.keep(visited)
                }
                times.append(Self.seconds(elapsed))
            }
            return Self.median(times)
        }
        // A warm-up audit first, as for the cells: the first audit of a process
        // also pays for growing the allocator's heap and the rules' one-time set-up.
        for tree in trees {
            for _ in 0..<plan.treeWarmups { sink.keep(Auditor.audit(tree: tree).findings.count) }
        }
        let counts = sizes.map(plan.treeSamples(for:))
        let rounds = max(1, counts.min() ?? 1)
        var taken = [Int](repeating: 0, count: trees.count)
        var best = [Double](repeating: .infinity, count: trees.count)
        var samples: [Double] = []
        for round in 0..<rounds {
            for (index, tree) in trees.enumerated() {
                // This size's share of the samples in this round.
                let due = counts[index] * (round + 1) / rounds - taken[index]
                guard due > 0 else { continue }
                // (The largest tree never fits in the caches, so its own audits need no such warm-up.)
                if plan.treeWarmups > 0, index != trees.indices.last { sink.keep(Auditor.audit(tree: tree).findings.count) }
                samples.removeAll(keepingCapacity: true)
                for _ in 0..<due {
                    let elapsed = clock.measure { sink.keep(Auditor.audit(tree: tree).findings.count) }
                    samples.append(Self.seconds(elapsed))
                }
                taken[index] += due
                best[index] = min(best[index], Self.median(samples))
            }
        }
        return sizes.indices.map { index in
            BenchResult.Scaling(elements: sizes[index], seconds: best[index].isFinite ? best[index] : 0, baselineSeconds: baselines[index])
        }
    }

    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}
