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
        "visible",  // on screen or not: VoiceOver still reaches an off-screen element by scrolling to it
        "hittable", "focused", "minValue", "maxValue", "bundleId", "processId",
    ]

    /// The captured root element of the document whose root is `root`.
    static func element(from root: XMLElement, warnings: inout CaptureWarnings) throws(TreeFormatError) -> CapturedElement {
        var top = root
        if top.name == "AppiumAUT" {
            guard top.children.count == 1, let only = top.children.first else {
                throw TreeFormatError(
                    message: "<AppiumAUT> must hold exactly one element (the application), found \(top.children.count)",
                    line: top.line, column: top.column)
            }
            top = only
        }
        guard top.name.hasPrefix(prefix) else {
            throw TreeFormatError(
                message: "<\(top.name)> is not a page source: its root element must be an XCUIElementType… element "
                    + "(or <AppiumAUT> holding one)", line: top.line, column: top.column)
        }
        return convert(top, warnings: &warnings)
    }

    /// An element and its subtree (nesting is bounded by ``XMLReader/maximumDepth``).
    private static func convert(_ xml: XMLElement, warnings: inout CaptureWarnings) -> CapturedElement {
        let type = xml.name.hasPrefix(prefix) ? String(xml.name.dropFirst(prefix.count)) : xml.name
        var element = CapturedElement(type: type, typeSpelling: xml.name, line: xml.line, column: xml.column)
        var name: String?
        var x: Double?, y: Double?, width: Double?, height: Double?
        for attribute in xml.attributes {
            let text = attribute.value
            switch attribute.name {
            case "name": name = text
            case "label": element.label = text
            case "value": element.value = text
            case "placeholderValue": element.placeholder = text
            case "enabled": element.enabled = text != "false"
            case "selected": element.selected = text == "true"
            case "accessible": element.accessible = text == "true"
            case "traits": element.traitNames = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            case "customActions": element.customActions = text.split(separator: ",").map(String.init).filter { !$0.isEmpty }
            case "x": x = Double(text)
            case "y": y = Double(text)
            case "width": width = Double(text)
            case "height": height = Double(text)
            case let other where readWithoutEffect.contains(other): break
            default:
                warnings.add(
                    "attribute \(attribute.name)", "unmapped attribute '\(attribute.name)': ignored",
                    line: attribute.line, column: attribute.column)
            }
        }
        // `name` is the identifier when there is one, else the label: an identifier only when it differs.
        if let name, name != element.label { element.identifier = name }
        if let x, let y, let width, let height, [x, y, width, height].allSatisfy(\.isFinite), width >= 0, height >= 0 {
            element.frame = CGRect(x: x, y: y, width: width, height: height)
        }
        element.children = xml.children.map { convert($0, warnings: &warnings) }
        return element
    }
}
