import Foundation

/// Reading and writing the JSON accessibility-tree format (spec/tree-format.md, version 1).
///
/// ```swift
/// let tree = try TreeFormat.read(data)           // throws TreeFormatError
/// let text = TreeFormat.write(tree)              // pretty JSON ending with a newline
/// try TreeFormat.read(Data(text.utf8)) == tree   // true
/// ```
///
/// Node identities are not part of the format: every node read gets its
/// ``NodePath`` description as its ``ElementID`` (`root`, `0`, `0.2`).
public enum TreeFormat {
    /// The format version this code reads and writes.
    public static let version = 1
    /// The most node levels a tree may have (the root is level 1).
    public static let maximumDepth = 512
    /// The most nodes a tree may have.
    public static let maximumNodeCount = 1_000_000
    /// The largest file accepted, in bytes.
    public static let maximumBytes = 1 << 30

    /// JSON levels needed: each node level is an object plus its `children`
    /// array, below the top-level object, and a node's own arrays and `font`
    /// object add one more.
    static var jsonDepthLimit: Int { 2 * maximumDepth + 1 }

    /// Reads a tree from the UTF-8 bytes of a tree-format file.
    /// - Throws: ``TreeFormatError`` with the line, column and JSON path of the first problem.
    public static func read(_ data: Data) throws(TreeFormatError) -> AccessibilityTree {
        var warnings = TreeFormatWarnings()
        return try read(data, warnings: &warnings)
    }

    /// Reads a tree, and gathers the unknown fields that look like misspelt
    /// ones (`isHidden` for `hidden`): the format ignores unknown fields, so
    /// without a warning such a tree would be audited as if they were absent.
    /// - Throws: ``TreeFormatError`` with the line, column and JSON path of the first problem.
    public static func read(_ data: Data, warnings: inout TreeFormatWarnings) throws(TreeFormatError) -> AccessibilityTree {
        let result = data.withUnsafeBytes { raw in
            readShapeThenNodes(raw.bindMemory(to: UInt8.self), releasingPages: nil)
        }
        return try finish(result, data: data, warnings: &warnings)
    }

    /// Reads a tree from a file mapped into memory, as ``read(_:warnings:)``
    /// reads it from its bytes, with the same tree, warnings and errors; but
    /// the pages of the file each pass has gone past are dropped from memory
    /// as it goes (``MappedFile/releasePages(before:)``), so that the file
    /// and the nodes built from it are not held at once.
    /// - Throws: ``TreeFormatError`` with the line, column and JSON path of the first problem.
    package static func read(_ file: MappedFile, warnings: inout TreeFormatWarnings) throws(TreeFormatError) -> AccessibilityTree {
        let result = readShapeThenNodes(file.bytes, releasingPages: file.releasePages(before:))
        defer { file.releasePages(before: file.count) }
        return try finish(result, data: file.data, warnings: &warnings, releasingPages: file.releasePages(before:))
    }

    /// The two passes over the bytes, and no JSON value of the whole
    /// document: the first checks the JSON and notes the tree's shape (nodes
    /// counted, where each `children` array ends); the second builds the
    /// nodes straight from the bytes, or, past the node limit, none of them.
    /// `release`, when given, is told every few MiB of each pass that the
    /// bytes before an offset are not needed again by that pass.
    private static func readShapeThenNodes(_ bytes: UnsafeBufferPointer<UInt8>, releasingPages release: ((Int) -> Void)?)
        -> Result<(AccessibilityTree, TreeDecoder), ReadFailure>
    {
        let parser = JSONParser(options: .init(maximumDepth: jsonDepthLimit, maximumBytes: maximumBytes))
        let shape: TreeShape
        do throws(JSONError) { shape = try parser.scanTree(bytes, releasingPages: release) } catch { return .failure(.syntax(error)) }
        var decoder = TreeDecoder()
        do throws(TreeDecodingFailure) {
            let tree = try decoder.decodeTree(bytes, shape: shape, releasingPages: release)
            return .success((tree, decoder))
        } catch {
            return .failure(.decoding(error))
        }
    }

