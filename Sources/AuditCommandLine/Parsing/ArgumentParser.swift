import AccessibilityModel

/// Splits a subcommand's arguments into positionals, options and flags as its
/// ``CommandConfiguration`` declares them, or explains what is wrong.
///
/// Accepted forms: `--name value`, `--name=value`, flags `--name`, short
/// flags `-h`, and `--`, after which everything is positional. A value that
/// is not among an option's allowed values, an unknown option and a missing
/// value are usage errors with the nearest valid word suggested.
public enum ArgumentParser {
    /// Parses `arguments` (after the subcommand's name).
    /// - Parameters:
    ///   - arguments: the arguments after the subcommand's name.
    ///   - configuration: the subcommand's arguments and options.
    ///   - suggestion: what the error about a positional argument too many suggests instead of it
    ///     (`--tree screen.xml` for a file), or `nil`.
    /// - Throws: ``CommandError`` with exit code 64, naming the bad argument.
    public static func parse(
        _ arguments: [String], for configuration: CommandConfiguration, suggestion: (String) -> String? = { _ in nil }
    ) throws(CommandError) -> ParsedArguments {
        let options = configuration.allOptions
        let topic = configuration.name
        var parsed = ParsedArguments(helpTopic: topic)
        var index = 0
        var afterTerminator = false

        func record(_ option: OptionDefinition, value: String?) throws(CommandError) {
            guard option.takesValue else {
                parsed.flags.insert(option.name)
                return
            }
            guard let value else {
                throw .usage("missing value for '\(option.spelling)' (expected <\(option.valueName ?? option.name)>)", helpTopic: topic)
            }
            if !option.allowedValues.isEmpty, !option.allowedValues.contains(value) {
                throw .usage(
                    "'\(value)' is not a valid value for '\(option.spelling)' (expected \(list(option.allowedValues)))",
                    suggestion: option.suggestion(for: value), helpTopic: topic)
            }
            if !option.isRepeatable, parsed.optionValues[option.name] != nil {
                throw .usage("'\(option.spelling)' is given more than once", helpTopic: topic)
            }
            parsed.optionValues[option.name, default: []].append(value)
        }

        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if afterTerminator || !looksLikeOption(argument) {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                afterTerminator = true
                continue
            }
            if argument.hasPrefix("--") {
                // Split at the first '=' scalar, not Character: a value starting with a
                // combining mark ("--env=\u{6D6}") forms one Character with the '='.
                let body = argument.dropFirst(2).unicodeScalars
                let equals = body.firstIndex(of: "=")
                let name = String(body[..<(equals ?? body.endIndex)])
                let inlineValue = equals.map { String(body[body.index(after: $0)...]) }
                guard let option = options.first(where: { $0.name == name }) else {
                    throw .usage(
                        "unknown option '--\(name)' for '\(topic)'",
                        suggestion: Suggestion.nearest(to: name, in: options.map(\.name)).map { "--" + $0 },
                        helpTopic: topic)
                }
                if !option.takesValue, inlineValue != nil {
                    throw .usage("'\(option.spelling)' does not take a value", helpTopic: topic)
                }
                var value = inlineValue
                if value == nil, option.takesValue, index < arguments.count, !arguments[index].hasPrefix("--") {
                    value = arguments[index]
                    index += 1
                }
                try record(option, value: value)
            } else {
                let letter = argument.dropFirst()
                guard letter.count == 1, let option = options.first(where: { $0.shortName == letter.first }) else {
                    let long = options.map(\.name)
                    throw .usage(
                        "unknown option '\(argument)' for '\(topic)'",
                        suggestion: Suggestion.nearest(to: String(letter), in: long).map { "--" + $0 },
                        helpTopic: topic)
                }
                var value: String?
                if option.takesValue, index < arguments.count, !arguments[index].hasPrefix("--") {
                    value = arguments[index]
                    index += 1
                }
                try record(option, value: value)
            }
        }
        try checkPositionals(parsed.positionals, against: configuration, suggestion: suggestion)
        return parsed
    }

    /// Whether `argument` is meant as an option: it starts with `-`, is more
    /// than a lone `-` (which names standard input), and is not a negative number.
    static func looksLikeOption(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument.count > 1 else { return false }
        return Double(argument) == nil
    }

    /// Whether `arguments` ask for help (`--help` or `-h` before any `--`).
    static func asksForHelp(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "--help" || argument == "-h" { return true }
        }
        return false
    }

    private static func checkPositionals(
        _ positionals: [String], against configuration: CommandConfiguration, suggestion: (String) -> String?
    ) throws(CommandError) {
        let definitions = configuration.arguments
        let required = definitions.filter { !$0.isOptional }
        if positionals.count < required.count {
            let missing = required[positionals.count...].map { "<\($0.name)>" }
            throw .usage("missing \(missing.joined(separator: " and ")) for '\(configuration.name)'", helpTopic: configuration.name)
        }
        if definitions.last?.isRepeating != true, positionals.count > definitions.count {
            let extra = positionals[definitions.count]
            throw .usage(
                "unexpected argument '\(extra)' for '\(configuration.name)'", suggestion: suggestion(extra), helpTopic: configuration.name)
        }
    }

    /// `text or json`, `a, b or c`.
    static func list(_ words: [String], conjunction: String = "or") -> String {
        guard let last = words.last else { return "" }
        return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
