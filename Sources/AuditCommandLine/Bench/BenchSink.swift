/// Keeps a running total of what the measured work returned, so that the
/// optimiser cannot drop the work being timed.
final class BenchSink: @unchecked Sendable {
    private(set) var total = 0
    func keep(_ value: Int) { total &+= value }
}
