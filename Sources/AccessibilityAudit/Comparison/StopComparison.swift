import AccessibilityModel
import Foundation
import ScreenReader

/// Two screens of one component compared focus stop by focus stop: the
/// component's headless tree and a capture of it on a device, or any two
/// trees (docs/capturing.md § Diffing a component against its capture).
///
/// Focus stops are compared in VoiceOver's reading order, so the tree's
/// shape (stacks, groups, a window) never makes a difference. Stops are matched by identifier, then by
/// label, each only where it is unique on both sides; the stops left between
/// two matched ones are paired in reading order. What differs in a pair is
/// its label, value, traits, hint (when both sides carry hints), frame
/// (relative to each screen's stops, more than ``frameTolerance`` apart) and
/// order (a stop matched out of the order of the others).
///
/// Given the two trees, the containers XCUITest reports (nodes with an
/// `ElementType`: a list, its cells, a navigation bar, a tab bar) are
/// lined up too (``containers``): a container is paired with the one of its
/// family on the other side that holds the partner of one of its stops (a
/// cell and the cell holding the same text), the rest of a family in
/// document order; a container on one side only, a list that is a table
/// against a collection view and a bar named otherwise are differences.
///
/// ```swift
/// let comparison = StopComparison(component: SpeechOrder.stops(in: headless),
///                                 capture: SpeechOrder.stops(in: captured), comparesHints: false)
/// comparison.entries.filter { $0.kind != .same }   // what the model and iOS disagree on
/// ```
public struct StopComparison: Hashable, Sendable {
    /// One focus stop of one side.
    public struct Stop: Hashable, Sendable {
        /// Its place in reading order, from 1.
        public var position: Int
        public var path: NodePath
        public var label: String?
        public var value: String?
        public var hint: String?
        public var traits: ElementTraits
        /// Its frame, moved so that the top-left corner of all the side's stops is at 0,0.
        public var frame: CGRect?
        public var identifier: String?
        /// What VoiceOver says on it.
        public var description: String
    }

    /// What is compared.
    public enum Field: String, Hashable, Sendable, CaseIterable {
        case label, value, traits, hint, frame, order
        /// A container's element type, and its identifier (or label).
        case elementType, identifier
    }

    /// One thing that differs in a pair, with each side's value as text.
    public struct Difference: Hashable, Sendable {
        public var field: Field
        public var component: String
        public var capture: String
    }

    /// How a pair was matched.
    public enum Match: String, Hashable, Sendable {
        case identifier, label, order
    }

    /// What an entry is.
    public enum Kind: String, Hashable, Sendable {
        /// A pair that agrees in everything compared.
        case same
        /// A pair that differs in something.
        case changed
        case onlyInComponent
        case onlyInCapture

        /// The kind of an entry with or without each side, and with or without differences.
        static func of(component: Bool, capture: Bool, differs: Bool) -> Kind {
            switch (component, capture) {
            case (true, false): .onlyInComponent
            case (false, true): .onlyInCapture
            default: differs ? .changed : .same
            }
        }
    }

    /// A pair of stops, or a stop of one side alone.
    public struct Entry: Hashable, Sendable {
        public var component: Stop?
        public var capture: Stop?
        /// How the pair was matched; `nil` for a stop alone.
        public var match: Match?
        public var differences: [Difference]

        public var kind: Kind { .of(component: component != nil, capture: capture != nil, differs: !differences.isEmpty) }
    }

    /// Frames closer than this, in points, in every edge are the same (a layout's fractions, a capture's rounding).
    public static let frameTolerance = 1.0

    /// The pairs and lone stops, in the component's reading order, each lone capture stop after the component
    /// stops before which it comes.
    public var entries: [Entry]

    /// The pairs and lone containers: the component's in document order, then the capture's left alone.
    public var containers: [ContainerEntry]

    /// Whether the two sides agree in every stop and every container.
    public var agrees: Bool { entries.allSatisfy { $0.kind == .same } && containers.allSatisfy { $0.kind == .same } }

    /// How many entries are of `kind`.
    public func count(_ kind: Kind) -> Int { entries.count { $0.kind == kind } }

    /// Compares the stops of two screens.
    /// - Parameters:
    ///   - component: the component's stops in reading order (`SpeechOrder.stops(in:)`).
    ///   - capture: the capture's stops in reading order.
    ///   - comparesHints: whether hints are compared (a capture carries none).
    ///   - componentRoot: the root of the component's tree, whose stops `component` are, to line up containers;
    ///     without both roots, containers are not compared.
    ///   - captureRoot: the root of the capture's tree.
    public init(
        component: [SpokenStop], capture: [SpokenStop], comparesHints: Bool,
        componentRoot: AccessibilityNode? = nil, captureRoot: AccessibilityNode? = nil
    ) {
        // The system keyboard a capture shows while a field is edited and a scroll view's indicators are the
        // platform's, and a component never renders them: they are left out of both sides.
        let component = Self.leavingOutPlatformParts(component, below: componentRoot)
        let capture = Self.leavingOutPlatformParts(capture, below: captureRoot)
        let left = Self.sides(component), right = Self.sides(capture)
        let matches = Self.match(left, right)
        entries = Self.align(left, right, matches: matches).map { pair in
            var entry = Entry(component: pair.left.map { left[$0] }, capture: pair.right.map { right[$0] }, match: pair.match, differences: [])
            if let one = entry.component, let other = entry.capture {
                entry.differences = Self.differences(one, other, comparesHints: comparesHints, moved: pair.moved)
            }
            return entry
        }
        if let componentRoot, let captureRoot {
            containers = Self.pairContainers(
                Self.typedContainers(below: componentRoot, stops: component), Self.typedContainers(below: captureRoot, stops: capture),
                entries: entries)
        } else {
            containers = []
        }
    }

    /// The stops of one side, frames moved to the side's own origin.
    static func sides(_ stops: [SpokenStop]) -> [Stop] {
        let frames = stops.compactMap { $0.stop.node.frame.map(CGRectLike.init) }
        let origin = (x: frames.map(\.minX).min() ?? 0, y: frames.map(\.minY).min() ?? 0)
        return stops.enumerated().map { position, spoken in
            let node = spoken.stop.node
            return Stop(
                position: position + 1, path: spoken.path, label: node.label, value: node.value, hint: node.hint,
                traits: node.traits,
                frame: node.frame.map { frame in
                    let plain = CGRectLike(frame)
                    return CGRect(x: plain.minX - origin.x, y: plain.minY - origin.y, width: plain.width, height: plain.height)
                }, identifier: node.identifier,
                description: spoken.description)
        }
    }
}
