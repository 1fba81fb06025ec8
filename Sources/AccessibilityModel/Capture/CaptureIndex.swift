import Foundation

/// Where each element of a captured screen is in the file it was read from,
/// and how a UI test finds it again: the element's type, identifier and label
/// as captured, its line and column, and an XPath that Appium's XCUITest
/// driver accepts (docs/capturing.md § Findings you can act on).
///
/// The tree's nodes are identified by path, and the index answers for a path:
///
/// ```swift
/// let screen = try CapturedScreen.readPageSource(data)
/// screen.index.elements(at: [NodePath([0, 1])])[NodePath([0, 1])]?.xpath
/// // //XCUIElementTypeButton[@name="Save"]
/// ```
///
/// It keeps a few numbers and the names per element, in document order, and
/// makes XPaths only for the paths asked for (one pass over the elements).
public struct CaptureIndex: Sendable {
    /// One captured element, as Appium and the file know it.
    public struct Element: Hashable, Sendable {
        /// The element type without the `XCUIElementType` prefix (`Button`).
        public var type: String
        /// The accessibility identifier as captured.
        public var identifier: String?
        /// The label as captured (a cell's own, not the texts VoiceOver joins for it).
        public var label: String?
        /// Where the element starts in the file (`0` when the format gives no place, as for an envelope's text).
        public var line: Int
        public var column: Int
        /// An XPath that finds exactly this element in Appium's page source of the screen:
        /// `//XCUIElementTypeButton[@name="Save"]`, or `(//XCUIElementTypeCell)[3]` when it has no name or the
        /// name is not unique.
        public var xpath: String
    }

    /// One element, in 48 bytes: its type as a place in ``types`` (a screen has few types and many elements).
    struct Entry: Sendable {
        var type: Int32
        var line: Int32
        var column: Int32
        /// The place of the parent in ``entries``; -1 for the root.
        var parent: Int32
        var identifier: String?
        var label: String?

        /// WebDriverAgent's `name`: the identifier when not empty, else the label; `nil` when both are empty.
        var name: String? {
            if let identifier, !identifier.isEmpty { return identifier }
            if let label, !label.isEmpty { return label }
            return nil
        }
    }

    /// An element type and name, as an XPath step matches them.
    struct Key: Hashable {
        var type: Int32
        var name: String?
    }

    /// The elements in document order (the order of a depth-first walk, parents first).
    var entries: [Entry] = []
    /// The element types met, each once, by their place (``Entry/type``).
    private(set) var types: [String] = []
    private var typePlaces: [String: Int32] = [:]
    /// The places of the elements opened and not yet closed, while the index is built.
    private var openPlaces: [Int] = []

    public init() {}

    /// How many elements the capture has.
    public var count: Int { entries.count }

