import Foundation

/// Runs `count` independent jobs on up to `jobs` workers and returns their
/// results in index order, so the output never depends on scheduling.
enum ParallelMap {
    static func map<T: Sendable>(count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
        guard count > 0 else { return [] }
        let workers = max(1, min(jobs, count))
        if workers == 1 { return (0..<count).map(body) }
        let store = ResultStore<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = store.nextIndex() {
                store.set(body(index), at: index)
            }
        }
        return store.results()
    }
}

/// The shared work counter and result slots of ``ParallelMap``, guarded by a lock.
private final class ResultStore<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var slots: [T?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func nextIndex() -> Int? {
        lock.lock(); defer { lock.unlock() }
        guard next < slots.count else { return nil }
        defer { next += 1 }
        return next
    }

    func set(_ value: T, at index: Int) {
        lock.lock(); defer { lock.unlock() }
        slots[index] = value
    }

    func results() -> [T] {
        lock.lock(); defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
