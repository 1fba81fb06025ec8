import Foundation
import Synchronization

/// The temporary files that ``AtomicFile`` is writing, removed if the process
/// is ended by a signal whose default action ends it (``signals``: `SIGINT`,
/// `SIGTERM`, `SIGHUP`, `SIGUSR1`, `SIGUSR2`, `SIGXFSZ`, `SIGXCPU`) before they are
/// renamed into place, so a stopped run leaves nothing behind.
///
/// The handlers are installed the first time a file is registered, and only
/// for a signal whose disposition is still the default: a host program's own
/// handler, or a signal it ignores, is left as it is. A handler removes the
/// registered files, restores the default action and raises the signal again,
/// so the process still ends the way the signal asks.
///
/// The handler may run on any thread at any moment, so each slot holds a C
/// string's address in an atomic word: the handler takes ownership by
/// exchanging it for zero, and the writer frees a path only if it takes it
/// back the same way. Nothing in the handler allocates or locks.
enum TemporaryFiles {
    /// A registered path: the slot it is in, or none when every slot was busy.
    struct Registration {
        fileprivate var slot: Int?
        fileprivate var address: UInt
    }

    /// Registers `path` for removal on a signal.
    static func register(_ path: String) -> Registration {
        // The slots exist before any handler that reads them.
        let slots = slots
        installHandlersOnce()
        guard let copy = strdup(path) else { return Registration(slot: nil, address: 0) }
        let address = UInt(bitPattern: copy)
        for index in slots.words.indices {
            if slots.words[index].compareExchange(expected: 0, desired: address, ordering: .sequentiallyConsistent).exchanged {
                return Registration(slot: index, address: address)
            }
        }
        // Every slot is in use (more concurrent writes than slots): this file is
        // still removed on failure, just not on a signal.
        free(copy)
        return Registration(slot: nil, address: 0)
    }

    /// Forgets a registration once its file was renamed or removed.
    static func unregister(_ registration: Registration) {
        guard let slot = registration.slot else { return }
        // If a handler took the path it is ending the process; it keeps the memory.
        if slots.words[slot].compareExchange(expected: registration.address, desired: 0, ordering: .sequentiallyConsistent).exchanged {
            free(UnsafeMutablePointer<CChar>(bitPattern: registration.address))
        }
    }

    /// Whether a path is registered now (for tests).
    static func isRegistered(_ path: String) -> Bool {
        slots.words.indices.contains { index in
            let address = slots.words[index].load(ordering: .sequentiallyConsistent)
            guard address != 0, let pointer = UnsafePointer<CChar>(bitPattern: address) else { return false }
            return String(cString: pointer) == path
        }
    }

    /// Removes every registered file; safe inside a signal handler.
    fileprivate static func removeAll() {
        for index in slots.words.indices {
            let address = slots.words[index].exchange(0, ordering: .sequentiallyConsistent)
            if address != 0, let pointer = UnsafePointer<CChar>(bitPattern: address) { unlink(pointer) }
        }
    }

    private static let slots = Slots()

    /// Eight atomic words: more writes at once than one process makes.
    private final class Slots: Sendable {
        let words = InlineArray<8, Atomic<UInt>> { _ in Atomic(0) }
    }

    private static let installation = Mutex(false)

    /// The signals that end a process by default and that a user, a terminal
    /// or the system sends to stop a run: an interrupt, a termination, a
    /// closed terminal, the user signals, and a file or CPU time limit reached
    /// (`SIGXFSZ` is raised by the very write that passes `ulimit -f`).
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGUSR1, SIGUSR2, SIGXFSZ, SIGXCPU]

    private static func installHandlersOnce() {
        installation.withLock { installed in
            guard !installed else { return }
            installed = true
            for signalNumber in signals { installIfDefault(signalNumber) }
        }
    }

    private static func installIfDefault(_ signalNumber: Int32) {
        let handler: @convention(c) (Int32) -> Void = { received in
            TemporaryFiles.removeAll()
            signal(received, SIG_DFL)
            raise(received)
        }
        let previous = signal(signalNumber, handler)
        // Someone else's handler, or an ignored signal, is theirs to keep.
        // (`SIG_DFL` is the null handler.)
        if previous != nil { signal(signalNumber, previous) }
    }
}
