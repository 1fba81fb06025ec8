import Foundation

/// A render host: holds a view factory, the view's state, and the handlers
/// of the last render; renders the view for any settings and performs
/// actions on its elements. The `AccessibilitySubject` of HeadlessUI views.
///
/// ```swift
/// let subject = HostingSubject(name: "Counter") { Counter() }
/// let tree = subject.render(settings: AccessibilitySettings())
/// subject.perform(.activate, on: tree.root.children[0].id)   // .performed
/// ```
public final class HostingSubject: AccessibilitySubject, ReusableRendering {
    // The stored properties are `@exclusivity(unchecked)`: they are private, and the
    // host's own methods touch them one access at a time, so the
    // run-time check of every access (about 3 % of an audit cell's instructions
    // with the other engine classes) finds nothing; see docs/performance.md.
    public let name: String
    /// The screen the view is laid out in (390 × 844 points by default).
    public var screenSize: CGSize
    let content: () -> AnyView
    let stateReader: () -> [String: ParameterValue]
    let storage = StateStorage()
    @exclusivity(unchecked) private var handlers: [ElementID: (handlers: Handlers, traits: ElementTraits)] = [:]
    /// Where taps land in the last render.
    @exclusivity(unchecked) private var hits = HitList()
    /// Where the notifications posted by this host's actions collect.
    let notifications = NotificationSink()
    /// The elements `@AccessibilityFocusState` pointed at in the last render; `nil` before the first.
    @exclusivity(unchecked) private var focusRequests: Set<ElementID>?
    /// The focus states bound to elements of the last render.
    @exclusivity(unchecked) private var focusBindings: [ElementID: FocusBinding] = [:]
    /// Where VoiceOver's focus is, as it last said (``accessibilityFocusDidMove(to:)``).
    @exclusivity(unchecked) private var voiceOverFocus: ElementID?
    /// The first element with each accessibility identifier, in the last render.
    @exclusivity(unchecked) private var identifiers: [String: ElementID] = [:]
    /// The writes of view state made for this host (`StateWrites`).
    private let writes = StateWrites()
    /// The writes made for no host in particular when this host was made.
    private let unattributedWhenMade = StateWrites.unattributed

    /// A host for the view `content` builds.
    public init<V: View>(
        name: String, screenSize: CGSize = CGSize(width: 390, height: 844),
        state: @escaping () -> [String: ParameterValue] = { [:] },
        @ViewBuilder content: @escaping () -> V
    ) {
        self.name = name
        self.screenSize = screenSize
        self.stateReader = state
        self.content = { AnyView(content()) }
    }

    /// Whether no view state was written for this host, nor outside every
    /// host, since it was made, and nothing it posted waits to be taken: it
    /// shows and acts as a fresh host of the same view would.
    package var isUnchanged: Bool { writes.count == 0 && StateWrites.unattributed == unattributedWhenMade && notifications.isEmpty }

    /// The values of the bound parameters now.
    public var state: [String: ParameterValue] { stateReader() }

    /// Renders the view for `settings`: bodies are evaluated in the
    /// environment derived from the settings, laid out, and turned into the
    /// accessibility tree. Its handlers replace the previous render's.
    public func render(settings: AccessibilitySettings) -> AccessibilityTree {
        let before = (own: writes.count, unattributed: StateWrites.unattributed)
        // The graph holds the environment of the body being evaluated, from the settings' own at the root.
        // Every environment of the render descends from this one, and notes its reads of the settings in `reads`.
        storage.startRender()
        let graph = RenderGraph(state: storage, environment: EnvironmentValues(settings: settings, reads: reads))
        let tree = StateWrites.$current.withValue(writes) {
            RenderGraph.$current.withValue(graph) { renderTree(settings: settings, graph: graph) }
        }
        // A render that wrote state itself is not what the screen settles on.
        let wrote = writes.count != before.own || StateWrites.unattributed != before.unattributed
        lastRender = wrote ? nil : LastRender(settings: settings, screenSize: screenSize, writes: before, tree: tree)
        return tree
    }

