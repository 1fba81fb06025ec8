import AccessibilityAudit

extension ParsedArguments {
    /// The typed value of `option`: its default when absent, else what its
    /// declaration makes of the text given (every text, for a repeatable option).
    /// - Throws: ``CommandError`` (exit 64) for a text that is not a value of the option.
    public func value<Value>(_ option: Option<Value>) throws(CommandError) -> Value {
        do {
            return try option.value(from: values(option.definition.name))
        } catch {
            throw .usage(error.message, suggestion: error.suggestion, helpTopic: helpTopic)
        }
    }

    /// The typed value of `option`: what was given, else what `file` gives it
    /// (an option configured by a key of the file, `Option.configured(by:)`), else its default.
    /// - Parameters:
    ///   - option: the option, declared once.
    ///   - file: the configuration file in effect, if any.
    /// - Throws: ``CommandError`` (exit 64) for a text that is not a value of the option.
    public func value<Value>(_ option: Option<Value>, orIn file: ConfigurationFile?) throws(CommandError) -> Value {
        let given = try value(option)
        guard !isGiven(option), let file, let configured = option.value(in: file) else { return given }
        return configured
    }

    /// Whether `flag` was given.
    public func flag(_ flag: Flag) -> Bool {
        self.flag(flag.definition.name)
    }

    /// Whether the option was given at all (for options that exclude each other).
    public func isGiven(_ option: some OptionDeclaration) -> Bool {
        optionValues[option.definition.name] != nil || flags.contains(option.definition.name)
    }
}
