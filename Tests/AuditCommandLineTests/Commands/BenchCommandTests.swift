import AccessibilityModel
import AuditCommandLine
import Foundation
import Testing

/// The shape of `bench` output, from `--quick` runs (one sample, the smoke
/// matrix, tiny trees); nothing here depends on how long anything took.
@Suite struct BenchCommandTests {
    @Test func `bench --format json has every key the spec names`() throws {
        let run = CommandRun(["bench", "--quick", "--format", "json"])
        expectExit(run, .success)
        let value = try JSONParser().parse(run.stdout)
        for key in ["cellMicrosMedian", "cells", "fullMatrixSeconds", "jobs", "peakMemoryBytes", "cores"] {
            #expect(value[key]?.numberValue != nil, "\(key)")
        }
        #expect((value["cellMicrosMedian"]?.numberValue ?? 0) > 0)
        #expect((value["jobs"]?.numberValue ?? 0) >= 1)
        #expect((value["peakMemoryBytes"]?.numberValue ?? 0) > 0)
        #expect(value["matrix"]?.stringValue == "smoke")
        // A quick run times each cell in one round; the real one in fifteen (docs/performance.md).
        #expect(value["rounds"]?.numberValue == 1)
        #expect(value["samples"]?.numberValue == 1)
        #expect(["static", "shared"].contains(value["runtime"]?.stringValue ?? ""))
        // Every design-system component × style × state, in each smoke cell.
        let timed = value["cellsTimed"]?.numberValue ?? 0
        let cells = value["cells"]?.numberValue ?? 0
        #expect(timed > 8)
        #expect(cells > timed && cells.truncatingRemainder(dividingBy: timed) == 0)
        let scaling = value["scaling"]?.arrayValue ?? []
        #expect(scaling.map { $0["elements"]?.numberValue } == [10, 100, 1000])
        for point in scaling {
            #expect(point["seconds"]?.numberValue != nil)
            #expect(point["baselineSeconds"]?.numberValue != nil)
        }
    }

    @Test func `bench prints a table with the budgets and the core count`() {
        let run = CommandRun(["bench", "--quick", "--samples", "2"])
        expectExit(run, .success)
        #expect(run.stdout.hasPrefix("a11y-audit bench: "))
        #expect(run.stdout.contains(" cores, 2 samples per cell after 0 warm-up runs\n"))
        #expect(run.stdout.contains(" build, static Swift runtime, ") || run.stdout.contains(" build, shared Swift runtime, "))
        #expect(run.stdout.contains("< 50 µs"))
        #expect(run.stdout.contains("audit of 1000 elements"))
        // Times in the unit that shows them, never "0.0000 s".
        let visits = run.stdout.split(separator: "\n").filter { $0.hasPrefix("  plain visit of every node") }
        #expect(!visits.isEmpty && visits.allSatisfy { $0.hasSuffix(" µs") || $0.hasSuffix(" ms") || $0.hasSuffix(" s") })
        #expect(!run.stdout.contains("0.0000 s"))
        #expect(run.stdout.contains("≤ 12×"))
        #expect(run.stdout.contains("peak memory"))
    }

    #if os(Linux)
        /// The tests run on the toolchain's shared runtime, which the bench names and says how to avoid.
        @Test func `bench on a shared Swift runtime says so and names the self-contained build`() throws {
            let run = CommandRun(["bench", "--quick", "--format", "json"])
            expectExit(run, .success)
            #expect(try JSONParser().parse(run.stdout)["runtime"]?.stringValue == "shared")
            #expect(run.stderr.contains("note: the Swift runtime is loaded from shared libraries;"))
            #expect(run.stderr.contains("swift build -c release --static-swift-stdlib"))
        }
    #endif

    @Test(arguments: ["0", "many", "-3"])
    func `a bad sample count is a usage error`(samples: String) {
        let run = CommandRun(["bench", "--samples", samples])
        expectExit(run, .usageError)
        #expect(run.stderr.hasPrefix("error: bad --samples '\(samples)': expected a whole number from 1 to 10000\n"))
        #expect(run.stdout.isEmpty)
    }

    @Test func `emit-tree writes a synthetic tree that reads back with that many nodes`() throws {
        let run = CommandRun(["bench", "--emit-tree", "250"])
        expectExit(run, .success)
        let tree = try TreeFormat.read(Data(run.stdout.utf8))
        #expect(tree.root.nodeCount == 250)
        #expect(tree.root.allNodes.contains { $0.node.traits.contains(.button) && $0.node.label != nil })
    }
}
