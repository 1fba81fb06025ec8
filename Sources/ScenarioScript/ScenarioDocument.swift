import AccessibilityModel

/// A scenario file read, parsed and validated in one go: what the CLI and a
/// runner start from.
///
/// ```swift
/// let document = ScenarioDocument(source: ScenarioSource(path: path, bytes: data), validator: validator)
/// guard !document.hasErrors else { print(document.renderedDiagnostics); exit(2) }
/// for scenario in document.scenarios { … }
/// ```
public struct ScenarioDocument: Sendable {
    public var source: ScenarioSource
    /// The parsed file (scenarios that parsed, possibly with problems).
    public var file: ScenarioFile
    /// The validated scenarios; empty whenever the file has an error, so
    /// nothing runs from a file that does not check.
    public var scenarios: [ValidatedScenario]
    /// Every error and warning of the file, parse and validation alike, sorted by position.
    public var diagnostics: [ScenarioDiagnostic]

    /// Parses `source` and, when it decoded, validates what parsed (so
    /// parse and validation errors are reported together).
    public init(source: ScenarioSource, validator: ScenarioValidator) {
        self.source = source
        let (file, parseDiagnostics) = ScenarioParser.parse(source)
        self.file = file
        let (validated, validationDiagnostics) = validator.validate(file)
        let diagnostics = DiagnosticRenderer.sorted(parseDiagnostics + validationDiagnostics)
        self.diagnostics = diagnostics
        self.scenarios = diagnostics.contains { $0.severity == .error } ? [] : validated
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The diagnostics as a compiler prints them, with the summary line; empty when there are none.
    public var renderedDiagnostics: String { DiagnosticRenderer.render(diagnostics, in: source) }
}
