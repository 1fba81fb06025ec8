import AccessibilityModel

extension ScenarioParser {
    /// The words that may follow `expect`, as the spec writes them.
    static let assertionForms = [
        "hint", "no hint", "speech contains", "focus", "value", "traits", "elements", "order", "boundary", "announcement",
        "silence", "state", "no findings", "finding",
    ]

    /// `expect …`: every row of the spec's assertion table.
    mutating func parseExpectation(_ cursor: inout TokenCursor) throws(ScenarioDiagnostic) -> ScenarioStep.Kind {
        let keyword = cursor.advance()?.range ?? cursor.currentRange
        guard let token = cursor.current else {
            throw .error(
                "expected what to check after 'expect': a string in double quotes, or \(Self.list(Self.assertionForms.map { "'\($0)'" }))",
                at: cursor.currentRange)
        }
        if case .string(let text) = token.kind {
            cursor.advance()
            try cursor.expectEnd(after: "expect \(token.text)")
            return .expectation(.speech(text))
        }
        guard let word = token.identifier else {
            throw .error("expected what to check after 'expect', found \(token.quoted)", at: token.range)
        }
        cursor.advance()
        let expectation: ScenarioExpectation
        switch word {
        case "hint": expectation = .hint(try cursor.expectString("the hint", after: "'expect hint'").value)
        case "focus": expectation = .focus(try cursor.expectString("the label", after: "'expect focus'").value)
        case "value": expectation = .value(try cursor.expectString("the value", after: "'expect value'").value)
        case "boundary": expectation = .boundary
        case "announcement": expectation = .announcement(try cursor.expectString("the announcement", after: "'expect announcement'").value)
        case "silence": expectation = .silence
        case "no": expectation = try parseNegative(&cursor)
        case "speech":
            guard cursor.current?.isWord("contains") == true else {
                let suggestion = cursor.current?.identifier.flatMap { Suggestion.nearest(to: $0, in: ["contains"]) }
                throw .error(
                    "expected 'contains' after 'expect speech', found \(cursor.found)", at: cursor.currentRange,
                    suggestion: suggestion.map { "expect speech \($0)" })
            }
            cursor.advance()
            let text = try cursor.expectString("the text", after: "'expect speech contains'")
            guard !text.value.isEmpty else {
                throw .error(
                    "'expect speech contains' needs the text to look for; an empty text says nothing about the speech "
                        + "(use 'expect silence' to check that nothing was said)", at: text.range)
            }
            expectation = .speechContains(text.value)
        case "traits": expectation = .traits(try parseTraits(&cursor))
        case "elements":
            expectation = .elements(try parseCount(&cursor))
        case "order":
            var labels: [String] = []
            repeat {
                labels.append(
                    try cursor.expectString(labels.isEmpty ? "at least one label" : "a label", after: labels.isEmpty ? "'expect order'" : "','").value
                )
            } while cursor.take(.comma) != nil
            expectation = .order(labels)
        case "state":
            let parameter = try cursor.expectIdentifier("a parameter name after 'expect state'")
            if let single = cursor.take(.equals) {
                throw .error("use '==' to compare, as in 'expect state \(parameter.value) == 5'", at: single.range)
            }
            try cursor.expect(.equalsEquals, "==", after: "'expect state \(parameter.value)'")
            let value = try parseLiteral(&cursor, after: "'=='")
            expectation = .state(parameter: parameter, value: value)
        case "finding":
            guard let rule = cursor.current, let name = rule.identifier ?? rule.stringValue else {
                throw .error("expected a rule ID such as 'label-missing' after 'expect finding', found \(cursor.found)", at: cursor.currentRange)
            }
            cursor.advance()
            expectation = .finding(Located(name, at: rule.range))
        default:
            let words = Self.assertionForms.map { $0.split(separator: " ").first.map(String.init) ?? $0 }
            let nearest = Suggestion.nearest(to: word, in: Self.assertionForms + words)
            let full = nearest.flatMap { near in Self.assertionForms.first { $0 == near || $0.hasPrefix(near + " ") } }
            throw .error("unknown assertion 'expect \(word)'", at: keyword.through(token.range), suggestion: full.map { "expect \($0)" })
        }
        try cursor.expectEnd(after: cursor.text(from: 0))
        return .expectation(expectation)
    }

    /// `no hint` or `no findings`.
    func parseNegative(_ cursor: inout TokenCursor) throws(ScenarioDiagnostic) -> ScenarioExpectation {
        if cursor.take(.identifier("hint")) != nil { return .noHint }
        if cursor.take(.identifier("findings")) != nil { return .noFindings }
        let suggestion = cursor.current?.identifier.flatMap { Suggestion.nearest(to: $0, in: ["hint", "findings"]) }
        throw .error(
            "expected 'hint' or 'findings' after 'expect no', found \(cursor.found)", at: cursor.currentRange,
            suggestion: suggestion.map { "expect no \($0)" })
    }

    /// `a, b, c`: trait names as the tree format spells them; every unknown one is reported.
    mutating func parseTraits(_ cursor: inout TokenCursor) throws(ScenarioDiagnostic) -> ElementTraits {
        var traits: ElementTraits = []
        var first = true
        repeat {
            let name = try cursor.expectIdentifier(first ? "at least one trait name after 'expect traits'" : "a trait name after ','")
            first = false
            if let trait = ElementTraits(name: name.value) {
                traits.insert(trait)
            } else {
                report(
                    .error(
                        "unknown trait '\(name.value)'", at: name.range,
                        suggestion: Suggestion.nearest(to: name.value, in: ElementTraits.named.map(\.name))))
            }
        } while cursor.take(.comma) != nil
        return traits
    }

    /// A whole number of focus stops, 0 or more.
    func parseCount(_ cursor: inout TokenCursor) throws(ScenarioDiagnostic) -> Int {
        guard let token = cursor.current, case .number(let value) = token.kind else {
            throw .error("expected the number of focus stops after 'expect elements', found \(cursor.found)", at: cursor.currentRange)
        }
        cursor.advance()
        guard token.text.allSatisfy({ $0.isNumber || $0 == "-" || $0 == "_" }), value >= 0, value <= 1_000_000 else {
            throw .error("the number of focus stops must be a whole number from 0 to 1000000, found \(token.text)", at: token.range)
        }
        return Int(value)
    }
}
