/// The status a command ends with (spec/cli.md, "Exit codes").
///
/// A struct rather than an enum so that the set can grow without breaking
/// callers that switch over it.
public struct ExitCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: Int32

    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// 0: nothing failed.
    public static let success = ExitCode(rawValue: 0)
    /// 1: findings at or above `--fail-on`, or a scenario failed.
    public static let failure = ExitCode(rawValue: 1)
    /// 2: an input (a tree, scenario or report file) could not be used.
    public static let inputError = ExitCode(rawValue: 2)
    /// 64: the command line itself is wrong (unknown subcommand or option, bad value).
    public static let usageError = ExitCode(rawValue: 64)
    /// 74: the output could not be written (standard output or `--output`:
    /// a full disk, a closed descriptor, a broken pipe, no permission);
    /// `EX_IOERR` of `sysexits.h`, beside its `EX_USAGE` (64).
    public static let outputError = ExitCode(rawValue: 74)

    public var description: String { String(rawValue) }
}

extension ExitCode: ExpressibleByIntegerLiteral {
    /// An exit code written as a number (`64`).
    public init(integerLiteral value: Int32) {
        self.init(rawValue: value)
    }
}
