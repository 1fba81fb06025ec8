/// Renders diagnostics the way a compiler prints them:
///
/// ```text
/// Scenarios/rating.scenario:7:3: error: unknown command 'incremnt'; did you mean 'increment'?
///   incremnt
///   ^~~~~~~~
/// 1 error in Scenarios/rating.scenario
/// ```
///
/// Diagnostics are sorted by position (stable for equal positions). The
/// source line is printed as written, with control characters other than tab
/// shown as U+FFFD; the caret line copies the line's tabs so the `^` lines up.
public enum DiagnosticRenderer {
    /// The full text for a file's diagnostics: each diagnostic's header, source
    /// line and caret line, then the summary line; ends with a newline.
    /// Empty when there are no diagnostics.
    ///
    /// - Parameters:
    ///   - diagnostics: what to print, in any order.
    ///   - source: the file they refer to.
    public static func render(_ diagnostics: [ScenarioDiagnostic], in source: ScenarioSource) -> String {
        guard !diagnostics.isEmpty else { return "" }
        var output = ""
        for diagnostic in sorted(diagnostics) {
            output += renderOne(diagnostic, in: source)
        }
        output += summary(diagnostics, path: source.path) + "\n"
        return output
    }

    /// One diagnostic: `path:line:column: severity: message`, the source line and the caret line.
    public static func renderOne(_ diagnostic: ScenarioDiagnostic, in source: ScenarioSource) -> String {
        var output = "\(source.path):\(diagnostic.range.line):\(diagnostic.range.column): "
        output += "\(diagnostic.severity.rawValue): \(diagnostic.message)\n"
        let line = source.line(diagnostic.range.line) ?? ""
        let shown = printable(line)
        output += shown + "\n"
        output += caretLine(for: diagnostic.range, under: Array(shown)) + "\n"
        return output
    }

    /// `2 errors in path`, `1 error and 1 warning in path`, `1 warning in path`.
    public static func summary(_ diagnostics: [ScenarioDiagnostic], path: String) -> String {
        let errors = diagnostics.count(where: { $0.severity == .error })
        let warnings = diagnostics.count(where: { $0.severity == .warning })
        var parts: [String] = []
        if errors > 0 || warnings == 0 { parts.append(counted(errors, "error")) }
        if warnings > 0 { parts.append(counted(warnings, "warning")) }
        return parts.joined(separator: " and ") + " in " + path
    }

    /// Sorted by line, then column; equal positions keep their order.
    public static func sorted(_ diagnostics: [ScenarioDiagnostic]) -> [ScenarioDiagnostic] {
        diagnostics.enumerated()
            .sorted { ($0.element.range.line, $0.element.range.column, $0.offset) < ($1.element.range.line, $1.element.range.column, $1.offset) }
            .map(\.element)
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// The line with control characters (other than tab) replaced, one character each.
    private static func printable(_ line: String) -> String {
        String(line.map { character -> Character in
            if character == "\t" { return character }
            if character.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
                return "\u{FFFD}"
            }
            return character
        })
    }

    /// Spaces (tabs where the line has tabs) up to the column, `^`, then `~` for the rest of the extent.
    private static func caretLine(for range: SourceRange, under line: [Character]) -> String {
        var caret = ""
        for index in 0..<max(0, range.column - 1) {
            caret.append(index < line.count && line[index] == "\t" ? "\t" : " ")
        }
        caret.append("^")
        if range.length > 1 { caret += String(repeating: "~", count: range.length - 1) }
        return caret
    }
}
