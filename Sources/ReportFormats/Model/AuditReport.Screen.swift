import AccessibilityAudit
import AccessibilityModel
import Foundation

extension AuditReport {
    /// A picture of one rendered screen for the HTML page: the canvas, the
    /// nodes to draw, and the focus stops in VoiceOver order with what is spoken.
    public struct Screen: Hashable, Sendable {
        public var component: String
        public var style: String
        public var state: String
        /// The environment as `key=value,…` (empty for the default cell).
        public var settings: String
        /// The canvas size in points.
        public var width: Double
        public var height: Double
        /// What is drawn, back to front.
        public var nodes: [Node]
        /// Focus stops in VoiceOver order; ``FocusStop/index`` counts from 1.
        public var stops: [FocusStop]

        public init(component: String, style: String, state: String, settings: String = "", width: Double, height: Double,
                    nodes: [Node] = [], stops: [FocusStop] = []) {
            self.component = component
            self.style = style
            self.state = state
            self.settings = settings
            self.width = width
            self.height = height
            self.nodes = nodes
            self.stops = stops
        }

        /// The work unit it pictures.
        public var unit: WorkUnit { WorkUnit(component: component, style: style, state: state) }
    }
}

extension AuditReport.Screen {
    /// A drawn node: an element's frame or a visible shape, with its label.
    public struct Node: Hashable, Sendable {
        /// The node's path in the tree.
        public var path: NodePath
        /// `element` (a focus stop), `text`, `image`, `shape` or `container`.
        public var kind: String
        public var frame: CGRect
        /// What the node says or shows (its label or visible text).
        public var label: String?
        /// The fill or foreground colour, when known.
        public var color: SRGBColor?

        public init(path: NodePath, kind: String, frame: CGRect, label: String? = nil, color: SRGBColor? = nil) {
            self.path = path
            self.kind = kind
            self.frame = frame
            self.label = label
            self.color = color
        }
    }

    /// One VoiceOver focus stop.
    public struct FocusStop: Hashable, Sendable {
        /// 1-based position in VoiceOver order.
        public var index: Int
        public var frame: CGRect
        /// What VoiceOver says (`Stars: 3. Adjustable.`).
        public var description: String
        /// The hint spoken after a pause, if any.
        public var hint: String?

        public init(index: Int, frame: CGRect, description: String, hint: String? = nil) {
            self.index = index
            self.frame = frame
            self.description = description
            self.hint = hint
        }
    }

    /// The nodes of `tree` that have frames, in document order, for drawing:
    /// elements as `element`, headers and static text as `text`, images as
    /// `image`, other nodes as `container` (or `shape` when they have a colour).
    public static func nodes(of tree: AccessibilityTree) -> [Node] {
        var result: [Node] = []
        tree.walk { node, path in
            if let frame = node.frame {
                let kind: String
                if node.traits.contains(.image) {
                    kind = "image"
                } else if node.isElement && !node.traits.intersection(ElementTraits.interactive).isEmpty {
                    kind = "element"
                } else if node.traits.contains(.staticText) || node.traits.contains(.header) || node.text != nil {
                    kind = "text"
                } else if node.isElement {
                    kind = "element"
                } else {
                    kind = node.background == nil ? "container" : "shape"
                }
                let color = kind == "shape" || kind == "container" ? node.background : node.foreground
                result.append(Node(path: path, kind: kind, frame: frame, label: node.text ?? node.label, color: color))
            }
            return .visitChildren
        }
        return result
    }
}
