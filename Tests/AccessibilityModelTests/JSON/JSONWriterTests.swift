import AccessibilityModel
import Foundation
import Testing

@Suite struct JSONWriterTests {
    @Test func `pretty output indents by two spaces and keeps the given key order`() {
        let value: JSONValue = .object([
            ("zeta", 1), ("alpha", [16, 60, 200, 34.5]), ("empty", []), ("none", .object([])),
            ("nodes", [.object([("label", "A")]), .object([])]),
        ])
        #expect(
            JSONWriter(style: .pretty).string(value) == """
                {
                  "zeta": 1,
                  "alpha": [16, 60, 200, 34.5],
                  "empty": [],
                  "none": {},
                  "nodes": [
                    {
                      "label": "A"
                    },
                    {}
                  ]
                }
                """)
    }

    @Test func `compact output has no whitespace`() {
        let value: JSONValue = .object([("a", [1, "x", nil, true]), ("b", .object([("c", false)]))])
        #expect(JSONWriter(style: .compact).string(value) == #"{"a":[1,"x",null,true],"b":{"c":false}}"#)
    }

    @Test(arguments: [
        ("quote and backslash", "say \"hi\" \\ bye", #""say \"hi\" \\ bye""#),
        ("short escapes", "a\nb\rc\td\u{8}e\u{C}", #""a\nb\rc\td\be\f""#),
        ("other control characters", "\u{0}\u{1F}\u{7F}", #""\u0000\u001F\u007F""#),
        ("line and paragraph separators", "a\u{2028}b\u{2029}c", #""a\u2028b\u2029c""#),
        ("emoji stay UTF-8", "⭐️ 👩🏽‍💻", "\"⭐️ 👩🏽‍💻\""),
        ("right-to-left text stays UTF-8", "שלום مرحبا", "\"שלום مرحبا\""),
        ("slash is not escaped", "a/b", #""a/b""#),
    ])
    func `strings are escaped so the output is valid JSON`(_ name: String, _ text: String, _ expected: String) throws {
        #expect(JSONWriter.quoted(text) == expected, "\(name)")
        #expect(try JSONParser().parse(expected) == .string(text), "\(name)")
    }

    @Test(arguments: [
        (16.0, "16"), (-0.0, "0"), (2.5, "2.5"), (0.1, "0.1"), (1e20, "1e+20"), (-1.5e-7, "-1.5e-07"),
        (Double.infinity, "null"), (Double.nan, "null"),
    ])
    func `numbers are written whole without a fraction and otherwise round-trippable`(_ number: Double, _ expected: String) {
        #expect(JSONWriter(style: .compact).string(.number(number)) == expected)
    }

    @Test func `arbitrary values survive a write and a read`() throws {
        var generator = ValueGenerator(seed: 0x5EED)
        for index in 0..<300 {
            let value = generator.value(depth: 0)
            for style in [JSONWriter.Style.pretty, .compact] {
                let text = JSONWriter(style: style).string(value)
                #expect(try JSONParser().parse(text) == value, "value \(index), \(style): \(text)")
            }
        }
    }
}

/// Deterministic random JSON values (SplitMix64 with a fixed seed).
struct ValueGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func value(depth: Int) -> JSONValue {
        switch below(depth > 4 ? 4 : 6) {
        case 0: return .null
        case 1: return .bool(below(2) == 0)
        case 2: return .number(number())
        case 3: return .string(string())
        case 4: return .array((0..<below(5)).map { _ in value(depth: depth + 1) })
        default:
            var keys = Set<String>()
            var members: [(key: String, value: JSONValue)] = []
            for _ in 0..<below(5) {
                let key = string()
                if keys.insert(key).inserted { members.append((key, value(depth: depth + 1))) }
            }
            return .object(members)
        }
    }

    mutating func number() -> Double {
        switch below(4) {
        case 0: return Double(below(2000)) - 1000
        case 1: return Double(bitPattern: next() & 0x7FEF_FFFF_FFFF_FFFF) * (below(2) == 0 ? 1 : -1)
        case 2: return Double(below(100_000)) / 1000
        default: return Double(below(1 << 20)) * 1e-9
        }
    }

    mutating func string() -> String {
        let alphabet: [Unicode.Scalar] = [
            "a", "Z", " ", "\"", "\\", "/", "\n", "\t", "\u{0}", "\u{1F}", "\u{7F}",
            "é", "€", "\u{2028}", "\u{2029}", "😀", "ש", "م", "\u{FEFF}", "\u{10FFFF}",
        ]
        var text = String.UnicodeScalarView()
        for _ in 0..<below(8) { text.append(alphabet[below(alphabet.count)]) }
        return String(text)
    }
}
