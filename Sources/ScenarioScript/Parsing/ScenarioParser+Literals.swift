import AccessibilityModel

extension ScenarioParser {
    /// A literal: string, number, range `a...b`, boolean, enum case `.name` or `nil`.
    /// An inverted range is reported (not thrown) so the rest of the line is still checked;
    /// it is kept in the AST with its bounds as written.
    mutating func parseLiteral(_ cursor: inout TokenCursor, after context: String) throws(ScenarioDiagnostic) -> Located<ScenarioLiteral> {
        guard let token = cursor.current else {
            throw .error("expected a value after \(context), found end of line", at: cursor.currentRange)
        }
        switch token.kind {
        case .string(let text):
            cursor.advance()
            return Located(.string(text), at: token.range)
        case .bool(let flag):
            cursor.advance()
            return Located(.bool(flag), at: token.range)
        case .enumCase(let name):
            cursor.advance()
            return Located(.enumCase(name), at: token.range)
        case .identifier("nil"):
            cursor.advance()
            return Located(.none, at: token.range)
        case .number(let lower):
            cursor.advance()
            guard cursor.take(.ellipsis) != nil else { return Located(.number(lower), at: token.range) }
            guard let upperToken = cursor.current, case .number(let upper) = upperToken.kind else {
                throw .error("expected the range's upper bound after '\(token.text)...', found \(cursor.found)", at: cursor.currentRange)
            }
            cursor.advance()
            let range = token.range.through(upperToken.range)
            if lower > upper {
                report(.error("inverted range \(token.text)...\(upperToken.text); the lower bound must not exceed the upper bound", at: range))
            }
            return Located(.range(lower: lower, upper: upper), at: range)
        case .identifier(let word):
            throw .error(
                "expected a value after \(context) (a string, number, range, true, false or .case), found '\(word)'; strings are written in double quotes",
                at: token.range)
        default:
            throw .error(
                "expected a value after \(context) (a string, number, range, true, false or .case), found \(token.quoted)",
                at: token.range)
        }
    }

    /// `key=value, key=value`: every unknown key or value is reported (with a suggestion)
    /// and left out; a malformed list throws.
    mutating func parseSettings(_ cursor: inout TokenCursor, after context: String) throws(ScenarioDiagnostic) -> [SettingAssignment] {
        var assignments: [SettingAssignment] = []
        let keys = AccessibilitySettings.Key.allCases.map(\.rawValue)
        var lastPair = context
        repeat {
            let key = try cursor.expectIdentifier(
                lastPair == context
                    ? "a setting such as 'colorScheme=dark' after '\(context)'" : "a setting after ','")
            if cursor.current?.kind == .equalsEquals {
                throw .error("use a single '=' to give a setting a value, as in '\(key.value)=…'", at: cursor.currentRange)
            }
            try cursor.expect(.equals, "=", after: "the setting '\(key.value)'")
            guard let valueToken = cursor.current, let value = Self.settingValue(valueToken) else {
                throw .error("expected a value for '\(key.value)', found \(cursor.found)", at: cursor.currentRange)
            }
            cursor.advance()
            lastPair = "\(key.value)=\(valueToken.text)"
            guard let knownKey = AccessibilitySettings.Key(rawValue: key.value) else {
                report(.error("unknown setting '\(key.value)'", at: key.range, suggestion: Suggestion.nearest(to: key.value, in: keys)))
                continue
            }
            let setting: SettingsOverride
            do {
                setting = try SettingsOverride(knownKey, value)
            } catch {
                report(.error(error.message, at: valueToken.range, suggestion: error.suggestion))
                continue
            }
            if context == "set", assignments.contains(where: { $0.key == knownKey }) {
                report(.error("setting '\(key.value)' is given twice in one 'set'", at: key.range))
                continue
            }
            assignments.append(SettingAssignment(key: knownKey, setting: setting, range: key.range.through(valueToken.range)))
        } while cursor.take(.comma) != nil
        try cursor.expectEnd(after: lastPair)
        return assignments
    }

    /// The text of a setting value token: a word, a boolean, a string or a number as written.
    static func settingValue(_ token: Token) -> String? {
        switch token.kind {
        case .identifier(let word): word
        case .bool(let flag): String(flag)
        case .string(let text): text
        case .number: token.text
        default: nil
        }
    }
}
