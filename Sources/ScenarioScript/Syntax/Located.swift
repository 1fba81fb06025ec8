/// A value together with the source text range it was written at.
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    public var value: Value
    public var range: SourceRange

    public init(_ value: Value, at range: SourceRange) {
        self.value = value
        self.range = range
    }
}