    /// The tree, or the error with its line and column; the warnings located.
    /// `release`, when given, is told as the bytes are read again to find
    /// the positions which bytes are done with.
    private static func finish(
        _ result: Result<(AccessibilityTree, TreeDecoder), ReadFailure>, data: Data,
        warnings: inout TreeFormatWarnings, releasingPages release: ((Int) -> Void)? = nil
    )
        throws(TreeFormatError) -> AccessibilityTree
    {
        let parser = JSONParser(options: .init(maximumDepth: jsonDepthLimit, maximumBytes: maximumBytes))
        switch result {
        case .success(let (tree, decoder)):
            warnings = located(decoder, in: data, parser: parser, releasingPages: release)
            return tree
        case .failure(.syntax(let error)):
            throw translate(error)
        case .failure(.decoding(let error)):
            throw located(error, in: data, parser: parser, releasingPages: release)
        }
    }

    /// Reads a tree by parsing the whole document into a ``JSONValue``
    /// first, then decoding that: what ``read(_:warnings:)`` did before it
    /// read from the bytes, kept to check that the two agree.
    package static func readParsingFirst(_ data: Data, warnings: inout TreeFormatWarnings) throws(TreeFormatError) -> AccessibilityTree {
        let parser = JSONParser(options: .init(maximumDepth: jsonDepthLimit, maximumBytes: maximumBytes))
        let value: JSONValue
        do {
            value = try parser.parse(data)
        } catch {
            throw translate(error)
        }
        var decoder = TreeDecoder()
        do {
            let tree = try decoder.decodeTree(value)
            warnings = located(decoder, in: data, parser: parser)
            return tree
        } catch {
            throw located(error, in: data, parser: parser)
        }
    }

    /// Why reading failed: the JSON, or what it says.
    private enum ReadFailure: Error {
        case syntax(JSONError)
        case decoding(TreeDecodingFailure)
    }

    /// The decoder's warnings, the first few with their line and column.
    private static func located(
        _ decoder: TreeDecoder, in data: Data, parser: JSONParser,
        releasingPages release: ((Int) -> Void)? = nil
    ) -> TreeFormatWarnings {
        var warnings = TreeFormatWarnings()
        warnings.count = decoder.warningCount
        warnings.first = decoder.warnings.prefix(TreeFormatWarnings.located).map { warning in
            // Finding a path's position reads the file again: only for the warnings shown.
            let (line, column) = position(of: warning.path, in: data, parser: parser, releasingPages: release) ?? (0, 0)
            return TreeFormatError(
                message: warning.message, path: warning.path.abbreviated(), line: line, column: column,
                suggestion: warning.suggestion)
        }
        return warnings
    }

    /// A decoding failure with the line and column of its path.
    private static func located(
        _ error: TreeDecodingFailure, in data: Data, parser: JSONParser,
        releasingPages release: ((Int) -> Void)? = nil
    ) -> TreeFormatError {
        let (line, column) = position(of: error.path, in: data, parser: parser, releasingPages: release, orStart: true) ?? (0, 0)
        return TreeFormatError(
            message: error.message, path: error.path.abbreviated(), line: line, column: column,
            suggestion: error.suggestion)
    }

