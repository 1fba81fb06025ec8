import Foundation

/// Where a command reads the input named `-` (`--tree -`): the process's
/// standard input, or given bytes in a test.
///
/// ```swift
/// var context = CommandContext()
/// context.standardInput = .bytes(Data(#"{"version": 1, "root": {"label": "Pay"}}"#.utf8))
/// AuditCommand.main(arguments: ["speak", "--tree", "-"], context: context)
/// ```
public struct StandardInput: Sendable {
    private let body: @Sendable (Int) throws -> Data

    /// An input that `read` hands at most `limit` bytes of, in order.
    public init(read body: @escaping @Sendable (_ limit: Int) throws -> Data) {
        self.body = body
    }

    /// Reads up to `limit` bytes, until the end of the input.
    func read(_ limit: Int) throws -> Data {
        try body(limit)
    }

    /// The process's standard input (file descriptor 0).
    public static var process: StandardInput {
        StandardInput { limit in try FileHandle.standardInput.read(upToCount: limit) ?? Data() }
    }

    /// An input holding `data`.
    public static func bytes(_ data: Data) -> StandardInput {
        StandardInput { limit in data.prefix(limit) }
    }

    /// An empty input (the default of a test's context).
    public static var empty: StandardInput { bytes(Data()) }
}
