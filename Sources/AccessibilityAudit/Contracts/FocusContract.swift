import AccessibilityModel

/// Verifies that every focus stop is reached by swiping forward from the
/// first and backward from the last, each exactly once, in opposite orders.
///
/// WCAG 2.1.1, 2.4.3. Fix: give every element a stable, unique identity.
public struct FocusContract: Contract {
    public static let info = CheckDescription(
        id: .contractFocus, kind: .contract, title: "Every stop is reachable by swiping", severity: .critical, wcag: ["2.1.1", "2.4.3"],
        explanation: "Swiping right from the first element must visit every focus stop once and end at the last; swiping left from the last must visit them all in the opposite order. VoiceOver finds the next element from the focused one by its identity, so two elements sharing an identity make focus loop or skip.",
        fix: "give each element its own identity (.id(item.id) in ForEach, distinct .accessibilityIdentifier), and avoid elements with the same identity in one screen")

    public init() {}

    public func verify(_ context: ContractContext) -> [ElementOutcome] {
        let stops = context.stops
        guard let first = stops.first, let last = stops.last else { return [] }
        guard context.isLive else { return [staticIncomplete(first)] }
        let forward = walk(stops, from: 0, step: 1)
        let backward = walk(stops, from: stops.count - 1, step: -1)
        let expected = Array(stops.indices)
        if forward != expected {
            let missing = stops.indices.filter { !forward.contains($0) }.map { stops[$0] }
            let name = missing.first.map { " (never reaches \(Format.quoted($0.spoken)) at \($0.path))" } ?? ""
            return [result(.violation, first, "swiping forward visits \(forward.count) of \(stops.count) stops\(name)")]
        }
        if backward != expected.reversed() {
            let missing = stops.indices.filter { !backward.contains($0) }.map { stops[$0] }
            let name = missing.first.map { " (never reaches \(Format.quoted($0.spoken)) at \($0.path))" } ?? ""
            return [result(.violation, last, "swiping backward visits \(backward.count) of \(stops.count) stops\(name)")]
        }
        return [result(.pass, first)]
    }

    /// Visits stops the way VoiceOver does: find the focused element by its identity, move one step.
    private func walk(_ stops: [AuditedStop], from start: Int, step: Int) -> [Int] {
        var visited = [start]
        var current = start
        for _ in 0..<(stops.count + 1) {
            let id = stops[current].node.id
            let position = id.rawValue.isEmpty ? current : (stops.firstIndex { $0.node.id == id } ?? current)
            let next = position + step
            guard stops.indices.contains(next), !visited.contains(next) else { break }
            visited.append(next)
            current = next
        }
        return visited
    }
}
