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

    @Test func `a pipe is written to, not replaced by a file`() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("report.pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // A reader that does not wait for a writer, so the write below can open the pipe.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        try AtomicFile.write("through the pipe", to: URL(fileURLWithPath: fifo))
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = read(reader, &bytes, bytes.count)
        #expect(String(decoding: bytes.prefix(max(0, count)), as: UTF8.self) == "through the pipe")
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the pipe was replaced")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["report.pipe"])
    }

    @Test func `/dev/null stays the null device`() throws {
        try AtomicFile.write("discarded", to: URL(fileURLWithPath: "/dev/null"))
        var status = stat()
        #expect(lstat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR, "/dev/null is no longer a device")
    }

    @Test func `a link to a pipe is written through, and stays a link`() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("out.pipe").path, link = directory.appendingPathComponent("out")
        #expect(mkfifo(fifo, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: fifo)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        try AtomicFile.write("via the link", to: link)
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = read(reader, &bytes, bytes.count)
        #expect(String(decoding: bytes.prefix(max(0, count)), as: UTF8.self) == "via the link")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == fifo)
    }

    @Test func `a link is followed: the file it names gets the bytes and the link stays`() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let real = directory.appendingPathComponent("real.json"), link = directory.appendingPathComponent("link.json")
        try AtomicFile.write("old", to: real)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        try AtomicFile.write("new", to: link)
        #expect(try String(contentsOf: real, encoding: .utf8) == "new")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == real.path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["link.json", "real.json"])
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

    @Test func `temporary files left by killed runs, whatever their process id, are not in the way`() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        // What a killed run of this process id (PID 1 in a container) would have left, under the old names too.
        let leftovers = (1...1000).map { ".report.json.tmp-\(getpid())-\($0)" } + [".report.json.tmp-1-1"]
        for name in leftovers { try Data("stale".utf8).write(to: directory.appendingPathComponent(name)) }
        try AtomicFile.write("fresh", to: directory.appendingPathComponent("report.json"))
        #expect(try String(contentsOf: directory.appendingPathComponent("report.json"), encoding: .utf8) == "fresh")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(Set(names) == Set(leftovers + ["report.json"]), "a leftover was touched, or a new temporary file stayed")
    }

    @Test func `a replaced file keeps its permission bits; a new one gets the usual ones`() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("report.json")
        try AtomicFile.write("old", to: target)
        #expect(chmod(target.path, 0o600) == 0)
        try AtomicFile.write("new", to: target)
        var status = stat()
        #expect(stat(target.path, &status) == 0 && status.st_mode & 0o7777 == 0o600)
        // Through a link, the file it names keeps its bits.
        let link = directory.appendingPathComponent("latest.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        #expect(chmod(target.path, 0o640) == 0)
        try AtomicFile.write("newer", to: link)
        #expect(stat(target.path, &status) == 0 && status.st_mode & 0o7777 == 0o640)
        let fresh = directory.appendingPathComponent("fresh.json")
        try AtomicFile.write("x", to: fresh)
        let umaskValue = umask(0)
        umask(umaskValue)
        #expect(stat(fresh.path, &status) == 0 && status.st_mode & 0o7777 == 0o644 & ~umaskValue)
    }

    @Test func `a symbolic link loop is refused as one and stays a link`() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let a = directory.appendingPathComponent("a"), b = directory.appendingPathComponent("b")
        try FileManager.default.createSymbolicLink(atPath: a.path, withDestinationPath: b.path)
        try FileManager.default.createSymbolicLink(atPath: b.path, withDestinationPath: a.path)
        #expect(throws: AtomicWriteError(path: a.path, reason: "too many levels of symbolic links (a symbolic link loop)")) {
            try AtomicFile.write("x", to: a)
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: a.path) == b.path)
    }

    @Test func `a full device is a write error`() {
        #expect(throws: AtomicWriteError(path: "/dev/full", reason: "no space left on the device")) {
            try AtomicFile.write("x", to: URL(fileURLWithPath: "/dev/full"))
        }
    }
}
