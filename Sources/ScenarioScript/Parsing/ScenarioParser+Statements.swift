import AccessibilityModel

extension ScenarioParser {
    /// Words that start a setup line.
    static let setupKeywords = ["component", "catalog", "styles", "environments", "environment"]

    /// One line inside a scenario: a setup line, an assertion or a command.
    mutating func parseStatement(_ cursor: inout TokenCursor) throws(ScenarioDiagnostic) {
        guard let first = cursor.current, let word = first.identifier else {
            throw .error("expected a command, found \(cursor.found)", at: cursor.currentRange)
        }
        if Self.setupKeywords.contains(word) {
            try parseSetup(word, &cursor)
            return
        }
        let step = word == "expect" ? try parseExpectation(&cursor) : try parseCommand(&cursor)
        let range = first.range.through(cursor.previous?.range ?? first.range)
        let location = first.range.location(in: path)
        current?.scenario.steps.append(ScenarioStep(kind: step, source: cursor.line.code, location: location, range: range))
        if current?.firstStepLine == nil { current?.firstStepLine = cursor.line.number }
    }

    /// A setup line: checks its place (before the steps, once) and records it.
    mutating func parseSetup(_ word: String, _ cursor: inout TokenCursor) throws(ScenarioDiagnostic) {
        guard var builder = current else { return }
        let keyword = cursor.advance()?.range ?? cursor.currentRange
        if word == "component" { builder.sawComponentLine = true }
        defer { current = builder }
        if word != "environment", let first = builder.setupLines[word] {
            throw .error("duplicate '\(word)' line; the first is at line \(first)", at: keyword)
        }
        builder.setupLines[word] = builder.setupLines[word] ?? cursor.line.number
        if let stepLine = builder.firstStepLine {
            report(.error("'\(word)' must come before the first step (line \(stepLine)); setup lines open a scenario", at: keyword))
        }
        switch word {
        case "component":
            builder.scenario.setup.component = try parseComponent(&cursor)
        case "catalog":
            guard let token = cursor.current, token.identifier != nil || token.stringValue != nil else {
                throw .error("expected a catalog name after 'catalog', found \(cursor.found)", at: cursor.currentRange)
            }
            cursor.advance()
            try cursor.expectEnd(after: "catalog \(token.text)")
            builder.scenario.setup.catalog = Located(token.identifier ?? token.stringValue ?? "", at: token.range)
        case "styles":
            builder.scenario.setup.styles = try parseStyles(&cursor)
        case "environments":
            let name = try cursor.expectIdentifier("an environment matrix (default, smoke, pairwise or full) after 'environments'")
            guard let matrix = ScenarioMatrix(rawValue: name.value) else {
                let all = ScenarioMatrix.allCases.map(\.rawValue)
                throw .error(
                    "unknown environment matrix '\(name.value)' (\(all.joined(separator: ", ")))", at: name.range,
                    suggestion: Suggestion.nearest(to: name.value, in: all))
            }
            try cursor.expectEnd(after: "environments \(name.value)")
            builder.scenario.setup.matrix = matrix
        default:
            let assignments = try parseSettings(&cursor, after: "environment")
            for assignment in assignments {
                if let first = builder.environmentKeys[assignment.key.rawValue] {
                    report(.error("setting '\(assignment.key.rawValue)' is already fixed at line \(first)", at: assignment.range))
                } else {
                    builder.environmentKeys[assignment.key.rawValue] = cursor.line.number
                    builder.scenario.setup.environment.append(assignment)
                }
            }
        }
    }

    /// `component Name`, `component Name()` or `component Name(label: literal, …)`.
    mutating func parseComponent(_ cursor: inout TokenCursor) throws(ScenarioDiagnostic) -> ComponentCall {
        let name = try cursor.expectIdentifier("a component name after 'component'")
        var call = ComponentCall(name: name)
        guard cursor.take(.leftParen) != nil else {
            if cursor.current?.identifier != nil, cursor.peek(1)?.kind == .colon {
                throw .error("expected '(' before the arguments of \(name.value), found \(cursor.found)", at: cursor.currentRange)
            }
            try cursor.expectEnd(after: "component \(name.value)")
            return call
        }
        while cursor.take(.rightParen) == nil {
            guard let token = cursor.current, let label = token.identifier, cursor.peek(1)?.kind == .colon else {
                if let token = cursor.current, token.identifier != nil {
                    cursor.advance()
                    throw .error("expected ':' after '\(token.text)', found \(cursor.found)", at: cursor.currentRange)
                }
                let what =
                    cursor.isAtEnd
                    ? "expected ')' to close the arguments of \(name.value)"
                    : "expected a labelled argument such as 'title: \"Stars\"', found \(cursor.found)"
                throw .error(what, at: cursor.currentRange)
            }
            cursor.advance()
            cursor.advance()
            let value = try parseLiteral(&cursor, after: "'\(label):'")
            call.arguments.append(ComponentArgument(label: Located(label, at: token.range), value: value))
            if cursor.take(.comma) == nil, cursor.current?.kind != .rightParen {
                let what =
                    cursor.isAtEnd
                    ? "expected ')' to close the arguments of \(name.value)"
                    : "expected ',' or ')' after the argument '\(label)', found \(cursor.found)"
                throw .error(what, at: cursor.currentRange)
            }
        }
        try cursor.expectEnd(after: ")")
        return call
    }

    /// `styles all` or `styles a, b`.
    mutating func parseStyles(_ cursor: inout TokenCursor) throws(ScenarioDiagnostic) -> StyleSelection {
        if cursor.current?.isWord("all") == true, cursor.peek(1) == nil {
            cursor.advance()
            return .all
        }
        var names: [Located<String>] = []
        repeat {
            guard let token = cursor.current, let name = token.identifier ?? token.stringValue else {
                let what = names.isEmpty ? "'all' or style names after 'styles'" : "a style name after ','"
                throw .error("expected \(what), found \(cursor.found)", at: cursor.currentRange)
            }
            cursor.advance()
            if name == "all" {
                throw .error("'all' cannot be combined with named styles", at: token.range)
            }
            if names.contains(where: { $0.value == name }) {
                throw .error("style '\(name)' is listed twice", at: token.range)
            }
            names.append(Located(name, at: token.range))
        } while cursor.take(.comma) != nil
        try cursor.expectEnd(after: "styles " + names.map(\.value).joined(separator: ", "))
        return .named(names)
    }
}

extension Token {
    /// The string literal's value, or `nil`.
    var stringValue: String? { if case .string(let value) = kind { value } else { nil } }
}
