import Foundation

/// Reads input files (trees, reports, scenarios) with the checks that keep a
/// bad path from crashing or hanging the command: missing files,
/// directories, unreadable files and files over the size limit are refused
/// with exit code 2 and a message quoting the path.
enum InputFile {
    /// The bytes of the file at `path` (relative to the context's directory).
    /// - Throws: ``CommandError`` with ``ExitCode/inputError``:
    ///   `cannot read 'x.json': no such file`.
    static func read(_ path: String, context: CommandContext) throws(CommandError) -> Data {
        func refuse(_ reason: String) -> CommandError {
            .input("cannot read '\(path)': \(reason)")
        }
        guard !path.isEmpty else { throw refuse("the path is empty") }
        let url = context.url(for: path)
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw refuse("no such file")
        }
        if isDirectory.boolValue { throw refuse("it is a directory, not a file") }
        guard manager.isReadableFile(atPath: url.path) else { throw refuse("permission denied") }
        let limit = context.maximumInputBytes
        if let size = (try? manager.attributesOfItem(atPath: url.path))?[.size] as? NSNumber, size.int64Value > Int64(limit) {
            throw refuse("the file is \(describe(bytes: size.int64Value)); the limit is \(describe(bytes: Int64(limit)))")
        }
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            // Read at most one byte past the limit, so that a file that grows,
            // or a device without a size, cannot make us read without end.
            let data = try handle.read(upToCount: limit + 1) ?? Data()
            if data.count > limit {
                throw refuse("the file is larger than the limit of \(describe(bytes: Int64(limit)))")
            }
            return data
        } catch let error as CommandError {
            throw error
        } catch {
            throw refuse(reason(for: error))
        }
    }

    /// `600 MiB`, `1.5 KiB`, `12 bytes`.
    static func describe(bytes: Int64) -> String {
        let units = ["KiB", "MiB", "GiB", "TiB"]
        guard bytes >= 1024 else { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
        var value = Double(bytes)
        var unit = "bytes"
        for next in units where value >= 1024 {
            value /= 1024
            unit = next
        }
        let text = value == value.rounded() ? String(Int64(value)) : String(format: "%.1f", value)
        return "\(text) \(unit)"
    }

    /// A short reason from a Foundation or POSIX error.
    private static func reason(for error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let text = strerror(Int32(underlying.code)) {
            return String(cString: text).lowercased()
        }
        if nsError.domain == NSPOSIXErrorDomain, let text = strerror(Int32(nsError.code)) {
            return String(cString: text).lowercased()
        }
        return nsError.localizedDescription
    }
}
