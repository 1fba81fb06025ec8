import AccessibilityAudit
import AccessibilityModel
import Foundation

/// What a command runs with: its output streams, the environment variables,
/// the directory relative paths start from, the catalogs it may audit, and
/// the output style.
///
/// `process(catalogs:)` describes the real process; tests build one with
/// capturing sinks to run commands in-process:
///
/// ```swift
/// let out = OutputBuffer(), err = OutputBuffer()
/// let context = CommandContext(stdout: .capturing(into: out), stderr: .capturing(into: err))
/// let code = AuditCommand.main(arguments: ["contrast", "#767676", "#FFFFFF"], context: context)
/// ```
public struct CommandContext: Sendable {
    /// Where results go.
    public var stdout: OutputSink
    /// Where errors go.
    public var stderr: OutputSink
    /// What an input named `-` reads (`--tree -`).
    public var standardInput: StandardInput = .empty
    /// Environment variables (`NO_COLOR`, …).
    public var environment: [String: String]
    /// The directory that relative paths are resolved against.
    public var currentDirectory: String
    /// Whether standard output is a terminal (colour is only used on one).
    public var stdoutIsTerminal: Bool
    /// Whether standard error is a terminal (a long audit's progress line is only shown on one).
    public var stderrIsTerminal: Bool = false
    /// Seconds on a monotonic clock; only the progress line reads it, to wait a
    /// second before it appears (tests give a clock of their own).
    public var clock: @Sendable () -> Double = { ProcessInfo.processInfo.systemUptime }
    /// The component catalogs by name (`design-system`, `articles`, a user's
    /// own). Filled by the issues that bring catalogs; empty until then.
    public var catalogs: [String: [ComponentDescriptor]]
    /// The catalog used when `--catalog` is not given.
    public var defaultCatalog: String?
    /// Your own rules, run after the built-in ones and listed by `rules`.
    public var rules: [any Rule] = []
    /// The name the program calls itself in usage, help and "See '… help'" lines:
    /// the running executable's file name for ``process(catalogs:defaultCatalog:rules:)``
    /// (a package's own `badges-audit`), ``AuditCommand/name`` otherwise.
    public var commandName: String = AuditCommand.name
    /// The largest input file read, in bytes; larger files are refused (exit 2).
    public var maximumInputBytes: Int
    /// The largest report read by `--baseline` and `merge`, in bytes; larger reports are refused (exit 2), and a
    /// JSON report written larger than this is written with a warning that it cannot be read back.
    public var maximumReportBytes: Int
    /// How output looks; set by ``AuditCommand`` from `--no-color`, the
    /// terminal and `NO_COLOR` before a subcommand is validated.
    public var style: OutputStyle

    /// 512 MiB: far above any real tree, report or scenario, far below what
    /// would exhaust memory.
    public static let defaultMaximumInputBytes = 512 * 1024 * 1024

    /// 1 GiB: the most the JSON reader behind reports reads (`JSONParser`'s own bound, as
    /// `TreeFormat.maximumBytes`). A report is the tool's own output, which grows with the tree audited (a
    /// 200,000-element capture's is about 840 MiB), so it is allowed what the reader can read rather than what
    /// an input a person hands in needs; reading one takes about 3.5 times its size.
    public static let defaultMaximumReportBytes = TreeFormat.maximumBytes

    /// A context with every part given; the defaults suit tests (nothing
    /// written anywhere, no environment, not a terminal).
    public init(
        stdout: OutputSink = .discarding, stderr: OutputSink = .discarding, environment: [String: String] = [:],
        currentDirectory: String = FileManager.default.currentDirectoryPath, stdoutIsTerminal: Bool = false,
        catalogs: [String: [ComponentDescriptor]] = [:], defaultCatalog: String? = nil,
        maximumInputBytes: Int = CommandContext.defaultMaximumInputBytes,
        maximumReportBytes: Int = CommandContext.defaultMaximumReportBytes
    ) {
        self.stdout = stdout
        self.stderr = stderr
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.stdoutIsTerminal = stdoutIsTerminal
        self.catalogs = catalogs
        self.defaultCatalog = defaultCatalog
        self.maximumInputBytes = maximumInputBytes
        self.maximumReportBytes = maximumReportBytes
        self.style = .plain
    }

    /// The running process: standard output and error, its environment and
    /// working directory, and whether standard output is a terminal.
    ///
    /// A standard descriptor (0, 1 or 2) that the process was started
    /// without (`a11y-audit >&-`) is first opened on `/dev/null` (standard
    /// output read-only, so every write to it fails and is reported), so that
    /// no file the command opens later takes its number and receives the output.
    public static func process(
        catalogs: [String: [ComponentDescriptor]] = [:], defaultCatalog: String? = nil,
        rules: [any Rule] = []
    ) -> CommandContext {
        reserveClosedStandardDescriptors()
        var context = CommandContext(
            stdout: .standardOutput, stderr: .standardError, environment: ProcessInfo.processInfo.environment,
            currentDirectory: FileManager.default.currentDirectoryPath, stdoutIsTerminal: isatty(1) != 0,
            catalogs: catalogs, defaultCatalog: defaultCatalog)
        context.standardInput = .process
        context.commandName = commandName(fromPath: CommandLine.arguments.first)
        context.stderrIsTerminal = isatty(2) != 0
        context.rules = rules
        return context
    }

    /// The file name of the executable at `path` (`argv[0]`), or ``AuditCommand/name`` when there is none.
    /// - Parameter path: the path the process was started by, as the shell gave it.
    /// - Returns: the last component of the path, when it is a usable name.
    public static func commandName(fromPath path: String?) -> String {
        guard let path, let last = path.split(separator: "/").last, !last.isEmpty else { return AuditCommand.name }
        let name = String(last)
        // Control characters or spaces would garble usage lines; such a name is not shown.
        guard name.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F }) else { return AuditCommand.name }
        return name
    }

    /// `path` as a file URL, relative paths resolved against ``currentDirectory``.
    public func url(for path: String) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
        return URL(fileURLWithPath: currentDirectory, isDirectory: true).appendingPathComponent(path)
    }

    /// Opens `/dev/null` on each closed standard descriptor, lowest first (an
    /// `open` takes the lowest free number, so each lands on its own).
    private static func reserveClosedStandardDescriptors() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            _ = open("/dev/null", descriptor == 2 ? O_WRONLY : O_RDONLY)
        }
    }
}
