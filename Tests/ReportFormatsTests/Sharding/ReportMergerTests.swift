import AccessibilityModel
import Foundation
import ReportFormats
import Testing

@Suite struct ReportMergerTests {
    /// Splits the whole sample run into `count` shards, writes and reads each as JSON, merges them.
    func mergedThroughJSON(count: Int, order: [Int]? = nil) throws -> AuditReport {
        let whole = SampleReports.whole()
        var inputs: [(name: String, report: AuditReport)] = []
        for index in order ?? Array(1...count) {
            let part = SampleReports.part(of: whole, shard: try Shard(index: index, count: count))
            inputs.append(("shard-\(index).json", try ReportJSON.decode(ReportJSON.encode(part))))
        }
        return try ReportMerger.merge(inputs, failOn: .serious)
    }

    @Test func `shards 1 2 and 3 of 3 merged are the unsharded report byte for byte`() throws {
        let whole = ReportJSON.encode(SampleReports.whole())
        let merged = ReportJSON.encode(try mergedThroughJSON(count: 3))
        #expect(merged == whole)
    }

    @Test(arguments: [1, 2, 4, 5, 24, 30])
    func `any number of shards merges back to the same bytes`(count: Int) throws {
        #expect(ReportJSON.encode(try mergedThroughJSON(count: count)) == ReportJSON.encode(SampleReports.whole()))
    }

    @Test func `the order the shards are given in does not matter`() throws {
        #expect(ReportJSON.encode(try mergedThroughJSON(count: 3, order: [3, 1, 2])) == ReportJSON.encode(SampleReports.whole()))
    }

    @Test(arguments: ReportFormat.all)
    func `every format of the merged report is the unsharded one`(format: ReportFormat) throws {
        let merged = try mergedThroughJSON(count: 3)
        #expect(format.render(merged, failOn: .serious) == format.render(SampleReports.whole(), failOn: .serious))
    }

    @Test func `a component split across shards is counted once`() throws {
        let merged = try mergedThroughJSON(count: 3)
        #expect(merged.summary.components == 3)
        #expect(merged.summary.styles == 6)
        #expect(merged.summary.cells == 12 * 24)
    }

    func parts(_ count: Int) throws -> [(name: String, report: AuditReport)] {
        try (1...count).map { index in
            ("s\(index).json", SampleReports.part(of: SampleReports.whole(), shard: try Shard(index: index, count: count)))
        }
    }

