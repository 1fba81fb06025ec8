import AccessibilityModel
import ScreenReader

/// Verifies that every focus stop is reached by swiping forward from the
/// first and backward from the last, each exactly once, in opposite orders.
///
/// WCAG 2.1.1, 2.4.3. Fix: give every element a stable, unique identity.
public struct FocusContract: Contract {
    public static let info = CheckDescription(
        id: .contractFocus, kind: .contract, title: "Every stop is reachable by swiping", severity: .critical, wcag: ["2.1.1", "2.4.3"],
        explanation:
            "Swiping right from the first element must visit every focus stop once and end at the last; swiping left from the last must visit them all in the opposite order. VoiceOver finds the next element from the focused one by its identity, so two elements sharing an identity make focus loop or skip.",
        fix:
            "give each element its own identity (.id(item.id) in ForEach, distinct .accessibilityIdentifier), and avoid elements with the same identity in one screen"
    )

    /// A live component to drive, and no setting.
    public static let reads = CheckReads.liveComponent

    public init() {}

    public func verify(_ context: ContractContext) -> [ElementOutcome] {
        let stops = context.stops
        guard let first = stops.first, let last = stops.last else { return [] }
        guard context.isLive else { return [staticIncomplete(first)] }
        // Two stops can share an identity only where there are two.
        if stops.count > 1 {
            var owners: [ElementID: Int] = [:]
            owners.reserveCapacity(stops.count)
            for (index, stop) in stops.enumerated() where !stop.node.id.rawValue.isEmpty {
                if let earlierIndex = owners[stop.node.id] {
                    let earlier = stops[earlierIndex]
                    return [
                        result(
                            .violation, stop,
                            "\(Format.quoted(stop.spoken)) at \(stop.path) has the same identity \(Format.quoted(stop.node.id.rawValue)) as \(Format.quoted(earlier.spoken)) at \(earlier.path); focus cannot tell them apart after a change"
                        )
                    ]
                }
                owners[stop.node.id] = index
            }
        }
        let expected = stops.map(\.path)
        // Swiping moves focus and never changes the subject: both swipes go over the first render.
        let voiceOver = context.swipingVoiceOver()
        let forward = visit(voiceOver, forward: true, limit: stops.count + 1)
        if forward != expected {
            return [result(.violation, first, "swiping forward visits \(describe(forward, expected))")]
        }
        let backward = visit(voiceOver, forward: false, limit: stops.count + 1)
        if backward != expected.reversed() {
            return [result(.violation, last, "swiping backward visits \(describe(backward, expected.reversed()))")]
        }
        return [result(.pass, first)]
    }

    /// Swipes from one end (the first element, or the last) until VoiceOver reports the other boundary.
    private func visit(_ voiceOver: VoiceOver, forward: Bool, limit: Int) -> [NodePath] {
        var visited: [NodePath] = []
        visited.reserveCapacity(limit)
        while visited.count < limit {
            let utterance =
                visited.isEmpty
                ? (forward ? voiceOver.first() : voiceOver.last())
                : (forward ? voiceOver.next() : voiceOver.previous())
            guard utterance.event != .boundary, let index = voiceOver.focusIndex else { break }
            visited.append(voiceOver.order.stops[index].path)
        }
        return visited
    }

    private func describe(_ visited: [NodePath], _ expected: [NodePath]) -> String {
        let missing = expected.filter { !visited.contains($0) }
        let repeated = Set(visited.filter { path in visited.filter { $0 == path }.count > 1 })
        var text = "\(visited.count) stop(s) for \(expected.count)"
        if let path = missing.first { text += "; never reaches \(path)" }
        if let path = repeated.sorted().first { text += "; visits \(path) more than once" }
        if missing.isEmpty && repeated.isEmpty { text += " in the wrong order: " + visited.map(\.description).joined(separator: ", ") }
        return text
    }
}
