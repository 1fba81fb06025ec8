import Foundation

/// A screen captured from a real app by a UI-testing tool, read as an
/// ``AccessibilityTree``: an Appium / WebDriverAgent page source (XML) or an
/// `XCUIElement` snapshot dictionary saved as JSON, recognised by content
/// (docs/spec/tree-format.md § Captured screens).
///
/// ```swift
/// let screen = try CapturedScreen.read(data)   // nil: the JSON tree format
/// screen?.tree.uncapturedFacts                  // "a page source carries no colours, fonts or truncation"
/// screen?.warnings                              // each unmapped type, attribute and trait, once
/// ```
public struct CapturedScreen: Sendable {
    /// The formats recognised.
    public enum Format: String, Sendable {
        /// Appium's or WebDriverAgent's page source (XML).
        case pageSource
        /// `XCUIElementSnapshot.dictionaryRepresentation` as JSON.
        case snapshot
        /// The text of `XCUIElement.debugDescription` (`po app`, `print(app.debugDescription)`).
        case debugDescription
    }

    public var format: Format
    public var tree: AccessibilityTree
    /// Every element type, attribute (or key) and trait name without a mapping, once each, at its
    /// first occurrence; at most ``listedWarnings``.
    public var warnings: [CaptureWarning]
    /// How many distinct unmapped names there were, listed or not.
    public var warningCount: Int
    /// Each element's place in the file, names and XPath, by the path of its node in ``tree``.
    public var index = CaptureIndex()

    /// How many warnings are listed.
    public static var listedWarnings: Int { CaptureWarnings.listed }

    /// The capture format of `data`, or `nil` when it is neither (the JSON tree format, or something else):
    /// XML for a page source; a JSON object with `elementType` and no `root` for a snapshot.
    public static func format(of data: Data) -> Format? {
        data.withUnsafeBytes { raw in format(of: raw.bindMemory(to: UInt8.self)) }
    }

    /// ``format(of:)`` of a buffer of bytes.
    static func format(of bytes: UnsafeBufferPointer<UInt8>) -> Format? {
        var index = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "<") { return .pageSource }
        if bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[") { return nil }
        let start = UnsafeBufferPointer(rebasing: bytes[index..<min(bytes.count, index + 1 << 16)])
        if DebugDescriptionReader.recognises(Substring(decoding: start, as: UTF8.self)) { return .debugDescription }
        return nil
    }

    /// Reads a page source (XML).
    /// - Throws: ``TreeFormatError`` with the line and column of the first problem (malformed XML, a root that is
    ///   not an `XCUIElementType…` element).
    public static func readPageSource(_ data: Data) throws(TreeFormatError) -> CapturedScreen {
        try readPageSource(data, releasingPages: nil)
    }

    /// Reads a page source, telling `release` the offsets before which the bytes are done with (all of them once
    /// the elements are read, before they become nodes).
    static func readPageSource(_ data: Data, releasingPages release: ((Int) -> Void)?) throws(TreeFormatError) -> CapturedScreen {
        // The XML is made into captured elements as it is read, and those into nodes, each freed once its node is
        // built (`consume`), so that the screen is never held whole in all three forms at once.
        var warnings = CaptureWarnings()
        let element = try data.withUnsafeBytes { raw in
            pageSourceElement(raw.bindMemory(to: UInt8.self), warnings: &warnings, releasingPages: release)
        }.get()
        release?(data.count)
        return pageSource(consume element, warnings: warnings)
    }

    /// The captured root element of the page source in `bytes`, or the first problem.
    private static func pageSourceElement(
        _ bytes: UnsafeBufferPointer<UInt8>, warnings: inout CaptureWarnings, releasingPages release: ((Int) -> Void)?
    ) -> Result<CapturedElement, TreeFormatError> {
        Result { () throws(TreeFormatError) in try PageSourceReader.element(from: bytes, warnings: &warnings, releasingPages: release) }
    }

