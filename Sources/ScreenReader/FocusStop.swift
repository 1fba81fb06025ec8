import AccessibilityModel

/// One place VoiceOver's focus can rest: an element of the linear order, with
/// its position in the tree and its container context.
public struct FocusStop: Hashable, Sendable {
    /// The element (its children, which VoiceOver never enters, come along).
    public var node: AccessibilityNode
    /// Where the element sits in the tree.
    public var path: NodePath
    /// Its position among its container's stops (series, tab, list, landmark).
    public var context: SpeechContext
    /// The labels of the labelled semantic groups this stop is the first of,
    /// outermost first, spoken before it as focus enters them (decision 21).
    public var groupLabel: String?

    public init(node: AccessibilityNode, path: NodePath, context: SpeechContext = .none, groupLabel: String? = nil) {
        self.node = node
        self.path = path
        self.context = context
        self.groupLabel = groupLabel
    }

    /// The element's identity.
    public var id: ElementID { node.id }

    /// What VoiceOver says on arriving here.
    /// - Parameters:
    ///   - locale: the language when the element names none.
    ///   - hintsEnabled: VoiceOver's Speak Hints setting.
    public func speech(locale: String = "en", hintsEnabled: Bool = true) -> Speech {
        Speech(node: node, context: context, locale: locale, hintsEnabled: hintsEnabled, groupLabel: groupLabel)
    }
}

/// A container in the linear order: its kind and the contiguous range of
/// focus stops it holds (containers are placed as units, reference §3.1).
public struct ContainerSpan: Hashable, Sendable {
    /// The container's kind (`tabBar` also for a node with the `tabBar` trait).
    public var kind: ContainerKind
    /// The container node's path.
    public var path: NodePath
    /// The container's own label, if any.
    public var label: String?
    /// Indexes into the linear order of the stops inside the container.
    public var stops: Range<Int>

    public init(kind: ContainerKind, path: NodePath, label: String?, stops: Range<Int>) {
        self.kind = kind
        self.path = path
        self.label = label
        self.stops = stops
    }
}
