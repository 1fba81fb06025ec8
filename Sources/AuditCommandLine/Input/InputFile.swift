import AccessibilityModel
import Foundation

/// Reads input files (trees, reports, scenarios) with the checks that keep a
/// bad path from crashing or hanging the command: missing files,
/// directories, symbolic link loops, unreadable files, files over the size
/// limit and files in UTF-16 or UTF-32 are refused with exit code 2 and a
/// message quoting the path. The path `-` is standard input, as for Unix tools.
enum InputFile {
    /// The path that names standard input.
    static let standardInputPath = "-"

    /// How a path is named in messages: `<stdin>` for `-`, the path otherwise.
    static func displayName(_ path: String) -> String {
        path == standardInputPath ? "<stdin>" : path
    }

    /// The bytes of the file at `path` (relative to the context's directory),
    /// or of standard input for `-`.
    /// - Throws: ``CommandError`` with ``ExitCode/inputError``:
    ///   `cannot read 'x.json': no such file`.
    static func read(_ path: String, context: CommandContext) throws(CommandError) -> Data {
        try read(path, context: context, mapping: false).data
    }

    /// The contents of the file at `path`, as ``contents(_:context:)`` reads them, up to `limit` bytes rather
    /// than the context's input limit (reports: ``CommandContext/maximumReportBytes``).
    static func contents(_ path: String, context: CommandContext, limit: Int) throws(CommandError) -> Contents {
        try read(path, context: context, mapping: true, limit: limit)
    }

    /// What a file was read as: mapped into memory, or its bytes.
    enum Contents {
        /// A regular file, mapped (``MappedFile``), not copied.
        case mapped(MappedFile)
        /// Standard input, a pipe, a device or an empty file, read.
        case bytes(Data)

        /// The bytes (for a mapped file, without a copy).
        var data: Data {
            switch self {
            case .mapped(let file): file.data
            case .bytes(let data): data
            }
        }
    }

    /// The contents of the file at `path`, as ``read(_:context:)`` reads
    /// them, with the same checks and messages; but a regular file that is
    /// not empty is mapped into memory rather than copied (for trees: see
    /// docs/robustness.md, "Memory on allowed inputs"). Standard input,
    /// pipes, devices, empty files and files that cannot be mapped are read.
    /// - Throws: ``CommandError`` with ``ExitCode/inputError``, as ``read(_:context:)``.
    static func contents(_ path: String, context: CommandContext) throws(CommandError) -> Contents {
        try read(path, context: context, mapping: true)
    }

    private static func read(_ path: String, context: CommandContext, mapping: Bool, limit: Int? = nil) throws(CommandError) -> Contents {
        func refuse(_ reason: String) -> CommandError {
            .input("cannot read '\(displayName(path))': \(reason)")
        }
        let limit = limit ?? context.maximumInputBytes
        if path == standardInputPath {
            let data: Data
            do {
                data = try context.standardInput.read(limit + 1)
            } catch {
                throw refuse(reason(for: error))
            }
            if data.count > limit { throw refuse("the input is larger than the limit of \(describe(bytes: Int64(limit)))") }
            try checkEncoding(of: data, path: path)
            return .bytes(data)
        }
        guard !path.isEmpty else { throw refuse("the path is empty") }
        let url = context.url(for: path)
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            var status = stat()
            if stat(url.path, &status) != 0, errno == ELOOP {
                throw refuse("too many levels of symbolic links (a symbolic link loop)")
            }
            throw refuse("no such file")
        }
        if isDirectory.boolValue { throw refuse("it is a directory, not a file") }
        guard manager.isReadableFile(atPath: url.path) else { throw refuse("permission denied") }
        if let size = (try? manager.attributesOfItem(atPath: url.path))?[.size] as? NSNumber, size.int64Value > Int64(limit) {
            throw refuse("the file is \(describe(bytes: size.int64Value)); the limit is \(describe(bytes: Int64(limit)))")
        }
        let contents: Contents
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            if mapping, let file = MappedFile(descriptor: handle.fileDescriptor, limit: limit) {
                TruncatedWhileMapped.arm(path: displayName(path))
                contents = .mapped(file)
            } else {
                // Read at most one byte past the limit, so that a file that grows,
                // or a device without a size, cannot make us read without end.
                contents = .bytes(try handle.read(upToCount: limit + 1) ?? Data())
            }
        } catch {
            throw refuse(reason(for: error))
        }
        let data = contents.data
        if data.count > limit {
            throw refuse("the file is larger than the limit of \(describe(bytes: Int64(limit)))")
        }
        try checkEncoding(of: data, path: path)
        return contents
    }

    /// Refuses a file in UTF-16 or UTF-32, with the way to convert it: every
    /// format the tool reads is UTF-8, and the byte-by-byte errors such a
    /// file would get otherwise (`unexpected character` at column 1) do not
    /// say what is wrong. Recognised by a byte-order mark, or by the zero
    /// bytes that ASCII text has in those encodings.
    static func checkEncoding(of data: Data, path: String) throws(CommandError) {
        guard let encoding = wideEncoding(of: data) else { return }
        let message =
            "the file is \(encoding), but a11y-audit reads UTF-8; convert it first, "
            + "for example with 'iconv -f \(encoding) -t UTF-8'"
        throw .file(FileDiagnostic(path: displayName(path), line: 1, column: 1, message: message, sourceLine: nil))
    }

    /// `UTF-16LE`, `UTF-16BE`, `UTF-32LE` or `UTF-32BE` when the data looks
    /// like it, `nil` otherwise (``WideTextEncoding``).
    static func wideEncoding(of data: Data) -> String? {
        WideTextEncoding.name(of: data)
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
            let text = strerror(Int32(underlying.code))
        {
            return String(cString: text).lowercased()
        }
        if nsError.domain == NSPOSIXErrorDomain, let text = strerror(Int32(nsError.code)) {
            return String(cString: text).lowercased()
        }
        return nsError.localizedDescription
    }
}