    @Test func `a missing shard is named`() throws {
        let inputs = try parts(3)
        #expect(throws: MergeError("shard 2/3 missing; merge needs every shard of the run")) {
            try ReportMerger.merge([inputs[0], inputs[2]], failOn: .serious)
        }
    }

    @Test func `the same shard twice is refused`() throws {
        let inputs = try parts(2)
        #expect(throws: MergeError("'s1 copy.json' and 's1.json' are both shard 1/2")) {
            try ReportMerger.merge([inputs[0], ("s1 copy.json", inputs[0].report), inputs[1]], failOn: .serious)
        }
    }

    @Test func `reports of different catalogs, matrices or tool versions are refused`() throws {
        var inputs = try parts(2)
        inputs[1].report.catalog = "articles"
        #expect(throws: MergeError("'s2.json' has catalog 'articles' but 's1.json' has 'design-system'; only reports of one run merge")) {
            try ReportMerger.merge(inputs, failOn: .serious)
        }
        inputs = try parts(2)
        inputs[1].report.matrix = "full"
        #expect(throws: MergeError.self) { try ReportMerger.merge(inputs, failOn: .serious) }
        inputs = try parts(2)
        inputs[1].report.tool.version = "0.2.0"
        #expect(throws: MergeError.self) { try ReportMerger.merge(inputs, failOn: .serious) }
    }

    @Test func `shards of different splits are refused`() throws {
        let three = try parts(3), two = try parts(2)
        #expect(throws: MergeError("'s2.json' is shard 2/2 but 's1.json' is one of 3 shards")) {
            try ReportMerger.merge([three[0], two[1], three[2]], failOn: .serious)
        }
    }

    @Test func `a whole run cannot be merged with others, but alone it is itself`() throws {
        let whole = SampleReports.whole()
        #expect(throws: MergeError("'whole.json' is a whole run (made without --shard), so it cannot be merged with other reports")) {
            try ReportMerger.merge([("whole.json", whole), ("again.json", whole)], failOn: .serious)
        }
        #expect(try ReportMerger.merge([("whole.json", whole)], failOn: .serious) == whole.canonicalized())
    }

    @Test func `overlapping shards are refused`() throws {
        var inputs = try parts(2)
        inputs[1].report.units.append(inputs[0].report.units[0])
        #expect(throws: MergeError.self) { try ReportMerger.merge(inputs, failOn: .serious) }
    }

    @Test func `no reports at all is an error`() {
        #expect(throws: MergeError("no reports to merge")) { try ReportMerger.merge([], failOn: .serious) }
    }

    @Test func `the merged verdict is decided at the threshold given`() throws {
        let inputs = try parts(3)
        #expect(try ReportMerger.merge(inputs, failOn: .serious).summary.failed)
        var passing = inputs
        for index in passing.indices {
            passing[index].report.scenarios = passing[index].report.scenarios.map {
                var s = $0; s.status = .passed; s.failure = nil; return s
            }
            passing[index].report = passing[index].report.recountingFindings()
        }
        #expect(try ReportMerger.merge(passing, failOn: .never).summary.failed == false)
        #expect(try ReportMerger.merge(passing, failOn: .serious).summary.failed)
    }

    @Test func `shards that record different runs are refused, naming the option and both files`() throws {
        var inputs = try parts(2)
        inputs[1].report.run?.styles = ["star"]
        #expect(throws: MergeError("'s2.json' was made with --style star but 's1.json' without --style; only shards of one run merge")) {
            try ReportMerger.merge(inputs, failOn: .serious)
        }
        inputs = try parts(2)
        inputs[0].report.run?.environment = SettingsOverride(colorScheme: .dark)
        #expect(
            throws: MergeError(
                "'s2.json' was made without --env but 's1.json' with --env colorScheme=dark; "
                    + "only shards of one run merge")
        ) {
            try ReportMerger.merge(inputs, failOn: .serious)
        }
        inputs = try parts(2)
        inputs[1].report.run?.scenarios = nil
        #expect(
            throws: MergeError(
                "'s2.json' was made with --no-scenarios but 's1.json' with --scenarios Scenarios; "
                    + "only shards of one run merge")
        ) {
            try ReportMerger.merge(inputs, failOn: .serious)
        }
    }

    @Test func `shards that do not record their run are refused, but one whole report still renders`() throws {
        var inputs = try parts(2)
        inputs[1].report.run = nil
        #expect {
            try ReportMerger.merge(inputs, failOn: .serious)
        } throws: { error in
            (error as? MergeError)?.message.hasPrefix("'s2.json' does not record the run it is a shard of") == true
        }
        var whole = SampleReports.whole()
        whole.run = nil
        #expect(try ReportMerger.merge([("old.json", whole)], failOn: .serious) == whole.canonicalized())
    }

    @Test func `a scenario cell in two shards is refused`() throws {
        var inputs = try parts(2)
        inputs[1].report.scenarios.append(inputs[0].report.scenarios[0])
        let cell = inputs[0].report.scenarios[0]
        #expect(
            throws: MergeError(
                "'s2.json' and 's1.json' both ran scenario '\(cell.name)' of \(cell.file) in style \(cell.style) "
                    + "with \(cell.settings); shards of one run never overlap")
        ) {
            try ReportMerger.merge(inputs, failOn: .serious)
        }
    }

    @Test func `missing shards of a large split are counted and the first three named, without counting to the split`() throws {
        let whole = SampleReports.whole()
        let inputs = try [2, 6].map { index in
            ("s\(index).json", SampleReports.part(of: whole, shard: try Shard(index: index, count: Shard.maximumCount)))
        }
        #expect(throws: MergeError("shards 1/10000, 3/10000, 4/10000 and 9995 more missing; merge needs every shard of the run")) {
            try ReportMerger.merge(inputs, failOn: .serious)
        }
        let most = try (1...4).map { index in ("s\(index).json", SampleReports.part(of: whole, shard: try Shard(index: index, count: 6))) }
        #expect(throws: MergeError("shards 5/6 and 6/6 missing; merge needs every shard of the run")) {
            try ReportMerger.merge(most, failOn: .serious)
        }
    }
}
