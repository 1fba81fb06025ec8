import AccessibilityModel
import Foundation

/// A simulated VoiceOver: a deterministic, single-threaded driver over an
/// `AccessibilitySubject`, stepped by hand like an embedded channel.
///
/// Each command returns what VoiceOver says (an ``Utterance``) and is recorded
/// in ``transcript``. Actions are performed on the subject, which is then
/// rendered again; focus follows the element's identity across renders.
/// The linear order is computed once per render, so moving focus is cheap.
///
/// ```swift
/// let voiceOver = VoiceOver(subject: subject)
/// #expect(voiceOver.next() == "Stars: 3. Adjustable.")
/// #expect(voiceOver.increment() == "4")
/// ```
public final class VoiceOver {
    /// The component being driven.
    public let subject: any AccessibilitySubject
    /// The user settings the subject is rendered with.
    public private(set) var settings: AccessibilitySettings
    /// VoiceOver's own preferences. Changing them re-sorts the current tree.
    public var options: VoiceOverOptions {
        didSet { if options != oldValue { reorder(keepingFocus: true) } }
    }
    /// The most recent render.
    public private(set) var tree: AccessibilityTree
    /// The linear order of ``tree``.
    public private(set) var order: ReadingOrder {
        didSet {
            spokenStops = []
            givenSpeech = []
        }
    }
    /// What each stop of ``order`` says with hints on, by index, filled as
    /// focus reaches it (a stop is spoken again and again by swipes back and
    /// forth); empty until the first stop is spoken. A move drops the hint
    /// when ``options`` turn hints off (speech differs in nothing else).
    private var spokenStops: [Speech?] = []
    /// What every stop of ``order`` says with hints on, when the session was
    /// started with it (kept as given: no copy into ``spokenStops``).
    private var givenSpeech: [Speech] = []
    /// The index of the focused stop in ``stops``; `nil` before the first move.
    public internal(set) var focusIndex: Int?
    /// The selected rotor; `nil` until one is selected (swipes up and down then adjust).
    public internal(set) var selectedRotor: Rotor?
    /// Position in the focused element's custom actions (Actions rotor), in option order.
    public internal(set) var actionIndex: Int?
    /// Position in the focused element's custom content (More Content rotor).
    public internal(set) var contentIndex: Int?
    /// The entry of the selected custom rotor that the last rotor step moved to.
    var customRotorEntry: Int?
    /// Every command so far and what it said.
    public private(set) var transcript = Transcript()
    /// Whether commands are kept in ``transcript`` (`true`). The auditor's
    /// own sessions, which read only what each gesture returns, keep none.
    package var recordsTranscript = true
    /// Whether the subject is rendered again after each action to find out
    /// what changed — `true`, as VoiceOver does. With `false` an action is
    /// performed and its result reported, but nothing is rendered or
    /// announced and the tree and focus stay as they were: for checks that
    /// only ask whether a gesture reached a handler.
    public var observesActions = true

    /// Starts a session: renders `subject` once; nothing is focused yet.
    /// - Parameters:
    ///   - subject: the component to drive.
    ///   - settings: user settings; their `locale` picks the language.
    ///   - options: hints, row tolerance, custom-action order.
    public init(
        subject: any AccessibilitySubject, settings: AccessibilitySettings = AccessibilitySettings(),
        options: VoiceOverOptions = VoiceOverOptions()
    ) {
        self.subject = subject
        self.settings = settings
        self.options = options
        let tree = subject.render(settings: settings)
        self.tree = tree
        self.order = ReadingOrder(tree: tree, rowTolerance: options.rowTolerance)
    }

