import AccessibilityModel
import ScreenReader

/// A check that drives a live subject through the simulated VoiceOver
/// (activate, increment, decrement, custom actions, swipes) and verifies what
/// changes and what is announced.
///
/// Contracts never leave a subject changed for another check: each drive
/// starts from a fresh subject made by ``ContractContext/makeSubject``.
public protocol Contract: Sendable {
    /// The check's ID, severity, WCAG criteria, explanation and fix.
    static var info: CheckDescription { get }
    /// What the contract reads: a live component, and the settings it reads
    /// itself (besides rendering the component with its cell's settings).
    /// Declaring nothing means any setting (``CheckReads/anything``).
    static var reads: CheckReads { get }
    /// Verifies the contract on every element it applies to.
    func verify(_ context: ContractContext) -> [ElementOutcome]
}

extension Contract {
    /// The check's description (the same as `Self.info`).
    public var info: CheckDescription { Self.info }

    /// Anything: a contract that declares nothing may read any setting.
    public static var reads: CheckReads { .anything }

    func result(_ outcome: Outcome, _ stop: AuditedStop, _ message: String = "") -> ElementOutcome {
        ElementOutcome(
            rule: Self.info.id, outcome: outcome, severity: Self.info.severity, path: stop.path,
            label: stop.node.label, spoken: stop.spoken, message: message, site: stop.node.site)
    }

    func staticIncomplete(_ stop: AuditedStop) -> ElementOutcome {
        result(.incomplete, stop, staticTreeWords)
    }

    /// What this contract says about each element of a static tree.
    private var staticTreeWords: String {
        staticTreeMessages[Self.info.id] ?? staticTreeMessage(Self.info.id)
    }

    /// ``staticIncomplete(_:)`` of each stop of a static tree whose filtering
    /// facts pass `predicate`, in order.
    func staticIncompletes(_ context: ContractContext, where predicate: (StopFacts) -> Bool) -> [ElementOutcome] {
        let message = staticTreeWords
        var outcomes: [ElementOutcome] = []
        context.forEachStop(where: predicate) { stop in
            outcomes.append(result(.incomplete, stop, message))
        }
        return outcomes
    }
}

/// What a contract says about each element of a static tree, which it cannot drive.
private func staticTreeMessage(_ id: RuleID) -> String {
    "the subject is a static tree; \(id.rawValue) needs a live component to drive"
}

/// ``staticTreeMessage(_:)`` of every contract, made once: a large static
/// tree has tens of thousands of controls, and each outcome shares the words.
private let staticTreeMessages: [RuleID: String] = Dictionary(
    CheckRegistry.contracts.map { (type(of: $0).info.id, staticTreeMessage(type(of: $0).info.id)) }, uniquingKeysWith: { first, _ in first })

/// The input of a contract: the settings, the first render and its stops, a
/// factory of fresh subjects, and the component's declared contract.
public struct ContractContext {
    public var settings: AccessibilitySettings
    /// The first render of a fresh subject.
    public var tree: AccessibilityTree
    /// Its focus stops in VoiceOver order.
    public var stops: [AuditedStop] {
        didSet { facts = nil }
    }
    /// The filtering facts of ``stops`` when a rule context already made them.
    var facts: [StopFacts]?
    /// The component's declared contract, when it comes from a catalog.
    public var declared: DeclaredContract?
    /// Whether the subject can act (`false` for a static tree).
    public var isLive: Bool
    /// Makes a fresh subject in the initial state.
    public var makeSubject: () -> any AccessibilitySubject
    /// The subject of ``tree``, untouched, for the first drive that needs a fresh subject.
    var pristine: PristineSubject?
    /// The reading order of ``tree`` (default row tolerance), when already computed.
    var order: ReadingOrder?
    /// What each stop of ``order`` says with hints on, when already composed.
    var speeches: [Speech]?
    /// First activations of fresh subjects' elements, shared by this context's copies.
    let firstActivations = FirstActivations()

    public init(
        settings: AccessibilitySettings, tree: AccessibilityTree, stops: [AuditedStop], declared: DeclaredContract?,
        isLive: Bool, makeSubject: @escaping () -> any AccessibilitySubject
    ) {
        self.settings = settings
        self.tree = tree
        self.stops = stops
        self.declared = declared
        self.isLive = isLive
        self.makeSubject = makeSubject
    }

