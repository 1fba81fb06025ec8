import Foundation

/// The fields of one node, and the typed readers they share.
extension TreeDecoder {
    /// Decodes one member of a node object; unknown keys are ignored (and
    /// noted when they look like a misspelt field).
    mutating func decodeField(_ key: String, _ value: JSONValue, into node: inout AccessibilityNode) throws(TreeDecodingFailure) {
        switch key {
        case "label": node.label = try string(value, key)
        case "value": node.value = try string(value, key)
        case "hint": node.hint = try string(value, key)
        case "traits":
            for (index, name) in try strings(value, key).enumerated() {
                node.traits.insert(
                    try lookUp(
                        name, what: "trait", in: Names.traits,
                        at: [.key(key), .index(index)]))
            }
        case "hidden": node.isHidden = try bool(value, key)
        case "container":
            node.container = try named(value, key, what: "container", from: Names.containers)
        case "elementType":
            node.elementType = try named(value, key, what: "element type", from: Names.elementTypes)
        case "frame":
            let numbers = try numbers(value, key, count: 4, shape: "[x, y, width, height]")
            guard numbers[2] >= 0, numbers[3] >= 0 else {
                throw failure("negative size in frame: width and height must not be negative", at: [.key(key)])
            }
            node.frame = CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        case "activationPoint":
            let numbers = try numbers(value, key, count: 2, shape: "[x, y]")
            node.activationPoint = CGPoint(x: numbers[0], y: numbers[1])
        case "touchTargets": node.touchTargets = try rectangles(value, key)
        case "actions":
            for (index, name) in try strings(value, key).enumerated() {
                node.actions.insert(
                    try lookUp(
                        name, what: "action", in: Names.actions,
                        at: [.key(key), .index(index)]))
            }
        case "customActions": node.customActions = try strings(value, key)
        case "sortPriority": node.sortPriority = try number(value, key)
        case "headingLevel":
            let level = try number(value, key)
            guard level == level.rounded(), (1...6).contains(level) else {
                throw failure("headingLevel must be an integer from 1 to 6, found \(formatNumber(level))", at: [.key(key)])
            }
            node.headingLevel = Int(level)
        case "identifier": node.identifier = try string(value, key)
        case "language": node.language = try string(value, key)
        case "inputLabels": node.inputLabels = try strings(value, key)
        case "customContent": node.customContent = try customContent(value)
        case "customRotors": node.customRotors = try customRotors(value, of: node)
        case "foreground": node.foreground = try color(value, key)
        case "background": node.background = try color(value, key)
        case "backgroundKind":
            node.backgroundKind = try named(value, key, what: "background kind", from: Names.backgroundKinds)
        case "boundary": node.boundary = try color(value, key)
        case "backdrop": node.backdrop = try layers(value, key)
        case "drawing": node.drawing = try layers(value, key)
        case "font": node.font = try font(value)
        case "text": node.text = try string(value, key)
        case "truncated": node.isTruncated = try bool(value, key)
        case "platformSymbol": node.isSymbolDrawnByPlatform = try bool(value, key)
        case "platformTarget": node.isTargetSizedByPlatform = try bool(value, key)
        case "motion":
            for (index, name) in try strings(value, key).enumerated() {
                node.motion.insert(
                    try lookUp(
                        name, what: "motion effect", in: Names.motion,
                        at: [.key(key), .index(index)]))
            }
        case "labelOrigin":
            node.labelOrigin = try named(value, key, what: "label origin", from: Names.labelOrigins)
        case "enabled": node.isRenderedEnabled = try bool(value, key)
        default: noteUnknown(key, at: [], among: .node)
        }
    }

