import AccessibilityModel

extension ConfigurationFile {
    /// A key of `.a11y-audit.json` declared once: its name, what its value
    /// is, how the file's text becomes that value and where the value is kept.
    ///
    /// The reader, the list of keys in messages and help, and the command
    /// line options that the file's keys give defaults to all read these
    /// declarations (``Keys``); no key name is spelled anywhere else.
    ///
    /// ```swift
    /// let key = ConfigurationFile.Keys.matrix
    /// key.name                 // "matrix"
    /// key.value(in: file)      // MatrixKind? — nil when the file does not set it
    /// ```
    public struct Key<Value: Sendable>: Sendable {
        /// The key's name in the file (`failOn`).
        public var name: String { declaration.name }
        /// The key, untyped, as the reader and the list of keys see it.
        public let declaration: KeyDeclaration
        private let get: @Sendable (ConfigurationFile) -> Value?

        init(
            _ name: String, summary: String,
            value: @escaping @Sendable (ConfigurationFile) -> Value?,
            read: @escaping @Sendable (Reader, String, JSONValue, inout ConfigurationFile) throws(ConfigurationFileError) -> Void
        ) {
            declaration = KeyDeclaration(name: name, summary: summary, read: read)
            get = value
        }

        /// The value `file` gives the key, or `nil` when the file does not set it.
        /// - Parameter file: a configuration file that was read.
        public func value(in file: ConfigurationFile) -> Value? {
            get(file)
        }
    }

    /// A key of the file without its type: its name, a summary of its value,
    /// and how the reader reads it. Two declarations are equal when their names are.
    public struct KeyDeclaration: Hashable, Sendable {
        /// The key's name in the file (`skipRules`).
        public let name: String
        /// What the value is, in a few words (`an array of check IDs that do not run`).
        public let summary: String
        let read: @Sendable (Reader, String, JSONValue, inout ConfigurationFile) throws(ConfigurationFileError) -> Void

        public static func == (lhs: KeyDeclaration, rhs: KeyDeclaration) -> Bool { lhs.name == rhs.name }
        public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    }

    /// Every key the file may have, each declared once (docs/spec/cli.md § Configuration file).
    public enum Keys {
        /// `catalog`: the default catalog, one the program offers (`--catalog`).
        public static let catalog = Key<String>(
            "catalog", summary: "the default catalog (one the program offers)", value: \.catalog
        ) { reader, key, member, file throws(ConfigurationFileError) in
            file.catalog = try reader.string(key, member, allowed: reader.catalogs ?? [])
        }
        /// `matrix`: `smoke`, `pairwise` or `full` (`--matrix`).
        public static let matrix = Key<MatrixKind>(
            "matrix", summary: "smoke, pairwise or full", value: \.matrix
        ) { reader, key, member, file throws(ConfigurationFileError) in
            file.matrix = MatrixKind(rawValue: try reader.string(key, member, allowed: MatrixKind.allCases.map(\.rawValue)))
        }
        /// `failOn`: the lowest severity that fails the run (`--fail-on`).
        public static let failOn = Key<FailThreshold>(
            "failOn", summary: FailThreshold.names.joined(separator: ", "), value: \.failOn
        ) { reader, key, member, file throws(ConfigurationFileError) in
            file.failOn = FailThreshold(
                parsing: try reader.string(key, member, allowed: FailThreshold.names, suggesting: FailThreshold.suggestion(for:)))
        }
        /// `skipRules`: checks that do not run (`--skip-rule` adds to them).
        public static let skipRules = Key<[RuleID]>(
            "skipRules", summary: "an array of check IDs that do not run", value: { $0.skipRules.isEmpty ? nil : $0.skipRules }
        ) { reader, key, member, file throws(ConfigurationFileError) in
            file.skipRules = try reader.ruleList(key, member)
        }
        /// `severities`: the severity each named check reports instead of its own (no option).
        public static let severities = Key<[RuleID: Severity]>(
            "severities", summary: "an object from check ID to severity",
            value: { $0.severities.isEmpty ? nil : $0.severities }
        ) { reader, key, member, file throws(ConfigurationFileError) in
            file.severities = try reader.severities(key, member)
        }
        /// `baseline`: a report whose findings do not fail the run, relative to the file (`--baseline`).
        public static let baseline = Key<String>(
            "baseline", summary: "a report whose findings do not fail the run, relative to the file", value: \.baseline
        ) { reader, key, member, file throws(ConfigurationFileError) in
            file.baseline = reader.resolved(try reader.string(key, member))
        }

        /// Every key, in the order messages and help list them.
        public static let all: [KeyDeclaration] = [
            catalog.declaration, matrix.declaration, failOn.declaration, skipRules.declaration, severities.declaration,
            baseline.declaration,
        ]
    }
}
