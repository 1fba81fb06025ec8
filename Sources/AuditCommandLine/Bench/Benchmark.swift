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
        let scaling = plan.sizes.map(scaling)
        #if DEBUG
        let build = "debug"
        #else
        let build = "release"
        #endif
        return BenchResult(
            build: build, runtime: .current, cores: ProcessInfo.processInfo.activeProcessorCount, warmups: plan.warmups, samples: plan.samples,
            cellsTimed: cellTimes.count, cellMicrosMedian: Self.median(cellTimes), cellMicrosMax: cellTimes.max() ?? 0,
            matrix: plan.matrix.rawValue, cells: cells, fullMatrixSeconds: matrixSeconds, jobs: plan.jobs, scaling: scaling,
            peakMemoryBytes: PeakMemory.bytes)
    }

    /// The median µs of each component × style × state in the default cell.
    private func cellMedians() throws -> [Double] {
        var medians: [Double] = []
        for descriptor in descriptors {
            for style in descriptor.styles {
                for state in descriptor.states {
                    let cell = AuditCell(descriptor, style: style, state: state)
                    for _ in 0..<plan.warmups { sink.keep(cell.run().count) }
                    var samples: [Double] = []
                    for _ in 0..<max(1, plan.samples) {
                        let elapsed = clock.measure { sink.keep(cell.run().count) }
                        samples.append(Self.seconds(elapsed) * 1_000_000)
                    }
                    medians.append(Self.median(samples))
                }
            }
        }
        return medians
    }

    /// The whole matrix of the catalog through the real auditor: cells and seconds.
    private func wholeMatrix() throws -> (Int, Double) {
        let auditor = Auditor(AuditConfiguration(catalog: catalog, matrix: plan.matrix, failOn: nil, jobs: plan.jobs))
        var result: AuditResult?
        let elapsed = try clock.measure { result = try auditor.audit(descriptors) }
        return (result?.summary.cells ?? 0, Self.seconds(elapsed))
    }

    /// A synthetic tree of `elements`: the median of its full static audits and of plain visits.
    private func scaling(_ elements: Int) -> BenchResult.Scaling {
        let tree = SyntheticTree.make(elements: elements)
        var baselines: [Double] = []
        for _ in 0..<max(3, plan.treeSamples) {
            let elapsed = clock.measure {
                var visited = 0
                tree.root.walk { _, _ in visited += 1; return .visitChildren }
                sink.keep(visited)
            }
            baselines.append(Self.seconds(elapsed))
        }
        // A warm-up audit first, as for the cells: the first audit of a process
        // also pays for growing the allocator's heap and the rules' one-time set-up.
        for _ in 0..<plan.treeWarmups { sink.keep(Auditor.audit(tree: tree).findings.count) }
        var audits: [Double] = []
        for _ in 0..<plan.treeSamples(for: elements) {
            let elapsed = clock.measure { sink.keep(Auditor.audit(tree: tree).findings.count) }
            audits.append(Self.seconds(elapsed))
        }
        return BenchResult.Scaling(elements: elements,
                                   seconds: Self.median(audits), baselineSeconds: Self.median(baselines))
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
