import Foundation

/// The normal-build face of a fuzz target: runs the target's function once
/// on each file named on the command line (files inside a named folder
/// included, in name order), so a crash found by libFuzzer can be replayed
/// and debugged in a plain debug build.
///
/// ```swift
/// CorpusReplayer.run(name: "FuzzTreeReader", arguments: CommandLine.arguments, body: fuzzTreeReader)
/// ```
public enum CorpusReplayer {
    /// Runs `body` on every input file and ends the process: 0 when all were
    /// replayed, 2 when an argument could not be read, 64 without arguments.
    public static func run(name: String, arguments: [String], body: (Data) -> Void) -> Never {
        let paths = Array(arguments.dropFirst())
        guard !paths.isEmpty else {
            FileHandle.standardError.write(Data("usage: \(name) <file-or-folder>...\n".utf8))
            exit(64)
        }
        var replayed = 0
        for path in paths.flatMap(files(at:)) {
            // FileHandle, not FileManager.contents(atPath:): on this toolchain the
            // latter leaks 4 KiB per empty file, which LeakSanitizer reports.
            guard let handle = FileHandle(forReadingAtPath: path), let data = try? handle.readToEnd() ?? Data() else {
                FileHandle.standardError.write(Data("\(name): cannot read '\(path)'\n".utf8))
                exit(2)
            }
            try? handle.close()
            body(data)
            replayed += 1
        }
        print("\(name): replayed \(replayed) input\(replayed == 1 ? "" : "s")")
        exit(0)
    }

    /// The path itself, or the regular files directly inside a folder, sorted.
    static func files(at path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return [path]
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().map { (path as NSString).appendingPathComponent($0) }.filter { file in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) && !isFolder.boolValue
        }
    }
}
