import Foundation
import Testing

/// Reports are rendered a piece at a time; what the command prints must be,
/// byte for byte, what it printed when each report was rendered whole. The
/// files under `__Snapshots__/RenderedReportTests/` were written by the
/// command before rendering was streamed (`a11y-audit merge
/// docs/examples/report.json --format <format>`, and `a11y-audit audit --tree
/// docs/examples/checkout.json --format <format>`, from the repository's
/// folder); write them again the same way only when a format changes on purpose.
@Suite struct RenderedReportTests {
    /// One command and the file that holds what it printed.
    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var snapshot: String
        var testDescription: String { snapshot }
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let cases: [Case] = ["text", "json", "junit", "sarif", "markdown", "html"].flatMap { format in
        [
            Case(arguments: ["merge", "docs/examples/report.json", "--format", format], snapshot: "merged-example.\(format)"),
            Case(arguments: ["audit", "--tree", "docs/examples/checkout.json", "--format", format], snapshot: "checkout-tree.\(format)"),
        ]
    }

    @Test(arguments: cases)
    func `the command prints what it printed before rendering was streamed`(_ example: Case) throws {
        let url = Self.repository.appendingPathComponent("Tests/AuditCommandLineTests/__Snapshots__/RenderedReportTests/\(example.snapshot)")
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        let expected = String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
        let run = CommandRun(example.arguments, directory: Self.repository.path)
        #expect(run.code == .failure, "stderr:\n\(run.stderr)")
        #expect(run.stdout == expected)
    }
}
