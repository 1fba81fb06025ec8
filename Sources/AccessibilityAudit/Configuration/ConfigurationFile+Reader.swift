import AccessibilityModel
import Foundation

extension ConfigurationFile {
    /// Reads the keys of a parsed file, each checked, every problem at its line and column.
    struct Reader {
        var data: Data
        var path: String
        var directory: String
        var knownRules: RuleSelection
        var catalogs: [String]?

        func read(_ value: JSONValue) throws(ConfigurationFileError) -> ConfigurationFile {
            guard let members = value.objectValue else {
                throw fail("expected an object with the keys \(keys.joined(separator: ", ")), found \(value.kindDescription)", at: JSONPath())
            }
            var file = ConfigurationFile(path: path)
            for (key, member) in members {
                guard let declaration = Keys.all.first(where: { $0.name == key }) else {
                    throw fail(
                        "unknown key '\(key)'" + (Suggestion.nearest(to: key, in: keys).map { "; did you mean '\($0)'?" } ?? "")
                            + " (keys: \(keys.joined(separator: ", ")))", at: JSONPath([.key(key)]), key: true)
                }
                try declaration.read(self, key, member, &file)
            }
            return file
        }

        /// `text` as a path: itself when absolute, else relative to the file's directory.
        func resolved(_ text: String) -> String {
            text.hasPrefix("/") ? text : (directory as NSString).appendingPathComponent(text)
        }

        /// The check IDs of the array at `key`.
        func ruleList(_ key: String, _ member: JSONValue) throws(ConfigurationFileError) -> [RuleID] {
            let at = JSONPath([.key(key)])
            guard let items = member.arrayValue else {
                throw fail("'\(key)' must be an array of rule IDs, found \(member.kindDescription)", at: at)
            }
            var rules: [RuleID] = []
            for (index, item) in items.enumerated() {
                let place = at.appending(.index(index))
                guard let text = item.stringValue else { throw fail("a rule ID must be a string, found \(item.kindDescription)", at: place) }
                rules.append(try rule(text, at: place))
            }
            return rules
        }

        /// The severities of the object at `key`, by check ID.
        func severities(_ key: String, _ member: JSONValue) throws(ConfigurationFileError) -> [RuleID: Severity] {
            let at = JSONPath([.key(key)])
            guard let entries = member.objectValue else {
                throw fail("'\(key)' must be an object of rule IDs and severities, found \(member.kindDescription)", at: at)
            }
            var severities: [RuleID: Severity] = [:]
            for (name, level) in entries {
                let place = at.appending(.key(name))
                let id = try rule(name, at: place)
                let names = Severity.all.map(\.rawValue)
                guard let text = level.stringValue, let severity = Severity(rawValue: text) else {
                    throw fail("the severity of '\(name)' must be one of \(names.joined(separator: ", "))", at: place)
                }
                severities[id] = severity
            }
            return severities
        }

        /// The string value of `key`, one of `allowed` when that is not empty.
        func string(
            _ key: String, _ member: JSONValue, allowed: [String] = [], suggesting suggestion: ((String) -> String?)? = nil
        ) throws(ConfigurationFileError) -> String {
            let at = JSONPath([.key(key)])
            guard let text = member.stringValue else { throw fail("'\(key)' must be a string, found \(member.kindDescription)", at: at) }
            if !allowed.isEmpty, !allowed.contains(text) {
                throw fail(
                    "unknown \(key) '\(text)'; expected one of \(allowed.joined(separator: ", "))"
                        + ((suggestion?(text) ?? Suggestion.nearest(to: text, in: allowed)).map { "; did you mean '\($0)'?" } ?? ""), at: at)
            }
            return text
        }

        /// The check named `text`, built-in or custom.
        private func rule(_ text: String, at place: JSONPath) throws(ConfigurationFileError) -> RuleID {
            let id = RuleID(rawValue: text)
            guard knownRules.description(of: id) != nil else {
                throw fail(
                    "unknown rule '\(text)'" + (knownRules.suggestion(for: text).map { "; did you mean '\($0)'?" } ?? ""),
                    at: place)
            }
            return id
        }

        /// A problem at the value (or, with `key`, the key) at `jsonPath`.
        private func fail(_ message: String, at jsonPath: JSONPath, key: Bool = false) -> ConfigurationFileError {
            var offset = JSONParser().offset(of: jsonPath, in: data) ?? 0
            if key { offset = Self.keyOffset(before: offset, in: data) }
            let (line, column) = JSONParser.lineAndColumn(of: offset, in: data)
            return ConfigurationFileError(path: path, line: line, column: column, message: message, contents: data)
        }

        /// The offset of the opening quote of the key whose value starts at `offset`.
        private static func keyOffset(before offset: Int, in data: Data) -> Int {
            let bytes = [UInt8](data)
            var index = min(offset, bytes.count) - 1
            // Back over spaces and the colon to the key's closing quote, then to its opening quote.
            while index >= 0, bytes[index] != UInt8(ascii: "\"") { index -= 1 }
            index -= 1
            while index >= 0, bytes[index] != UInt8(ascii: "\"") || (index > 0 && bytes[index - 1] == UInt8(ascii: "\\")) { index -= 1 }
            return max(index, 0)
        }
    }
}
