/// Why an XML document could not be read, and where: the 1-based line and
/// column (in Unicode scalars) of the offending byte.
struct XMLError: Error, Hashable, Sendable {
    var message: String
    var line: Int
    var column: Int
}