    /// Makes room for `count` elements at once (a screen's elements are counted before they are indexed), so that
    /// the index holds no room it does not use.
    mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
    }

    /// Records an element before its children; returns its place, for ``close(_:)``.
    mutating func open(_ element: borrowing CapturedElement) -> Int {
        let type: Int32
        if let known = typePlaces[element.type] {
            type = known
        } else {
            type = Int32(types.count)
            types.append(element.type)
            typePlaces[element.type] = type
        }
        entries.append(
            Entry(
                type: type, line: Int32(clamping: element.line), column: Int32(clamping: element.column),
                parent: Int32(clamping: openPlaces.last ?? -1), identifier: element.identifier, label: element.label))
        openPlaces.append(entries.count - 1)
        return entries.count - 1
    }

    /// Records that the element at `place` has all its children.
    mutating func close(_ place: Int) {
        if openPlaces.last == place { openPlaces.removeLast() }
    }

    /// Sets every element's line and column from `positions`, in document order (a snapshot's places, found in
    /// one scan of the file); ignored when the counts differ.
    mutating func setPositions(_ positions: [(line: Int, column: Int)]) {
        guard positions.count == entries.count else { return }
        for index in entries.indices {
            entries[index].line = Int32(clamping: positions[index].line)
            entries[index].column = Int32(clamping: positions[index].column)
        }
    }

    /// Forgets every position (an envelope's text: its lines are not the file's).
    public mutating func clearPositions() {
        for index in entries.indices {
            entries[index].line = 0
            entries[index].column = 0
        }
    }

    /// Each element's children, in one array by parent (parents in document order, each one's children in
    /// theirs): `children[start[place]..<start[place + 1]]` are the places of the children of `place`. Made in
    /// one pass when paths are looked up, so that finding an element costs a step per level, however wide the
    /// screen (walking siblings would make a list of many rows quadratic).
    func childTable() -> (start: [Int32], children: [Int32]) {
        var start = [Int32](repeating: 0, count: entries.count + 1)
        for entry in entries where entry.parent >= 0 { start[Int(entry.parent) + 1] += 1 }
        for place in entries.indices { start[place + 1] += start[place] }
        var next = start
        var children = [Int32](repeating: 0, count: max(entries.count - 1, 0))
        for place in entries.indices where entries[place].parent >= 0 {
            let parent = Int(entries[place].parent)
            children[Int(next[parent])] = Int32(place)
            next[parent] += 1
        }
        return (start, children)
    }

    /// The place in ``entries`` of the element at `path`, or `nil` when there is none.
    func place(of path: NodePath, in table: (start: [Int32], children: [Int32])) -> Int? {
        guard !entries.isEmpty else { return nil }
        var place = 0
        var found = true
        path.forEachIndex { index in
            guard found else { return }
            let first = Int(table.start[place]), end = Int(table.start[place + 1])
            if index < end - first { place = Int(table.children[first + index]) } else { found = false }
        }
        return found ? place : nil
    }

    /// The elements at `paths`, with their XPaths; paths with no element are left out.
    public func elements(at paths: some Sequence<NodePath>) -> [NodePath: Element] {
        var places: [NodePath: Int] = [:]
        let table = childTable()
        for path in paths where places[path] == nil {
            if let place = place(of: path, in: table) { places[path] = place }
        }
        // One pass: how many elements share each asked-for element's type and name, and its rank among them.
        // An element without a name is found among every element of its type (`(//XCUIElementTypeImage)[2]`):
        // a step without a predicate matches them all.
        var totals: [Key: Int] = [:]
        for place in places.values { totals[key(place)] = 0 }
        let asked = Set(places.values)
        var ranks: [Int: Int] = [:]
        for place in entries.indices {
            let type = entries[place].type
            for key in [Key(type: type, name: entries[place].name), Key(type: type, name: nil)] {
                guard let total = totals[key] else { continue }
                totals[key] = total + 1
                if asked.contains(place), key == self.key(place) { ranks[place] = total + 1 }
                if key.name == nil { break }
            }
        }
        return places.mapValues { place in
            let entry = entries[place]
            let matched = key(place)
            let type = types[Int(entry.type)]
            return Element(
                type: type, identifier: entry.identifier, label: entry.label, line: Int(entry.line),
                column: Int(entry.column),
                xpath: Self.xpath(type: type, name: entry.name, rank: ranks[place] ?? 1, of: totals[matched] ?? 1))
        }
    }

    /// The key an element's XPath step matches: its type and name.
    private func key(_ place: Int) -> Key { Key(type: entries[place].type, name: entries[place].name) }

    /// `//XCUIElementTypeButton[@name="Save"]`, or `(//…)[rank]` when other elements match the same.
    static func xpath(type: String, name: String?, rank: Int, of total: Int) -> String {
        var step = "//\(PageSourceReader.prefix)\(type)"
        if let name { step += "[@name=\(literal(name))]" }
        return total > 1 ? "(\(step))[\(rank)]" : step
    }

    /// An XPath 1.0 string literal of `text`: it has no escapes, so a text with both quotes is a `concat(…)`.
    static func literal(_ text: String) -> String {
        if !text.contains("\"") { return "\"\(text)\"" }
        if !text.contains("'") { return "'\(text)'" }
        let parts = text.split(separator: "\"", omittingEmptySubsequences: false).map { "\"\($0)\"" }
        return "concat(\(parts.joined(separator: ", '\"', ")))"
    }
}
