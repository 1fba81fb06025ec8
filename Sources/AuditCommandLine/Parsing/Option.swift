import AccessibilityAudit
import AccessibilityModel

/// An option declared once: its name, help, default and the way its text
/// becomes a typed value, in the shape of argument-parser's `@Option`.
///
/// The default is stated once, as a typed value, and help shows it from
/// there (`Default: pairwise.`). A subcommand lists the option in its
/// ``CommandConfiguration`` and reads it typed with
/// ``ParsedArguments/value(_:)->Value``; a text that is not a value of the option
/// is a usage error (exit 64) of that subcommand.
///
/// ```swift
/// static let matrix = Option.choice("matrix", MatrixKind.allCases, default: .pairwise, help: "Environment matrix.")
/// static let jobs = Option.count("jobs", valueName: "n", in: 1...256, help: "Worker count (default: the number of cores).")
/// static let configuration = CommandConfiguration(name: "audit", abstract: "…", options: [matrix, jobs])
///
/// let matrix: MatrixKind = try parsed.value(Self.matrix)   // .pairwise when absent
/// let jobs: Int? = try parsed.value(Self.jobs)             // nil when absent
/// ```
public struct Option<Value: Sendable>: OptionDeclaration {
    public private(set) var definition: OptionDefinition
    private let read: @Sendable ([String]) throws(OptionValueError) -> Value
    /// The value a configuration file gives the option, when it is one of the file's keys.
    private var fromFile: (@Sendable (ConfigurationFile) -> Value?)?

    /// An option whose every given text, in order (empty when it is absent),
    /// becomes its value through `read`.
    /// - Parameters:
    ///   - definition: what the parser and the help printer know about the option.
    ///   - read: makes the option's value of every text given, in order (none when it is absent).
    public init(_ definition: OptionDefinition, read: @escaping @Sendable ([String]) throws(OptionValueError) -> Value) {
        self.definition = definition
        self.read = read
    }

    /// The value of the option given `texts` (every value given, in order).
    /// - Parameter texts: every text given to the option, in order.
    /// - Throws: ``OptionValueError`` for a text that is not a value of the option.
    public func value(from texts: [String]) throws(OptionValueError) -> Value {
        try read(texts)
    }

    /// The value `file` gives the option, or `nil` when the option is no key
    /// of the file or the file does not set it.
    /// - Parameter file: a configuration file that was read.
    public func value(in file: ConfigurationFile) -> Value? {
        fromFile?(file)
    }

    /// The same option, whose default a key of `.a11y-audit.json` gives:
    /// the file's value stands when the option is absent
    /// (``ParsedArguments/value(_:orIn:)``), and help names the key.
    /// - Parameter key: the key of the file, declared in `ConfigurationFile.Keys`.
    public func configured(by key: ConfigurationFile.Key<Value>) -> Option {
        var option = self
        option.definition.configurationKey = key.name
        option.fromFile = { key.value(in: $0) }
        return option
    }

    /// The same option, whose default a key of `.a11y-audit.json` gives
    /// (an option whose value is `nil` when it is absent).
    /// - Parameter key: the key of the file, declared in `ConfigurationFile.Keys`.
    public func configured<Wrapped>(by key: ConfigurationFile.Key<Wrapped>) -> Option where Value == Wrapped? {
        var option = self
        option.definition.configurationKey = key.name
        option.fromFile = { file in key.value(in: file).map { .some($0) } }
        return option
    }

    /// The same option, adding to the values of a key of `.a11y-audit.json`
    /// rather than replacing them (`--skip-rule` and `skipRules`): help names
    /// the key, and the command combines the two.
    /// - Parameter key: the key of the file, declared in `ConfigurationFile.Keys`.
    public func adding<Element>(to key: ConfigurationFile.Key<[Element]>) -> Option {
        var option = self
        option.definition.configurationKey = key.name
        option.definition.addsToConfigurationKey = true
        return option
    }

    /// An option given at most once, with a default shown in help as `default.description`:
    /// `parse` reads the text given, and the default stands when it is absent.
    public static func single(
        _ name: String, short: Character? = nil, valueName: String? = nil, allowedValues: [String] = [],
        default defaultValue: Value, help: String, hidden: Bool = false,
        parse: @escaping @Sendable (String) throws(OptionValueError) -> Value
    ) -> Option
    where Value: CustomStringConvertible {
        let definition = OptionDefinition.option(
            name, short: short, valueName: valueName, allowedValues: allowedValues,
            default: defaultValue.description, help: help)
        return Option(hidden ? definition.hidden() : definition) { texts throws(OptionValueError) in
            guard let text = texts.last else { return defaultValue }
            return try parse(text)
        }
    }

