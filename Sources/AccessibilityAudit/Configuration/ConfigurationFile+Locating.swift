import Foundation

extension ConfigurationFile {
    /// The largest file read: far above any real configuration.
    static let maximumBytes = 1 << 20

    /// The path of the file nearest to `directory` (itself, then each
    /// ancestor up to `/`), or `nil` when there is none. An entry of that
    /// name of any kind counts, a broken symbolic link too: reading it then
    /// says what is wrong with it, rather than a farther file being used in
    /// silence.
    /// - Throws: ``ConfigurationFileError`` when `directory` is not an
    ///   absolute path: the process's working directory reads as empty once
    ///   it has been deleted, and a relative path has no ancestors to search.
    public static func locate(from directory: String) throws(ConfigurationFileError) -> String? {
        guard directory.hasPrefix("/") else {
            throw ConfigurationFileError(
                path: name,
                message: "cannot look for \(name): the current directory no longer exists (it was deleted or moved); "
                    + "change to an existing directory and run again")
        }
        var current = (directory as NSString).standardizingPath
        // Each step drops one component, so the walk ends at `/`; the count only guards against a path that does not shrink.
        for _ in 0...current.count {
            let candidate = current == "/" ? "/" + name : current + "/" + name
            var status = stat()
            if lstat(candidate, &status) == 0 { return candidate }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return nil }
            current = parent
        }
        return nil
    }

    /// The bytes of the file at `location`, named `shown` in messages.
    /// - Throws: ``ConfigurationFileError`` naming the file, with the reason
    ///   in plain words: a symbolic link loop, a link to nothing, a
    ///   directory, a device or pipe, no permission, a file over 1 MiB.
    static func contents(of location: String, shownAs shown: String) throws(ConfigurationFileError) -> Data {
        func refuse(_ reason: String) -> ConfigurationFileError {
            ConfigurationFileError(path: shown, message: "cannot read '\(shown)': \(reason)")
        }
        var status = stat()
        if stat(location, &status) != 0 {
            let code = errno
            if code == ENOENT, let target = try? FileManager.default.destinationOfSymbolicLink(atPath: location) {
                throw refuse("it is a symbolic link to '\(target)', which does not exist")
            }
            throw refuse(reason(for: code))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw refuse("it is a directory, not a file")
        default: throw refuse("it is not a regular file (a device, pipe or socket)")
        }
        if Int(status.st_size) > maximumBytes {
            throw refuse("the file is \(status.st_size) bytes; a configuration file is at most \(maximumBytes) bytes")
        }
        let descriptor = open(location, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw refuse(reason(for: errno)) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            // At most one byte past the limit, should the file grow while it is read.
            let data = try handle.read(upToCount: maximumBytes + 1) ?? Data()
            if data.count > maximumBytes { throw refuse("the file is larger than \(maximumBytes) bytes") }
            return data
        } catch let error as ConfigurationFileError {
            throw error
        } catch {
            throw refuse("the file could not be read to its end (an input/output error)")
        }
    }

    /// A reason in plain words for a failed `stat` or `open`.
    static func reason(for code: Int32) -> String {
        switch code {
        case ELOOP: "it is a symbolic link loop (too many levels of symbolic links)"
        case EACCES, EPERM: "permission denied"
        case ENOENT: "no such file"
        case ENOTDIR: "a part of its path is not a directory"
        case ENAMETOOLONG: "its path is too long"
        case EIO: "an input/output error"
        default: "the system refused it (\(String(cString: strerror(code)).lowercased()))"
        }
    }
}
