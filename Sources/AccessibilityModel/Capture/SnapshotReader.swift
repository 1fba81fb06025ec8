import Foundation

/// Reads an `XCUIElement` snapshot dictionary saved as JSON (a UI test's
/// `try app.snapshot().dictionaryRepresentation`, written with
/// `JSONSerialization`): `elementType`, `identifier`, `label`, `value`,
/// `frame`, `enabled`, `selected`, `placeholderValue` and `children`.
enum SnapshotReader {
    /// `XCUIElement.ElementType`'s cases in raw-value order (`0` is `any`, `9` is `button`), as their
    /// page-source names; the JSON carries the raw value.
    static let typeNames = [
        "Any", "Other", "Application", "Group", "Window", "Sheet", "Drawer", "Alert", "Dialog", "Button", "RadioButton",
        "RadioGroup", "CheckBox", "DisclosureTriangle", "PopUpButton", "ComboBox", "MenuButton", "ToolbarButton", "Popover",
        "Keyboard", "Key", "NavigationBar", "TabBar", "TabGroup", "Toolbar", "StatusBar", "Table", "TableRow", "TableColumn",
        "Outline", "OutlineRow", "Browser", "CollectionView", "Slider", "PageIndicator", "ProgressIndicator", "ActivityIndicator",
        "SegmentedControl", "Picker", "PickerWheel", "Switch", "Toggle", "Link", "Image", "Icon", "SearchField", "ScrollView",
        "ScrollBar", "StaticText", "TextField", "SecureTextField", "DatePicker", "TextView", "Menu", "MenuItem", "MenuBar",
        "MenuBarItem", "Map", "WebView", "IncrementArrow", "DecrementArrow", "Timeline", "RatingIndicator", "ValueIndicator",
        "SplitGroup", "Splitter", "RelevanceIndicator", "ColorWell", "HelpTag", "Matte", "DockItem", "Ruler", "RulerMarker",
        "Grid", "LevelIndicator", "Cell", "LayoutArea", "LayoutItem", "Handle", "Stepper", "Tab", "TouchBar", "StatusItem",
    ]

    /// Keys read with no effect on the tree (docs/spec/tree-format.md § Captured screens).
    static let readWithoutEffect: Set<String> = [
        "title",  // macOS windows and menus; iOS elements leave it empty
        "hasFocus", "hasKeyboardFocus", "horizontalSizeClass", "verticalSizeClass", "windowContextID", "displayID",
    ]

    /// Whether `value` looks like a snapshot dictionary: an object with an `elementType`.
    static func recognises(_ value: JSONValue) -> Bool {
        value["elementType"] != nil
    }

    /// The captured root element of the snapshot `value`, read from `data` (for positions).
    static func element(from value: JSONValue, data: Data, warnings: inout CaptureWarnings) throws(TreeFormatError) -> CapturedElement {
        let reader = Reader(data: data)
        if exceedsElementLimit(value) {
            let (line, column) = reader.position(JSONPath())
            throw TreeFormatError(
                message: "the snapshot has more than \(TreeFormat.maximumNodeCount) elements; a captured screen has far fewer",
                line: line, column: column)
        }
        return try reader.convert(value, path: JSONPath(), warnings: &warnings)
    }

    /// Whether the snapshot has more elements than a tree may have, counted before any is read, so that a huge
    /// file is refused before its elements are built.
    static func exceedsElementLimit(_ value: JSONValue, limit: Int = TreeFormat.maximumNodeCount) -> Bool {
        var count = 0
        var pending = [value]
        while let next = pending.popLast() {
            count += 1
            if count > limit { return true }
            if let children = next["children"]?.arrayValue { pending.append(contentsOf: children) }
        }
        return false
    }

    private struct Reader {
        let data: Data
        let parser = JSONParser(options: .init(maximumDepth: TreeFormat.jsonDepthLimit, maximumBytes: TreeFormat.maximumBytes))

        /// The line and column of the value at `path`: a scan of the file, so only looked up for an error or a
        /// listed warning (a lookup per element would make reading quadratic).
        func position(_ path: JSONPath) -> (line: Int, column: Int) {
            guard let offset = parser.offset(of: path, in: data) else { return (0, 0) }
            return JSONParser.lineAndColumn(of: offset, in: data)
        }

        func failure(_ message: String, at path: JSONPath) -> TreeFormatError {
            let (line, column) = position(path)
            return TreeFormatError(message: "\(message) at \(path.abbreviated())", path: path.abbreviated(), line: line, column: column)
        }

