import AccessibilityModel
import Foundation

/// The adapter between the CLI and the JSON tree format of
/// AccessibilityModel (spec/tree-format.md): every command that reads or
/// writes a tree file goes through here, so the format's API is wired in one
/// place.
enum TreeFile {
    /// Reads the tree in the file at `path`. Unknown fields that look misspelt
    /// are ignored, as the format says, with a warning on standard error for
    /// each of the first few.
    /// - Throws: ``CommandError``: exit 2 for a file that cannot be read or
    ///   is not a valid tree, with `path:line:column` and a caret.
    static func read(_ path: String, context: CommandContext) throws(CommandError) -> AccessibilityTree {
        try readInput(path, context: context).tree
    }

    /// A tree read from a file, and where its elements are in the file when it is a captured screen.
    struct Input {
        var tree: AccessibilityTree
        /// The capture's elements by node path, when the file is a capture.
        var capture: CaptureIndex?
        /// The file as messages and reports name it (`<stdin>` for `-`).
        var displayPath: String

        /// The tree, taken out (an empty tree is left), so that the caller holds its only reference.
        mutating func takeTree() -> AccessibilityTree {
            var taken = AccessibilityTree(root: AccessibilityNode(id: "root"))
            swap(&taken, &tree)
            return taken
        }
    }

    /// Reads the tree in the file at `path`, with the capture's index when the file is a captured screen
    /// (``read(_:context:)`` has the details).
    static func readInput(_ path: String, context: CommandContext) throws(CommandError) -> Input {
        // Mapped, not copied, when it is a regular file: the tree reader
        // drops the file's pages as it builds the nodes.
        let contents = try InputFile.contents(path, context: context)
        let path = InputFile.displayName(path)
        // A page source (XML) or a debug description (text) is recognised by its beginning; a snapshot dictionary
        // or WebDriverAgent's JSON envelope once the JSON tree format has refused it
        // (docs/spec/tree-format.md § Captured screens).
        if let format = CapturedScreen.format(of: contents.data) {
            let screen = try captured({ contents.data }, path: path, context: context) { () throws(TreeFormatError) in
                switch contents {
                case .mapped(let file): try CapturedScreen.read(file, as: format)
                case .bytes(let data): try CapturedScreen.read(data, as: format)
                }
            }
            return Input(tree: screen.tree, capture: screen.index, displayPath: path)
        }
        var warnings = TreeFormatWarnings()
        let tree: AccessibilityTree
        do throws(TreeFormatError) {
            switch contents {
            case .mapped(let file): tree = try TreeFormat.read(file, warnings: &warnings)
            case .bytes(let data): tree = try TreeFormat.read(data, warnings: &warnings)
            }
        } catch {
            // The error is made a diagnostic (with its source line, the whole of a minified file) only when the file
            // is no capture either, so that the line is not held while a capture is read.
            if let snapshot = try snapshot(contents, path: path, context: context) {
                return Input(tree: snapshot.tree, capture: snapshot.index, displayPath: path)
            }
            throw commandError(error, data: contents.data, path: path)
        }
        let data = contents.data
        for warning in warnings.first {
            let diagnostic = FileDiagnostic(
                path: path, line: warning.line, column: warning.column, message: warning.message,
                contents: data, severity: .warning)
            context.stderr.write(diagnostic.rendered)
        }
        if warnings.count > warnings.first.count {
            context.stderr.writeLine(
                "warning: \(warnings.count - warnings.first.count) more unknown fields that look misspelt in \(PrintableText.escaped(path))")
        }
        return Input(tree: tree, capture: nil, displayPath: path)
    }