    /// One of `choices`, named by their descriptions (help lists them, and
    /// anything else is refused with the nearest name), `default` when absent.
    /// - Parameters:
    ///   - name: the long name without dashes (`matrix`).
    ///   - short: a one-letter name without the dash, if any.
    ///   - valueName: the placeholder help shows (default: the name).
    ///   - choices: the values, named by their descriptions, in the order help lists them.
    ///   - defaultValue: the value when the option is absent, shown in help.
    ///   - synonyms: words people use for a choice, each with the choice's name, for
    ///     "did you mean" only (`["high": "serious"]`).
    ///   - help: one or two sentences for help.
    ///   - hidden: accepted but left out of help and usage.
    public static func choice(
        _ name: String, short: Character? = nil, valueName: String? = nil, _ choices: [Value], default defaultValue: Value,
        synonyms: [String: String] = [:], help: String, hidden: Bool = false
    ) -> Option
    where Value: CustomStringConvertible {
        let names = choices.map(\.description)
        var option = single(name, short: short, valueName: valueName, allowedValues: names, default: defaultValue, help: help, hidden: hidden) {
            text throws(OptionValueError) in
            guard let index = names.firstIndex(of: text) else {
                // The parser checks allowed values first; this is the same message.
                throw OptionValueError(
                    "'\(text)' is not a valid value for '--\(name)' (expected \(ArgumentParser.list(names)))",
                    suggestion: synonyms[text.lowercased()] ?? Suggestion.nearest(to: text, in: names))
            }
            return choices[index]
        }
        option.definition.synonyms = synonyms
        return option
    }

    /// An option without a default: `nil` when absent, else what `parse` makes of the text given.
    public static func optional<Wrapped: Sendable>(
        _ name: String, short: Character? = nil, valueName: String? = nil, help: String,
        hidden: Bool = false,
        parse: @escaping @Sendable (String) throws(OptionValueError) -> Wrapped
    ) -> Option
    where Value == Wrapped? {
        let definition = OptionDefinition.option(name, short: short, valueName: valueName, help: help)
        return Option(hidden ? definition.hidden() : definition) { texts throws(OptionValueError) in
            guard let text = texts.last else { return nil }
            return try parse(text)
        }
    }

    /// A repeatable option: every text given, in order, through `parse` (empty when absent).
    public static func repeating<Element: Sendable>(
        _ name: String, valueName: String? = nil, help: String,
        parse: @escaping @Sendable (String) throws(OptionValueError) -> Element
    ) -> Option
    where Value == [Element] {
        Option(OptionDefinition.option(name, valueName: valueName, repeatable: true, help: help)) { texts throws(OptionValueError) in
            var values: [Element] = []
            for text in texts { values.append(try parse(text)) }
            return values
        }
    }

    /// A repeatable option whose each text may also list several values separated by commas
    /// (`--rule target-size,label-missing`, as `--rule target-size --rule label-missing`), for values that never
    /// hold a comma themselves. Spaces around a value are dropped.
    /// - Throws: `bad --rule 'a,,b': an empty id between commas` for an empty value.
    public static func repeatingList<Element: Sendable>(
        _ name: String, valueName: String, help: String,
        parse: @escaping @Sendable (String) throws(OptionValueError) -> Element
    ) -> Option
    where Value == [Element] {
        Option(OptionDefinition.option(name, valueName: valueName, repeatable: true, help: help)) { texts throws(OptionValueError) in
            var values: [Element] = []
            for text in texts {
                for piece in text.split(separator: ",", omittingEmptySubsequences: false) {
                    let value = String(piece.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
                    guard !value.isEmpty else {
                        let place = text.allSatisfy(\.isWhitespace) ? "no \(valueName)" : "an empty \(valueName) between commas"
                        throw .bad("--" + name, text, place)
                    }
                    values.append(try parse(value))
                }
            }
            return values
        }
    }
}

extension Option where Value == String? {
    /// A text option without a default (`--output <path>`): `nil` when absent.
    public static func text(_ name: String, valueName: String? = nil, help: String, hidden: Bool = false) -> Option {
        optional(name, valueName: valueName, help: help, hidden: hidden) { $0 }
    }
}

extension Option where Value == [String] {
    /// A repeatable text option (`--component A --component B`): every value, in order.
    public static func texts(_ name: String, valueName: String? = nil, help: String) -> Option {
        repeating(name, valueName: valueName, help: help) { $0 }
    }
}

extension Option where Value == Int? {
    /// A whole number in `range`, or `nil` when absent (`--jobs <n>`); anything
    /// else is `bad --jobs '0': expected a whole number from 1 to 256`.
    public static func count(
        _ name: String, valueName: String? = nil, in range: ClosedRange<Int>, help: String,
        hidden: Bool = false
    ) -> Option {
        optional(name, valueName: valueName, help: help, hidden: hidden) { text throws(OptionValueError) in
            try wholeNumber(text, in: range, spelling: "--" + name)
        }
    }
}

/// `text` as a whole number in `range`.
/// - Throws: `bad --name 'text': expected a whole number from 1 to 256` (`of at least 1` when unbounded).
func wholeNumber(_ text: String, in range: ClosedRange<Int>, spelling: String) throws(OptionValueError) -> Int {
    guard let number = Int(text), range.contains(number) else {
        let expected =
            range.upperBound == Int.max
            ? "a whole number of at least \(range.lowerBound)" : "a whole number from \(range.lowerBound) to \(range.upperBound)"
        throw .bad(spelling, text, "expected \(expected)")
    }
    return number
}
