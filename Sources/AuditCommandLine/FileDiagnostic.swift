import AccessibilityModel
import Foundation

/// A problem at a line and column of an input file, printed the way a
/// compiler prints one:
///
/// ```
/// broken.json:3:14: error: expected ',' or '}' after an object member
///   "label": "Pay"
///              ^
/// ```
public struct FileDiagnostic: Hashable, Sendable {
    /// The file as the user named it.
    public var path: String
    /// 1-based line.
    public var line: Int
    /// 1-based column, in Unicode scalars (as the JSON reader counts).
    public var column: Int
    /// What is wrong, without the `error:` prefix.
    public var message: String
    /// The text of the line, when known (without its line break).
    public var sourceLine: String?
    /// Whether the input was refused (`error`) or read anyway (`warning`).
    public var severity: Severity

    /// How serious a diagnostic is: the word printed after the position.
    public enum Severity: String, Hashable, Sendable {
        case error, warning
    }

    /// A diagnostic with the source line given (or unknown).
    public init(path: String, line: Int, column: Int, message: String, sourceLine: String? = nil, severity: Severity = .error) {
        self.path = path
        self.line = max(1, line)
        self.column = max(1, column)
        self.message = message
        self.sourceLine = sourceLine
        self.severity = severity
    }

    /// A diagnostic whose source line is taken from the file's `contents`.
    public init(path: String, line: Int, column: Int, message: String, contents: Data, severity: Severity = .error) {
        self.init(
            path: path, line: line, column: column, message: message,
            sourceLine: Self.line(max(1, line), of: contents), severity: severity)
    }

    /// The longest stretch of a source line shown; longer lines (minified
    /// JSON) are cut around the column.
    static let window = 100

    /// `path:line:column: error: message` (or `warning:`), then the source line and a caret
    /// under the column, each line ending in a newline.
    public var rendered: String {
        // Messages quote the input: its control characters are shown, never sent to the terminal.
        var text = "\(PrintableText.escaped(path)):\(line):\(column): \(severity.rawValue): \(PrintableText.message(message))\n"
        guard let sourceLine, !sourceLine.isEmpty else { return text }
        // The window is cut before anything is done per scalar: a minified
        // file is one line of many megabytes.
        let all = sourceLine.unicodeScalars
        let count = all.count
        var caretIndex = min(column - 1, count)
        var scalars: [Unicode.Scalar]
        if count > Self.window {
            let start = max(0, min(caretIndex - Self.window / 2, count - Self.window))
            let end = min(count, start + Self.window)
            let from = all.index(all.startIndex, offsetBy: start)
            scalars = Array(all[from..<all.index(from, offsetBy: end - start)])
            caretIndex -= start
            if start > 0 { scalars.insert("…", at: 0); caretIndex += 1 }
            if end < count { scalars.append("…") }
        } else {
            scalars = Array(all)
        }
        // Control scalars (binary garbage) would corrupt the terminal.
        // (HostileText's controls, one U+FFFD each so that the caret keeps its column.)
        scalars = scalars.map { $0 == "\t" || !HostileText.Characters.controls.contains($0) ? $0 : "\u{FFFD}" }
        // Tabs stay tabs under the line so that the caret lines up.
        let lead = scalars.prefix(caretIndex).map { $0 == "\t" ? "\t" : " " }.joined()
        var shownLine = ""
        shownLine.unicodeScalars.append(contentsOf: scalars)
        text += shownLine + "\n" + lead + "^\n"
        return text
    }

    /// Line `number` (1-based) of `contents`, without its line break; `nil`
    /// past the end. Invalid UTF-8 is replaced, never trusted.
    static func line(_ number: Int, of contents: Data) -> String? {
        var current = 1
        var start = contents.startIndex
        var index = contents.startIndex
        while index < contents.endIndex, current < number {
            if contents[index] == UInt8(ascii: "\n") {
                current += 1
                start = contents.index(after: index)
            }
            index = contents.index(after: index)
        }
        guard current == number, start <= contents.endIndex else { return nil }
        var end = contents[start...].firstIndex(of: UInt8(ascii: "\n")) ?? contents.endIndex
        if end > start, contents[contents.index(before: end)] == UInt8(ascii: "\r") {
            end = contents.index(before: end)
        }
        var text = String(decoding: contents[start..<end], as: UTF8.self)
        // A byte order mark is not part of the first line (columns do not count it).
        if number == 1, text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        return text
    }
}
