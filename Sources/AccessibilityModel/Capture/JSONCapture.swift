import Foundation

/// A JSON document that the JSON tree format refused, looked at as a captured
/// screen without building its value: an `XCUIElement` snapshot dictionary
/// (an object with `elementType` and no `root`), or WebDriverAgent's
/// `/source` envelope (`{"value": "<?xml …", "sessionId": …}`, no
/// `elementType` and no `root`) around a page source or a debug description
/// (docs/spec/tree-format.md § Captured screens).
///
/// The document is checked as ``JSONParser`` parses it, keeping nothing but
/// its shape (the snapshot's elements counted, where each `children` array
/// ends), so that a snapshot is then read from the bytes an element at a time
/// (``CapturedScreen/readSnapshot(_:file:)``).
package enum JSONCapture {
    /// A snapshot dictionary, checked.
    case snapshot(Snapshot)
    /// The text of an envelope's `value` (its UTF-8 bytes), and its format.
    case enveloped(CapturedScreen.Format, [UInt8])

    /// What checking a snapshot learnt of it.
    package struct Snapshot {
        let shape: TreeShape
    }

    /// The capture in `data`, or `nil` when it is not valid JSON or is neither.
    package init?(_ data: Data) {
        guard let capture = data.withUnsafeBytes({ raw in JSONCapture(raw.bindMemory(to: UInt8.self), releasingPages: nil) }) else {
            return nil
        }
        self = capture
    }

    /// The capture in the mapped file `file`, whose pages are given back as they are checked.
    package init?(_ file: MappedFile) {
        self.init(file.bytes, releasingPages: file.releasePages(before:))
    }

    init?(_ bytes: UnsafeBufferPointer<UInt8>, releasingPages release: ((Int) -> Void)?) {
        let parser = JSONParser(options: .init(maximumDepth: TreeFormat.jsonDepthLimit, maximumBytes: TreeFormat.maximumBytes))
        guard let shape = try? parser.scanTree(bytes, documentIsRoot: true, releasingPages: release) else { return nil }
        let topLevel = SnapshotReader.topLevel(of: bytes, shape: shape)
        guard !topLevel.hasRoot else { return nil }
        if topLevel.hasElementType {
            self = .snapshot(Snapshot(shape: shape))
            return
        }
        guard let start = topLevel.valueString else { return nil }
        var scanner = JSONScanner(bytes: bytes, maximumDepth: TreeFormat.jsonDepthLimit)
        scanner.position = start
        guard let text = try? scanner.readStringBytes(),
            let format = text.withUnsafeBufferPointer({ CapturedScreen.format(of: $0) })
        else { return nil }
        self = .enveloped(format, text)
    }
}
