import AccessibilityModel

/// A rule about what a sighted person sees: text and shapes, with their
/// colours, fonts and frames.
///
/// The engine makes one pass over the drawn nodes of a tree for every drawing
/// rule at once: it picks the nodes each rule ``looksAt`` (hidden ones too),
/// groups them by the focus stop that owns them, and shows the rule each
/// group as soon as the pass leaves that stop (a node outside any stop is a
/// group of its own). The rule returns a ``DrawingVerdict`` whose message is
/// a named value, so that a test compares the whole verdict:
///
/// ```swift
/// struct NoRedText: DrawingRule {
///     static let info = CheckDescription(id: "no-red-text", title: "Red text", severity: .minor,
///                                        wcag: [], explanation: "…", fix: "…")
///     static let reads = CheckReads.tree.measuring(.colours)
///     enum Message: Hashable, Sendable, CustomStringConvertible {
///         case red(text: String, frame: CGRect?)
///         var description: String {
///             switch self { case .red(let text, _): "\"\(text)\" is drawn in red" }
///         }
///     }
///     let looksAt = DrawnItems.colouredText
///     func check(_ drawing: DrawnGroup, in context: RuleContext) -> DrawingVerdict<Message> {
///         guard let red = drawing.nodes.first(where: { $0.node.foreground == SRGBColor(hex: "#FF0000") }) else { return .pass }
///         return .violation(.red(text: red.node.visibleText ?? "", frame: red.node.frame))
///     }
/// }
/// ```
public protocol DrawingRule: Rule {
    /// The named messages of the rule's verdicts; their `description` is the
    /// text of the finding.
    associatedtype Message: Hashable, Sendable, CustomStringConvertible

    /// The drawn nodes the rule looks at: those that have every item of this set.
    var looksAt: DrawnItems { get }
    /// Whether hidden nodes outside every focus stop (decoration) are left out; `false` by default.
    var skipsDecoration: Bool { get }
    /// Whether each node of a group is judged on its own, as a sighted person
    /// sees each text, icon or outline of a combined card as a thing of its
    /// own; `false` by default. When the group's verdict is a violation, the
    /// engine shows the rule each of the group's nodes alone (a group of one
    /// node, with the same owning stop), and every node that fails is a
    /// finding of its own (``ElementOutcome/part``), so one failing text or
    /// icon never hides another. Failing nodes made at the same place in the
    /// code (the stars of one `ForEach`) are one part, reported with the worst
    /// of them. A group that passes is judged once, as it is.
    var judgesEachNode: Bool { get }
    /// Whether the rule looks at this tree at all (`true` by default).
    func applies(in context: RuleContext) -> Bool
    /// The verdict on one group: the nodes one focus stop owns, or one node outside any stop.
    func check(_ drawing: DrawnGroup, in context: RuleContext) -> DrawingVerdict<Message>
    /// The engine's call: ``check(_:in:)`` with its message in words. Given
    /// once for every rule below; a rule does not implement it. A requirement
    /// so that each rule's own `Message` type is known where the verdict is
    /// turned into words, with no generic lookup of its type at every group.
    func _verdict(on drawing: DrawnGroup, in context: RuleContext) -> Verdict
}

extension DrawingRule {
    public var skipsDecoration: Bool { false }

    public var judgesEachNode: Bool { false }

    public func applies(in context: RuleContext) -> Bool { true }

    /// A drawing rule: run in the engine's one pass over the drawn nodes.
    public var kind: RuleKind { RuleKind(.drawing(self)) }

    /// The verdict as the engine reports it, its message in words.
    public func _verdict(on drawing: DrawnGroup, in context: RuleContext) -> Verdict {
        check(drawing, in: context).verdict
    }

    /// The rule's verdicts on one tree, one per group the engine shows it
    /// (passes included), in the order the groups first appear in the tree:
    /// what a test compares whole.
    ///
    /// ```swift
    /// #expect(TextClipped().verdicts(in: context) == [.pass, .violation(.truncated(text: "\"Title\"", at: .accessibility3))])
    /// ```
    public func verdicts(in context: RuleContext) -> [DrawingVerdict<Message>] {
        var found: [(rank: Int, verdict: DrawingVerdict<Message>)] = []
        VisualGroups.forEachGroup(of: VisualRuleSet([(0, self)]), in: context) { group, rank, _ in
            found.append((rank, check(group, in: context)))
        }
        return found.sorted { $0.rank < $1.rank }.map(\.verdict)
    }
}

/// What a ``DrawingRule`` concludes about one group of drawn nodes: a
/// ``Verdict`` whose message is a named value of the rule's, compared whole.
///
/// ```swift
/// #expect(rule.check(group, in: context) == .violation(.red(text: "Sale", frame: frame)))
/// ```
public struct DrawingVerdict<Message: Hashable & Sendable & CustomStringConvertible>: Hashable, Sendable {
    public var outcome: Outcome
    /// Why, as a named value; `nil` for a pass.
    public var message: Message?
    /// The severity of this one outcome, when it is not the rule's own.
    public var severity: Severity?
    /// How far from passing, lower worse (``Verdict/measure``), when the rule measures it.
    public var measure: Double?
    /// Where what the verdict is about was drawn (``Verdict/drawnAt``), when known.
    public var drawnAt: CodeLocation.Site {
        get { drawn.site }
        set { drawn = CodeLocation.Site.Unequated(newValue) }
    }
    private var drawn = CodeLocation.Site.Unequated(.unknown)

