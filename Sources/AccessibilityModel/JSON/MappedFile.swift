import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A regular file mapped into memory read-only and private (`mmap` with
/// `PROT_READ` and `MAP_PRIVATE`), so that reading a large tree does not
/// hold a copy of the file as well as the tree (docs/robustness.md,
/// "Memory on allowed inputs").
///
/// The pages of such a mapping are the file's: ``releasePages(before:)``
/// drops them from the process's memory (`madvise(MADV_DONTNEED)`), and a
/// later read of them reads the file again. That is only sound on this kind
/// of mapping (on any other memory it would zero the bytes), which is why it
/// is offered by this type alone, which can be made only by mapping a file.
///
/// The mapping lives as long as the instance or any ``data`` taken from it.
/// If another process truncates the file while it is mapped, reading the
/// lost pages raises `SIGBUS`, as it does for every program that maps its
/// input; a file that another process rewrites in place while it is read
/// may be read half old, half new, as with `read`.
package final class MappedFile {
    /// The mapped bytes.
    package let bytes: UnsafeBufferPointer<UInt8>
    /// How many bytes are mapped: the file's size when it was mapped.
    package var count: Int { bytes.count }
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// Maps the file open at `descriptor`, or `nil` when it is not a regular
    /// file, is empty, is larger than `limit`, or cannot be mapped: those are
    /// read as before. The descriptor stays the caller's (the mapping does not
    /// need it once made).
    package init?(descriptor: Int32, limit: Int) {
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        let size = Int(status.st_size)
        guard size > 0, size <= limit else { return nil }
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), base != MAP_FAILED else { return nil }
        bytes = UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: size)
    }

    deinit {
        munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
    }

    /// The mapped bytes as `Data`, without a copy; the mapping stays until
    /// the last such `Data` is gone as well as this instance.
    package var data: Data {
        Data(
            bytesNoCopy: UnsafeMutableRawPointer(mutating: bytes.baseAddress!), count: bytes.count,
            deallocator: .custom { _, _ in withExtendedLifetime(self) {} })
    }

    /// Drops the whole pages before `offset` from memory: they are read from
    /// the file again if they are read again. For a reader that has used
    /// them, so that the file's pages do not pile up with what is built from them.
    package func releasePages(before offset: Int) {
        let end = min(offset, bytes.count) / Self.pageSize * Self.pageSize
        guard end > 0, let base = bytes.baseAddress else { return }
        _ = madvise(UnsafeMutableRawPointer(mutating: base), end, MADV_DONTNEED)
    }
}
