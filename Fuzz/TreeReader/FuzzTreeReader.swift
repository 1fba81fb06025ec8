import AccessibilityAudit
import AccessibilityModel
import AuditCommandLine
import Foundation
import FuzzSupport
import ScreenReader

/// Fuzz target: the JSON tree reader (spec/tree-format.md) and what the CLI
/// does with a tree it read (`tree`, `speak`, `audit --tree`).
///
/// Invariants checked on every input:
/// - an error has a line and column inside the file, and renders as a
///   `path:line:column: error:` diagnostic;
/// - so does each warning about a misspelt field (`warning:`), which names
///   the field it resembles;
/// - a tree read is written back to text that reads as the same tree, and
///   writing that again gives the same bytes (pretty and compact alike);
/// - the dump, the spoken order and the static audit finish, and speak no
///   more stops than the tree has nodes;
/// - reading from the bytes gives what parsing the whole document first
///   gives: the same tree and warnings, or the same error;
/// - a tree written in pieces is the same text as written whole;
/// - a page source (XML, docs/spec/tree-format.md § Captured screens) reads
///   to a tree or a located error, its warnings located too, and the tree
///   is spoken and audited.
func fuzzTreeReader(_ data: Data) {
    if CapturedScreen.format(of: data) == .pageSource {
        fuzzPageSource(data)
        return
    }
    let tree: AccessibilityTree
    var warnings = TreeFormatWarnings()
    var parsedFirstWarnings = TreeFormatWarnings()
    let parsedFirst = Result { () throws(TreeFormatError) in try TreeFormat.readParsingFirst(data, warnings: &parsedFirstWarnings) }
    do {
        tree = try TreeFormat.read(data, warnings: &warnings)
    } catch {
        checkPosition(of: error, in: data)
        invariant(parsedFirst == .failure(error), "reading from the bytes and parsing first disagree: \(error) / \(parsedFirst)")
        return
    }
    invariant(
        parsedFirst == .success(tree) && parsedFirstWarnings == warnings,
        "reading from the bytes and parsing first disagree: \(parsedFirst)")
    invariant(
        warnings.first.count == min(warnings.count, TreeFormatWarnings.located),
        "\(warnings.first.count) warnings located of \(warnings.count)")
    for warning in warnings.first {
        checkPosition(of: warning, in: data, severity: .warning)
        invariant(warning.suggestion != nil, "a warning without the field it resembles: \(warning)")
    }
    for pretty in [true, false] {
        let text = TreeFormat.write(tree, pretty: pretty)
        let again: AccessibilityTree
        do {
            again = try TreeFormat.read(Data(text.utf8))
        } catch {
            invariant(false, "a written tree does not read back: \(error)\n\(text)")
            return
        }
        invariant(again == tree, "the tree changed on a write-read round trip:\n\(text)")
        invariant(TreeFormat.write(again, pretty: pretty) == text, "writing is not stable:\n\(text)")
        var pieces: [UInt8] = []
        TreeFormat.write(tree, pretty: pretty) { pieces.append(contentsOf: $0) }
        invariant(String(decoding: pieces, as: UTF8.self) == text, "a tree written in pieces differs:\n\(text)")
    }
    _ = tree.dump
    var nodes = 0
    tree.walk { _, _ in
        nodes += 1; return .visitChildren
    }
    let stops = SpeechOrder.stops(in: tree)
    invariant(stops.count <= nodes, "\(stops.count) stops in a tree of \(nodes) nodes")
    _ = Auditor.audit(tree: tree)
}

/// The page-source reader: a tree or a located error; warnings located; the tree spoken and audited.
func fuzzPageSource(_ data: Data) {
    let screen: CapturedScreen
    do {
        screen = try CapturedScreen.readPageSource(data)
    } catch {
        checkPosition(of: error, in: data)
        return
    }
    invariant(
        screen.warnings.count == min(screen.warningCount, CapturedScreen.listedWarnings),
        "\(screen.warnings.count) warnings listed of \(screen.warningCount)")
    for warning in screen.warnings {
        checkPosition(of: TreeFormatError(message: warning.message, line: warning.line, column: warning.column), in: data, severity: .warning)
    }
    _ = screen.tree.dump
    var nodes = 0
    screen.tree.walk { _, _ in
        nodes += 1; return .visitChildren
    }
    invariant(SpeechOrder.stops(in: screen.tree).count <= nodes, "more stops than nodes in a page source")
    _ = Auditor.audit(tree: screen.tree)
}

/// A reader error must point into the file, and render with its source line.
func checkPosition(of error: TreeFormatError, in data: Data, severity: FileDiagnostic.Severity = .error) {
    let lines = data.count(where: { $0 == UInt8(ascii: "\n") }) + 1
    invariant(error.line >= 1 && error.line <= lines, "error line \(error.line) outside 1...\(lines): \(error)")
    invariant(error.column >= 1, "error column \(error.column): \(error)")
    invariant(!error.message.isEmpty, "an error without a message")
    let rendered = FileDiagnostic(
        path: "fuzz.json", line: error.line, column: error.column, message: error.message,
        contents: data, severity: severity
    ).rendered
    invariant(rendered.hasPrefix("fuzz.json:\(error.line):\(error.column): \(severity.rawValue): "), "bad rendering: \(rendered)")
}

#if FUZZING
    /// The libFuzzer entry point.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzerTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        fuzzTreeReader(start.map { Data(bytes: $0, count: count) } ?? Data())
        return 0
    }
#else
    /// Without libFuzzer: replays the files named on the command line.
    @main enum FuzzTreeReaderReplayer {
        static func main() {
            CorpusReplayer.run(name: "FuzzTreeReader", arguments: CommandLine.arguments, body: fuzzTreeReader)
        }
    }
#endif
