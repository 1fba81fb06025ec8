/// Why a shard could not be made: the message quotes the offending text.
public struct ShardError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
