import AccessibilityAudit
import Foundation
import Testing

/// The checks one expectation runs: the test's arguments on top of the
/// package's `.a11y-audit.json`, so a test runs the checks the CLI and the
/// plugin run, at the same severities.
///
/// The file is the one nearest to the test file's directory (`#filePath`,
/// then each ancestor), as swift-format and SwiftLint find theirs; its
/// `skipRules` and `severities` apply (`catalog`, `matrix`, `failOn` and
/// `baseline` are the command line's: a test names its own view, matrix and
/// threshold). `only` runs the checks it names even when the file skips
/// them, as `--rule` does. The file is not read when the configuration in
/// effect says so (``AccessibilityTestConfiguration/readsConfigurationFile``,
/// `.accessibilityAudit(.configurationFile(false))`) or when the environment
/// variable `A11Y_NO_CONFIG_FILE` is set to anything but `0`.
struct TestRules {
    /// The variable that turns the file off for a whole test run.
    static let environmentVariable = "A11Y_NO_CONFIG_FILE"

    var custom: [any Rule]
    var only: Set<RuleID>
    var skipping: Set<RuleID>
    /// The test file whose directory the search for the file starts from.
    var testFile: String
    var readsFile: Bool

    init(
        custom: [any Rule] = [], only: Set<RuleID> = [], skipping: Set<RuleID>, at sourceLocation: SourceLocation,
        readsFile: Bool = AccessibilityTestConfiguration.current.readsConfigurationFile
    ) {
        self.custom = custom
        self.only = only
        self.skipping = skipping
        self.testFile = sourceLocation.filePath
        self.readsFile = readsFile
    }

    /// The selection, or why it cannot be made (a configuration file that cannot be used).
    func selection(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<RuleSelection, AuditError> {
        let given = RuleSelection(custom: custom, only: only, skipped: skipping.subtracting(only))
        let disabled = environment[Self.environmentVariable].map { !$0.isEmpty && $0 != "0" } ?? false
        guard readsFile, !disabled, testFile.hasPrefix("/") else { return .success(given) }
        do {
            let directory = (testFile as NSString).deletingLastPathComponent
            guard let file = try ConfigurationFile.load(from: directory, knownRules: given) else { return .success(given) }
            return .success(file.applied(to: given))
        } catch {
            var message = "the configuration file cannot be used: \(error)"
            if let line = error.sourceLine, !line.isEmpty { message += "\n  " + line }
            message += "\n(set \(Self.environmentVariable)=1 or use .accessibilityAudit(.configurationFile(false)) to audit without it)"
            return .failure(AuditError(message: message))
        }
    }
}
