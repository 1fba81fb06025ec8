import AccessibilityModel

/// What a check reads: which settings of its cell, which facts of what is
/// drawn, and whether it needs a live component to drive or reads a tree.
///
/// The audit derives from these declarations what work two cells of the
/// matrix may share: cells that differ only in settings that no check reads,
/// and that the component's renders never read either, are the same cell
/// (docs/performance.md). A check that declares nothing may read anything,
/// so no cell is taken for another while it runs.
///
/// ```swift
/// struct ShapeWhenNoColour: StopRule {
///     static let info = CheckDescription(…)
///     static let reads = CheckReads.tree.reading(.differentiateWithoutColor)
///     func check(_ stop: AuditedStop, in context: RuleContext) -> Verdict? {
///         context.settings?.differentiateWithoutColor == true ? … : nil
///     }
/// }
/// ```
public struct CheckReads: Hashable, Sendable {
    /// The settings the check reads (``RuleContext/settings``); `nil`: any of them.
    public var settings: Set<AccessibilitySettings.Key>?
    /// The facts of what is drawn that the check measures.
    public var drawn: DrawnFacts
    /// Whether the check drives a live component (a contract), rather than reading one rendered tree.
    public var drivesComponent: Bool

    /// A declaration of what a check reads.
    /// - Parameters:
    ///   - settings: the settings it reads; `nil`: any of them.
    ///   - drawn: the facts of what is drawn that it measures.
    ///   - drivesComponent: whether it drives a live component.
    public init(settings: Set<AccessibilitySettings.Key>?, drawn: DrawnFacts = [], drivesComponent: Bool = false) {
        self.settings = settings
        self.drawn = drawn
        self.drivesComponent = drivesComponent
    }

    /// A check that declares nothing: it may read any setting and any drawn fact.
    public static let anything = CheckReads(settings: nil, drawn: .all)

    /// One rendered tree's elements and what they speak, and no setting.
    public static let tree = CheckReads(settings: [])

    /// A live component, driven through the simulated VoiceOver, and no setting.
    public static let liveComponent = CheckReads(settings: [], drivesComponent: true)

    /// These reads and the settings `keys`.
    public func reading(_ keys: AccessibilitySettings.Key...) -> CheckReads {
        var copy = self
        copy.settings = settings.map { $0.union(keys) }
        return copy
    }

    /// These reads and the facts `facts` of what is drawn.
    public func measuring(_ facts: DrawnFacts) -> CheckReads {
        var copy = self
        copy.drawn.formUnion(facts)
        return copy
    }

    /// What this check and `other` read together (any setting if either may read any).
    func union(_ other: CheckReads) -> CheckReads {
        CheckReads(
            settings: settings.flatMap { mine in other.settings.map { mine.union($0) } },
            drawn: drawn.union(other.drawn), drivesComponent: drivesComponent || other.drivesComponent)
    }
}

/// Facts of what a tree draws that a check measures; a tree captured without
/// them (`AccessibilityTree.uncapturedFacts`) cannot pass such a check.
public struct DrawnFacts: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Colours: foregrounds, backgrounds, boundaries and the layers behind them.
    public static let colours = DrawnFacts(rawValue: 1 << 0)
    /// Fonts, and what they make of text: its size, weight and truncation.
    public static let fonts = DrawnFacts(rawValue: 1 << 1)
    /// Animations, scaling, rotation and sliding.
    public static let motion = DrawnFacts(rawValue: 1 << 2)
    /// Shapes and frames: the layers a node draws and where.
    public static let shapes = DrawnFacts(rawValue: 1 << 3)

    /// Every fact.
    public static let all: DrawnFacts = [.colours, .fonts, .motion, .shapes]
}
