import Foundation

/// Reads an Appium / WebDriverAgent page source (the XML that
/// `driver.getPageSource()` or WebDriverAgent's `GET /source` returns):
/// `XCUIElementType…` elements, optionally inside `<AppiumAUT>`, each with
/// `type`, `name`, `label`, `value`, `enabled`, `selected`, `visible`,
/// `accessible`, `x`, `y`, `width`, `height` and, in newer versions, `traits`.
enum PageSourceReader {
    static let prefix = "XCUIElementType"

    /// Attributes read with no effect on the tree, and why (docs/spec/tree-format.md § Captured screens).
    static let readWithoutEffect: Set<String> = [
        "type",  // the element name says the same
        "index",  // the order of the elements says the same
        "hittable", "focused", "minValue", "maxValue", "bundleId", "processId",
        // WebDriverAgent writes these when asked (`includeNativeFrameInPageSource`,
        // `includeNativeAccessibilityElementInPageSource`): the frame unrounded, which x, y, width and height
        // already give to a point, and the element's own `isAccessibilityElement`, which `accessible` already
        // follows where VoiceOver can reach it.
        "nativeFrame", "nativeAccessibilityElement",
    ]

    /// The captured root element of the page source in `bytes`, each element converted at its start tag, so
    /// that no element's attributes outlive it.
    /// `release` is told the offsets before which the bytes are done with, as ``XMLReader`` reads them.
    static func element(
        from bytes: UnsafeBufferPointer<UInt8>, warnings: inout CaptureWarnings, releasingPages release: ((Int) -> Void)? = nil
    ) throws(TreeFormatError) -> CapturedElement {
        var builder = Builder(warnings: warnings)
        let root: CapturedElement?
        do throws(XMLError) {
            root = try XMLReader.read(bytes, building: &builder, releasingPages: release)
        } catch {
            throw TreeFormatError(message: error.message, line: error.line, column: error.column)
        }
        warnings = builder.warnings
        guard var top = root else { throw TreeFormatError(message: "the file has no root element", line: 1, column: 1) }
        if top.typeSpelling == "AppiumAUT" {
            guard top.children.count == 1 else {
                throw TreeFormatError(
                    message: "<AppiumAUT> must hold exactly one element (the application), found \(top.children.count)",
                    line: top.line, column: top.column)
            }
            top = top.children.removeLast()
        }
        guard top.typeSpelling.hasPrefix(prefix) else {
            throw TreeFormatError(
                message: "<\(top.typeSpelling)> is not a page source: its root element must be an XCUIElementType… element "
                    + "(or <AppiumAUT> holding one)", line: top.line, column: top.column)
        }
        return top
    }

    /// Makes each XML element a captured element as the reader meets it.
    private struct Builder: XMLTreeBuilder {
        var warnings: CaptureWarnings
        /// Each element name met and its type, so that the elements of one type share one string rather than each
        /// holding its own (an `XCUIElementType…` name is longer than a string kept inline); at most
        /// ``sharedTypeLimit`` of them.
        var types: [String: (type: String, spelling: String)] = [:]
        static let sharedTypeLimit = 1024

        mutating func node(for element: XMLElement) -> CapturedElement {
            let type: (type: String, spelling: String)
            if let shared = types[element.name] {
                type = shared
            } else {
                type = (PageSourceReader.type(named: element.name), element.name)
                if types.count < Self.sharedTypeLimit { types[element.name] = type }
            }
            return PageSourceReader.convert(element, type: type, warnings: &warnings)
        }

        func append(_ child: CapturedElement, to parent: inout CapturedElement) {
            if child.accessible == true || child.holdsAccessible { parent.holdsAccessible = true }
            if child.visible == true || child.holdsVisible { parent.holdsVisible = true }
            parent.children.append(child)
        }
    }

    /// The element type an element name gives: the name without the `XCUIElementType` prefix.
    static func type(named name: String) -> String {
        name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : name
    }

