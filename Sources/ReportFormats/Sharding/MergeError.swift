/// Why reports could not be merged; the message names the reports.
public struct MergeError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