    /// The line and column of the value at `path`, or of the document's
    /// start when `orStart` and there is no such value.
    private static func position(
        of path: JSONPath, in data: Data, parser: JSONParser, releasingPages release: ((Int) -> Void)?,
        orStart: Bool = false
    ) -> (line: Int, column: Int)? {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let offset = parser.offset(of: path, in: bytes, releasingPages: release) ?? (orStart ? 0 : nil) else { return nil }
            return JSONScanner.lineAndColumn(of: offset, in: bytes, releasingPages: release)
        }
    }

    /// Reads a tree from already parsed JSON (errors have no line and column).
    /// - Throws: ``TreeFormatError`` naming the JSON path of the first problem.
    public static func tree(from value: JSONValue) throws(TreeFormatError) -> AccessibilityTree {
        do {
            var decoder = TreeDecoder()
            return try decoder.decodeTree(value)
        } catch {
            throw TreeFormatError(message: error.message, path: error.path.abbreviated(), suggestion: error.suggestion)
        }
    }

    /// The tree as tree-format JSON text ending with a newline: only
    /// non-default fields, in a fixed key order, so equal trees give equal text.
    public static func write(_ tree: AccessibilityTree, pretty: Bool = true) -> String {
        JSONWriter(style: pretty ? .pretty : .compact).string(jsonValue(of: tree)) + "\n"
    }

    /// Writes the text of ``write(_:pretty:)`` a node at a time: `body` is
    /// handed the UTF-8 bytes in order, in pieces of about 64 KiB that never
    /// split a character, so a large tree's text is never held whole.
    public static func write(_ tree: AccessibilityTree, pretty: Bool = true, pieces body: (UnsafeRawBufferPointer) -> Void) {
        TreeEncoder.write(tree, style: pretty ? .pretty : .compact, pieces: body)
    }

    /// The tree as a tree-format JSON value (see ``write(_:pretty:)``).
    public static func jsonValue(of tree: AccessibilityTree) -> JSONValue {
        TreeEncoder.encode(tree)
    }

    /// A paint layer as the tree format writes it (`backdrop` and `drawing`):
    /// only what differs from the defaults. The JSON report's pictures write their layers the same way.
    public static func jsonValue(of layer: PaintLayer) -> JSONValue {
        TreeEncoder.encode(layer)
    }

    /// A JSON syntax error as a tree error; too-deep nesting along `children`
    /// is reported in node levels.
    private static func translate(_ error: JSONError) -> TreeFormatError {
        var message = error.message
        if error.code == .tooDeep, isChildrenChain(error.path) {
            message = "tree is deeper than \(maximumDepth) levels at \(error.path.abbreviated())"
        } else if error.code == .tooDeep {
            message += " at \(error.path.abbreviated())"
        }
        return TreeFormatError(
            message: message, path: error.path.abbreviated(), line: error.line, column: error.column,
            jsonError: error)
    }

    /// Whether the path is `root` followed by `children[i]` steps only (or ends inside a node).
    private static func isChildrenChain(_ path: JSONPath) -> Bool {
        let components = path.components
        guard components.first == .key("root") else { return false }
        var index = 1
        while index + 1 < components.count {
            guard components[index] == .key("children"), case .index = components[index + 1] else { return false }
            index += 2
        }
        return true
    }
}

extension AccessibilityTree {
    /// Reads a tree from the UTF-8 bytes of a tree-format file (``TreeFormat/read(_:)``).
    /// - Throws: ``TreeFormatError`` with the line, column and JSON path of the first problem.
    public init(json data: Data) throws(TreeFormatError) {
        self = try TreeFormat.read(data)
    }

    /// This tree as tree-format JSON text ending with a newline (``TreeFormat/write(_:pretty:)``).
    public func jsonText(pretty: Bool = true) -> String {
        TreeFormat.write(self, pretty: pretty)
    }
}

/// The unknown fields of a tree file that look like misspellings of fields of
/// the format, which ``TreeFormat/read(_:warnings:)`` ignores but reports.
public struct TreeFormatWarnings: Hashable, Sendable {
    /// How many warnings get a line and column (and are kept).
    public static let located = 5
    /// The first few, each with its message (`unknown field 'isHidden' ignored
    /// at root.children[0].isHidden; did you mean 'hidden'?`), path, position and suggestion.
    public var first: [TreeFormatError] = []
    /// How many there were in all.
    public var count = 0

    public init() {}
}