    /// `[{"label": "Allergens", "value": "Gluten", "importance": "high"}]`; importance `default` or `high`.
    private mutating func customContent(_ value: JSONValue) throws(TreeDecodingFailure) -> [CustomContent] {
        guard case .array(let items) = value else { throw mismatch(expected: "an array", found: value, at: [.key("customContent")]) }
        var result: [CustomContent] = []
        for (index, item) in items.enumerated() {
            let at: [JSONPath.Component] = [.key("customContent"), .index(index)]
            guard case .object(let members) = item else { throw mismatch(expected: "an object", found: item, at: at) }
            var content = CustomContent(label: "", value: "")
            for (key, member) in members {
                guard case .string(let text) = member else { throw mismatch(expected: "a string", found: member, at: at + [.key(key)]) }
                switch key {
                case "label": content.label = text
                case "value": content.value = text
                case "importance":
                    guard text == "default" || text == "high" else {
                        throw failure("custom content importance must be default or high, found \"\(text)\"", at: at + [.key(key)])
                    }
                    content.isHighImportance = text == "high"
                default: break
                }
            }
            result.append(content)
        }
        return result
    }

    private mutating func font(_ value: JSONValue) throws(TreeDecodingFailure) -> FontFacts {
        guard case .object(let members) = value else { throw mismatch(expected: "an object", found: value, at: [.key("font")]) }
        var font = FontFacts(size: 0)
        var hasSize = false
        for (key, member) in members {
            let at: [JSONPath.Component] = [.key("font"), .key(key)]
            switch key {
            case "size":
                guard case .number(let size) = member else { throw mismatch(expected: "a number", found: member, at: at) }
                guard size > 0 else { throw failure("font size must be positive, found \(formatNumber(size))", at: at) }
                font.size = size
                hasSize = true
            case "weight":
                guard case .string(let name) = member else { throw mismatch(expected: "a string", found: member, at: at) }
                font.weight = try lookUp(name, what: "font weight", in: Names.weights, at: at)
            case "scalesWithDynamicType":
                guard case .bool(let flag) = member else { throw mismatch(expected: "a boolean", found: member, at: at) }
                font.scalesWithDynamicType = flag
            case "textStyle":
                guard case .string(let style) = member else { throw mismatch(expected: "a string", found: member, at: at) }
                font.textStyle = style
            default: noteUnknown(key, at: [.key("font")], among: .font)
            }
        }
        guard hasSize else { throw failure("missing 'size' in font", at: [.key("font")]) }
        return font
    }

    /// The settings object: keys of ``AccessibilitySettings/Key``, values strings or booleans.
    func settings(_ value: JSONValue) throws(TreeDecodingFailure) -> AccessibilitySettings {
        guard case .object(let members) = value else { throw mismatch(expected: "an object", found: value, at: [.key("settings")]) }
        var settings = AccessibilitySettings()
        let names = AccessibilitySettings.Key.allCases.map(\.rawValue)
        for (key, member) in members {
            let at: [JSONPath.Component] = [.key("settings"), .key(key)]
            guard let settingKey = AccessibilitySettings.Key(rawValue: key) else {
                throw failure("unknown setting '\(key)'", at: at, suggestion: Suggestion.nearest(to: key, in: names))
            }
            let text: String
            switch member {
            case .string(let string): text = string
            case .bool(let flag): text = String(flag)
            default: throw mismatch(expected: "a string or a boolean", found: member, at: at)
            }
            do {
                try settings.set(settingKey, to: text)
            } catch {
                throw failure(error.message, at: at, suggestion: error.suggestion)
            }
        }
        return settings
    }

    // MARK: Typed readers

    func string(_ value: JSONValue, _ key: String) throws(TreeDecodingFailure) -> String {
        guard case .string(let text) = value else { throw mismatch(expected: "a string", found: value, at: [.key(key)]) }
        return text
    }

    func bool(_ value: JSONValue, _ key: String) throws(TreeDecodingFailure) -> Bool {
        guard case .bool(let flag) = value else { throw mismatch(expected: "a boolean", found: value, at: [.key(key)]) }
        return flag
    }

    func number(_ value: JSONValue, _ key: String) throws(TreeDecodingFailure) -> Double {
        guard case .number(let number) = value, number.isFinite else {
            throw mismatch(expected: "a number", found: value, at: [.key(key)])
        }
        return number
    }

