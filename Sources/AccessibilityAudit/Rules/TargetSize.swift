import AccessibilityModel
import Foundation

/// Flags touch targets smaller than 44×44 pt, and below 24×24 pt without the
/// spacing that WCAG 2.5.8 accepts instead.
///
/// A target is where a finger acts on a control: its `AccessibilityNode.touchTargets`
/// (the hit-testable parts of what it draws, after `contentShape(_:)` and
/// `allowsHitTesting(_:)`), measured by the box around them; the frame when
/// the tree does not say. Controls inside a combined element (the stars of a
/// rating VoiceOver reads as one element) are measured too, each reported at
/// its own node; an element a finger cannot act on (an adjustable element with
/// no tap action) is no pointer target; a stock control at the size the
/// platform gives it (`AccessibilityNode.isTargetSizedByPlatform`: a switch, a
/// stepper's buttons) is WCAG's "user agent control" and passes. Small targets are hard to hit with a
/// tremor or limited dexterity. WCAG 2.5.8 (AA), 2.5.5 (AAA) and Apple's 44 pt
/// guidance. Fix: `.frame(minWidth: 44, minHeight: 44)` with `.contentShape(Rectangle())`.
public struct TargetSize: TreeRule {
    public static let info = CheckDescription(
        id: .targetSize, title: "Small touch target", severity: .serious,
        severityNote: "serious below 24×24 pt without 24 pt spacing (2.5.8), moderate below 44×44 pt (2.5.5, HIG)",
        wcag: ["2.5.8", "2.5.5"],
        explanation:
            "Where a finger can act on a control is smaller than 44×44 pt, Apple's recommended minimum and WCAG 2.5.5's enhanced size. Below 24×24 pt it also fails WCAG 2.5.8 unless a 24 pt circle centred on it touches no other target (the spacing exception). The target is what answers a tap, as SwiftUI hit-tests: the filled shapes, text and images a control draws, a stroke along its line, not Color.clear, spacers or the gaps of a stack; contentShape(_:) replaces it and allowsHitTesting(false) removes it (docs/hit-testing.md). When the parts that take taps leave dead space between them (a text inside a stroked ring, with padding that answers nothing), the target is the largest rectangle that wholly takes taps; the spacing exception is measured from their bounding box. A tree that does not record touch targets is measured by the frame. Controls inside a combined element are measured although VoiceOver reads one element; an element a finger cannot act on (an adjustable element with no tap action of its own) is not a pointer target. A stock control at the size iOS gives it, which the author cannot change (a switch's track, a slider's track height, a stepper's buttons, a segmented control's segments, a compact date picker), passes: both criteria except a target whose size \"is determined by the user agent and is not modified by the author\". People with tremors, limited dexterity or large fingers miss small targets and trigger neighbours instead.",
        fix:
            "enlarge the hit area without changing the drawing: .frame(minWidth: 44, minHeight: 44).contentShape(Rectangle()) inside the Button's label (a .plain button answers only where its label draws), or .padding() with .contentShape(Rectangle())"
    )

    public static let minimum = 24.0
    public static let recommended = 44.0

    /// The tree alone.
    public static let reads = CheckReads.tree

    public init() {}

    /// One pointer target: the box around where a finger acts, the node it is
    /// (a pre-order position, -1 for a focus stop), and its name when it is
    /// under 44 pt (a violation names it).
    private struct Target {
        var box: CGRectLike
        var ordinal: Int
        var name: String?
        /// The largest rectangle wholly taking taps, when it is smaller than
        /// ``box`` (targets with dead space between them, ``TapRegion``).
        var covered: (width: Double, height: Double)? = nil
    }

