/// A command without arguments as written: its words and what it does.
/// Gesture aliases are phrases too (`swipe right` is `next`).
struct CommandPhrase: Sendable {
    var words: [String]
    var command: ScenarioCommand
    var isAlias: Bool

    var text: String { words.joined(separator: " ") }

    init(_ text: String, _ command: ScenarioCommand, alias: Bool = false) {
        self.words = text.split(separator: " ").map(String.init)
        self.command = command
        self.isAlias = alias
    }

    /// Every argument-less command and gesture alias of the spec's step table.
    static let all: [CommandPhrase] = [
        CommandPhrase("next", .next), CommandPhrase("previous", .previous),
        CommandPhrase("first", .first), CommandPhrase("last", .last),
        CommandPhrase("activate", .activate),
        CommandPhrase("increment", .increment), CommandPhrase("decrement", .decrement),
        CommandPhrase("escape", .escape), CommandPhrase("magic tap", .magicTap), CommandPhrase("delete", .delete),
        CommandPhrase("swipe right", .next, alias: true), CommandPhrase("swipe left", .previous, alias: true),
        CommandPhrase("four-finger tap top", .first, alias: true), CommandPhrase("four-finger tap bottom", .last, alias: true),
        CommandPhrase("double tap", .activate, alias: true),
        CommandPhrase("swipe up", .increment, alias: true), CommandPhrase("swipe down", .decrement, alias: true),
        CommandPhrase("scrub", .escape, alias: true),
        CommandPhrase("two-finger double tap", .magicTap, alias: true),
    ]

    /// Commands that take an argument.
    static let argumentCommands = ["action", "rotor", "focus", "set", "type"]

    /// Every word a line inside a scenario may start with.
    static let leadingWords: [String] = {
        var words: [String] = []
        for phrase in all where !words.contains(phrase.words[0]) { words.append(phrase.words[0]) }
        return words + argumentCommands + ["expect"] + ScenarioParser.setupKeywords + ["end", "scenario"]
    }()

    /// The longest phrase that the words start with.
    static func match(_ words: [String]) -> CommandPhrase? {
        all.filter { words.starts(with: $0.words) }.max { $0.words.count < $1.words.count }
    }
}
