import Foundation

/// The process's peak resident memory so far.
enum PeakMemory {
    /// Bytes, from `getrusage` (`ru_maxrss` is in KiB on Linux, bytes on Darwin); 0 if unknown.
    static var bytes: Int {
        var usage = rusage()
        #if os(Linux)
        let who = RUSAGE_SELF.rawValue
        #else
        let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return 0 }
        #if os(Linux)
        return Int(usage.ru_maxrss) * 1024
        #else
        return Int(usage.ru_maxrss)
        #endif
    }
}
