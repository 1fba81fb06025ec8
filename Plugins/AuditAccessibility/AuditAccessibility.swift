import Foundation
import PackagePlugin

/// `swift package audit-accessibility [options]`: builds the package's own
/// audit executable (an executable product whose main target depends on
/// `AuditCommandLine`), or takes the built-in `a11y-audit` when the package
/// has none, runs it from the package's directory with the options given,
/// writes the report into the plugin's work directory, and prints where.
///
/// Every option but the plugin's own passes through (`--format sarif`,
/// `--matrix full`, `--component`, `--fail-on`, …); `--output` chooses the
/// report's path instead. The plugin's own options:
/// `--executable <product>` (which audit executable, when there are several)
/// and `--swiftc-flag=<flag>` (repeatable; added when building it, as
/// `-Xswiftc` is to `swift build`). A failed audit (exit 1) fails the command
/// after the report is written, so CI can gate on it.
@main
struct AuditAccessibility: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let chosen = extractor.extractOption(named: "executable").last
        let swiftcFlags = extractor.extractOption(named: "swiftc-flag")
        var passed = extractor.remainingArguments

        let candidates = auditExecutables(in: context.package)
        let product: String
        if let name = chosen ?? (candidates.count == 1 ? candidates.first : nil) {
            guard context.package.products(ofType: ExecutableProduct.self).contains(where: { $0.name == name }) else {
                throw PluginFailure("this package has no executable product '\(name)'")
            }
            product = name
        } else if candidates.count > 1 {
            throw PluginFailure("this package has several audit executables (\(candidates.joined(separator: ", "))); "
                                + "choose one with --executable <name>")
        } else {
            print("audit-accessibility: the package has no audit executable of its own; auditing the built-in catalog")
            product = "a11y-audit"
        }
        // Built as `swift build` builds it (not as a plugin's tool, which would compile every module again for the host).
        print("audit-accessibility: building \(product)")
        var parameters = PackageManager.BuildParameters(configuration: .debug, logging: .concise)
        parameters.otherSwiftcFlags = swiftcFlags
        let result = try packageManager.build(.product(product), parameters: parameters)
        guard result.succeeded else {
            print(result.logText)
            throw PluginFailure("building \(product) failed")
        }
        guard let executable = result.builtArtifacts.first(where: { $0.kind == .executable })?.url else {
            throw PluginFailure("building \(product) produced no executable")
        }

        // The report goes into the plugin's work directory unless --output says otherwise; subcommands
        // other than the audit (speak, tree, rules, …) print to standard output as they always do.
        var report: URL?
        let isAudit = passed.first.map { $0 == "audit" || $0.hasPrefix("-") } ?? true
        if isAudit, !passed.contains(where: { $0 == "--output" || $0.hasPrefix("--output=") }) {
            let url = context.pluginWorkDirectoryURL.appendingPathComponent("accessibility-report.\(fileExtension(passed))")
            passed += ["--output", url.path]
            report = url
        }

        let process = Process()
        process.executableURL = executable
        process.arguments = passed
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        let status = process.terminationStatus
        if let report, FileManager.default.fileExists(atPath: report.path) {
            print("audit-accessibility: report written to \(report.path)")
        }
        switch status {
        case 0: return
        case 1: throw PluginFailure("the audit found problems at or above --fail-on (exit 1)")
        default: throw PluginFailure("\(executable.lastPathComponent) exited with status \(status)")
        }
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

    /// The report's file extension for the `--format` among `arguments` (`text` when none).
    private func fileExtension(_ arguments: [String]) -> String {
        var format = "text"
        for (index, argument) in arguments.enumerated() {
            if argument == "--format", index + 1 < arguments.count { format = arguments[index + 1] }
            if argument.hasPrefix("--format=") { format = String(argument.dropFirst("--format=".count)) }
        }
        switch format {
        case "text": return "txt"
        case "junit": return "junit.xml"
        case "markdown": return "md"
        default: return format
        }
    }
}

/// Why the command failed, printed by SwiftPM.
struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