    /// The tree of a snapshot dictionary, when `data` is valid JSON with an `elementType` and no `root`, or of the
    /// capture in WebDriverAgent's envelope (`{"value": "<?xml …", "sessionId": …}`); else `nil`. The envelope's
    /// capture is located in its own text, named `path (value)`.
    private static func snapshot(
        _ contents: InputFile.Contents, path: String, context: CommandContext
    ) throws(CommandError) -> CapturedScreen? {
        var capture = jsonCapture(contents)
        switch capture {
        case nil:
            return nil
        case .enveloped(let format, _)?:
            if case .mapped(let file) = contents { file.releasePages(before: file.count) }
            // The reader is given the text's only reference, and lets it go once the elements are read; the text is
            // taken from the envelope again only for the lines of warnings and errors.
            var text: [UInt8]?
            if case .enveloped(_, let taken)? = capture.take() { text = consume taken }
            let enveloped = { () -> Data in
                guard case .enveloped(_, let text)? = jsonCapture(contents) else { return Data() }
                return Data(text)
            }
            var screen = try captured(enveloped, path: "\(path) (value)", context: context) { () throws(TreeFormatError) in
                try CapturedScreen.read(enveloped: text.take() ?? [], as: format)
            }
            // The lines of the text inside the envelope are not the file's: its elements are named, not located.
            screen.index.clearPositions()
            return screen
        case .snapshot(let document)?:
            // Read from the file's bytes an element at a time: no JSON value of the whole document is built.
            return try captured({ contents.data }, path: path, context: context) { () throws(TreeFormatError) in
                switch contents {
                case .mapped(let file): try CapturedScreen.readSnapshot(document, file: file)
                case .bytes(let data): try CapturedScreen.readSnapshot(document, data: data)
                }
            }
        }
    }

    /// What the JSON document in `contents` holds as a capture, if anything.
    private static func jsonCapture(_ contents: InputFile.Contents) -> JSONCapture? {
        switch contents {
        case .mapped(let file): JSONCapture(file)
        case .bytes(let data): JSONCapture(data)
        }
    }

    /// The tree of a captured screen, its warnings written to standard error (each unmapped name once); `data`
    /// gives the text that the places of errors and warnings are in, only when there is one.
    private static func captured(
        _ data: () -> Data, path: String, context: CommandContext,
        reading read: () throws(TreeFormatError) -> CapturedScreen
    ) throws(CommandError) -> CapturedScreen {
        var noWarnings = TreeFormatWarnings()
        var screen: CapturedScreen?
        _ = try decode(data(), path: path, warnings: &noWarnings) { _ throws(TreeFormatError) in
            let read = try read()
            screen = read
            return read.tree
        }
        guard let screen else { throw .input("cannot read \(PrintableText.escaped(path))") }
        let data = screen.warnings.isEmpty ? Data() : data()
        for warning in screen.warnings {
            context.stderr.write(
                FileDiagnostic(
                    path: path, line: warning.line, column: warning.column, message: warning.message,
                    contents: data, severity: .warning
                ).rendered)
        }
        if screen.warningCount > screen.warnings.count {
            context.stderr.writeLine("warning: \(screen.warningCount - screen.warnings.count) more unmapped names in \(PrintableText.escaped(path))")
        }
        return screen
    }

    /// Decodes a tree from the bytes of the file at `path`.
    static func decode(_ data: Data, path: String) throws(CommandError) -> AccessibilityTree {
        var warnings = TreeFormatWarnings()
        return try decode(data, path: path, warnings: &warnings)
    }

    /// Decodes a tree, gathering the unknown fields that look misspelt.
    static func decode(_ data: Data, path: String, warnings: inout TreeFormatWarnings) throws(CommandError) -> AccessibilityTree {
        try decode(data, path: path, warnings: &warnings) { warnings throws(TreeFormatError) in
            try TreeFormat.read(data, warnings: &warnings)
        }
    }

    /// Decodes a tree with `read`, whose errors are positions in `data`.
    private static func decode(
        _ data: @autoclosure () -> Data, path: String, warnings: inout TreeFormatWarnings,
        reading read: (inout TreeFormatWarnings) throws(TreeFormatError) -> AccessibilityTree
    )
        throws(CommandError) -> AccessibilityTree
    {
        do {
            return try read(&warnings)
        } catch {
            throw commandError(error, data: data(), path: path)
        }
    }

    /// The located error of a tree or capture that cannot be read, `error` being a position in `data`.
    private static func commandError(_ error: TreeFormatError, data: Data, path: String) -> CommandError {
        var message = error.message
        if let suggestion = error.suggestion, !message.contains("did you mean") {
            message += "; did you mean '\(suggestion)'?"
        }
        guard error.line > 0 else {
            // A problem of the document as a whole (no position): still name the file.
            return .file(FileDiagnostic(path: path, line: 1, column: 1, message: message, sourceLine: nil))
        }
        return .file(FileDiagnostic(path: path, line: error.line, column: error.column, message: message, contents: data))
    }

    /// The tree in the JSON tree format, pretty-printed, ending in a newline.
    static func encode(_ tree: AccessibilityTree) -> String {
        TreeFormat.write(tree)
    }
}
