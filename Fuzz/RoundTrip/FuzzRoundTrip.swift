import AccessibilityModel
import Foundation
import FuzzSupport
import ScreenReader

/// Fuzz target: what is written must read back (the JSON writer and reader,
/// the tree format's writer and reader, and speech over both).
///
/// The input drives two checks:
/// 1. As JSON text: a document that parses is written compact and pretty;
///    both parse again and write to the same text (the writer's output is a
///    fixed point of the reader).
/// 2. As a recipe: the bytes build an ``AccessibilityTree`` directly (labels
///    with any characters, every trait, container, action, extreme but finite
///    numbers, nesting), which the JSON tree reader never produces by itself.
///    Its tree-format text must read back, write to the same text, give the
///    same canonical dump, and be spoken exactly as the original tree.
///
/// (The report writers get their own target, FuzzReports, when ReportFormats
/// is in main: decode a JSON report and render it in every format.)
func fuzzRoundTrip(_ data: Data) {
    checkJSONRoundTrip(data)
    var recipe = Recipe(bytes: Array(data))
    let tree = recipe.tree()
    let text = TreeFormat.write(tree)
    let again: AccessibilityTree
    do {
        again = try TreeFormat.read(Data(text.utf8))
    } catch {
        invariant(false, "a tree the model holds does not read back from its own text: \(error)\n\(text)")
        return
    }
    invariant(TreeFormat.write(again) == text, "the tree format is not a fixed point:\n\(text)")
    invariant(again.dump == tree.dump, "the dump changed across the format:\n\(tree.dump)\n\(again.dump)")
    let spoken = SpeechOrder.stops(in: tree).map { [$0.description, $0.hint ?? ""] }
    let spokenAgain = SpeechOrder.stops(in: again).map { [$0.description, $0.hint ?? ""] }
    invariant(spoken == spokenAgain, "speech changed across the format:\n\(spoken)\n\(spokenAgain)")
}

/// Check 1: generic JSON written by ``JSONWriter`` reads back to the same text.
func checkJSONRoundTrip(_ data: Data) {
    guard let value = try? JSONParser().parse(data) else { return }
    for style in [JSONWriter.Style.compact, .pretty] {
        let writer = JSONWriter(style: style)
        let text = writer.string(value)
        do {
            let again = try JSONParser().parse(text)
            invariant(writer.string(again) == text, "JSON writing is not a fixed point:\n\(text)")
        } catch {
            invariant(false, "written JSON does not parse: \(error)\n\(text)")
        }
    }
}

/// Turns bytes into a tree, consuming them front to back; reads zeros once they run out.
/// Only trees the format can hold are built (sizes not negative, font sizes
/// positive, fields the format carries), as a rendered tree always is.
struct Recipe {
    var bytes: [UInt8]
    var index = 0
    var nodes = 0