    /// The last render while no view state was written since it and the
    /// settings and screen are the same: SwiftUI evaluates bodies again only
    /// after state they read changed (`StateWrites`), so after an action that
    /// wrote none, or that changed only a plain object SwiftUI does not
    /// observe, the screen is as it was (docs/voiceover.md).
    package func unchangedRender(settings: AccessibilitySettings) -> AccessibilityTree? {
        guard let last = lastRender, last.writes.own == writes.count, last.writes.unattributed == StateWrites.unattributed,
            last.settings == settings, last.screenSize == screenSize
        else {
            return nil
        }
        return last.tree
    }

    /// The last render and what it was made from.
    private struct LastRender {
        var settings: AccessibilitySettings
        var screenSize: CGSize
        var writes: (own: UInt64, unattributed: UInt64)
        var tree: AccessibilityTree
    }

    @exclusivity(unchecked) private var lastRender: LastRender?

    /// The settings this host's views read, in a render or in a handler
    /// (noted where each is read: an environment value, the layout, the page).
    private let reads = SettingsReads()

    /// Whether some render of this host, or a handler of one, read the setting `key`:
    /// a render that never read it is the same whatever its value.
    public func hasRead(_ key: AccessibilitySettings.Key) -> Bool {
        reads.contains(key)
    }

    private func renderTree(settings: AccessibilitySettings, graph: RenderGraph) -> AccessibilityTree {
        let inputs = _ViewInputs(environment: graph.environment, identity: StructuralHash.seed, host: graph)
        let nodes = inputs.nodes(content())
        let rootNode = _ViewNode(.stack(.vertical, alignment: .center, spacing: LayoutConstants.stackSpacing), children: nodes, inputs: inputs)
        // The layout and the page read two settings themselves.
        reads.note(.layoutDirection)
        reads.note(.colorScheme)
        LayoutEngine.layout(rootNode, width: screenSize.width, height: screenSize.height, direction: settings.layoutDirection)
        let page: SRGBColor = settings.colorScheme == .dark ? .black : .white
        // The page lies under everything laid out, on screen or scrolled beyond it.
        let pageFrame = Self.bounds(of: rootNode, within: CGRect(origin: .zero, size: screenSize))
        let builder = TreeBuilder()
        let drafts = builder.collect(rootNode, TreeBuilder.Context(backdrop: [PaintLayer(frame: pageFrame, fill: .solid(page))]))
        hits = builder.hits
        var finisher = Finisher(capacity: Finisher.count(drafts))
        var root = AccessibilityNode(
            id: "root", isElement: false,
            frame: CGRect(origin: .zero, size: screenSize))
        root.background = page
        root.backgroundKind = .solid
        root.children = drafts.map { finisher.finish($0) }
        if !finisher.rotorOwners.isEmpty { finisher.attachRotors(to: &root) }
        handlers = finisher.handlers
        identifiers = finisher.identifiers
        focusBindings = finisher.focusBindings
        noteFocusRequests(finisher.focusRequests)
        return AccessibilityTree(name: name, root: root, layoutDirection: settings.layoutDirection, settings: settings)
    }

    /// `rect` grown to hold the frame of `node` and of everything below it
    /// (a view laid out beyond the screen's edge is still on the page).
    static func bounds(of node: _ViewNode, within rect: CGRect) -> CGRect {
        var result = rect
        grow(&result, toHold: node)
        return result
    }

    /// Grows `result` to hold `node`'s frame and its subtree's (recursively,
    /// as layout walks the tree: no list of nodes to visit is built).
    private static func grow(_ result: inout CGRect, toHold node: _ViewNode) {
        let frame = node.frame
        if frame.minX < result.minX || frame.minY < result.minY || frame.maxX > result.maxX || frame.maxY > result.maxY,
            frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite
        {
            result = result.union(frame)
        }
        for child in node.children { grow(&result, toHold: child) }
    }