    /// Starts a session from a render the caller already has: `tree` must be
    /// the subject's most recent render, made with `settings`, and the subject
    /// must not have acted since (so rendering again would give the same tree).
    /// Nothing is focused yet.
    /// - Parameters:
    ///   - subject: the component to drive, already rendered.
    ///   - settings: the settings `tree` was rendered with.
    ///   - options: hints, row tolerance, custom-action order.
    ///   - tree: the subject's most recent render.
    public init(
        subject: any RepeatableRendering, settings: AccessibilitySettings,
        options: VoiceOverOptions = VoiceOverOptions(), rendered tree: AccessibilityTree
    ) {
        self.subject = subject
        self.settings = settings
        self.options = options
        self.tree = tree
        self.order = ReadingOrder(tree: tree, rowTolerance: options.rowTolerance)
    }

    /// Starts a session from a render and its reading order that the caller
    /// already has (the package's auditor computes the order once per cell).
    /// `tree` must be the subject's most recent render with `settings`;
    /// `order` is used only when it was built with `options.rowTolerance`.
    /// `spoken`, when given, is what each stop of `order` says with these
    /// settings and hints on (as ``speech(of:)`` composes it with hints on;
    /// a session with hints off drops them); it is used only together with `order`.
    package init(
        subject: any AccessibilitySubject, settings: AccessibilitySettings,
        options: VoiceOverOptions = VoiceOverOptions(), rendered tree: AccessibilityTree, order: ReadingOrder,
        spoken: [Speech]? = nil
    ) {
        self.subject = subject
        self.settings = settings
        self.options = options
        self.tree = tree
        if order.rowTolerance == options.rowTolerance {
            self.order = order
            if let spoken, spoken.count == order.stops.count { givenSpeech = spoken }
        } else {
            self.order = ReadingOrder(tree: tree, rowTolerance: options.rowTolerance)
        }
    }

    /// A session over a fixed tree (which cannot act).
    public convenience init(
        tree: AccessibilityTree, settings: AccessibilitySettings? = nil,
        options: VoiceOverOptions = VoiceOverOptions()
    ) {
        self.init(
            subject: StaticTreeSubject(tree: tree), settings: settings ?? tree.settings ?? AccessibilitySettings(),
            options: options)
    }

    // MARK: Read-only state

    /// The focus stops of the current render, in order.
    public var stops: [FocusStop] { order.stops }

    /// The focused stop.
    public var focusedStop: FocusStop? { focusIndex.map { order.stops[$0] } }

    /// The focused element.
    public var focusedNode: AccessibilityNode? { focusedStop?.node }

    /// What the focused element says now (its hint as spoken: `nil` when hints are off).
    public var focusedSpeech: Speech? { focusedStop.map(speech(of:)) }

    /// The focused element's custom actions in the order the Actions rotor offers them.
    public var focusedCustomActions: [String] {
        options.customActionOrder.apply(to: focusedNode?.customActions ?? [])
    }

    /// The custom action selected in the Actions rotor, if any.
    public var selectedCustomAction: String? {
        guard let actionIndex else { return nil }
        let actions = focusedCustomActions
        return actions.indices.contains(actionIndex) ? actions[actionIndex] : nil
    }

    /// The last utterance, if any command was given.
    public var lastUtterance: Utterance? { transcript.entries.last?.utterance }

    /// Every focus stop with its speech: the swipe from first to last that
    /// `a11y-audit speak` prints (focus does not move).
    public func speakAll() -> [SpokenStop] {
        order.stops.map { SpokenStop(stop: $0, speech: speech(of: $0)) }
    }

    /// The stops whose element's label is exactly `label`.
    public func stops(labeled label: String) -> [Int] {
        order.stops.indices.filter { order.stops[$0].node.label == label }
    }

    /// What `stop` says with the current settings and options.
    public func speech(of stop: FocusStop) -> Speech {
        stop.speech(locale: settings.locale, hintsEnabled: options.hintsEnabled)
    }

    // MARK: Moving focus

