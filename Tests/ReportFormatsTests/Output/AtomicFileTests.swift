import Foundation
import ReportFormats
import Testing

@Suite struct AtomicFileTests {
    func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("report-formats-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func `the file holds the new bytes and no temporary file is left`() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("report.html")
        try AtomicFile.write("old", to: target)
        try AtomicFile.write("new contents", to: target)
        #expect(try String(contentsOf: target, encoding: .utf8) == "new contents")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["report.html"])
    }

    @Test func `a missing directory is refused with a clear message`() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("missing/report.json")
        #expect {
            try AtomicFile.write("x", to: target)
        } throws: { error in
            (error as? AtomicWriteError)?.description == "cannot write '\(target.path)': the directory '\(directory.path)/missing' does not exist"
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func `a directory in the way, or a file as the directory, is refused and nothing is written`() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: AtomicWriteError(path: directory.path, reason: "it is a directory")) {
            try AtomicFile.write("x", to: directory)
        }
        let file = directory.appendingPathComponent("plain")
        try AtomicFile.write("keep", to: file)
        #expect(throws: AtomicWriteError.self) { try AtomicFile.write("x", to: file.appendingPathComponent("report.json")) }
        #expect(try String(contentsOf: file, encoding: .utf8) == "keep")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["plain"])
    }

    @Test func `an unwritable place is refused`() throws {
        // /proc is not writable even for root.
        #expect(throws: AtomicWriteError.self) { try AtomicFile.write("x", to: URL(fileURLWithPath: "/proc/a11y-audit-report.json")) }
    }
}
