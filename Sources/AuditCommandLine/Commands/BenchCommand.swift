import AccessibilityModel
import Foundation
import ReportFormats

/// `a11y-audit bench [--format json]`: the performance benchmark
/// (spec/cli.md § bench): one audit cell's median time over the
/// design-system catalog, that catalog's full matrix through the auditor on
/// every core, audits of synthetic trees of 1,000 to 100,000 elements, and
/// peak memory, with the budgets of ARCHITECTURE.md § Budgets.
///
/// Hidden options for tests and CI: `--quick` (one sample, the smoke
/// matrix, tiny trees: checks the command, measures nothing), `--samples N`,
/// `--sizes N,N,…` (the synthetic tree sizes), and `--emit-tree N`, which writes a synthetic tree of N elements in the
/// JSON tree format instead of benchmarking (for `speak --tree` at scale).
struct BenchCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "bench",
        abstract: "Run the performance benchmark (build with -c release --static-swift-stdlib).",
        discussion: """
            Measures one audit cell (render, layout, tree, rules, contracts) of every design-system component, style \
            and state in the default cell (the median over samples after warm-up runs); the full environment matrix \
            of that catalog through the auditor with one job per core; and full audits of synthetic trees of 1,000, \
            10,000 and 100,000 elements beside one plain visit of their nodes. Prints the figures with the budgets \
            and the machine's core count and how the Swift runtime is linked. A debug build is far slower, and a \
            shared runtime slower too: build with -c release --static-swift-stdlib.
            """,
        options: [format, quick, samples, sizes, emitTree])

    static let format = SharedOptions.format(help: "text: a table with the budgets; json: one object of measurements.")
    static let quick = Flag("quick", help: "One sample, the smoke matrix and tiny trees: a check that bench works.", hidden: true)
    static let samples = Option.count("samples", valueName: "n", in: 1...10_000, help: "Timed runs of each audit cell.", hidden: true)
    /// `--sizes 1000,10000`: every part a whole number of elements.
    static let sizes = Option<[Int]?>.optional("sizes", valueName: "n,n,…", help: "Synthetic tree sizes.", hidden: true) {
        text throws(OptionValueError) in
        var sizes: [Int] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            sizes.append(try wholeNumber(String(part), in: 1...TreeFormat.maximumNodeCount, spelling: "--sizes"))
        }
        return sizes
    }
    static let emitTree = Option.count(
        "emit-tree", valueName: "elements", in: 1...TreeFormat.maximumNodeCount,
        help: "Write a synthetic tree as JSON.", hidden: true)

    var format: ReportFormat
    var plan: BenchPlan
    var emitTree: Int?

    init(parsed: ParsedArguments, context: CommandContext) throws(CommandError) {
        format = try parsed.value(Self.format)
        let jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
        plan = parsed.flag(Self.quick) ? .quick(jobs: jobs) : .standard(jobs: jobs)
        if let samples = try parsed.value(Self.samples) { plan.samples = samples }
        if let sizes = try parsed.value(Self.sizes) { plan.sizes = sizes }
        emitTree = try parsed.value(Self.emitTree)
    }

    func run(in context: CommandContext) throws(CommandError) -> ExitCode {
        if let emitTree {
            context.stdout.write(TreeFormat.write(SyntheticTree.make(elements: emitTree)) + "\n")
            return .success
        }
        #if DEBUG
            context.stderr.writeLine("warning: this is a debug build; its timings are far slower than a release build's (swift build -c release)")
        #endif
        #if os(Linux)
            if RuntimeLinkage.current == .shared {
                context.stderr.writeLine(
                    """
                    note: the Swift runtime is loaded from shared libraries; the budgets are measured on the self-contained \
                    build (swift build -c release --static-swift-stdlib), whose audit cells run about 15 % faster on the \
                    reference machine (docs/performance.md)
                    """)
            }
        #endif
        // The default catalog of the program (a11y-audit's: design-system, on which the budgets are set).
        guard let name = context.defaultCatalog ?? context.catalogs.keys.sorted().first, let descriptors = context.catalogs[name] else {
            throw .input("bench: this program has no catalog to measure")
        }
        let result: BenchResult
        do {
            result = try Benchmark(plan: plan, catalog: name, descriptors: descriptors).run()
        } catch {
            throw .input("bench: \(error)")
        }
        context.stdout.write(format == .json ? result.json : result.text(style: context.style))
        return .success
    }
}