    /// Swipe right: the next element. With nothing focused, the first. At the
    /// end, focus stays and nothing is spoken (`boundary`).
    @discardableResult public func next() -> Utterance {
        record(.next) {
            let count = order.stops.count
            guard count > 0 else { return Utterance(event: .boundary) }
            guard let focusIndex else { return moveFocus(to: 0) }
            return focusIndex + 1 < count ? moveFocus(to: focusIndex + 1) : Utterance(event: .boundary)
        }
    }

    /// Swipe left: the previous element. With nothing focused, the last. At
    /// the start, focus stays and nothing is spoken (`boundary`).
    @discardableResult public func previous() -> Utterance {
        record(.previous) {
            let count = order.stops.count
            guard count > 0 else { return Utterance(event: .boundary) }
            guard let focusIndex else { return moveFocus(to: count - 1) }
            return focusIndex > 0 ? moveFocus(to: focusIndex - 1) : Utterance(event: .boundary)
        }
    }

    /// Four-finger tap near the top: the first element.
    @discardableResult public func first() -> Utterance {
        record(.first) {
            order.stops.isEmpty ? Utterance(event: .boundary) : moveFocus(to: 0)
        }
    }

    /// Four-finger tap near the bottom: the last element.
    @discardableResult public func last() -> Utterance {
        record(.last) {
            order.stops.isEmpty ? Utterance(event: .boundary) : moveFocus(to: order.stops.count - 1)
        }
    }

    /// Focuses the one element labelled `label`: `notFound` when none is,
    /// `ambiguous` when several are (focus stays in both cases).
    @discardableResult public func focus(label: String) -> Utterance {
        record(.focus(label: label)) {
            let matches = stops(labeled: label)
            switch matches.count {
            case 0: return Utterance(event: .notFound)
            case 1: return moveFocus(to: matches[0])
            default: return Utterance(event: .ambiguous)
            }
        }
    }

    /// Touch exploration: focuses the element under `point` (the topmost, i.e.
    /// the last in document order, when frames overlap); `notFound` when no
    /// element's frame contains the point.
    @discardableResult public func touch(at point: CGPoint) -> Utterance {
        record(.touch(x: Double(point.x), y: Double(point.y))) {
            var best: Int?
            for (index, stop) in order.stops.enumerated() {
                guard let frame = stop.node.frame, frame.contains(point) else { continue }
                if let current = best, !(order.stops[current].path < stop.path) { continue }
                best = index
            }
            guard let best else { return Utterance(event: .notFound) }
            return moveFocus(to: best)
        }
    }

    // MARK: Settings

    /// Changes the settings mid-session: renders again and keeps focus on the
    /// same element (by identity; by path for elements without one; else the stop at the same
    /// index). The focused element is read again (`announcement`).
    @discardableResult public func changeSettings(_ newSettings: AccessibilitySettings) -> Utterance {
        let changed = AccessibilitySettings.Key.allCases
            .filter { newSettings.value(of: $0) != settings.value(of: $0) }
            .map { "\($0.rawValue)=\(newSettings.value(of: $0))" }
            .joined(separator: ",")
        return record(.changeSettings(changed.isEmpty ? "(no change)" : changed)) {
            settings = newSettings
            rerender(keepingFocus: true, clampWhenLost: true)
            guard let stop = focusedStop else { return Utterance(event: .nothing) }
            return Utterance(speech(of: stop), event: .announcement)
        }
    }

    /// Changes the settings `setting` fixes and keeps the others.
    ///
    /// ```swift
    /// voiceOver.changeSettings(SettingsOverride(layoutDirection: .rightToLeft))
    /// ```
    @discardableResult public func changeSettings(_ setting: SettingsOverride) -> Utterance {
        changeSettings(setting.applied(to: settings))
    }

    // MARK: Internals shared with the extensions

    /// Runs `body` and records its utterance under `command`.
    func record(_ command: VoiceOverCommand, _ body: () -> Utterance) -> Utterance {
        let utterance = body()
        if recordsTranscript { transcript.append(command, utterance) }
        return utterance
    }

