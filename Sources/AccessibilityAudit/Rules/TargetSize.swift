import AccessibilityModel

/// Flags touch targets smaller than 44×44 pt, and below 24×24 pt without the
/// spacing that WCAG 2.5.8 accepts instead.
///
/// Small targets are hard to hit with a tremor or limited dexterity. WCAG
/// 2.5.8 (AA), 2.5.5 (AAA) and Apple's 44 pt guidance. Fix: `.frame(minWidth: 44,
/// minHeight: 44)` with `.contentShape(Rectangle())`.
public struct TargetSize: TreeRule {
    public static let info = CheckDescription(
        id: .targetSize, title: "Small touch target", severity: .serious,
        severityNote: "serious below 24×24 pt without 24 pt spacing (2.5.8), moderate below 44×44 pt (2.5.5, HIG)",
        wcag: ["2.5.8", "2.5.5"],
        explanation: "A control's frame is smaller than 44×44 pt, Apple's recommended minimum and WCAG 2.5.5's enhanced size. Below 24×24 pt it also fails WCAG 2.5.8 unless a 24 pt circle centred on it touches no other target (the spacing exception). People with tremors, limited dexterity or large fingers miss small targets and trigger neighbours instead.",
        fix: "enlarge the hit area without changing the drawing: .frame(minWidth: 44, minHeight: 44).contentShape(Rectangle()), or .padding() inside the Button's label")

    public static let minimum = 24.0
    public static let recommended = 44.0

    public init() {}

    public func check(_ context: RuleContext, into report: inout RuleReport) {
        // Each control's frame, with its name when it is under 44 pt (a violation names it).
        var targets: [(frame: CGRectLike, name: String?)?] = []
        context.forEachControl { stop in
            guard let frame = stop.node.frame.map(CGRectLike.init) else { return targets.append(nil) }
            let small = frame.width < Self.recommended || frame.height < Self.recommended
            targets.append((frame, small ? "\"\(stop.node.label ?? stop.spoken)\"" : nil))
        }
        let frames = targets.compactMap { $0?.frame }
        // Built for the first target under 24 pt: only those need the spacing exception.
        lazy var neighbourhood = TargetNeighbourhood(frames)
        var verdicts: [Verdict?] = []
        verdicts.reserveCapacity(targets.count)
        var index = 0
        for target in targets {
            guard let (frame, name) = target else {
                verdicts.append(nil)
                continue
            }
            defer { index += 1 }
            guard let name else {
                verdicts.append(.pass)
                continue
            }
            let size = "\(Format.number(frame.width))×\(Format.number(frame.height)) pt"
            if frame.width < Self.minimum || frame.height < Self.minimum {
                if !Self.spacingSufficient(frame, at: index, among: frames, near: neighbourhood) {
                    verdicts.append(.violation("\(name) is \(size); needs 24×24 pt (or 24 pt clear spacing), 44×44 pt recommended", severity: .serious))
                } else {
                    verdicts.append(.violation("\(name) is \(size) (spacing meets 2.5.8); 44×44 pt recommended", severity: .moderate))
                }
            } else {
                verdicts.append(.violation("\(name) is \(size); 44×44 pt recommended", severity: .moderate))
            }
        }
        var control = 0
        context.forEachControl { stop in
            if let verdict = verdicts[control] { report.add(verdict, at: stop) }
            control += 1
        }
    }

    /// WCAG 2.5.8's spacing exception: a 24 pt circle centred on the target
    /// intersects no other target and no other undersized target's circle.
    static func spacingSufficient(_ frame: CGRectLike, others: [CGRectLike]) -> Bool {
        others.allSatisfy { !crowds(frame, $0) }
    }

    /// The spacing exception for `frames[index]`, comparing it with the
    /// targets `neighbourhood` finds near its centre: only they can be closer
    /// than the 24 pt its test looks at.
    static func spacingSufficient(_ frame: CGRectLike, at index: Int, among frames: [CGRectLike],
                                  near neighbourhood: TargetNeighbourhood) -> Bool {
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
