import AccessibilityModel

/// Parses a scenario file into a ``ScenarioFile``, reporting every error of
/// the file rather than stopping at the first.
///
/// The language is line-oriented, so recovery is by line: a line with an
/// error contributes nothing to the AST (and a line with a lexical error
/// contributes only its `scenario` / `end` structure), and parsing goes on
/// with the next line. Checks that need no catalog happen here (commands,
/// gestures, assertions, settings, trait names, repeat counts, inverted
/// ranges); those that do are ``ScenarioValidator``'s.
///
/// ```swift
/// let source = ScenarioSource(path: "Scenarios/rating.scenario", text: text)
/// let (file, diagnostics) = ScenarioParser.parse(source)
/// ```
public struct ScenarioParser {
    let path: String
    var diagnostics: [ScenarioDiagnostic] = []
    var scenarios: [Scenario] = []
    var current: ScenarioBuilder?
    /// Set after reporting a line outside any scenario, until the next `scenario` or `end`.
    var reportedOrphan = false
    var sawScenarioKeyword = false
    var namesSeen: [String: Int] = [:]

    init(path: String) { self.path = path }

    /// Parses `source`. A file with encoding errors is not parsed: its
    /// diagnostics are the encoding errors and the file has no scenarios.
    ///
    /// - Returns: the scenarios that parsed and every diagnostic, sorted by position.
    public static func parse(_ source: ScenarioSource) -> (file: ScenarioFile, diagnostics: [ScenarioDiagnostic]) {
        guard source.encodingErrors.isEmpty else {
            return (ScenarioFile(path: source.path, scenarios: []), source.encodingErrors)
        }
        var parser = ScenarioParser(path: source.path)
        for sourceLine in source.decodedLines {
            let (line, lexErrors) = ScenarioLexer.lex(sourceLine)
            parser.diagnostics += lexErrors
            parser.parseLine(line)
        }
        parser.finishFile()
        return (ScenarioFile(path: source.path, scenarios: parser.scenarios), DiagnosticRenderer.sorted(parser.diagnostics))
    }

    mutating func report(_ diagnostic: ScenarioDiagnostic) { diagnostics.append(diagnostic) }

    mutating func parseLine(_ line: LexedLine) {
        guard let first = line.tokens.first else { return }
        if first.isWord("scenario") { return startScenario(line) }
        if first.isWord("end") { return endScenario(line) }
        guard current != nil else {
            if !line.hasErrors, !reportedOrphan {
                report(
                    .error(
                        "\(first.quoted) is outside a scenario; a scenario starts with 'scenario \"<name>\"' and ends with 'end'",
                        at: first.range))
            }
            reportedOrphan = true
            return
        }
        guard !line.hasErrors else {
            // Keep track of the structure: a damaged component line is still a component line.
            if first.isWord("component") { current?.sawComponentLine = true }
            return
        }
        var cursor = TokenCursor(line: line)
        do {
            try parseStatement(&cursor)
        } catch {
            report(error)
        }
    }

    mutating func startScenario(_ line: LexedLine) {
        sawScenarioKeyword = true
        reportedOrphan = false
        if let open = current {
            report(.error("missing 'end' for scenario \"\(open.scenario.name)\" before the next 'scenario'", at: open.keywordRange))
            finish(open)
        }
        var cursor = TokenCursor(line: line)
        let keyword = cursor.advance()?.range ?? line.endRange
        var name = Located("", at: cursor.currentRange)
        do throws(ScenarioDiagnostic) {
            name = try cursor.expectString("the scenario's name", after: "'scenario'")
            try cursor.expectEnd(after: "scenario \"\(name.value)\"")
            if name.value.isEmpty {
                throw .error("a scenario's name must not be empty", at: name.range)
            }
            if let first = namesSeen[name.value] {
                throw .error("duplicate scenario name \"\(name.value)\"; the first is at line \(first)", at: name.range)
            }
            namesSeen[name.value] = line.number
        } catch {
            if !line.hasErrors { report(error) }
        }
        let location = keyword.location(in: path)
        current = ScenarioBuilder(scenario: Scenario(name: name.value, location: location, nameRange: name.range), keywordRange: keyword)
    }

    mutating func endScenario(_ line: LexedLine) {
        let cursor = TokenCursor(line: line)
        guard let open = current else {
            if !reportedOrphan, !line.hasErrors {
                report(.error("'end' without a matching 'scenario'", at: line.tokens[0].range))
            }
            reportedOrphan = false
            return
        }
        var afterEnd = cursor
        afterEnd.advance()
        if !line.hasErrors {
            do { try afterEnd.expectEnd(after: "end") } catch { report(error) }
        }
        finish(open)
        current = nil
    }

    mutating func finish(_ builder: ScenarioBuilder) {
        if !builder.sawComponentLine {
            report(
                .error(
                    "scenario \"\(builder.scenario.name)\" has no 'component' line; add one such as 'component Rating(title: \"Stars\")'",
                    at: builder.keywordRange))
        }
        scenarios.append(builder.scenario)
    }

    mutating func finishFile() {
        if let open = current {
            report(.error("missing 'end' for scenario \"\(open.scenario.name)\" at the end of the file", at: open.keywordRange))
            finish(open)
            current = nil
        }
        if !sawScenarioKeyword, diagnostics.isEmpty {
            report(
                .error(
                    "no scenarios in file; a scenario starts with 'scenario \"<name>\"' and ends with 'end'",
                    at: SourceRange(line: 1, column: 1)))
        }
    }
}