    /// Taps the screen at `point` of the last render: runs what SwiftUI
    /// would run there, the topmost Button, tap gesture or style interaction
    /// whose hit-testable area holds the point (docs/hit-testing.md).
    /// `.notHandled` when nothing answers there or what answers is disabled.
    public func tap(at point: CGPoint) -> ActionResult {
        guard let region = hits.topmost(at: point), region.isEnabled else { return .notHandled }
        storage.rebind()
        StateWrites.$current.withValue(writes) { region.run() }
        return .performed
    }

    /// Calls the handler bound to `element` in the last render.
    public func perform(_ action: ElementAction, on element: ElementID) -> ActionResult {
        guard let entry = handlers[element] else { return .noSuchElement }
        if entry.traits.contains(.notEnabled) { return .notHandled }
        // Activating anything but the field being edited ends its editing session (decision 23).
        if action == .activate, let editing = storage.editingField, entry.handlers.textField != editing {
            StateWrites.$current.withValue(writes) { storage.editingField = nil }
        }
        let handler: (() -> Void)?
        switch action {
        case .activate: handler = entry.handlers.activate
        case .increment: handler = entry.handlers.increment
        case .decrement: handler = entry.handlers.decrement
        case .escape: handler = entry.handlers.escape
        case .magicTap: handler = entry.handlers.magicTap
        case .zoomIn: handler = entry.handlers.zoom.map { zoom in { zoom(.zoomIn) } }
        case .zoomOut: handler = entry.handlers.zoom.map { zoom in { zoom(.zoomOut) } }
        case .custom(let name): handler = entry.handlers.custom.first(where: { $0.name == name })?.run
        case .typeText(let text): handler = entry.handlers.typeText.map { type in { type(text) } }
        case .deleteBackward: handler = entry.handlers.deleteBackward
        }
        guard let handler else { return .notHandled }
        storage.rebind()
        StateWrites.$current.withValue(writes) { NotificationSink.$current.withValue(notifications) { handler() } }
        return .performed
    }

    /// What the view's actions posted since the last call: announcements,
    /// layout and screen changes (elements named by identifier are found in
    /// the latest render), and moves of `@AccessibilityFocusState`.
    public func takePostedNotifications() -> [PostedNotification] {
        notifications.take().map { post in
            switch post {
            case .announcement(let text): .announcement(text)
            case .layoutChanged(let identifier): .layoutChanged(focus: identifier.flatMap { identifiers[$0] })
            case .screenChanged(let identifier): .screenChanged(focus: identifier.flatMap { identifiers[$0] })
            case .focus(let element): .layoutChanged(focus: element)
            }
        }
    }

    /// An element that `@AccessibilityFocusState` points at now and did not
    /// in the previous render is where the component moved VoiceOver's focus.
    private func noteFocusRequests(_ requests: [ElementID]) {
        defer { focusRequests = Set(requests) }
        guard let previous = focusRequests else { return }
        // The element VoiceOver is on is not a move: VoiceOver's own arrival wrote the state.
        if let moved = requests.first(where: { !previous.contains($0) && $0 != voiceOverFocus }) { notifications.post(.focus(moved)) }
    }

    /// VoiceOver moved to `element`: as SwiftUI does, a focus state bound to
    /// the element it left is cleared (if it still points there) and one bound
    /// to the element it reached is set to it (docs/voiceover.md).
    /// - Returns: whether a focus state changed (the view must be rendered again).
    public func accessibilityFocusDidMove(to element: ElementID?) -> Bool {
        let left = voiceOverFocus
        voiceOverFocus = element
        guard left != element else { return false }
        return StateWrites.$current.withValue(writes) { moveFocusState(from: left, to: element) }
    }

    /// Clears the focus state bound to `left` and sets the one bound to `element`; whether one changed.
    private func moveFocusState(from left: ElementID?, to element: ElementID?) -> Bool {
        var changed = false
        if let left, let binding = focusBindings[left], binding.isFocused() {
            binding.clear()
            changed = true
        }
        if let element, let binding = focusBindings[element], !binding.isFocused() {
            binding.focus()
            changed = true
        }
        return changed
    }
}

