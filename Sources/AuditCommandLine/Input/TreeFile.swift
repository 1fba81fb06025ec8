import AccessibilityModel
import Foundation

/// The adapter between the CLI and the JSON tree format of
/// AccessibilityModel (spec/tree-format.md): every command that reads or
/// writes a tree file goes through here, so the format's API is wired in one
/// place.
enum TreeFile {
    /// Reads the tree in the file at `path`.
    /// - Throws: ``CommandError``: exit 2 for a file that cannot be read or
    ///   is not a valid tree, with `path:line:column` and a caret.
    static func read(_ path: String, context: CommandContext) throws(CommandError) -> AccessibilityTree {
        let data = try InputFile.read(path, context: context)
        return try decode(data, path: path)
    }

    /// Decodes a tree from the bytes of the file at `path`.
    static func decode(_ data: Data, path: String) throws(CommandError) -> AccessibilityTree {
        // Wired to the model's JSON reader when the tree format lands (issue 2, branch `json`).
        throw .input("cannot read '\(path)': reading the JSON tree format is not available in this build yet")
    }

    /// The tree in the JSON tree format, pretty-printed, ending in a newline.
    static func encode(_ tree: AccessibilityTree) -> String {
        // Wired to the model's JSON writer when the tree format lands (issue 2, branch `json`).
        ""
    }
}