    public init(_ outcome: Outcome, _ message: Message? = nil, severity: Severity? = nil, measure: Double? = nil) {
        self.measure = measure
        self.outcome = outcome
        self.message = message
        self.severity = severity
    }

    /// The drawing satisfies the rule.
    public static var pass: Self { Self(.pass) }
    /// The rule does not apply to the drawing after all.
    public static var inapplicable: Self { Self(.inapplicable) }

    /// The drawing breaks the rule.
    /// - Parameters:
    ///   - message: what is wrong, as a named value.
    ///   - severity: the severity of this violation, when it is not the rule's own.
    ///   - measure: how far from passing, lower worse (``measure``), when the rule measures it.
    ///   - drawnAt: where what breaks it was drawn, when that is a call of its own inside the element (``drawnAt``).
    public static func violation(_ message: Message, severity: Severity? = nil, measure: Double? = nil, drawnAt: CodeLocation.Site = .unknown) -> Self
    {
        var verdict = Self(.violation, message, severity: severity, measure: measure)
        verdict.drawnAt = drawnAt
        return verdict
    }

    /// The rule cannot decide (text over a picture): a person should look.
    public static func incomplete(_ message: Message) -> Self {
        Self(.incomplete, message)
    }

    /// The verdict with its message in words.
    public var verdict: Verdict {
        var verdict = Verdict(outcome, message?.description ?? "", severity: severity, measure: measure)
        verdict.drawnAt = drawnAt
        return verdict
    }
}

/// One group of drawn nodes shown to a ``DrawingRule``: those the rule looks
/// at that one focus stop owns, in tree order, or one node outside any stop.
public struct DrawnGroup {
    /// The index of the stop that owns the nodes, `nil` for a node outside any stop.
    var owner: Int?
    /// The stops of the context, to make ``target`` only when an outcome needs it.
    var stops: [AuditedStop]
    /// The target of a node outside any stop.
    var ownTarget: CheckTarget?
    /// The nodes, each with its pre-order position.
    public var nodes: [DrawnNode]

    /// The focus stop that owns the nodes, or `nil` for a node outside any stop.
    public var stop: AuditedStop? { owner.map { stops[$0] } }

    /// Where the rule reports about the group: the owning stop, or the node itself.
    var target: CheckTarget {
        if let ownTarget { return ownTarget }
        let stop = stops[owner ?? 0]
        return CheckTarget(
            path: stop.path, label: stop.node.label, spoken: stop.spoken, site: CodeLocation.Site.Unequated(stop.node.site))
    }
}

/// A drawn node a ``DrawingRule`` looks at: what it draws (`AccessibilityNode.foreground`,
/// `AccessibilityNode.font`, `AccessibilityNode.drawing`, `AccessibilityNode.frame`…).
public struct DrawnNode {
    /// Its position in the tree's pre-order (the root is 0).
    let ordinal: Int
    /// The node.
    public let node: AccessibilityNode

    /// Where the node is in the tree of `context`.
    public func path(in context: RuleContext) -> NodePath {
        context.path(atNode: ordinal)
    }
}

/// Which drawn nodes a ``DrawingRule`` looks at. The engine notes, for every
/// node, each item it is, so that the rules skip the others without reading them.
public struct DrawnItems: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Text (`AccessibilityNode.isText`).
    public static let text = DrawnItems(rawValue: 1 << 0)
    /// Text with a known colour.
    public static let colouredText = DrawnItems(rawValue: 1 << 1)
    /// Text, or anything truncated.
    public static let textOrTruncated = DrawnItems(rawValue: 1 << 2)
    /// Anything that moves.
    public static let moving = DrawnItems(rawValue: 1 << 3)
    /// An image with a known colour, or anything with a visible boundary.
    public static let nonTextColours = DrawnItems(rawValue: 1 << 4)
    /// A node that draws shapes of its own (`AccessibilityNode.drawing`: a track, a knob, a capsule).
    public static let shapes = DrawnItems(rawValue: 1 << 5)

    /// Every item `node` is.
    static func of(_ node: AccessibilityNode) -> DrawnItems {
        var items: DrawnItems = []
        let isText = node.isText
        if isText { items.insert(.text) }
        if isText, node.foreground != nil { items.insert(.colouredText) }
        if isText || node.isTruncated { items.insert(.textOrTruncated) }
        if !node.motion.isEmpty { items.insert(.moving) }
        if (node.isImage && node.foreground != nil) || node.boundary != nil { items.insert(.nonTextColours) }
        if !node.drawing.isEmpty { items.insert(.shapes) }
        return items
    }
}