    public func check(_ context: RuleContext, into report: inout RuleReport) {
        var targets: [Target?] = []
        // The controls VoiceOver stops at, in its order.
        context.forEachControl { stop in
            guard let box = Self.box(of: stop.node, isStop: true) else { return targets.append(nil) }
            let covered = Self.covered(stop.node, box: box)
            targets.append(
                Target(
                    box: box, ordinal: -1,
                    name: !stop.node.isTargetSizedByPlatform
                        && Self.isSmall(covered.map { CGRectLike(width: $0.width, height: $0.height) } ?? box)
                        ? "\"\(stop.node.label ?? stop.spoken)\"" : nil,
                    covered: covered))
        }
        let stopTargets = targets.count
        // The controls a finger reaches that are no focus stop: inside a combined element, or hidden from VoiceOver.
        let nodes = context.nodes
        // Which control inside its stop each is (1, 2, …): the five stars of a rating are five findings.
        var previousOwner = -1, position = 0
        for ordinal in 0..<nodes.count where nodes.offersActions[ordinal] && nodes.stops[ordinal] < 0 {
            let node = nodes.node(at: ordinal)
            guard let box = Self.box(of: node, isStop: false) else { continue }
            let covered = Self.covered(node, box: box)
            let owner = nodes.owners[ordinal]
            position = owner >= 0 && owner == previousOwner ? position + 1 : 1
            previousOwner = owner
            var name: String?
            if !node.isTargetSizedByPlatform, Self.isSmall(covered.map { CGRectLike(width: $0.width, height: $0.height) } ?? box) {
                let stop = context.stops[max(owner, 0)]
                let inside = "\"\(stop.node.label ?? stop.spoken)\""
                if let label = node.label {
                    name = owner >= 0 ? "\"\(label)\" (control \(position) inside \(inside))" : "\"\(label)\""
                } else {
                    // A region that takes taps and says nothing (a style's drawn track): named by where it is.
                    name = owner >= 0 ? "tap area \(position) of \(inside)" : "an unlabelled tap area"
                }
            }
            targets.append(Target(box: box, ordinal: ordinal, name: name, covered: covered))
        }
        let boxes = targets.compactMap { $0?.box }
        // Built for the first target under 24 pt: only those need the spacing exception.
        lazy var neighbourhood = TargetNeighbourhood(boxes)
        var verdicts: [Verdict?] = []
        verdicts.reserveCapacity(targets.count)
        var index = 0
        for target in targets {
            guard let target else {
                verdicts.append(nil)
                continue
            }
            defer { index += 1 }
            guard let name = target.name else {
                verdicts.append(.pass)
                continue
            }
            // Judged by the rectangle that wholly takes taps; spacing by the bounding box (WCAG 2.5.8).
            let (width, height) = target.covered ?? (target.box.width, target.box.height)
            var size = "\(Format.number(width))×\(Format.number(height)) pt"
            if target.covered != nil {
                size +=
                    " where it takes taps (its tap areas span \(Format.number(target.box.width))×\(Format.number(target.box.height)) pt with dead space between them)"
            }
            // The shorter side: the smallest target of a finding is the one it names.
            let side = min(width, height)
            if width < Self.minimum || height < Self.minimum {
                if !Self.spacingSufficient(target.box, at: index, among: boxes, near: neighbourhood) {
                    verdicts.append(
                        .violation(
                            "\(name) is \(size); needs 24×24 pt (or 24 pt clear spacing), 44×44 pt recommended", severity: .serious,
                            measure: side))
                } else {
                    verdicts.append(
                        .violation("\(name) is \(size) (spacing meets 2.5.8); 44×44 pt recommended", severity: .moderate, measure: side))
                }
            } else {
                verdicts.append(.violation("\(name) is \(size); 44×44 pt recommended", severity: .moderate, measure: side))
            }
        }
        var control = 0
        context.forEachControl { stop in
            if let verdict = verdicts[control] { report.add(verdict, at: stop) }
            control += 1
        }
        // At their own nodes: each control inside one stop is its own finding.
        for offset in stopTargets..<targets.count {
            guard let target = targets[offset], let verdict = verdicts[offset] else { continue }
            let node = nodes.node(at: target.ordinal)
            report.add(verdict, atNode: nodes.path(at: target.ordinal), label: node.label, site: node.site)
        }
    }

    /// The largest rectangle of `node`'s touch targets that wholly takes
    /// taps, when there are several and it is smaller than their box.
    private static func covered(_ node: AccessibilityNode, box: CGRectLike) -> (width: Double, height: Double)? {
        guard let targets = node.touchTargets, targets.count > 1 else { return nil }
        // A target that fills the whole box leaves no dead space in it (a filled background under its text).
        if targets.contains(where: { CGRectLike($0).contains(box) }) { return nil }
        let covered = TapRegion.largestCovered(targets)
        return covered.width < box.width || covered.height < box.height ? covered : nil
    }

    /// Whether a box is under the recommended 44 pt on either side.
    private static func isSmall(_ box: CGRectLike) -> Bool {
        box.width < recommended || box.height < recommended
    }

    /// The box around where a finger acts on `node`: its touch targets, or its
    /// frame when a focus stop's tree does not record them; `nil` when a
    /// finger cannot act on it (or nothing is known of a node that is no stop).
    private static func box(of node: AccessibilityNode, isStop: Bool) -> CGRectLike? {
        if let targets = node.touchTargets {
            guard var bounds = targets.first else { return nil }
            for rect in targets.dropFirst() { bounds = bounds.union(rect) }
            return CGRectLike(bounds)
        }
        guard isStop, let frame = node.frame else { return nil }
        return CGRectLike(frame)
    }

    /// WCAG 2.5.8's spacing exception: a 24 pt circle centred on the target
    /// intersects no other target and no other undersized target's circle.
    static func spacingSufficient(_ frame: CGRectLike, others: [CGRectLike]) -> Bool {
        others.allSatisfy { !crowds(frame, $0) }
    }

    /// The spacing exception for `frames[index]`, comparing it with the
    /// targets `neighbourhood` finds near its centre: only they can be closer
    /// than the 24 pt its test looks at.
    static func spacingSufficient(
        _ frame: CGRectLike, at index: Int, among frames: [CGRectLike],
        near neighbourhood: TargetNeighbourhood
    ) -> Bool {
        neighbourhood.forEachCandidate(nearX: frame.midX, y: frame.midY) { other in
            other == index || !crowds(frame, frames[other])
        }
    }

    /// Whether `other` is inside the 24 pt circle centred on `frame`, or is
    /// undersized with its own circle overlapping that one.
    private static func crowds(_ frame: CGRectLike, _ other: CGRectLike) -> Bool {
        let radius = minimum / 2
        // Distance from our centre to the other rectangle.
        let dx = max(other.minX - frame.midX, 0, frame.midX - other.maxX)
        let dy = max(other.minY - frame.midY, 0, frame.midY - other.maxY)
        if (dx * dx + dy * dy).squareRoot() < radius { return true }
        if other.width < minimum || other.height < minimum {
            let cx = other.midX - frame.midX, cy = other.midY - frame.midY
            if (cx * cx + cy * cy).squareRoot() < 2 * radius { return true }
        }
        return false
    }
}