    /// Focuses stop `index` and speaks it.
    func moveFocus(to index: Int) -> Utterance {
        if focusIndex != index {
            actionIndex = nil
            contentIndex = nil
        }
        focusIndex = index
        var spoken: Speech
        if index < givenSpeech.count {
            spoken = givenSpeech[index]
        } else if index < spokenStops.count, let known = spokenStops[index] {
            spoken = known
        } else {
            spoken = order.stops[index].speech(locale: settings.locale, hintsEnabled: true)
            if spokenStops.count != order.stops.count { spokenStops = Array(filled: nil, count: order.stops.count) }
            spokenStops[index] = spoken
        }
        if !options.hintsEnabled { spoken.hint = nil }
        tellSubjectFocusMoved()
        return Utterance(spoken, event: .moved)
    }

    /// Tells the subject where focus now is (SwiftUI's write into
    /// `@AccessibilityFocusState`); when that changed the component's state,
    /// renders again, keeping focus. What the element said is what it said
    /// on arrival; the component's reaction is on screen afterwards.
    func tellSubjectFocusMoved() {
        guard observesActions, subject.accessibilityFocusDidMove(to: focusedStop?.id) else { return }
        rerender(keepingFocus: true, clampWhenLost: true)
        // A render outside an action posts nothing VoiceOver speaks.
        _ = subject.takePostedNotifications()
    }

    /// The strings of the focused element's language.
    func strings(for node: AccessibilityNode) -> SpeechStrings {
        SpeechStrings.forLanguage(node.language ?? settings.locale)
    }

    /// Renders the subject again and recomputes the order. As in SwiftUI,
    /// the screen changes only when view state changed: a subject that says
    /// its last render still stands is not rendered again (docs/voiceover.md).
    /// - Returns: whether the focused element was found again (always `true` when nothing was focused).
    @discardableResult
    func rerender(keepingFocus: Bool, clampWhenLost: Bool) -> Bool {
        if keepingFocus, let unchanged = (subject as? any UnchangedRendering)?.unchangedRender(settings: settings) {
            // The screen is as it was: the same order, and focus stays where it is.
            tree = unchanged
            return true
        }
        tree = subject.render(settings: settings)
        return reorder(keepingFocus: keepingFocus, clampWhenLost: clampWhenLost)
    }

    /// Recomputes the order of ``tree`` and finds the focused element again.
    @discardableResult
    func reorder(keepingFocus: Bool, clampWhenLost: Bool = true) -> Bool {
        let previous = focusedStop
        let previousIndex = focusIndex
        order = ReadingOrder(tree: tree, rowTolerance: options.rowTolerance)
        guard keepingFocus, let previous, let previousIndex else {
            focusIndex = nil
            actionIndex = nil
            contentIndex = nil
            return previous == nil
        }
        if let index = Self.locate(previous, in: order.stops) {
            focusIndex = index
            if let actionIndex, !focusedCustomActions.indices.contains(actionIndex) { self.actionIndex = nil }
            if let contentIndex, !(focusedNode?.customContent ?? []).indices.contains(contentIndex) { self.contentIndex = nil }
            return true
        }
        actionIndex = nil
        contentIndex = nil
        focusIndex = clampWhenLost && !order.stops.isEmpty ? min(previousIndex, order.stops.count - 1) : nil
        return false
    }

    /// The stop showing the same element as `stop`: by identity when it has
    /// one (among several stops of that identity, the one at the same path,
    /// else the first); by path when its identity is empty.
    static func locate(_ stop: FocusStop, in stops: [FocusStop]) -> Int? {
        guard !stop.id.rawValue.isEmpty else { return stops.firstIndex { $0.path == stop.path } }
        var first: Int?
        for (index, candidate) in stops.enumerated() where candidate.node.id == stop.id {
            if candidate.path == stop.path { return index }
            if first == nil { first = index }
        }
        return first
    }
}
