/// The value of `--output`, checked where the command line is parsed.
enum OutputPath {
    /// `value` when it names a file.
    /// - Throws: a usage error (exit 64) for a path that ends in `/`: it
    ///   names a directory, and writing to the path without the slash would
    ///   put the report somewhere the user did not ask for.
    static func validated(_ value: String?, helpTopic: String) throws(CommandError) -> String? {
        guard let value, value.count > 1, value.hasSuffix("/") else { return value }
        throw .usage("bad --output '\(value)': it ends in '/', so it names a directory; give the report's file name "
                     + "(for example '\(value)report')", helpTopic: helpTopic)
    }
}
