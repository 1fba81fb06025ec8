import Foundation

/// One element's line of an `XCUIElement.debugDescription`:
/// `Button, 0x14980ba20, {{25.0, 542.0}, {369.0, 41.0}}, identifier: 'enrollButton', label: 'Enroll', Disabled`.
///
/// Quoted values are not escaped by XCTest, so a quote ends a value only
/// where the line ends or the next key or state begins (`label: 'Bob's', Selected`).
struct DebugDescriptionLine {
    private let text: Substring
    private let line: Int
    private let column: Int

    init(_ text: Substring, line: Int, column: Int) {
        self.text = text
        self.line = line
        self.column = column
    }

    /// The element of the line (without its children).
    func element(warnings: inout CaptureWarnings) throws(TreeFormatError) -> CapturedElement {
        // The type, up to the first comma; a window's `(Main)` is dropped.
        guard let comma = text.firstIndex(of: ",") else {
            throw TreeFormatError(message: "expected 'Type, 0x…' at the start of an element's line", line: line, column: column)
        }
        var typeName = text[..<comma].trimmingCharacters(in: .whitespaces)
        if let parenthesis = typeName.firstIndex(of: "(") { typeName = typeName[..<parenthesis].trimmingCharacters(in: .whitespaces) }
        var element = CapturedElement(
            type: typeName, typeSpelling: typeName, line: line, column: column)
        var rest = text[text.index(after: comma)...]
        skipSeparator(&rest)
        // The address.
        if rest.hasPrefix("0x") {
            rest = rest.drop { $0 != "," }
            skipSeparator(&rest)
        }
        while !rest.isEmpty {
            let fieldColumn = column + text.distance(from: text.startIndex, to: rest.startIndex)
            if rest.hasPrefix("{{") {
                guard let end = rest.firstRange(of: "}}") else {
                    throw TreeFormatError(message: "a frame without its closing '}}'", line: line, column: fieldColumn)
                }
                let frameText = rest[..<end.upperBound]
                element.frame = frame(frameText, column: fieldColumn, warnings: &warnings)
                rest = rest[end.upperBound...]
            } else if let state = DebugDescriptionReader.states.first(where: { rest.hasPrefix($0) && isBoundary(rest.dropFirst($0.count)) }) {
                switch state {
                case "Disabled": element.enabled = false
                case "Selected": element.selected = true
                default: break
                }
                rest = rest.dropFirst(state.count)
            } else if let colon = rest.firstRange(of: ": ") {
                let key = String(rest[..<colon.lowerBound])
                rest = rest[colon.upperBound...]
                let value = self.value(&rest)
                switch key {
                case "identifier": element.identifier = value
                case "label": element.label = value
                case "placeholderValue": element.placeholder = value
                case "value": element.value = value
                case "title", "pid": break
                default:
                    warnings.add("key \(key)", "unmapped key '\(key)': ignored", line: line, column: fieldColumn)
                }
            } else {
                let word = rest.prefix { $0 != "," }
                warnings.add("state \(word)", "unmapped state '\(word)': ignored", line: line, column: fieldColumn)
                rest = rest.dropFirst(word.count)
            }
            skipSeparator(&rest)
        }
        return element
    }

    /// A value after `key: `: quoted (`'Enroll'`) or bare (`value: 50%`), up to the next key or state.
    private func value(_ rest: inout Substring) -> String {
        let quoted = rest.first == "'"
        let body = quoted ? rest.dropFirst() : rest
        var index = body.startIndex
        while index < body.endIndex {
            let after = body[index...]
            if quoted ? (after.first == "'" && isBoundary(after.dropFirst())) : isBoundary(after) {
                rest = quoted ? after.dropFirst() : after
                return String(body[..<index])
            }
            index = body.index(after: index)
        }
        rest = rest[rest.endIndex...]
        return String(body)
    }

    /// Whether `text` is the end of the line or `, ` followed by a key (`label: `, any word in lower camel case and
    /// a colon) or a state (`Disabled`, any capitalised words up to the next comma or the end).
    private func isBoundary(_ text: Substring) -> Bool {
        if text.allSatisfy(\.isWhitespace) { return true }
        guard text.hasPrefix(", ") else { return false }
        let next = text.dropFirst(2)
        let word = next.prefix { $0.isLetter }
        guard let first = word.first else { return false }
        if first.isLowercase { return next.dropFirst(word.count).hasPrefix(": ") }
        let state = next.prefix { $0.isLetter || $0 == " " }
        let after = next.dropFirst(state.count)
        return first.isUppercase && (after.isEmpty || after.hasPrefix(", ")) && !state.hasSuffix(" ")
    }

    private func skipSeparator(_ rest: inout Substring) {
        rest = rest.drop { $0 == "," || $0 == " " }
    }

    /// `{{x, y}, {width, height}}`; numbers that cannot be read are a warning, and no frame.
    private func frame(_ text: Substring, column: Int, warnings: inout CaptureWarnings) -> CGRect? {
        let parts = text.split { "{}, ".contains($0) }.map(String.init)
        let numbers = parts.map(CapturedValue.number)
        guard parts.count == 4, let x = numbers[0], let y = numbers[1], let width = numbers[2], let height = numbers[3] else {
            warnings.addOccurrence(
                "the frame '\(text)' is not four numbers of points: the element has no frame, so its target size and place are not checked"
            ) { (line, column) }
            return nil
        }
        switch CapturedValue.Frame(x: x, y: y, width: width, height: height).resolved() {
        case .success(let rect)?: return rect
        case .failure(let problem)?: warnings.addOccurrence(problem.message) { (line, column) }
        case nil: break
        }
        return nil
    }
}
