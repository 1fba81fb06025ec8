import Foundation

/// Reads the text of `XCUIElement.debugDescription`, as a UI test prints it
/// (`print(app.debugDescription)`) or the debugger shows it (`po app`,
/// WebDriverAgent's `GET /source?format=description`):
///
/// ```
/// Attributes: Application, 0x147504a20, pid: 8736, label: 'XCUITest_study'
/// Element subtree:
///  →Application, 0x147504a20, pid: 8736, label: 'XCUITest_study'
///     Window (Main), 0x147504d30, {{0.0, 0.0}, {414.0, 896.0}}
///       Button, 0x14980ba20, {{25.0, 542.0}, {369.0, 41.0}}, identifier: 'enrollButton', label: 'Enroll', Disabled
/// Path to element:
/// …
/// ```
///
/// The lines under `Element subtree:` are the elements, nested by
/// indentation: the type (with a window's `(Main)`), the address, the frame,
/// then `identifier`, `label`, `placeholderValue`, `value` and `title`, and
/// the states `Disabled`, `Selected`. The text has no traits and no
/// `accessible`, so the element types decide both.
enum DebugDescriptionReader {
    /// The line that starts the elements.
    static let subtreeHeading = "Element subtree:"
    /// Lines that end them.
    static let endHeadings = ["Path to element:", "Query chain:"]
    /// The states a line may end with (any other capitalised word is a state too, warned about).
    static let states = ["Disabled", "Selected", "Focused", "Keyboard Focused", "Hittable"]
    /// The longest line read: XCTest shortens long values (`value: ukautomationuser@e...`), so a real line is short.
    static let maximumLineLength = 100_000

    /// Whether `text` (its beginning) looks like a debug description.
    static func recognises(_ text: Substring) -> Bool {
        let trimmed = text.drop { $0.isWhitespace || $0 == "\"" }
        return trimmed.hasPrefix("Attributes:") || trimmed.hasPrefix(subtreeHeading) || trimmed.hasPrefix("→")
            || text.contains("\n" + subtreeHeading) || text.contains("\\n" + subtreeHeading)
    }

    /// The captured root element of the debug description `data`.
    static func element(from data: Data, warnings: inout CaptureWarnings) throws(TreeFormatError) -> CapturedElement {
        guard let text = String(validating: data, as: UTF8.self) else {
            throw TreeFormatError(message: "a debug description must be UTF-8 text", line: 1, column: 1)
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
        // The debugger's `po app.debugDescription` shows the text as a quoted string literal (after its log
        // lines); its lines are then those of the string.
        if let quoted = lines.firstIndex(where: { line in
            let start = line.drop { $0 == " " }
            return start.hasPrefix("\"Attributes:") || start.hasPrefix("\"" + subtreeHeading)
        }) {
            lines = unquoted(lines[quoted...].joined(separator: "\n")).split(separator: "\n", omittingEmptySubsequences: false)
        }
        var index = lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == subtreeHeading }.map { $0 + 1 } ?? 0
        // Log lines before the text (`t = 0.5s Requesting snapshot…`) are not elements.
        while index < lines.count, !lines[index].contains("→") && lines[index].firstRange(of: ", 0x") == nil { index += 1 }
        var stack: [(indent: Int, element: CapturedElement)] = []
        var root: CapturedElement?
        var count = 0
        func close(downTo indent: Int) {
            while let last = stack.last, last.indent >= indent {
                stack.removeLast()
                if stack.isEmpty { root = last.element } else { stack[stack.count - 1].element.children.append(last.element) }
            }
        }
        while index < lines.count {
            let line = lines[index]
            let lineNumber = index + 1
            index += 1
            guard line.utf8.count <= maximumLineLength else {
                throw TreeFormatError(
                    message: "a line longer than \(maximumLineLength) bytes; an element's line is far shorter", line: lineNumber, column: 1)
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            if endHeadings.contains(trimmed) { break }
            let indent = line.prefix { $0 == " " || $0 == "→" }.count
            guard stack.isEmpty || indent > stack[0].indent else {
                throw TreeFormatError(message: "a second top element; the subtree has one", line: lineNumber, column: indent + 1)
            }
            guard stack.count < TreeFormat.maximumDepth else {
                throw TreeFormatError(
                    message: "elements nest deeper than \(TreeFormat.maximumDepth) levels; a captured screen is far shallower",
                    line: lineNumber, column: indent + 1)
            }
            count += 1
            guard count <= TreeFormat.maximumNodeCount else {
                throw TreeFormatError(
                    message: "the description has more than \(TreeFormat.maximumNodeCount) elements; a captured screen has far fewer",
                    line: lineNumber, column: indent + 1)
            }
            close(downTo: indent)
            let element = try DebugDescriptionLine(line.dropFirst(indent), line: lineNumber, column: indent + 1)
                .element(warnings: &warnings)
            stack.append((indent, element))
        }
        close(downTo: 0)
        guard let root else {
            throw TreeFormatError(message: "a debug description without elements (no line under 'Element subtree:')", line: 1, column: 1)
        }
        return root
    }

    /// The text of a string literal as the debugger shows it: without its quotes, its escapes decoded.
    static func unquoted(_ text: String) -> String {
        var body = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
        if let start = body.firstIndex(of: "\"") { body = body[body.index(after: start)...] }
        if body.hasSuffix("\"") { body = body.dropLast() }
        var result = ""
        var escaped = false
        for character in body {
            if escaped {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