    /// The screen made of a page source's elements, each freed once its node is built.
    private static func pageSource(_ element: consuming CapturedElement, warnings: consuming CaptureWarnings) -> CapturedScreen {
        var index = CaptureIndex()
        let tree = CaptureMapping.tree(element, format: "a page source", warnings: &warnings, index: &index)
        return CapturedScreen(
            format: .pageSource, tree: tree, warnings: warnings.inFileOrder, warningCount: warnings.count, index: index)
    }

    /// Reads the capture in the text of WebDriverAgent's envelope (``JSONCapture/enveloped(_:_:)``), given the
    /// text's only reference: a page source's text is let go of once its elements are read, before they become
    /// nodes, so that the text is not held beside them (a page source read from a file gives the file's pages back
    /// in the same way). The same screen, warnings and errors as ``read(_:as:)`` of the same bytes.
    /// - Throws: ``TreeFormatError`` with the line and column of the first problem.
    package static func read(enveloped text: consuming [UInt8], as format: Format) throws(TreeFormatError) -> CapturedScreen {
        guard format == .pageSource else { return try read(Data(text), as: format) }
        var warnings = CaptureWarnings()
        let element = try text.withUnsafeBufferPointer { bytes in
            pageSourceElement(bytes, warnings: &warnings, releasingPages: nil)
        }.get()
        _ = consume text
        return pageSource(consume element, warnings: warnings)
    }

    /// Reads the text of `XCUIElement.debugDescription`.
    /// - Throws: ``TreeFormatError`` with the line and column of the first problem.
    public static func readDebugDescription(_ data: Data) throws(TreeFormatError) -> CapturedScreen {
        var warnings = CaptureWarnings()
        let element = try DebugDescriptionReader.element(from: data, warnings: &warnings)
        var index = CaptureIndex()
        let tree = CaptureMapping.tree(consume element, format: "a debug description", warnings: &warnings, index: &index)
        return CapturedScreen(
            format: .debugDescription, tree: tree, warnings: warnings.inFileOrder, warningCount: warnings.count, index: index)
    }

    /// The capture inside WebDriverAgent's JSON envelope (`GET /source` answers `{"value": "<?xml …", "sessionId": …}`):
    /// the text of its `value` when that is a page source or a debug description; `nil` when `value` is not one.
    public static func envelopedCapture(in value: JSONValue) -> (format: Format, text: Data)? {
        guard value["elementType"] == nil, value["root"] == nil, let text = value["value"]?.stringValue else { return nil }
        let data = Data(text.utf8)
        guard let format = format(of: data) else { return nil }
        return (format, data)
    }

    /// Reads a capture in one of the text formats that ``format(of:)`` recognises (a page source or a debug
    /// description; a snapshot is JSON, read with ``readSnapshot(_:data:)`` once the JSON is parsed).
    /// - Throws: ``TreeFormatError`` with the line and column of the first problem.
    public static func read(_ data: Data, as format: Format) throws(TreeFormatError) -> CapturedScreen {
        switch format {
        case .pageSource: try readPageSource(data)
        case .debugDescription: try readDebugDescription(data)
        case .snapshot: throw TreeFormatError(message: "an XCUIElement snapshot is JSON: parse it, then read it with readSnapshot")
        }
    }

    /// Reads a capture in a text format from a mapped file, dropping the file's pages from memory as they are read
    /// (``MappedFile/releasePages(before:)``), so that they are not held beside the nodes built from them; the
    /// same screen, warnings and errors as ``read(_:as:)`` of the same bytes.
    /// - Throws: ``TreeFormatError`` with the line and column of the first problem.
    package static func read(_ file: MappedFile, as format: Format) throws(TreeFormatError) -> CapturedScreen {
        defer { file.releasePages(before: file.count) }
        switch format {
        case .pageSource: return try readPageSource(file.data, releasingPages: file.releasePages(before:))
        case .debugDescription, .snapshot: return try read(file.data, as: format)
        }
    }

