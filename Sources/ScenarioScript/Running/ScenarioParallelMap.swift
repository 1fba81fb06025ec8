import Foundation

/// Runs `count` independent jobs on up to `jobs` workers and returns the
/// results in index order, so that output never depends on scheduling.
enum ScenarioParallelMap {
    static func map<T: Sendable>(count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
        guard count > 0 else { return [] }
        let workers = max(1, min(jobs, count))
        if workers == 1 { return (0..<count).map(body) }
        let slots = Slots<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = slots.claim() {
                slots.store(body(index), at: index)
            }
        }
        return slots.results()
    }
}

/// The work counter and result slots of ``ScenarioParallelMap``, guarded by a lock.
private final class Slots<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var values: [T?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func claim() -> Int? {
        lock.withLock {
            guard next < values.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    func store(_ value: T, at index: Int) {
        lock.withLock { values[index] = value }
    }

    func results() -> [T] {
        lock.withLock { values.compactMap { $0 } }
    }
}
