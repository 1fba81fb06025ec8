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

    /// The captured root element of the snapshot in `bytes`, checked JSON whose shape `shape` is (scanned with the
    /// document as the root), read from the bytes an element at a time: no JSON value of the whole document is
    /// built, only one of each member as it is read. The elements are read in document order, and `release`, when
    /// given, is told every few MiB the offset before which the bytes are read.
    static func element(
        from bytes: UnsafeBufferPointer<UInt8>, shape: TreeShape, warnings: inout CaptureWarnings,
        releasingPages release: ((Int) -> Void)? = nil
    ) throws(TreeFormatError) -> CapturedElement {
        var reader = Reader(bytes: bytes, shape: shape, release: release)
        return try reader.root(warnings: &warnings)
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

    /// The error for a snapshot with more than ``TreeFormat/maximumNodeCount`` elements, at its start.
    static func tooManyElements(in bytes: UnsafeBufferPointer<UInt8>) -> TreeFormatError {
        let (line, column) = Reader.position(JSONPath(), in: bytes)
        return TreeFormatError(
            message: "the snapshot has more than \(TreeFormat.maximumNodeCount) elements; a captured screen has far fewer",
            line: line, column: column)
    }

    /// What the top level of the checked JSON document in `bytes` holds, read from its keys (their values stepped
    /// over; the snapshot's `children` by the end the scan noted, `shape` being scanned with the document as the root).
    static func topLevel(of bytes: UnsafeBufferPointer<UInt8>, shape: TreeShape) -> TopLevel {
        var reader = TreeDocumentReader(bytes: bytes, shape: shape)
        var topLevel = TopLevel()
        reader.skipByteOrderMarkAndWhitespace()
        guard reader.current == UInt8(ascii: "{") else { return topLevel }
        do throws(TreeDecodingFailure) {
            guard try reader.openObject() else { return topLevel }
            repeat {
                let key = try reader.key()
                switch key {
                case "elementType": topLevel.hasElementType = true
                case "root": topLevel.hasRoot = true
                case "value" where reader.current == UInt8(ascii: "\""): topLevel.valueString = reader.position
                default: break
                }
                try Reader.stepOver(&reader, member: key)
            } while try reader.nextMember()
        } catch {
            return TopLevel()  // the document is checked: not reached
        }
        return topLevel
    }

    /// The members of a JSON document's top-level object that tell a snapshot from WebDriverAgent's envelope.
    struct TopLevel {
        var hasElementType = false
        var hasRoot = false
        /// Where the `value` member's string starts, when it is a string.
        var valueString: Int?
    }

    /// Reads a checked snapshot's elements from its bytes.
    struct Reader {
        private let bytes: UnsafeBufferPointer<UInt8>
        private let elementCount: Int
        private var reader: TreeDocumentReader
        private let release: ((Int) -> Void)?
        private var releaseMark: Int

        init(bytes: UnsafeBufferPointer<UInt8>, shape: TreeShape, release: ((Int) -> Void)?) {
            self.bytes = bytes
            elementCount = shape.nodeCount
            reader = TreeDocumentReader(bytes: bytes, shape: shape)
            self.release = release
            releaseMark = release == nil ? Int.max : TreeShape.releaseStride
        }

        /// How many bytes the largest JSON value built so far spans: one member of an element, never the document.
        var largestValue: Int { reader.largestValue }

        /// The line and column of the value at `path`: a scan of the file, so only looked up for an error or a
        /// listed warning (a lookup per element would make reading quadratic).
        fileprivate static func position(_ path: JSONPath, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
            let parser = JSONParser(options: .init(maximumDepth: TreeFormat.jsonDepthLimit, maximumBytes: TreeFormat.maximumBytes))
            guard let offset = parser.offset(of: path, in: bytes) else { return (0, 0) }
            return JSONScanner.lineAndColumn(of: offset, in: bytes)
        }

        private func position(_ path: JSONPath) -> (line: Int, column: Int) { Self.position(path, in: bytes) }

        /// A failure with the line and column of its path.
        private func located(_ failure: TreeDecodingFailure) -> TreeFormatError {
            let (line, column) = position(failure.path)
            let path = failure.path.abbreviated()
            return TreeFormatError(message: "\(failure.message) at \(path)", path: path, line: line, column: column)
        }

        /// Steps over the value of an element's member `member` at the reader's position: its `children` array by
        /// the end the scan noted (the array is met again when read), anything else by reading it without building it.
        fileprivate static func stepOver(_ reader: inout TreeDocumentReader, member: String) throws(TreeDecodingFailure) {
            if member == "children", reader.current == UInt8(ascii: "[") {
                reader.position = reader.peekChildrenArray().end
            } else {
                try reader.skipValue()
            }
        }

        /// The root element and its subtree, or the first problem, located.
        mutating func root(warnings: inout CaptureWarnings) throws(TreeFormatError) -> CapturedElement {
            if elementCount > TreeFormat.maximumNodeCount { throw SnapshotReader.tooManyElements(in: bytes) }
            reader.skipByteOrderMarkAndWhitespace()
            do throws(TreeDecodingFailure) {
                return try convert(path: JSONPath(), warnings: &warnings)
            } catch {
                throw located(error)
            }
        }

        /// The element at the reader's position and its subtree, read as the snapshot's value would be: its type
        /// first, wherever its member is, then its members in order, each element's children where they stand.
        private mutating func convert(path: JSONPath, warnings: inout CaptureWarnings) throws(TreeDecodingFailure) -> CapturedElement {
            let start = reader.position
            if start >= releaseMark, let release {
                release(start)
                releaseMark = start + TreeShape.releaseStride
            }
            guard reader.current == UInt8(ascii: "{") else {
                throw TreeDecodingFailure(message: "an element must be an object, found \(reader.kindDescription())", path: path)
            }
            let type = try elementType(try typeMember(), path: path.appending(.key("elementType")))
            reader.position = start
            // The place of an element is looked up only for a warning (below), never for every element.
            var element = CapturedElement(type: type.name, typeSpelling: type.spelling, line: 0, column: 0)
            if try reader.openObject() {
                repeat {
                    let key = try reader.key()
                    let memberPath = path.appending(.key(key))
                    switch key {
                    case "identifier": element.identifier = try reader.value().stringValue
                    case "label": element.label = try reader.value().stringValue
                    case "value": element.value = SnapshotReader.text(try reader.value())
                    case "placeholderValue": element.placeholder = try reader.value().stringValue
                    case "enabled": element.enabled = bool(try reader.value(), key: key, otherwise: true, at: memberPath, warnings: &warnings)
                    case "selected": element.selected = bool(try reader.value(), key: key, otherwise: false, at: memberPath, warnings: &warnings)
                    case "frame": element.frame = try frame(try reader.value(), path: memberPath, warnings: &warnings)
                    case "children": element.children = try children(path: memberPath, warnings: &warnings)
                    case "elementType": try reader.skipValue()
                    case let other where readWithoutEffect.contains(other): try reader.skipValue()
                    default:
                        warnings.add("key \(key)", "unmapped key '\(key)': ignored") { position(memberPath) }
                        try reader.skipValue()
                    }
                } while try reader.nextMember()
            }
            // An unmapped type is warned about here, where its place is known, rather than by the mapping.
            if let (key, message) = CaptureMapping.unmappedTypeWarning(element) {
                warnings.add(key, message) { position(path) }
            }
            return element
        }

        /// The value of the `elementType` member of the object at the reader's position, wherever it stands among
        /// the members, or `nil`; the members before it are stepped over.
        private mutating func typeMember() throws(TreeDecodingFailure) -> JSONValue? {
            guard try reader.openObject() else { return nil }
            repeat {
                let key = try reader.key()
                if key == "elementType" { return try reader.value() }
                try Self.stepOver(&reader, member: key)
            } while try reader.nextMember()
            return nil
        }

        /// The elements of the `children` array at the reader's position, which is left just past it.
        private mutating func children(path: JSONPath, warnings: inout CaptureWarnings) throws(TreeDecodingFailure) -> [CapturedElement] {
            guard reader.current == UInt8(ascii: "[") else {
                throw TreeDecodingFailure(message: "'children' must be an array, found \(reader.kindDescription())", path: path)
            }
            let array = reader.nextChildrenArray()
            var children: [CapturedElement] = []
            children.reserveCapacity(array.count)
            var next = reader.position + 1
            while try reader.element(at: next) != nil {
                children.append(try convert(path: path.appending(.index(children.count)), warnings: &warnings))
                next = reader.position
            }
            reader.position = array.end
            return children
        }
        /// `true`/`false`, `1`/`0`, or those spelt as strings (`"false"`, as a hand-built dictionary may write
        /// them); anything else is a warning, and `otherwise`.
        private func bool(_ value: JSONValue, key: String, otherwise: Bool, at path: JSONPath, warnings: inout CaptureWarnings) -> Bool {
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
        private func elementType(_ value: JSONValue?, path: JSONPath) throws(TreeDecodingFailure) -> (name: String, spelling: String) {
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
                throw TreeDecodingFailure(message: "every element needs an 'elementType' (XCUIElement.ElementType's raw value)", path: path)
            }
        }

        /// `{"X": …, "Y": …, "Width": …, "Height": …}` (CGRect's dictionary representation), or lower-case keys;
        /// a negative size is a warning, and no frame.
        private func frame(_ value: JSONValue, path: JSONPath, warnings: inout CaptureWarnings) throws(TreeDecodingFailure) -> CGRect? {
            func number(_ keys: [String]) -> Double? { keys.lazy.compactMap { value[$0]?.numberValue }.first }
            guard value.objectValue != nil else {
                throw TreeDecodingFailure(message: "'frame' must be an object with X, Y, Width and Height", path: path)
            }
            let frame = CapturedValue.Frame(
                x: number(["X", "x"]), y: number(["Y", "y"]), width: number(["Width", "width"]), height: number(["Height", "height"]))
            guard let x = frame.x, let y = frame.y, let width = frame.width, let height = frame.height,
                [x, y, width, height].allSatisfy(\.isFinite)
            else {
                throw TreeDecodingFailure(message: "'frame' must have the numbers X, Y, Width and Height", path: path)
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
