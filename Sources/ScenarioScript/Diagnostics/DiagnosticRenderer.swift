import AccessibilityModel

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
    /// line and caret line (the first ``maximumRendered`` only), then the
    /// summary line counting all of them; ends with a newline.
    /// Empty when there are no diagnostics.
    ///
    /// - Parameters:
    ///   - diagnostics: what to print, in any order.
    ///   - source: the file they refer to.
    ///   - limit: the most diagnostics printed in full; the rest are counted
    ///     on one `… and N more errors` line before the summary, so a file of
    ///     garbage cannot flood the terminal.
    public static func render(
        _ diagnostics: [ScenarioDiagnostic], in source: ScenarioSource,
        limit: Int = maximumRendered
    ) -> String {
        guard !diagnostics.isEmpty else { return "" }
        var output = ""
        let ordered = sorted(diagnostics)
        let shown = ordered.prefix(max(1, limit))
        for diagnostic in shown {
            output += renderOne(diagnostic, in: source)
        }
        if let more = omitted(ordered.dropFirst(shown.count)) {
            output += more + "\n"
        }
        output += summary(diagnostics, path: source.path) + "\n"
        return output
    }

    /// The most diagnostics of one file printed in full by ``render(_:in:limit:)``.
    public static let maximumRendered = 100

    /// `… and 9900 more errors`, `… and 2 more errors and 1 more warning`; `nil` when nothing was left out.
    static func omitted(_ rest: ArraySlice<ScenarioDiagnostic>) -> String? {
        guard !rest.isEmpty else { return nil }
        let errors = rest.count(where: { $0.severity == .error })
        let warnings = rest.count - errors
        var parts: [String] = []
        if errors > 0 { parts.append("\(errors) more \(errors == 1 ? "error" : "errors")") }
        if warnings > 0 { parts.append("\(warnings) more \(warnings == 1 ? "warning" : "warnings")") }
        return "… and " + parts.joined(separator: " and ") + " (not shown)"
    }

    /// One diagnostic: `path:line:column: severity: message`, the source line and the caret line.
    public static func renderOne(_ diagnostic: ScenarioDiagnostic, in source: ScenarioSource) -> String {
        var output = "\(source.path):\(diagnostic.range.line):\(diagnostic.range.column): "
        output += "\(diagnostic.severity.rawValue): \(diagnostic.message)\n"
        let (cut, range) = window(source.line(diagnostic.range.line) ?? "", around: diagnostic.range)
        let shown = Array(printable(cut))
        output += String(shown) + "\n"
        output += caretLine(for: range, under: shown) + "\n"
        return output
    }

    /// The longest stretch of a source line printed under a diagnostic;
    /// longer lines are cut around the range, with `…` marking each cut.
    public static let maximumLineWidth = 160

    /// `line`, cut to at most ``maximumLineWidth`` characters around `range`
    /// (plus the `…` marks), and the range moved to match.
    static func window(_ line: String, around range: SourceRange) -> (String, SourceRange) {
        // A line of at most that many bytes has at most that many characters.
        guard line.utf8.count > maximumLineWidth else { return (line, range) }
        let count = line.count
        guard count > maximumLineWidth else { return (line, range) }
        let target = min(max(0, range.column - 1), count)
        // Keep some context before the range, and as much of the range as fits.
        let start = max(0, min(target - maximumLineWidth / 4, count - maximumLineWidth))
        let end = min(count, start + maximumLineWidth)
        let lower = line.index(line.startIndex, offsetBy: start)
        let upper = line.index(lower, offsetBy: end - start)
        var shown = String(line[lower..<upper])
        var column = target - start + 1
        if start > 0 {
            shown = "…" + shown
            column += 1
        }
        if end < count { shown += "…" }
        let width = (end - start) + (start > 0 ? 1 : 0)
        let length = max(1, min(range.length, width + 1 - column))
        return (shown, SourceRange(line: range.line, column: column, length: length))
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
        String(
            line.map { character -> Character in
                if character == "\t" { return character }
                if character.unicodeScalars.contains(where: { HostileText.Characters.controls.contains($0) }) {
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