    func strings(_ value: JSONValue, _ key: String) throws(TreeDecodingFailure) -> [String] {
        guard case .array(let items) = value else { throw mismatch(expected: "an array of strings", found: value, at: [.key(key)]) }
        var result: [String] = []
        result.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            guard case .string(let text) = item else { throw mismatch(expected: "a string", found: item, at: [.key(key), .index(index)]) }
            result.append(text)
        }
        return result
    }

    /// Exactly `count` finite numbers.
    /// An array of rectangles, each `[x, y, width, height]` with a non-negative size (`touchTargets`).
    private func rectangles(_ value: JSONValue, _ key: String) throws(TreeDecodingFailure) -> [CGRect] {
        guard case .array(let items) = value else {
            throw mismatch(expected: "an array of rectangles [[x, y, width, height], …]", found: value, at: [.key(key)])
        }
        var result: [CGRect] = []
        for (index, item) in items.enumerated() {
            let at: [JSONPath.Component] = [.key(key), .index(index)]
            let numbers = try numbers(item, key, count: 4, shape: "[x, y, width, height]", at: at)
            guard numbers[2] >= 0, numbers[3] >= 0 else {
                throw failure("negative size in \(key): width and height must not be negative", at: at)
            }
            result.append(CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
        }
        return result
    }

    private func numbers(
        _ value: JSONValue, _ key: String, count: Int, shape: String,
        at path: [JSONPath.Component]? = nil
    ) throws(TreeDecodingFailure) -> [Double] {
        let at = path ?? [.key(key)]
        guard case .array(let items) = value else {
            throw mismatch(expected: "an array of \(count) numbers \(shape)", found: value, at: at)
        }
        guard items.count == count else {
            throw failure("\(key) must have \(count) numbers \(shape), found \(items.count)", at: at)
        }
        var result: [Double] = []
        for (index, item) in items.enumerated() {
            guard case .number(let number) = item, number.isFinite else {
                throw mismatch(expected: "a finite number", found: item, at: at + [.index(index)])
            }
            result.append(number)
        }
        return result
    }

    private func color(_ value: JSONValue, _ key: String) throws(TreeDecodingFailure) -> SRGBColor {
        let text = try string(value, key)
        guard let color = try? SRGBColor(hex: text) else {
            throw failure("'\(text)' is not a colour; expected #RRGGBB or #RRGGBBAA", at: [.key(key)])
        }
        return color
    }

    /// A string member that must be one of `known` names.
    func named<T>(_ value: JSONValue, _ key: String, what: String, from known: [(String, T)]) throws(TreeDecodingFailure) -> T {
        try lookUp(try string(value, key), what: what, in: known, at: [.key(key)])
    }

    /// The value named `name`, or an error with the nearest name.
    func lookUp<T>(_ name: String, what: String, in known: [(String, T)], at extra: [JSONPath.Component]) throws(TreeDecodingFailure) -> T {
        if let match = known.first(where: { $0.0 == name }) { return match.1 }
        throw failure("unknown \(what) '\(name)'", at: extra, suggestion: Suggestion.nearest(to: name, in: known.map(\.0)))
    }
}

/// The names the format knows, built once.
private enum Names {
    static let traits = ElementTraits.named.map { ($0.name, $0.trait) }
    static let actions = StandardActions.named.map { ($0.name, $0.action) }
    static let containers = ContainerKind.allKnown.map { ($0.rawValue, $0) }
    static let elementTypes = ElementType.named.map { ($0.name, $0.type) }
    static let backgroundKinds = BackgroundKind.allKnown.map { ($0.rawValue, $0) }
    static let motion = MotionEffects.named.map { ($0.name, $0.effect) }
    static let labelOrigins = LabelOrigin.allKnown.map { ($0.rawValue, $0) }
    static let weights = FontWeight.all.map { ($0.rawValue, $0) }
}
