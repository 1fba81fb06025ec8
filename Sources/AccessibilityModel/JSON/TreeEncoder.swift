import Foundation

/// Turns an ``AccessibilityTree`` into tree-format JSON: only fields that
/// differ from the format's defaults, in one fixed key order.
///
/// Colours are written as 8-bit hex, so a colour that is not a multiple of
/// 1/255 comes back quantised; node identities are not written (readers
/// give every node its path).
enum TreeEncoder {
    static func encode(_ tree: AccessibilityTree) -> JSONValue {
        var members = head(of: tree)
        members.append(("root", encode(tree.root, targets: RotorTargets(tree))))
        return .object(members)
    }

    /// The top-level members before `root`.
    static func head(of tree: AccessibilityTree) -> [(key: String, value: JSONValue)] {
        var members: [(key: String, value: JSONValue)] = [("version", .number(Double(TreeFormat.version)))]
        if let name = tree.name { members.append(("name", .string(name))) }
        if tree.layoutDirection != .leftToRight { members.append(("layoutDirection", .string(tree.layoutDirection.rawValue))) }
        if let settings = tree.settings { members.append(("settings", encode(settings))) }
        return members
    }

    /// Writes the text of `encode(_:)` (of a tree) a node at a time,
    /// handing `body` the bytes each time about 64 KiB have gathered (each
    /// piece whole UTF-8), without the tree's JSON value or text held whole.
    static func write(_ tree: AccessibilityTree, style: JSONWriter.Style, pieces body: (UnsafeRawBufferPointer) -> Void) {
        var json = JSONStreamWriter(style: style)
        var bytes: [UInt8] = []
        func handOn(atLeast size: Int) {
            guard bytes.count >= size else { return }
            bytes.withUnsafeBytes(body)
            bytes.removeAll(keepingCapacity: true)
        }
        json.beginObject(into: &bytes)
        for (key, value) in head(of: tree) { json.write(value, key: key, into: &bytes) }
        let targets = RotorTargets(tree)
        // Nodes whose children are being written, each with the next child's index.
        var open: [(children: [AccessibilityNode], next: Int)] = []
        func begin(_ node: AccessibilityNode, key: String?) {
            json.beginObject(key: key, into: &bytes)
            for (key, value) in fields(of: node, targets: targets) { json.write(value, key: key, into: &bytes) }
            if node.children.isEmpty {
                json.end(into: &bytes)
            } else {
                json.beginArray(key: "children", into: &bytes)
                open.append((node.children, 0))
            }
            handOn(atLeast: 1 << 16)
        }
        begin(tree.root, key: "root")
        while let top = open.indices.last {
            if open[top].next < open[top].children.count {
                let child = open[top].children[open[top].next]
                open[top].next += 1
                begin(child, key: nil)
            } else {
                open.removeLast()
                json.end(into: &bytes)  // the children
                json.end(into: &bytes)  // the node
            }
        }
        json.end(into: &bytes)
        bytes.append(0x0A)
        handOn(atLeast: 1)
    }

    /// The settings that differ from the defaults; booleans as JSON booleans.
    static func encode(_ settings: AccessibilitySettings) -> JSONValue {
        let defaults = AccessibilitySettings()
        var members: [(key: String, value: JSONValue)] = []
        for key in AccessibilitySettings.Key.allCases {
            let text = settings.value(of: key)
            guard text != defaults.value(of: key) else { continue }
            switch text {
            case "true": members.append((key.rawValue, .bool(true)))
            case "false": members.append((key.rawValue, .bool(false)))
            default: members.append((key.rawValue, .string(text)))
            }
        }
        return .object(members)
    }

    /// One node and its subtree (recursive: trees written here come from
    /// memory, and the format's readers refuse more than 512 levels anyway).
    static func encode(_ node: AccessibilityNode, targets: RotorTargets) -> JSONValue {
        var members = fields(of: node, targets: targets)
        if !node.children.isEmpty { members.append(("children", .array(node.children.map { encode($0, targets: targets) }))) }
        return .object(members)
    }

