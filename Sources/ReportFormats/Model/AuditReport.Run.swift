import AccessibilityModel

extension AuditReport {
    /// What a catalog run audited, beyond its catalog and matrix: the
    /// selection and the settings that decide how its work is split into
    /// shards. Shards merge only when their runs are equal, so the shards of
    /// two different commands never pass for one report.
    ///
    /// Lists are kept sorted and without repeats (`--component B --component A`
    /// is the same run as `--component A --component B`); an empty list means
    /// every one. `--fail-on`, `--baseline`, `--jobs`, `--format` and
    /// `--output` are not part of a run: they change neither its work nor
    /// its split.
    ///
    /// ```swift
    /// let run = AuditReport.Run(components: ["Tag", "Rating"], environment: SettingsOverride(colorScheme: .dark), scenarios: nil)
    /// run.components  // ["Rating", "Tag"]
    /// ```
    public struct Run: Hashable, Sendable {
        /// `--component` values; empty: every component of the catalog.
        public var components: [String]
        /// `--style` values; empty: every style.
        public var styles: [String]
        /// `--state` values; empty: every state.
        public var states: [String]
        /// The settings fixed by `--env`.
        public var environment: SettingsOverride
        /// The scenario files or folders run (`--scenarios`, or the default
        /// folder), or `nil` when no scenario ran (`--no-scenarios`, or no
        /// default folder).
        public var scenarios: [String]?

        /// A run; the lists are sorted and repeats dropped.
        public init(
            components: [String] = [], styles: [String] = [], states: [String] = [], environment: SettingsOverride = .none,
            scenarios: [String]? = nil
        ) {
            self.components = Array(Set(components)).sorted()
            self.styles = Array(Set(styles)).sorted()
            self.states = Array(Set(states)).sorted()
            self.environment = environment
            self.scenarios = scenarios.map { Array(Set($0)).sorted() }
        }

        /// The first part in which this run differs from `other`, as the
        /// command-line option and how each run used it: `("--style", "with
        /// --style bold", "without --style")`; `nil` when the runs are equal.
        public func difference(from other: Run) -> (option: String, mine: String, theirs: String)? {
            func listed(_ option: String, _ values: [String]) -> String {
                values.isEmpty ? "without \(option)" : "with " + values.map { "\(option) \($0)" }.joined(separator: " ")
            }
            func scenarioText(_ paths: [String]?) -> String {
                paths.map { listed("--scenarios", $0) } ?? "with --no-scenarios"
            }
            func environmentText(_ settings: SettingsOverride) -> String {
                settings.isEmpty ? "without --env" : "with --env \(settings)"
            }
            if components != other.components {
                return ("--component", listed("--component", components), listed("--component", other.components))
            }
            if styles != other.styles { return ("--style", listed("--style", styles), listed("--style", other.styles)) }
            if states != other.states { return ("--state", listed("--state", states), listed("--state", other.states)) }
            if environment != other.environment {
                return ("--env", environmentText(environment), environmentText(other.environment))
            }
            if scenarios != other.scenarios { return ("--scenarios", scenarioText(scenarios), scenarioText(other.scenarios)) }
            return nil
        }
    }
}

extension AuditReport.Run {
    /// The settings `--env` fixes as the JSON report's `run.env` records them:
    /// `key=value,…` in key order, or `default` when it fixes none.
    public var environmentText: String {
        environment.isEmpty ? "default" : environment.description
    }
}
