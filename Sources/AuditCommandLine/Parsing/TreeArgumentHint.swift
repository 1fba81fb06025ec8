import Foundation

/// The hint for a file given where a command takes a component or nothing
/// (`a11y-audit audit screen.xml`, `a11y-audit speak screen.xml`): a tree or
/// capture is read with `--tree`, and the error says so, as "did you mean
/// '--tree screen.xml'?".
enum TreeArgumentHint {
    /// The endings of the files `--tree` reads: the JSON tree format, page sources, snapshots, `debugDescription`.
    private static let fileEndings = [".json", ".xml", ".txt"]

    /// `--tree <argument>` when `argument` names a file: one that exists (relative paths
    /// resolved in `context`'s directory), or a name ending as a tree or capture does;
    /// `nil` otherwise.
    static func suggestion(for argument: String, in context: CommandContext) -> String? {
        guard !argument.isEmpty, !ArgumentParser.looksLikeOption(argument) else { return nil }
        let lowercased = argument.lowercased()
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: context.url(for: argument).path, isDirectory: &isDirectory)
        guard (exists && !isDirectory.boolValue) || fileEndings.contains(where: { lowercased.hasSuffix($0) }) else { return nil }
        return "\(SharedOptions.tree.definition.spelling) \(argument)"
    }
}
