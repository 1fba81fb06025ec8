/// The words HeadlessUI's built-in controls expose, in the `locale`
/// setting's language (decision 22): English, German and Russian; any other
/// language is English.
struct ControlStrings {
    /// A stepper's buttons.
    var increment: String
    var decrement: String

    static let english = ControlStrings(increment: "Increment", decrement: "Decrement")
    static let german = ControlStrings(increment: "Erhöhen", decrement: "Verringern")
    static let russian = ControlStrings(increment: "Увеличить", decrement: "Уменьшить")

    /// The strings of `locale`'s language (its primary subtag).
    static func forLocale(_ identifier: String) -> ControlStrings {
        let language = identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        switch language {
        case "de": return german
        case "ru": return russian
        default: return english
        }
    }
}
