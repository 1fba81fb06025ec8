import Foundation

/// The process's peak resident memory so far.
enum PeakMemory {
    /// Bytes, from `getrusage` (`ru_maxrss` is in KiB on Linux, bytes on Darwin); 0 if unknown.
    static var bytes: Int {
        var usage = rusage()
        #if os(Linux)
            guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
            return Int(usage.ru_maxrss) * 1024
        #else
            guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
            return Int(usage.ru_maxrss)
        #endif
    }
}
