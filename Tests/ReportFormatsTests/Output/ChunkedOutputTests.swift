import AccessibilityModel
import Foundation
import ReportFormats
import Testing

/// Every format renders to a ``ChunkedOutput`` a piece at a time. The pieces
/// put together are the report rendered whole; each is valid UTF-8 on its
/// own (a chunk never splits a character), so a writer may hand each to a
/// text stream; and an output that cannot take a chunk stops the rendering
/// with its error.
@Suite struct ChunkedOutputTests {
    /// A report and a name for it.
    struct Example: CustomTestStringConvertible, Sendable {
        var name: String
        var report: AuditReport
        var testDescription: String { name }
    }

    static let examples: [Example] = [
        Example(name: "the sample run", report: SampleReports.whole()),
        Example(name: "the example report", report: ExampleReport.report),
        Example(name: "hostile labels", report: HostileReport.make(label: HostileText.combined)),
        Example(name: "an empty report", report: AuditReport(catalog: "c", matrix: "smoke", summary: .init())),
    ]

    static let arguments = ReportFormat.all.flatMap { format in examples.map { (format, $0) } }

    /// The chunks `format` hands on for `report`, `chunkSize` bytes at a time.
    private static func chunks(_ format: ReportFormat, _ report: AuditReport, chunkSize: Int) -> [[UInt8]] {
        var chunks: [[UInt8]] = []
        var output = ChunkedOutput<Never>(chunkSize: chunkSize) { chunks.append(Array($0)) }
        format.render(report, failOn: .serious, to: &output)
        output.finish()
        return chunks
    }

    @Test(arguments: arguments)
    func `chunks put together are the whole rendering, each valid UTF-8`(_ format: ReportFormat, _ example: Example) {
        let whole = format.render(example.report, failOn: .serious)
        for chunkSize in [7, ChunkedOutput<Never>.defaultChunkSize] {
            let chunks = Self.chunks(format, example.report, chunkSize: chunkSize)
            #expect(String(decoding: chunks.joined(), as: UTF8.self) == whole, "chunks of \(chunkSize)")
            #expect(chunks.allSatisfy { String(validating: $0, as: UTF8.self) != nil }, "chunks of \(chunkSize)")
            #expect(chunks.dropLast().allSatisfy { $0.count >= chunkSize })
        }
    }

    @Test(arguments: examples.filter { !$0.report.findings.isEmpty })
    func `a report is handed on at least a finding at a time, not whole`(_ example: Example) {
        for format in ReportFormat.all {
            let chunks = Self.chunks(format, example.report, chunkSize: 1)
            #expect(chunks.count > example.report.findings.count, "\(format)")
        }
    }

    @Test(arguments: examples)
    func `streamed JSON and SARIF are the text of their JSON values`(_ example: Example) {
        let writer = JSONWriter(style: .pretty)
        #expect(ReportFormat.json.render(example.report, failOn: .serious) == writer.string(ReportJSON.value(of: example.report)) + "\n")
        #expect(ReportFormat.sarif.render(example.report, failOn: .serious) == writer.string(SARIFReport().value(of: example.report)) + "\n")
    }

    struct Full: Error, Equatable {}

    @Test(arguments: ReportFormat.all)
    func `an output that cannot take a chunk stops the rendering with its error`(_ format: ReportFormat) {
        var delivered = 0
        var output = ChunkedOutput<Full>(chunkSize: 64) { (_) throws(Full) in
            guard delivered < 2 else { throw Full() }
            delivered += 1
        }
        #expect(throws: Full.self) {
            try format.render(ExampleReport.report, failOn: .serious, to: &output)
            try output.finish()
        }
        #expect(delivered == 2)
    }
}