/// Turns drafts into model nodes: unique identities, actions, visible text;
/// collects the live handlers by element.
struct Finisher {
    /// Every finished node's handlers by its (unique) identity: also the set of identities taken.
    var handlers: [ElementID: (handlers: Handlers, traits: ElementTraits)] = [:]
    /// Elements an `@AccessibilityFocusState` points at, in document order.
    var focusRequests: [ElementID] = []
    /// The focus state bound to each element that has one.
    var focusBindings: [ElementID: FocusBinding] = [:]
    /// The first element with each accessibility identifier.
    var identifiers: [String: ElementID] = [:]
    /// What rotor entry ids name: the first focus stop with the id, else the first node.
    var rotorTargets: [RotorTargetKey: (id: ElementID, isElement: Bool)] = [:]
    /// The rotors declared on each finished node, tied to elements once every node is finished.
    var rotorOwners: [ElementID: [RotorDeclaration]] = [:]

    /// A finisher with room for `capacity` nodes (so its table never grows).
    init(capacity: Int) {
        handlers.reserveCapacity(capacity)
    }

    /// Whether a node already has `id` (the root's is taken from the start).
    private func isTaken(_ id: ElementID) -> Bool {
        id.rawValue == "root" || handlers[id] != nil
    }

    /// The number of drafts in `drafts` and their subtrees.
    static func count(_ drafts: [Draft]) -> Int {
        drafts.reduce(0) { $0 + 1 + count($1.children) }
    }

    /// What a finished draft holds in place of its node.
    private static let spent = AccessibilityNode(id: ElementID(rawValue: ""), isElement: false)

    /// The finished node of `draft`, which is done with: its node is moved out
    /// (the draft keeps ``spent``), so that finishing it copies no fields.
    mutating func finish(_ draft: Draft) -> AccessibilityNode {
        var node = draft.node
        draft.node = Self.spent
        let isVisibleElement = node.isElement && !node.isHidden
        var id = node.id
        if isTaken(id) {
            var counter = 2
            while isTaken(ElementID("\(node.id.rawValue)-\(counter)")) { counter += 1 }
            id = ElementID("\(node.id.rawValue)-\(counter)")
        }
        node.id = id
        node.actions = draft.handlers.actions
        node.customActions = draft.handlers.custom.map(\.name)
        if let frame = node.frame { node.frame = Self.rounded(frame) }
        if let targets = node.touchTargets {
            node.touchTargets = targets.map(Self.rounded)
        } else if !node.actions.isEmpty || !node.customActions.isEmpty || !node.traits.isDisjoint(with: [.button, .link, .toggle, .adjustable]) {
            // An element a person operates through assistive technology only (an
            // accessibility action, an adjustable action, a combined element whose
            // taps land on the controls inside it): a finger cannot act on it.
            node.touchTargets = []
        }
        if let point = node.activationPoint { node.activationPoint = CGPoint(x: Self.rounded(point.x), y: Self.rounded(point.y)) }
        if node.isElement {
            let visible = draft.texts.joined(separator: ", ")
            if !visible.isEmpty, visible != node.label { node.text = visible }
        }
        handlers[id] = (draft.handlers, node.traits)
        if draft.requestsFocus { focusRequests.append(id) }
        if let binding = draft.focusBinding { focusBindings[id] = binding }
        if let identifier = node.identifier, identifiers[identifier] == nil { identifiers[identifier] = id }
        if !draft.rotors.isEmpty || !draft.rotorKeys.isEmpty { noteRotors(of: draft, id: id, isElement: isVisibleElement) }
        node.children = draft.children.map { finish($0) }
        return node
    }

    /// Layout arithmetic rounded to a hundredth of a point, so frames read cleanly.
    static func rounded(_ value: CGFloat) -> CGFloat {
        (value * 100).rounded() / 100
    }

    static func rounded(_ frame: CGRect) -> CGRect {
        CGRect(x: rounded(frame.minX), y: rounded(frame.minY), width: rounded(frame.width), height: rounded(frame.height))
    }
}

/// Renders `view` once for `settings` and returns its accessibility tree.
public func render<V: View>(_ view: V, name: String = "view", settings: AccessibilitySettings = AccessibilitySettings()) -> AccessibilityTree {
    HostingSubject(name: name) { view }.render(settings: settings)
}
