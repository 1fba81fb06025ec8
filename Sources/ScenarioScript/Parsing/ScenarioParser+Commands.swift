import AccessibilityModel

extension ScenarioParser {
    /// The most times one step may repeat, so that no script can make a run hang.
    static let maximumRepeatCount = 1000

    /// A command or gesture alias, with its argument and optional repeat count.
    mutating func parseCommand(_ cursor: inout TokenCursor) throws(ScenarioDiagnostic) -> ScenarioStep.Kind {
        var wordTokens: [Token] = []
        while let token = cursor.peek(wordTokens.count), token.identifier != nil { wordTokens.append(token) }
        let words = wordTokens.compactMap(\.identifier)
        let start = cursor.position
        if let phrase = CommandPhrase.match(words) {
            for _ in phrase.words { cursor.advance() }
            let count = try parseRepeatCount(&cursor, after: phrase.text)
            return .command(phrase.command, repeatCount: count)
        }
        let first = words.first ?? ""
        let keyword = cursor.advance()?.range ?? cursor.currentRange
        switch first {
        case "action":
            let name = try cursor.expectString("the custom action's name", after: "'action'")
            try requireNonEmpty(name, "a custom action's name")
            let count = try parseRepeatCount(&cursor, after: cursor.text(from: start))
            return .command(.customAction(name.value), repeatCount: count)
        case "type":
            let text = try cursor.expectString("the text to type", after: "'type'")
            try requireNonEmpty(text, "the text to type")
            let count = try parseRepeatCount(&cursor, after: cursor.text(from: start))
            return .command(.type(text.value), repeatCount: count)
        case "rotor":
            let name = try cursor.expectString("the rotor's name", after: "'rotor'")
            try requireNonEmpty(name, "a rotor's name")
            try rejectRepeatCount(cursor, "rotor")
            try cursor.expectEnd(after: cursor.text(from: start))
            warnAboutRotor(name)
            return .command(.rotor(name.value), repeatCount: 1)
        case "focus":
            let label = try cursor.expectString("the element's label", after: "'focus'")
            try requireNonEmpty(label, "the label to focus")
            try rejectRepeatCount(cursor, "focus")
            try cursor.expectEnd(after: cursor.text(from: start))
            return .command(.focus(label.value), repeatCount: 1)
        case "set":
            let assignments = try parseSettings(&cursor, after: "set")
            return .command(.set(SettingAssignment.merged(assignments)), repeatCount: 1)
        default:
            throw unknownCommand(wordTokens, at: keyword)
        }
    }

    /// The error for words that start no command, with the nearest command or gesture.
    func unknownCommand(_ wordTokens: [Token], at keyword: SourceRange) -> ScenarioDiagnostic {
        let words = wordTokens.compactMap(\.identifier)
        let first = words.first ?? ""
        let family = CommandPhrase.all.filter { $0.words[0] == first }
        if !family.isEmpty {
            let longest = family.map(\.words.count).max() ?? 1
            let typed = Array(words.prefix(longest))
            let rest = typed.dropFirst().joined(separator: " ")
            let options = family.map { "'\($0.text)'" }
            let typedText = typed.joined(separator: " ")
            let range = keyword.through(wordTokens[min(typed.count, wordTokens.count) - 1].range)
            if rest.isEmpty {
                return .error("incomplete gesture '\(first)'; expected \(Self.list(options))", at: range)
            }
            let restOptions = family.map { $0.words.dropFirst().joined(separator: " ") }
            if let nearest = Suggestion.nearest(to: rest, in: restOptions) {
                return .error("unknown gesture '\(typedText)'", at: range, suggestion: "\(first) \(nearest)")
            }
            return .error("unknown gesture '\(typedText)'; expected \(Self.list(options))", at: range)
        }
        let candidates = CommandPhrase.leadingWords + CommandPhrase.all.filter { $0.words.count > 1 }.map { $0.words.joined() }
        guard var suggestion = Suggestion.nearest(to: first, in: candidates) else {
            return .error("unknown command '\(first)'", at: keyword)
        }
        if let phrase = CommandPhrase.all.first(where: { $0.words.joined() == suggestion }) {
            suggestion = phrase.text
        } else {
            let completions = CommandPhrase.all.filter { $0.words[0] == suggestion }
            let typedRest = Array(words.dropFirst())
            if let complete = completions.first(where: { typedRest.starts(with: $0.words.dropFirst()) })
                ?? (completions.count == 1 ? completions.first : nil)
            {
                suggestion = complete.text
            }
        }
        return .error("unknown command '\(first)'", at: keyword, suggestion: suggestion)
    }

    /// An optional repeat count: a whole number from 1 to ``maximumRepeatCount``.
    func parseRepeatCount(_ cursor: inout TokenCursor, after context: String) throws(ScenarioDiagnostic) -> Int {
        guard let token = cursor.current, case .number(let value) = token.kind else {
            try cursor.expectEnd(after: context)
            return 1
        }
        cursor.advance()
        try cursor.expectEnd(after: "\(context) \(token.text)")
        let isWhole = token.text.allSatisfy { $0.isNumber || $0 == "-" || $0 == "_" }
        guard isWhole else {
            throw .error("repeat count must be a whole number, found \(token.text)", at: token.range)
        }
        guard value >= 1 else {
            throw .error("repeat count must be at least 1, found \(token.text)", at: token.range)
        }
        guard value <= Double(Self.maximumRepeatCount) else {
            throw .error("repeat count \(token.text) is too large; a step repeats at most \(Self.maximumRepeatCount) times", at: token.range)
        }
        return Int(value)
    }

    func rejectRepeatCount(_ cursor: TokenCursor, _ command: String) throws(ScenarioDiagnostic) {
        guard let token = cursor.current, case .number = token.kind else { return }
        throw .error("'\(command)' takes no repeat count", at: token.range)
    }

    func requireNonEmpty(_ text: Located<String>, _ what: String) throws(ScenarioDiagnostic) {
        guard text.value.isEmpty else { return }
        throw .error("\(what) must not be empty", at: text.range)
    }

    /// Custom rotors are allowed, so a near miss of a standard rotor is only a warning.
    mutating func warnAboutRotor(_ name: Located<String>) {
        guard !ScenarioCommand.standardRotors.contains(name.value),
            let nearest = Suggestion.nearest(to: name.value, in: ScenarioCommand.standardRotors)
        else { return }
        report(
            ScenarioDiagnostic(
                .warning, "'\(name.value)' is not a standard rotor (custom rotors are allowed)", at: name.range,
                suggestion: nearest))
    }

    /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " or " + (items.last ?? "")
    }
}