    /// Numbers worth trying: zero, negative zero, tiny, huge, fractions, negatives.
    static let numbers: [Double] = [
        0, -0.0, 1, 2.5, 16, 44, 0.1, 1e-300, .leastNonzeroMagnitude, 1e300, .greatestFiniteMagnitude,
        -1, -44.5, 320, 1000, 24, 23.999, 1.0 / 3.0, 1e15, 9_007_199_254_740_992,
    ]
    /// Strings worth trying, besides those spelled by the bytes.
    static let words = [
        "", " ", "Pay", "Stars", "\"", "\\", "\u{0}", "\u{1B}[31m", "é", "e\u{301}", "👩‍👩‍👧", "\u{202E}",
        "<script>", "a,b", "line\nbreak", "\u{FEFF}", "Σ", "日本語", "\u{D7FF}", "\u{10FFFF}",
    ]

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func byte() -> UInt8 {
        defer { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }

    var exhausted: Bool { index >= bytes.count }

    mutating func number() -> Double { Self.numbers[Int(byte()) % Self.numbers.count] }

    /// A number the format accepts as a size: not negative.
    mutating func size() -> Double { abs(number()) }

    /// A string: a listed word, or up to 15 bytes of the input decoded leniently.
    mutating func string() -> String {
        let selector = byte()
        if selector < 128 { return Self.words[Int(selector) % Self.words.count] }
        let count = Int(selector % 16)
        var raw: [UInt8] = []
        for _ in 0..<count { raw.append(byte()) }
        return String(decoding: raw, as: UTF8.self)
    }

    mutating func optionalString() -> String? { byte() & 1 == 0 ? nil : string() }

    mutating func tree() -> AccessibilityTree {
        let flags = byte()
        let name = flags & 1 == 0 ? nil : string()
        let direction: LayoutDirection = flags & 2 == 0 ? .leftToRight : .rightToLeft
        var settings: AccessibilitySettings?
        if flags & 4 != 0 {
            var chosen = AccessibilitySettings()
            let keys = AccessibilitySettings.Key.allCases
            for _ in 0..<Int(byte() % 4) {
                let key = keys[Int(byte()) % keys.count]
                chosen.set(key, toValueAt: Int(byte()))
            }
            settings = chosen
        }
        return AccessibilityTree(name: name, root: node(depth: 0), layoutDirection: direction, settings: settings)
    }

    mutating func node(depth: Int) -> AccessibilityNode {
        nodes += 1
        var node = AccessibilityNode()
        let fields = UInt16(byte()) | UInt16(byte()) << 8
        if fields & 1 != 0 { node.label = string() }
        if fields & 2 != 0 { node.value = string() }
        if fields & 4 != 0 { node.hint = string() }
        if fields & 8 != 0 {
            for _ in 0..<Int(byte() % 4) {
                node.traits.insert(ElementTraits.named[Int(byte()) % ElementTraits.named.count].trait)
            }
        }
        if fields & 16 != 0 { node.container = ContainerKind.allKnown[Int(byte()) % ContainerKind.allKnown.count] }
        if fields & 32 != 0 { node.frame = CGRect(x: number(), y: number(), width: size(), height: size()) }
        if fields & 64 != 0 { node.activationPoint = CGPoint(x: number(), y: number()) }
        if fields & 128 != 0 {
            for _ in 0..<Int(byte() % 3) {
                node.actions.insert(StandardActions.named[Int(byte()) % StandardActions.named.count].action)
            }
        }
        if fields & 256 != 0 { node.customActions = (0..<Int(byte() % 3)).map { _ in string() } }
        if fields & 512 != 0 { node.sortPriority = number() }
        if fields & 1024 != 0 { node.headingLevel = Int(byte() % 6) + 1 }
        if fields & 2048 != 0 { node.isHidden = true }
        if fields & 4096 != 0 { node.identifier = optionalString(); node.language = ["en", "de", "ru", "xx"][Int(byte()) % 4] }
        if fields & 8192 != 0 {
            node.foreground = SRGBColor(red8: byte(), green8: byte(), blue8: byte(), alpha8: byte())
            node.background = SRGBColor(red8: byte(), green8: byte(), blue8: byte())
        }
        if fields & 16384 != 0 {
            let weights = ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]
            node.font = FontFacts(
                size: max(size(), 1), weight: FontWeight(rawValue: weights[Int(byte()) % weights.count]) ?? .regular,
                scalesWithDynamicType: byte() & 1 == 0)
            node.text = optionalString()
            node.isTruncated = byte() & 1 == 0
        }
        let childCount = depth < 8 && nodes < 200 && !exhausted ? Int(byte() % 5) : 0
        node.children = (0..<childCount).map { _ in self.node(depth: depth + 1) }
        node.isElement = fields & 32768 != 0 ? !node.children.isEmpty : node.children.isEmpty
        return node
    }
}

#if FUZZING
    /// The libFuzzer entry point.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzerTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        fuzzRoundTrip(start.map { Data(bytes: $0, count: count) } ?? Data())
        return 0
    }
#else
    /// Without libFuzzer: replays the files named on the command line.
    @main enum FuzzRoundTripReplayer {
        static func main() {
            CorpusReplayer.run(name: "FuzzRoundTrip", arguments: CommandLine.arguments, body: fuzzRoundTrip)
        }
    }
#endif