    /// A context for a subject: renders it once and orders its stops.
    public init(
        subject makeSubject: @escaping () -> any AccessibilitySubject, settings: AccessibilitySettings,
        declared: DeclaredContract? = nil
    ) {
        let subject = makeSubject()
        let tree = subject.render(settings: settings)
        let order = ReadingOrder(tree: tree)
        let (stops, speeches) = StopOrder.spoken(order, settings: settings)
        self.init(
            settings: settings, tree: tree, stops: stops, declared: declared,
            isLive: !(subject is StaticTreeSubject), makeSubject: makeSubject)
        self.order = order
        self.speeches = speeches
        if let repeatable = subject as? any RepeatableRendering { pristine = PristineSubject(repeatable, tree: tree) }
    }

    /// A session on a fresh subject, focused on the stop at `index` of the first render.
    func session(focusing stop: AuditedStop) -> DriveSession {
        DriveSession(voiceOver: freshVoiceOver(), element: stop)
    }

    /// Calls `body` with each stop whose filtering facts pass `predicate`, in
    /// order, without copying the stops. Reads the facts when present instead
    /// of every stop's node.
    func forEachStop(where predicate: (StopFacts) -> Bool, _ body: (borrowing AuditedStop) -> Void) {
        if let facts, facts.count == stops.count {
            stops.visitIndexes(where: { predicate(facts[$0]) }) { body(stops[$0]) }
        } else {
            for index in stops.indices where predicate(StopFacts(stops[index].node)) { body(stops[index]) }
        }
    }

    /// The stops whose filtering facts pass `predicate`, in order. Reads the
    /// facts when present instead of every stop's node.
    func stops(where predicate: (StopFacts) -> Bool) -> [AuditedStop] {
        if let facts, facts.count == stops.count {
            return stops.indices.compactMap { predicate(facts[$0]) ? stops[$0] : nil }
        }
        return stops.filter { predicate(StopFacts($0.node)) }
    }

    /// A VoiceOver session on a fresh subject in the initial state, nothing
    /// focused; it keeps no transcript (the contracts read what each gesture returns).
    func freshVoiceOver() -> VoiceOver {
        let voiceOver: VoiceOver
        if let pristine, let subject = pristine.take() {
            voiceOver =
                if let order {
                    VoiceOver(subject: subject, settings: settings, rendered: pristine.tree, order: order, spoken: speeches)
                } else {
                    VoiceOver(subject: subject, settings: settings, rendered: pristine.tree)
                }
        } else {
            let subject = makeSubject()
            pristine?.note(subject)
            voiceOver = VoiceOver(subject: subject, settings: settings)
        }
        voiceOver.recordsTranscript = false
        return voiceOver
    }

    /// A VoiceOver session for swipes only: swiping never changes a subject,
    /// so for a subject whose rendering is repeatable the first render shows
    /// where swipes go, with no fresh subject and no render. Any other
    /// subject gets a fresh one. Acting in the session is never asked.
    func swipingVoiceOver() -> VoiceOver {
        guard pristine != nil else { return freshVoiceOver() }
        // Hints are never spoken while swiping through: what each stop says is already known.
        let options = VoiceOverOptions(hintsEnabled: false)
        let voiceOver =
            if let order {
                VoiceOver(
                    subject: StaticTreeSubject(tree: tree), settings: settings, options: options, rendered: tree, order: order,
                    spoken: speeches)
            } else {
                VoiceOver(tree: tree, settings: settings, options: options)
            }
        voiceOver.recordsTranscript = false
        return voiceOver
    }

    /// A fresh subject in the initial state, rendered once with ``settings``:
    /// the untouched first subject, else one a drive left unchanged (its render
    /// is still the screen), else a new one.
    func freshRenderedSubject() -> any AccessibilitySubject {
        if let subject = pristine?.take() { return subject }
        if let unchanged = pristine?.takeUnchanged() {
            // Its drive rendered it with these settings: that render still stands.
            _ = unchanged.renderIfChanged(settings: settings)
            return unchanged
        }
        let subject = makeSubject()
        _ = subject.render(settings: settings)
        return subject
    }
}
