import Foundation
import PackagePlugin

/// `swift package audit-accessibility [options]`: builds the package's own
/// audit executable (an executable product whose main target depends on
/// `AuditCommandLine`), or takes the built-in `a11y-audit` when the package
/// has none, runs it from the package's directory with the options given,
/// and reports like a linter: each finding as a compiler-style line
/// (`file:line:column: error|warning: message [rule-id]`, which SwiftPM and
/// Xcode show at the line), then the counts and the verdict, then where the
/// report of this run was written.
///
/// Every option but the plugin's own passes through (`--format sarif`,
/// `--matrix full`, `--component`, `--fail-on`, …); `--output` chooses the
/// report's path. The audit itself always writes JSON into the plugin's
/// work directory (what the findings are printed from); a report in another
/// format is rendered from it by the executable's `merge`, byte for byte
/// what the audit would have written. A failed audit (exit 1) fails the
/// command after the report is written, so CI can gate on it; a usage error
/// or an unreadable input fails it without a report, and nothing is said of
/// a report an earlier run left.
@main
struct AuditAccessibility: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let chosen = extractor.extractOption(named: "executable").last
        let swiftcFlags = extractor.extractOption(named: "swiftc-flag")
        let configurationName = extractor.extractOption(named: "build-mode").last ?? "release"
        let passed = extractor.remainingArguments
        if passed.first == "--help" || passed.first == "-h" {
            print(PluginUsage.text)
            return
        }
        guard let configuration = BuildConfiguration(configurationName) else {
            throw PluginFailure("--build-mode must be release or debug, not '\(configurationName)'")
        }

        let executable = try build(
            context: context, chosen: chosen, configuration: configuration, swiftcFlags: swiftcFlags)
        let isAudit = passed.first.map { $0 == "audit" || $0.hasPrefix("-") } ?? true
        guard isAudit else {
            // Other subcommands (speak, tree, rules, help, …) print to standard output as they always do.
            let status = try run(executable, passed, in: context.package.directoryURL)
            guard status == 0 else { throw PluginFailure("\(executable.lastPathComponent) exited with status \(status)") }
            return
        }

        let options = ReportOptions(passed)
        let findings = context.pluginWorkDirectoryURL.appendingPathComponent("audit-run.json")
        try? FileManager.default.removeItem(at: findings)
        let status = try run(
            executable, options.auditArguments + ["--format", "json", "--output", findings.path], in: context.package.directoryURL)
        guard status == 0 || status == 1, let data = FileManager.default.contents(atPath: findings.path) else {
            throw PluginFailure("\(executable.lastPathComponent) exited with status \(status); no report was written")
        }
        let summary = try LintOutput.print(report: data, packageDirectory: context.package.directoryURL, failOn: options.failOn)

        let report =
            options.output.map { URL(fileURLWithPath: $0, relativeTo: context.package.directoryURL) }
            ?? context.pluginWorkDirectoryURL.appendingPathComponent("accessibility-report.\(options.fileExtension)")
        try? FileManager.default.removeItem(at: report)
        if options.format == "json" {
            try FileManager.default.copyItem(at: findings, to: report)
        } else {
            var render = ["merge", findings.path, "--format", options.format, "--output", report.path]
            if let failOn = options.failOn { render += ["--fail-on", failOn] }
            let rendered = try run(executable, render, in: context.package.directoryURL)
            guard rendered == 0 || rendered == 1, FileManager.default.fileExists(atPath: report.path) else {
                throw PluginFailure("rendering the \(options.format) report failed (exit \(rendered))")
            }
        }
        print("audit-accessibility: report written to \(report.path)")
        if status == 1 || summary.failed {
            throw PluginFailure("the audit found problems at or above --fail-on (exit 1)")
        }
    }

    /// Builds the audit executable as `swift build` builds it (not as a
    /// plugin's tool, which would compile every module again for the host),
    /// in `configuration`: by default the build the budgets are measured on
    /// (docs/performance.md), optimised and, on Linux, with the Swift runtime
    /// linked in (`-static-stdlib`, what `--static-swift-stdlib` gives).
    private func build(
        context: PluginContext, chosen: String?, configuration: BuildConfiguration, swiftcFlags: [String]
    ) throws -> URL {
        let candidates = auditExecutables(in: context.package)
        let product: String
        if let name = chosen ?? (candidates.count == 1 ? candidates.first : nil) {
            guard context.package.products(ofType: ExecutableProduct.self).contains(where: { $0.name == name }) else {
                throw PluginFailure("this package has no executable product '\(name)'")
            }
            product = name
        } else if candidates.count > 1 {
            throw PluginFailure(
                "this package has several audit executables (\(candidates.joined(separator: ", "))); "
                    + "choose one with --executable <name>")
        } else {
            print("audit-accessibility: the package has no audit executable of its own; auditing the built-in catalog")
            product = "a11y-audit"
        }
        print("audit-accessibility: building \(product) (\(configuration.name))")
        var parameters = PackageManager.BuildParameters(configuration: configuration.packageManager, logging: .concise)
        parameters.otherSwiftcFlags = configuration.swiftcFlags + swiftcFlags
        let result = try packageManager.build(.product(product), parameters: parameters)
        guard result.succeeded else {
            print(result.logText)
            throw PluginFailure("building \(product) failed")
        }
        guard let executable = result.builtArtifacts.first(where: { $0.kind == .executable })?.url else {
            throw PluginFailure("building \(product) produced no executable")
        }
        return executable
    }

    /// Runs `executable` with `arguments` from `directory`; its output goes where the plugin's goes.
    private func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The executable products whose main target depends on `AuditCommandLine`: the package's own audit CLIs.
    private func auditExecutables(in package: Package) -> [String] {
        package.products(ofType: ExecutableProduct.self).filter { product in
            product.mainTarget.dependencies.contains { dependency in
                if case .product(let used) = dependency { return used.name == "AuditCommandLine" }
                return false
            }
        }.map(\.name).sorted()
    }
}

/// Why the command failed, printed by SwiftPM.
struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The plugin's `--build-mode`: how the audit executable is built.
struct BuildConfiguration {
    let name: String
    let packageManager: PackageManager.BuildConfiguration
    let swiftcFlags: [String]

    init?(_ name: String) {
        switch name {
        case "release":
            #if os(Linux)
                // The runtime linked in: every retain, release and allocation a direct call (docs/performance.md).
                self.init(name: name, packageManager: .release, swiftcFlags: ["-static-stdlib"])
            #else
                self.init(name: name, packageManager: .release, swiftcFlags: [])
            #endif
        case "debug": self.init(name: name, packageManager: .debug, swiftcFlags: [])
        default: return nil
        }
    }

    private init(name: String, packageManager: PackageManager.BuildConfiguration, swiftcFlags: [String]) {
        self.name = name
        self.packageManager = packageManager
        self.swiftcFlags = swiftcFlags
    }
}