    /// Reads a snapshot dictionary from already parsed JSON, `data` being its text; `nil` when `value` is not one
    /// (no `elementType`). The elements are read from `data`, an element at a time, not from `value`.
    /// - Throws: ``TreeFormatError`` with the line and column of the first problem.
    public static func readSnapshot(_ value: consuming JSONValue, data: Data) throws(TreeFormatError) -> CapturedScreen? {
        guard SnapshotReader.recognises(value), value["root"] == nil else { return nil }
        let tooMany = SnapshotReader.exceedsElementLimit(value)
        _ = consume value
        let read = data.withUnsafeBytes { raw in
            Result { () throws(TreeFormatError) -> CapturedScreen in
                let bytes = raw.bindMemory(to: UInt8.self)
                if tooMany { throw SnapshotReader.tooManyElements(in: bytes) }
                guard case .snapshot(let document)? = JSONCapture(bytes, releasingPages: nil) else {
                    throw TreeFormatError(message: "not an XCUIElement snapshot")  // recognised above: not reached
                }
                return try readSnapshot(document, bytes: bytes, releasingPages: nil)
            }
        }
        return try read.get()
    }

    /// Reads a snapshot dictionary whose text is the mapped file `file`, dropping the file's pages from memory once
    /// they are read (as `read(_:as:)` of a mapped file does); the same screen as ``readSnapshot(_:data:)``.
    /// - Throws: ``TreeFormatError`` with the line and column of the first problem.
    package static func readSnapshot(_ value: consuming JSONValue, file: MappedFile) throws(TreeFormatError) -> CapturedScreen? {
        guard SnapshotReader.recognises(value), value["root"] == nil else { return nil }
        _ = consume value
        guard case .snapshot(let document)? = JSONCapture(file) else {
            throw TreeFormatError(message: "not an XCUIElement snapshot")  // recognised above: not reached
        }
        return try readSnapshot(document, file: file)
    }

    /// Reads the snapshot dictionary that ``JSONCapture`` found in the mapped file `file`, dropping the file's
    /// pages from memory as they are read.
    /// - Throws: ``TreeFormatError`` with the line and column of the first problem.
    package static func readSnapshot(_ document: JSONCapture.Snapshot, file: MappedFile) throws(TreeFormatError) -> CapturedScreen {
        defer { file.releasePages(before: file.count) }
        return try readSnapshot(document, bytes: file.bytes, releasingPages: file.releasePages(before:))
    }

    /// Reads the snapshot dictionary that ``JSONCapture`` found in `data`.
    /// - Throws: ``TreeFormatError`` with the line and column of the first problem.
    package static func readSnapshot(_ document: JSONCapture.Snapshot, data: Data) throws(TreeFormatError) -> CapturedScreen {
        let read = data.withUnsafeBytes { raw in
            Result { () throws(TreeFormatError) in try readSnapshot(document, bytes: raw.bindMemory(to: UInt8.self), releasingPages: nil) }
        }
        return try read.get()
    }

    private static func readSnapshot(
        _ document: JSONCapture.Snapshot, bytes: UnsafeBufferPointer<UInt8>, releasingPages release: ((Int) -> Void)?
    ) throws(TreeFormatError) -> CapturedScreen {
        var warnings = CaptureWarnings()
        // Read from the bytes an element at a time, each freed once its node is built: the screen is never held
        // as a JSON value, captured elements and nodes at once.
        let element = try SnapshotReader.element(from: bytes, shape: document.shape, warnings: &warnings, releasingPages: release)
        release?(bytes.count)  // read again for the places of warnings
        var index = CaptureIndex()
        let tree = CaptureMapping.tree(consume element, format: "an XCUIElement snapshot", warnings: &warnings, index: &index)
        // A snapshot's elements are located in one scan of the file (the reader looks places up only for warnings).
        index.setPositions(SnapshotReader.elementPositions(in: bytes, releasingPages: release))
        return CapturedScreen(
            format: .snapshot, tree: tree, warnings: warnings.inFileOrder, warningCount: warnings.count, index: index)
    }
}
