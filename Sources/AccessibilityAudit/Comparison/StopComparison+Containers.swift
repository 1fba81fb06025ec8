import AccessibilityModel
import Foundation
import ScreenReader

extension StopComparison {
    /// A node of one side with an element type (a list, a cell, a navigation
    /// bar, a tab bar: `ElementType`), and the focus stops it holds.
    public struct Container: Hashable, Sendable {
        public var type: ElementType
        public var path: NodePath
        /// Its identifier, else its label unless it is a stop itself (what XCUITest's
        /// `app.navigationBars["Inbox"]` finds it by).
        public var name: String?
        /// The positions (from 1) of the side's stops that are it or inside it, in reading order.
        public var stops: [Int]
    }

    /// A pair of containers, or a container of one side alone.
    public struct ContainerEntry: Hashable, Sendable {
        public var component: Container?
        public var capture: Container?
        /// What differs in a pair: its `elementType` (a table against a collection view) or its `identifier`.
        public var differences: [Difference]

        public var kind: Kind { .of(component: component != nil, capture: capture != nil, differs: !differences.isEmpty) }
    }

    /// How many container entries are of `kind`.
    public func containerCount(_ kind: Kind) -> Int { containers.count { $0.kind == kind } }

    /// `stops` without those in the platform's parts below `root` (the system keyboard, a scroll indicator:
    /// ``ElementType/isPlatformOwned``).
    static func leavingOutPlatformParts(_ stops: [SpokenStop], below root: AccessibilityNode?) -> [SpokenStop] {
        guard let root else { return stops }
        var parts: [NodePath] = []
        var pending: [(node: AccessibilityNode, path: NodePath)] = [(root, .root)]
        while let (node, path) = pending.popLast() {
            if node.elementType?.isPlatformOwned == true {
                parts.append(path)
                continue
            }
            for index in node.children.indices { pending.append((node.children[index], path.appending(index))) }
        }
        guard !parts.isEmpty else { return stops }
        return stops.filter { stop in !parts.contains { stop.path.starts(with: $0) } }
    }

    /// The containers of the tree below `root` (not hidden, not in the platform's parts), in document order, each
    /// with the positions of `stops` (that side's stops, paths from the same root) it holds.
    static func typedContainers(below root: AccessibilityNode, stops: [SpokenStop]) -> [Container] {
        var found: [Container] = []
        var pending: [(node: AccessibilityNode, path: NodePath)] = [(root, .root)]
        while let (node, path) = pending.popLast() {
            if node.isHidden || node.elementType?.isPlatformOwned == true { continue }
            if let type = node.elementType {
                // A container that is itself a stop (a capture's cell read as one element) is named by no label:
                // its label is the stop's, compared with the stops.
                let label = node.isElement ? nil : node.label
                let name = node.identifier.flatMap { $0.isEmpty ? nil : $0 } ?? label.flatMap { $0.isEmpty ? nil : $0 }
                let inside = stops.indices.filter { stops[$0].path.starts(with: path) }.map { $0 + 1 }
                found.append(Container(type: type, path: path, name: name, stops: inside))
            }
            for index in node.children.indices.reversed() { pending.append((node.children[index], path.appending(index))) }
        }
        return found
    }

    /// Lists and tables are one family: a list that is a table on one side and a collection view on the other is
    /// the same list, changed in its type.
    static func family(_ type: ElementType) -> ElementType { type == .table ? .collectionView : type }

    /// Pairs the containers: first those of a family that hold paired stops (a cell and the cell holding the
    /// same stop on the other side), each side's container taken once, in document order; then the rest of
    /// each family in document order. Capture containers left alone come last.
    static func pairContainers(_ left: [Container], _ right: [Container], entries: [Entry]) -> [ContainerEntry] {
        var partner: [Int: Int] = [:]
        for entry in entries {
            if let one = entry.component, let other = entry.capture { partner[one.position] = other.position }
        }
        let paired = Set(partner.values)
        // The capture containers holding each capture stop, in document order.
        var holders: [Int: [Int]] = [:]
        for (index, container) in right.enumerated() {
            for stop in container.stops { holders[stop, default: []].append(index) }
        }
        var pairs: [Int: Int] = [:]
        var taken = Set<Int>()
        for (index, container) in left.enumerated() {
            let candidates = container.stops.compactMap { partner[$0] }.flatMap { holders[$0] ?? [] }
            guard
                let match = candidates.filter({ !taken.contains($0) && family(right[$0].type) == family(container.type) }).min()
            else { continue }
            pairs[index] = match
            taken.insert(match)
        }
        // Left alone so far: paired in document order with the family's containers that hold no paired stop.
        var rest: [ElementType: [Int]] = [:]
        for index in right.indices where !taken.contains(index) && !right[index].stops.contains(where: paired.contains) {
            rest[family(right[index].type), default: []].append(index)
        }
        for index in left.indices where pairs[index] == nil {
            guard let match = rest[family(left[index].type)]?.first else { continue }
            rest[family(left[index].type)]?.removeFirst()
            pairs[index] = match
            taken.insert(match)
        }
        var result: [ContainerEntry] = left.indices.map { index in
            guard let match = pairs[index] else { return ContainerEntry(component: left[index], capture: nil, differences: []) }
            return ContainerEntry(component: left[index], capture: right[match], differences: differences(left[index], right[match]))
        }
        for index in right.indices where !taken.contains(index) {
            result.append(ContainerEntry(component: nil, capture: right[index], differences: []))
        }
        return result
    }

    /// What differs between two paired containers: the type (within a family), and the name when both sides
    /// have one (a capture names a bar as UIKit does; a side without a name says nothing about it).
    static func differences(_ one: Container, _ other: Container) -> [Difference] {
        var found: [Difference] = []
        if one.type != other.type {
            found.append(Difference(field: .elementType, component: one.type.name, capture: other.type.name))
        }
        if let name = one.name, let otherName = other.name, name != otherName {
            found.append(Difference(field: .identifier, component: "\"\(name)\"", capture: "\"\(otherName)\""))
        }
        return found
    }
}