        func convert(_ value: JSONValue, path: JSONPath, warnings: inout CaptureWarnings) throws(TreeFormatError) -> CapturedElement {
            guard let members = value.objectValue else { throw failure("an element must be an object, found \(value.kindDescription)", at: path) }
            let type = try elementType(value["elementType"], path: path.appending(.key("elementType")))
            // The place of an element is looked up only for a warning (below), never for every element.
            var element = CapturedElement(type: type.name, typeSpelling: type.spelling, line: 0, column: 0)
            for (key, member) in members {
                let memberPath = path.appending(.key(key))
                switch key {
                case "elementType": break
                case "identifier": element.identifier = member.stringValue
                case "label": element.label = member.stringValue
                case "value": element.value = SnapshotReader.text(member)
                case "placeholderValue": element.placeholder = member.stringValue
                case "enabled": element.enabled = bool(member, key: key, otherwise: true, at: memberPath, warnings: &warnings)
                case "selected": element.selected = bool(member, key: key, otherwise: false, at: memberPath, warnings: &warnings)
                case "frame": element.frame = try frame(member, path: memberPath, warnings: &warnings)
                case "children":
                    guard let children = member.arrayValue else {
                        throw failure("'children' must be an array, found \(member.kindDescription)", at: memberPath)
                    }
                    element.children.reserveCapacity(children.count)
                    for (index, child) in children.enumerated() {
                        element.children.append(try convert(child, path: memberPath.appending(.index(index)), warnings: &warnings))
                    }
                case let other where readWithoutEffect.contains(other): break
                default:
                    warnings.add("key \(key)", "unmapped key '\(key)': ignored") { position(memberPath) }
                }
            }
            // An unmapped type is warned about here, where its place is known, rather than by the mapping.
            if let (key, message) = CaptureMapping.unmappedTypeWarning(element) {
                warnings.add(key, message) { position(path) }
            }
            return element
        }

        /// `true`/`false`, `1`/`0`, or those spelt as strings (`"false"`, as a hand-built dictionary may write
        /// them); anything else is a warning, and `otherwise`.
        func bool(_ value: JSONValue, key: String, otherwise: Bool, at path: JSONPath, warnings: inout CaptureWarnings) -> Bool {
            switch value {
            case .bool(let flag): return flag
            case .number(let number) where number == 0 || number == 1: return number == 1
            case .string(let text): if let flag = CapturedValue.bool(text) { return flag }
            default: break
            }
            let shown = value.stringValue.map { "'\($0.count > 40 ? $0.prefix(40) + "…" : $0[...])'" } ?? value.kindDescription
            warnings.addOccurrence("'\(key)' is \(shown), not true or false: read as \(otherwise)") { position(path) }
            return otherwise
        }

        /// The element type: `XCUIElement.ElementType`'s raw value, or its name (`button`, `XCUIElementTypeButton`).
        func elementType(_ value: JSONValue?, path: JSONPath) throws(TreeFormatError) -> (name: String, spelling: String) {
            switch value {
            case .number(let number)?:
                guard number == number.rounded(), number >= 0, number < Double(typeNames.count) else {
                    let spelling = number.isFinite && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
                    return ("Unknown", "elementType \(spelling)")
                }
                let name = typeNames[Int(number)]
                return (name, "\(Int(number)) (\(name))")
            case .string(let text)?:
                var name = text.hasPrefix(PageSourceReader.prefix) ? String(text.dropFirst(PageSourceReader.prefix.count)) : text
                if let first = name.first { name = first.uppercased() + name.dropFirst() }
                return (name, text)
            default:
                throw failure("every element needs an 'elementType' (XCUIElement.ElementType's raw value)", at: path)
            }
        }

        /// `{"X": …, "Y": …, "Width": …, "Height": …}` (CGRect's dictionary representation), or lower-case keys;
        /// a negative size is a warning, and no frame.
        func frame(_ value: JSONValue, path: JSONPath, warnings: inout CaptureWarnings) throws(TreeFormatError) -> CGRect? {
            func number(_ keys: [String]) -> Double? { keys.lazy.compactMap { value[$0]?.numberValue }.first }
            guard value.objectValue != nil else { throw failure("'frame' must be an object with X, Y, Width and Height", at: path) }
            let frame = CapturedValue.Frame(
                x: number(["X", "x"]), y: number(["Y", "y"]), width: number(["Width", "width"]), height: number(["Height", "height"]))
            guard let x = frame.x, let y = frame.y, let width = frame.width, let height = frame.height,
                [x, y, width, height].allSatisfy(\.isFinite)
            else {
                throw failure("'frame' must have the numbers X, Y, Width and Height", at: path)
            }
            switch frame.resolved() {
            case .success(let rect)?: return rect
            case .failure(let problem)?: warnings.addOccurrence(problem.message) { position(path) }
            case nil: break
            }
            return nil
        }
    }

    /// A value as VoiceOver would speak it: text as it is, a number without a needless `.0` (a switch's `1`), a bool as 1 or 0.
    static func text(_ value: JSONValue) -> String? {
        switch value {
        case .string(let text): return text
        case .number(let number): return number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        case .bool(let flag): return flag ? "1" : "0"
        default: return nil
        }
    }
}
