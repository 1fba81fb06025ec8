/// A failure found while decoding parsed JSON: the finished message and the
/// path, which ``TreeFormat`` turns into a positioned ``TreeFormatError``.
struct TreeDecodingFailure: Error {
    var message: String
    var path: JSONPath
    var suggestion: String?
}