    /// An element of the type `type`, without its children (the reader hands them on as it meets them).
    private static func convert(
        _ xml: XMLElement, type: (type: String, spelling: String), warnings: inout CaptureWarnings
    ) -> CapturedElement {
        var element = CapturedElement(type: type.type, typeSpelling: type.spelling, line: xml.line, column: xml.column)
        var name: String?
        var frame = CapturedValue.Frame()
        for attribute in xml.attributes {
            let text = attribute.value
            switch attribute.name {
            case "name": name = text
            case "label": element.label = text
            case "value": element.value = text
            case "placeholderValue": element.placeholder = text
            case "enabled": element.enabled = bool(attribute, otherwise: true, warnings: &warnings)
            case "selected": element.selected = bool(attribute, otherwise: false, warnings: &warnings)
            case "visible": element.visible = bool(attribute, otherwise: true, warnings: &warnings)
            case "accessible":
                element.accessible = CapturedValue.bool(text)
                if element.accessible == nil {
                    warnings.addOccurrence(unreadable(attribute, "its type decides whether it is a focus stop")) {
                        (attribute.line, attribute.column)
                    }
                }
            case "traits": element.traitNames = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            case "customActions": element.customActions = text.split(separator: ",").map(String.init).filter { !$0.isEmpty }
            case "x": frame.x = number(attribute, frame: &frame, warnings: &warnings)
            case "y": frame.y = number(attribute, frame: &frame, warnings: &warnings)
            case "width": frame.width = number(attribute, frame: &frame, warnings: &warnings)
            case "height": frame.height = number(attribute, frame: &frame, warnings: &warnings)
            case let other where readWithoutEffect.contains(other): break
            default:
                warnings.add(
                    "attribute \(attribute.name)", "unmapped attribute '\(attribute.name)': ignored",
                    line: attribute.line, column: attribute.column)
            }
        }
        // `name` is the identifier when there is one, else the label: an identifier only when it differs.
        if let name, name != element.label { element.identifier = name }
        // WebDriverAgent writes no `selected`: a selected button without a value of its own gets the value "1"
        // (`wdValue`, as UIAutomation did). It is the button's selection, not a value VoiceOver speaks, unless the
        // capture's traits say the button is not selected (then "1" is the button's own value).
        if element.type == "Button", element.value == "1", element.traitNames?.contains("Selected") ?? true {
            element.value = nil
            element.selected = true
        }
        switch frame.resolved() {
        case .success(let rect)?: element.frame = rect
        case .failure(let problem)?: warnings.addOccurrence(problem.message) { (xml.line, xml.column) }
        case nil: break
        }
        return element
    }

    /// A boolean attribute; one that is neither `true` nor `false` is a warning, and `otherwise`.
    private static func bool(_ attribute: XMLElement.Attribute, otherwise: Bool, warnings: inout CaptureWarnings) -> Bool {
        if let value = CapturedValue.bool(attribute.value) { return value }
        warnings.addOccurrence(unreadable(attribute, "read as \(otherwise)")) { (attribute.line, attribute.column) }
        return otherwise
    }

    /// A frame component; one that is not a decimal number is a warning, and leaves the element without a frame.
    private static func number(
        _ attribute: XMLElement.Attribute, frame: inout CapturedValue.Frame, warnings: inout CaptureWarnings
    ) -> Double? {
        if let number = CapturedValue.number(attribute.value) { return number }
        frame.unreadable = true
        warnings.addOccurrence(
            unreadable(attribute, "the element has no frame, so its target size and place are not checked")
        ) { (attribute.line, attribute.column) }
        return nil
    }

    /// `'enabled' is 'yes', which a page source never writes: read as true`.
    private static func unreadable(_ attribute: XMLElement.Attribute, _ consequence: String) -> String {
        let shown = attribute.value.count > 40 ? attribute.value.prefix(40) + "…" : attribute.value[...]
        let expected = ["x", "y", "width", "height"].contains(attribute.name) ? "a number of points" : "true or false"
        return "'\(attribute.name)' is '\(shown)', not \(expected): \(consequence)"
    }
}
