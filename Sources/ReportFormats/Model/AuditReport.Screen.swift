import AccessibilityAudit
import AccessibilityModel
import Foundation
import ScreenReader

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
        /// The colour of the page behind everything (white in light mode, black in dark), when known.
        public var background: SRGBColor?

        public init(
            component: String, style: String, state: String, settings: String = "", width: Double, height: Double,
            nodes: [Node] = [], stops: [FocusStop] = [], background: SRGBColor? = nil
        ) {
            self.component = component
            self.style = style
            self.state = state
            self.settings = settings
            self.width = width
            self.height = height
            self.nodes = nodes
            self.stops = stops
            self.background = background
        }

        /// The work unit it pictures.
        public var unit: WorkUnit { WorkUnit(component: component, style: style, state: state) }
    }
}

extension AuditReport.Screen {
    /// A drawn node: an element's frame or a visible shape, with its label
    /// and what a picture of it paints.
    public struct Node: Hashable, Sendable {
        /// The node's path in the tree.
        public var path: NodePath
        /// `element` (a focus stop), `text`, `image`, `shape` or `container`.
        public var kind: String
        public var frame: CGRect
        /// What the node says or shows (its label or visible text).
        public var label: String?
        /// The fill (a `shape` or `container`) or foreground colour: a text's
        /// colour, an image's tint, when known.
        public var color: SRGBColor?
        /// What is painted here before the node's own content, bottom first,
        /// in the picture's coordinates: the layers of its backdrop not painted
        /// by an earlier node, then what it draws itself (docs/drawing.md).
        public var layers: [PaintLayer]
        /// The point size of the text the node draws (its `label` in `color`);
        /// `nil` when it draws no text of its own.
        public var fontSize: Double?
        /// The weight of that text.
        public var fontWeight: FontWeight?
        /// The SF Symbol an image shows (`arrow.right`), when known.
        public var symbol: String?
        /// Drawn and behaving as disabled (`isEnabled == false` in its environment):
        /// the picture draws it dimmed.
        public var isDisabled: Bool
        /// Its text is cut off at this size (truncated or clipped by its frame):
        /// the picture draws the whole text running past the frame.
        public var isTruncated: Bool

        public init(
            path: NodePath, kind: String, frame: CGRect, label: String? = nil, color: SRGBColor? = nil,
            layers: [PaintLayer] = [], fontSize: Double? = nil, fontWeight: FontWeight? = nil, symbol: String? = nil,
            isDisabled: Bool = false, isTruncated: Bool = false
        ) {
            self.path = path
            self.kind = kind
            self.frame = frame
            self.label = label
            self.color = color
            self.layers = layers
            self.fontSize = fontSize
            self.fontWeight = fontWeight
            self.symbol = symbol
            self.isDisabled = isDisabled
            self.isTruncated = isTruncated
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
    /// `image`, other nodes as `container` (or `shape` when they have a colour),
    /// each with what is painted at it (``Node/layers``), its text's size and
    /// weight, an image's symbol name, and whether it is disabled or its text
    /// cut off.
    public static func nodes(of tree: AccessibilityTree) -> [Node] {
        var all: [(node: AccessibilityNode, depth: Int)] = []
        var paths: [NodePath] = []
        tree.walk { node, path in
            all.append((node, path.depth))
            paths.append(path)
            return .visitChildren
        }
        let subtrees = Painter.uniformBackgrounds(all)
        var painter = Painter(
            page: tree.root.frame.flatMap { frame in
                tree.root.background.map { PaintLayer(frame: frame, fill: .solid($0)) }
            })
        var result: [Node] = []
        for (index, (node, _)) in all.enumerated() {
            guard let frame = node.frame else { continue }
            let path = paths[index]
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
            let layers = path.isRoot ? [] : painter.layers(at: node, frame: frame, subtree: subtrees[index])
            // A text draws itself; so does an element that has no children to draw its text.
            let drawsText = kind == "text" || (kind == "element" && node.children.isEmpty && node.font != nil)
            result.append(
                Node(
                    path: path, kind: kind, frame: frame, label: node.text ?? node.label, color: color, layers: layers,
                    fontSize: drawsText ? node.font?.size : nil, fontWeight: drawsText ? node.font?.weight : nil,
                    symbol: kind == "image" ? symbolName(of: node) : nil, isDisabled: !node.isRenderedEnabled,
                    isTruncated: node.isTruncated))
        }
        return result
    }
}

extension AuditReport.Screen {
    /// The picture of one rendered tree: its nodes and VoiceOver's focus stops
    /// in order, cropped to what the component occupies (with a margin), so a
    /// small control is not lost in a whole screen.
    public init(tree: AccessibilityTree, unit: WorkUnit, settings: AccessibilitySettings) {
        let spoken = SpeechOrder.stops(in: tree, settings: settings)
        var nodes = AuditReport.Screen.nodes(of: tree).filter { !$0.path.isRoot }
        var stops = spoken.enumerated().compactMap { index, stop -> FocusStop? in
            guard let frame = stop.stop.node.frame else { return nil }
            return FocusStop(index: index + 1, frame: frame, description: stop.description, hint: stop.hint)
        }
        let frames = nodes.map(\.frame) + stops.map(\.frame)
        let finite = frames.filter { $0.minX.isFinite && $0.minY.isFinite && $0.width.isFinite && $0.height.isFinite }
        let content = finite.dropFirst().reduce(finite.first ?? CGRect(x: 0, y: 0, width: 100, height: 44)) { $0.union($1) }
        let margin = 8.0
        let origin = CGPoint(x: content.minX - margin, y: content.minY - margin)
        func moved(_ frame: CGRect) -> CGRect { frame.offsetBy(dx: -origin.x, dy: -origin.y) }
        for index in nodes.indices {
            nodes[index].frame = moved(nodes[index].frame)
            nodes[index].layers = nodes[index].layers.map { $0.offsetBy(dx: -Double(origin.x), dy: -Double(origin.y)) }
        }
        for index in stops.indices { stops[index].frame = moved(stops[index].frame) }
        self.init(
            component: unit.component, style: unit.style, state: unit.state,
            settings: settings.description == "default" ? "" : settings.description,
            width: min(4096, max(44, content.width + 2 * margin)), height: min(4096, max(44, content.height + 2 * margin)),
            nodes: nodes, stops: stops, background: tree.root.background)
    }

    /// The picture of a tree the audit rendered and kept (`AuditResult.screens`).
    public init(_ screen: AuditResult.RenderedScreen) {
        self.init(tree: screen.tree, unit: screen.unit, settings: screen.settings)
    }
}