    /// A node's members other than `children`, which comes last.
    static func fields(of node: AccessibilityNode, targets: RotorTargets) -> [(key: String, value: JSONValue)] {
        var members: [(key: String, value: JSONValue)] = []
        func add(_ key: String, _ value: JSONValue) { members.append((key, value)) }
        func strings(_ items: [String]) -> JSONValue { .array(items.map { .string($0) }) }
        func numbers(_ items: [Double]) -> JSONValue { .array(items.map { .number($0) }) }

        if let label = node.label { add("label", .string(label)) }
        if let value = node.value { add("value", .string(value)) }
        if let hint = node.hint { add("hint", .string(hint)) }
        if !node.traits.isEmpty { add("traits", strings(node.traits.names)) }
        if node.isElement != node.children.isEmpty { add("element", .bool(node.isElement)) }
        if node.isHidden { add("hidden", .bool(true)) }
        if let container = node.container { add("container", .string(container.rawValue)) }
        if let elementType = node.elementType { add("elementType", .string(elementType.name)) }
        if let frame = node.frame {
            add("frame", numbers([frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map { Double($0) }))
        }
        if let point = node.activationPoint { add("activationPoint", numbers([Double(point.x), Double(point.y)])) }
        if let targets = node.touchTargets {
            add("touchTargets", .array(targets.map { numbers([$0.origin.x, $0.origin.y, $0.size.width, $0.size.height].map { Double($0) }) }))
        }
        if !node.actions.isEmpty { add("actions", strings(node.actions.names)) }
        if !node.customActions.isEmpty { add("customActions", strings(node.customActions)) }
        if node.sortPriority != 0 { add("sortPriority", .number(node.sortPriority)) }
        if let level = node.headingLevel { add("headingLevel", .number(Double(level))) }
        if let identifier = node.identifier { add("identifier", .string(identifier)) }
        if let language = node.language { add("language", .string(language)) }
        if !node.inputLabels.isEmpty { add("inputLabels", strings(node.inputLabels)) }
        if !node.customContent.isEmpty {
            add(
                "customContent",
                .array(
                    node.customContent.map { content in
                        var members: [(key: String, value: JSONValue)] = [("label", .string(content.label)), ("value", .string(content.value))]
                        if content.isHighImportance { members.append(("importance", .string("high"))) }
                        return .object(members)
                    }))
        }
        if !node.customRotors.isEmpty { add("customRotors", encode(node.customRotors, of: node, targets: targets)) }
        if let foreground = node.foreground { add("foreground", .string(foreground.hex)) }
        if let background = node.background { add("background", .string(background.hex)) }
        if let kind = node.backgroundKind { add("backgroundKind", .string(kind.rawValue)) }
        if let boundary = node.boundary { add("boundary", .string(boundary.hex)) }
        if !node.backdrop.isEmpty { add("backdrop", .array(node.backdrop.map(encode))) }
        if !node.drawing.isEmpty { add("drawing", .array(node.drawing.map(encode))) }
        if let font = node.font { add("font", encode(font)) }
        if let text = node.text { add("text", .string(text)) }
        if node.isTruncated { add("truncated", .bool(true)) }
        if node.isSymbolDrawnByPlatform { add("platformSymbol", .bool(true)) }
        if node.isTargetSizedByPlatform { add("platformTarget", .bool(true)) }
        if !node.motion.isEmpty { add("motion", strings(node.motion.names)) }
        if let origin = node.labelOrigin { add("labelOrigin", .string(origin.rawValue)) }
        if !node.isRenderedEnabled { add("enabled", .bool(false)) }
        return members
    }

    static func encode(_ font: FontFacts) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("size", .number(font.size))]
        if font.weight != .regular { members.append(("weight", .string(font.weight.rawValue))) }
        if !font.scalesWithDynamicType { members.append(("scalesWithDynamicType", .bool(false))) }
        if let style = font.textStyle { members.append(("textStyle", .string(style))) }
        return .object(members)
    }
}
