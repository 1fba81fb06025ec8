import Foundation
import Testing

@testable import AccessibilityModel

/// `TreeFormat.read` builds a tree straight from the file's bytes, after one
/// pass that checks the JSON and notes the tree's shape. It must say exactly
/// what parsing the whole document first and decoding the value said: the
/// same tree, the same first error (message, path, line, column) and the
/// same warnings, whatever order a file's members come in.
@Suite struct TreeReadingFromBytesTests {
    /// A document and what it is for.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// Kept as an array, not `Data`: LeakSanitizer does not see `Data`'s
        /// storage through a static array and reports it as leaked at exit.
        var bytes: [UInt8]
        var data: Data { Data(bytes) }
        var testDescription: String { name }
    }

    /// The repository's folder.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every file of the hostile tree corpus and of the tree reader's fuzz seeds.
    static let corpus: [Case] = ["Tests/Hostile/trees", "Fuzz/Corpus/FuzzTreeReader"].flatMap { folder -> [Case] in
        let url = repository.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.sorted().compactMap { name in
            guard let handle = try? FileHandle(forReadingFrom: url.appendingPathComponent(name)) else { return nil }
            defer { try? handle.close() }
            return Case(name: "\(folder)/\(name)", bytes: Array((try? handle.readToEnd()) ?? Data()))
        }
    }

    /// Documents whose members are in orders a writer other than ours may use.
    static let orders: [Case] = [
        (
            "children before the node's fields",
            #"{"version": 1, "root": {"children": [{"label": "A", "children": [{"label": "B"}], "traits": ["header"]}, {"label": "C"}], "label": "Root", "element": false}}"#
        ),
        (
            "sorted keys, the way many JSON libraries write them",
            #"{"name": "n", "root": {"children": [{"children": [], "frame": [0, 0, 10, 10], "label": "A"}, {"children": [{"label": "B"}, {"label": "C"}], "container": "list"}], "frame": [0, 0, 100, 100]}, "settings": {}, "version": 1}"#
        ),
        ("root before version", #"{"root": {"label": "A"}, "version": 1, "layoutDirection": "rightToLeft"}"#),
        (
            "an error after children wins over one inside them",
            #"{"version": 1, "root": {"children": [{"traits": ["buton"]}], "traits": ["hedaer"]}}"#
        ),
        (
            "an error in a later top-level member wins over one in root",
            #"{"version": 1, "root": {"traits": ["buton"]}, "layoutDirection": "upsideDown"}"#
        ),
        ("a missing version wins over an error in root", #"{"root": {"traits": ["buton"]}}"#),
        ("an unsupported version wins over an error in root", #"{"root": {"traits": ["buton"]}, "version": 2}"#),
        (
            "a syntax error at the end wins over a decoding error at the start",
            #"{"version": 1, "root": {"traits": ["buton"], "children": [{}, {}]}} x"#
        ),
        ("a duplicate key after a bad field", #"{"version": 1, "root": {"traits": ["buton"], "label": "A", "label": "B"}}"#),
        ("children that are not an array", #"{"version": 1, "root": {"children": {"label": "A"}}}"#),
        ("a child that is not an object", #"{"version": 1, "root": {"children": [{"label": "A"}, [1, 2], {"label": "B"}]}}"#),
        ("root that is not an object", #"{"version": 1, "root": [{"label": "A"}]}"#),
        ("a top level that is not an object", #"[{"version": 1}]"#),
        ("an empty top-level object", #"{}"#),
        (
            "misspelt fields before and after children, and at the top",
            #"{"verison": 1, "version": 1, "root": {"isHidden": true, "children": [{"lable": "A", "children": [{"hidenn": true}]}], "traitz": []}}"#
        ),
        (
            "a node object inside an unknown field is not a node",
            #"{"version": 1, "root": {"extra": {"children": [{"traits": ["bad"]}]}, "children": [{"label": "A"}]}}"#
        ),
        ("empty children, explicit element", #"{"version": 1, "root": {"children": [], "element": true, "children2": [1]}}"#),
        ("escapes in keys and values", #"{"version": 1, "root": {"ch\u0069ldren": [{"l\u0061bel": "A\nB"}]}}"#),
    ].map { Case(name: $0.0, bytes: Array($0.1.utf8)) }

    @Test(arguments: corpus + orders)
    func `reading from the bytes gives what parsing first gives`(_ document: Case) {
        #expect(Self.outcome(TreeFormat.read, document.data) == Self.outcome(TreeFormat.readParsingFirst, document.data))
    }

    @Test func `the corpus was found`() {
        #expect(Self.corpus.count >= 60)
    }

    /// The tree and its warnings, or the error, of one reader.
    private static func outcome(
        _ read: (Data, inout TreeFormatWarnings) throws(TreeFormatError) -> AccessibilityTree,
        _ data: Data
    ) -> Result<Pair, TreeFormatError> {
        var warnings = TreeFormatWarnings()
        do throws(TreeFormatError) {
            let tree = try read(data, &warnings)
            return .success(Pair(tree: tree, warnings: warnings))
        } catch {
            return .failure(error)
        }
    }

    private struct Pair: Hashable {
        var tree: AccessibilityTree
        var warnings: TreeFormatWarnings
    }

    /// `{"version": 1, "root": {"children": [{}, {}, …]}}` with `count` children.
    private static func flat(children count: Int, first: String = "{}") -> Data {
        var bytes = Array(#"{"version": 1, "root": {"children": ["#.utf8)
        bytes.reserveCapacity(bytes.count + 3 * count + 3)
        for index in 0..<count {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            if index == 0 { bytes.append(contentsOf: Array(first.utf8)) } else { bytes.append(contentsOf: [UInt8(ascii: "{"), UInt8(ascii: "}")]) }
        }
        bytes.append(contentsOf: Array("]}}".utf8))
        return Data(bytes)
    }

    /// Decodes `data` from its bytes; the decoder, and the error if any.
    private static func decode(_ data: Data) -> (TreeDecoder, TreeShape, TreeDecodingFailure?) {
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            let parser = JSONParser(options: .init(maximumDepth: TreeFormat.jsonDepthLimit, maximumBytes: TreeFormat.maximumBytes))
            guard let shape = try? parser.scanTree(bytes) else { return (TreeDecoder(), TreeShape(), nil) }
            var decoder = TreeDecoder()
            do throws(TreeDecodingFailure) {
                _ = try decoder.decodeTree(bytes, shape: shape)
                return (decoder, shape, nil)
            } catch {
                return (decoder, shape, error)
            }
        }
    }

    @Test func `a tree past the node limit is counted first and refused without keeping a node`() {
        let (decoder, shape, failure) = Self.decode(Self.flat(children: 1_000_000))
        #expect(shape.nodeCount == 1_000_001)
        #expect(failure?.message == "tree has more than 1,000,000 nodes at root.children[999999]")
        #expect(decoder.nodesKept == 0)
    }

    @Test func `a tree at the node limit keeps every node`() {
        let (decoder, shape, failure) = Self.decode(Self.flat(children: 999_999))
        #expect(shape.nodeCount == 1_000_000)
        #expect(failure == nil)
        #expect(decoder.nodesKept == 999_999)
    }

    @Test func `past the node limit, an error in an earlier node is still the one reported`() {
        let data = Self.flat(children: 1_000_000, first: #"{"traits": ["buton"]}"#)
        do {
            _ = try TreeFormat.read(data)
            Issue.record("accepted")
        } catch {
            #expect(error.message == "unknown trait 'buton' at root.children[0].traits[0]; did you mean 'button'?")
            #expect(error.column == 50)
        }
    }

    @Test func `the scan notes where each children array ends, in document order`() {
        let text = #"{"version": 1, "root": {"children": [{"children": [{}]}, {"x": {"children": [1]}}], "label": "A"}}"#
        let (_, shape, failure) = Self.decode(Data(text.utf8))
        #expect(failure == nil)
        #expect(shape.nodeCount == 4)
        let utf8 = Array(text.utf8)
        #expect(shape.childrenArrays.map(\.count) == [2, 1])
        #expect(shape.childrenArrays.map { utf8[$0.end - 1] } == [UInt8(ascii: "]"), UInt8(ascii: "]")])
        #expect(shape.childrenArrays.first?.end == text.utf8.count - #", "label": "A"}}"#.utf8.count)
    }
}
