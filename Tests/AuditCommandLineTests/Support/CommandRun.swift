import AccessibilityAudit
import AccessibilityModel
import AuditCommandLine
import BuiltInCatalogs
import Foundation
import Testing

/// What one in-process run of the command printed and returned.
struct CommandRun: Sendable {
    var code: ExitCode
    var stdout: String
    var stderr: String

    /// Runs `a11y-audit` with `arguments` in-process, capturing both streams.
    init(
        _ arguments: [String], environment: [String: String] = [:], catalogs: [String: [ComponentDescriptor]] = BuiltInCatalogs.all,
        defaultCatalog: String? = BuiltInCatalogs.defaultName, directory: String? = nil, terminal: Bool = false,
        maximumInputBytes: Int = CommandContext.defaultMaximumInputBytes,
        maximumReportBytes: Int = CommandContext.defaultMaximumReportBytes, rules: [any Rule] = []
    ) {
        let out = OutputBuffer(), err = OutputBuffer()
        var context = CommandContext(
            stdout: .capturing(into: out), stderr: .capturing(into: err), environment: environment,
            stdoutIsTerminal: terminal, catalogs: catalogs, defaultCatalog: defaultCatalog,
            maximumInputBytes: maximumInputBytes, maximumReportBytes: maximumReportBytes)
        if let directory { context.currentDirectory = directory }
        context.rules = rules
        code = AuditCommand.main(arguments: arguments, context: context)
        stdout = out.text
        stderr = err.text
    }
}

extension CommandRun {
    /// What a run printed and returned, given.
    init(code: ExitCode, stdout: String, stderr: String) {
        self.code = code
        self.stdout = stdout
        self.stderr = stderr
    }
}

/// Records an issue at the caller's line unless `run` exited with `code`,
/// printing both streams so the failure explains itself.
func expectExit(_ run: CommandRun, _ code: ExitCode, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(run.code == code, "stdout:\n\(run.stdout)\nstderr:\n\(run.stderr)", sourceLocation: sourceLocation)
}

/// A fresh directory for fixture files, removed by the caller with `defer`.
func makeScratchDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-audit-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
