/// Every problem with a component's arguments.
public struct ArgumentErrors: Error, Hashable, Sendable, CustomStringConvertible {
    public var problems: [ArgumentProblem]
    public init(problems: [ArgumentProblem]) { self.problems = problems }
    public var description: String { problems.map(\.description).joined(separator: "; ") }
}
