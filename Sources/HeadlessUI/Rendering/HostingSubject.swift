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
public final class HostingSubject: AccessibilitySubject, RepeatableRendering {
    public let name: String
    /// The screen the view is laid out in (390 × 844 points by default).
    public var screenSize: CGSize
    let content: () -> AnyView
    let stateReader: () -> [String: ParameterValue]
    let storage = StateStorage()
    private var handlers: [ElementID: (handlers: Handlers, traits: ElementTraits)] = [:]
    /// Where the notifications posted by this host's actions collect.
    let notifications = NotificationSink()
    /// The elements `@AccessibilityFocusState` pointed at in the last render; `nil` before the first.
    private var focusRequests: Set<ElementID>?
    /// The first element with each accessibility identifier, in the last render.
    private var identifiers: [String: ElementID] = [:]

    /// A host for the view `content` builds.
    public init<V: View>(name: String, screenSize: CGSize = CGSize(width: 390, height: 844),
                         state: @escaping () -> [String: ParameterValue] = { [:] },
                         @ViewBuilder content: @escaping () -> V) {
        self.name = name
        self.screenSize = screenSize
        self.stateReader = state
        self.content = { AnyView(content()) }
    }

    /// The values of the bound parameters now.
    public var state: [String: ParameterValue] { stateReader() }

    /// Renders the view for `settings`: bodies are evaluated in the
    /// environment derived from the settings, laid out, and turned into the
    /// accessibility tree. Its handlers replace the previous render's.
    public func render(settings: AccessibilitySettings) -> AccessibilityTree {
        let environment = EnvironmentValues(settings: settings)
        let graph = RenderGraph(state: storage)
        let inputs = _ViewInputs(environment: environment, identity: StructuralHash.seed, host: graph)
        let nodes = RenderGraph.$current.withValue(graph) {
            EnvironmentValues.$current.withValue(environment) {
                inputs.nodes(content())
            }
        }
        let rootNode = _ViewNode(.stack(.vertical, alignment: .center, spacing: LayoutConstants.stackSpacing), children: nodes, inputs: inputs)
        LayoutEngine.layout(rootNode, width: screenSize.width, height: screenSize.height, direction: settings.layoutDirection)
        let page: Paint = .solid(settings.colorScheme == .dark ? .black : .white)
        let drafts = TreeBuilder().collect(rootNode, TreeBuilder.Context(background: page))
        var finisher = Finisher(capacity: Finisher.count(drafts))
        var root = AccessibilityNode(id: "root", isElement: false,
                                     frame: CGRect(origin: .zero, size: screenSize))
        root.background = page.representative
        root.backgroundKind = .solid
        root.children = drafts.map { finisher.finish($0) }
        handlers = finisher.handlers
        identifiers = finisher.identifiers
        noteFocusRequests(finisher.focusRequests)
        return AccessibilityTree(name: name, root: root, layoutDirection: settings.layoutDirection, settings: settings)
    }

    /// Calls the handler bound to `element` in the last render.
    public func perform(_ action: ElementAction, on element: ElementID) -> ActionResult {
        guard let entry = handlers[element] else { return .noSuchElement }
        if entry.traits.contains(.notEnabled) { return .notHandled }
        // Activating anything but the field being edited ends its editing session (decision 23).
        if action == .activate, let editing = storage.editingField, entry.handlers.textField != editing { storage.editingField = nil }
        let handler: (() -> Void)?
        switch action {
        case .activate: handler = entry.handlers.activate
        case .increment: handler = entry.handlers.increment
        case .decrement: handler = entry.handlers.decrement
        case .escape: handler = entry.handlers.escape
        case .magicTap: handler = entry.handlers.magicTap
        case .custom(let name): handler = entry.handlers.custom.first(where: { $0.name == name })?.run
        case .typeText(let text): handler = entry.handlers.typeText.map { type in { type(text) } }
        case .deleteBackward: handler = entry.handlers.deleteBackward
        }
        guard let handler else { return .notHandled }
        NotificationSink.$current.withValue(notifications) { handler() }
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
        if let moved = requests.first(where: { !previous.contains($0) }) { notifications.post(.focus(moved)) }
    }
}

/// Turns drafts into model nodes: unique identities, actions, visible text;
/// collects the live handlers by element.
struct Finisher {
    /// Every finished node's handlers by its (unique) identity: also the set of identities taken.
    var handlers: [ElementID: (handlers: Handlers, traits: ElementTraits)] = [:]
    /// Elements an `@AccessibilityFocusState` points at, in document order.
    var focusRequests: [ElementID] = []
    /// The first element with each accessibility identifier.
    var identifiers: [String: ElementID] = [:]

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

    mutating func finish(_ draft: Draft) -> AccessibilityNode {
        var node = draft.node
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
        if let point = node.activationPoint { node.activationPoint = CGPoint(x: Self.rounded(point.x), y: Self.rounded(point.y)) }
        if node.isElement {
            let visible = draft.texts.joined(separator: ", ")
            if !visible.isEmpty, visible != node.label { node.text = visible }
        }
        handlers[id] = (draft.handlers, node.traits)
        if draft.requestsFocus { focusRequests.append(id) }
        if let identifier = node.identifier, identifiers[identifier] == nil { identifiers[identifier] = id }
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
