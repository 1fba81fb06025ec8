import AccessibilityModel
import Foundation
import Testing

/// One class of ``HostileText/Characters``: its first and last scalars, and
/// the scalars just outside it that are kept.
struct HostileClass: CustomTestStringConvertible, Sendable {
    var name: String
    var characters: HostileText.Characters
    var inside: [Unicode.Scalar]
    var outside: [Unicode.Scalar]

    var testDescription: String { name }

    static let all: [HostileClass] = [
        HostileClass(
            name: "C0 controls", characters: .c0Controls, inside: ["\u{0}", "\u{7}", "\t", "\n", "\r", "\u{1B}", "\u{1F}"],
            outside: [" ", "~"]),
        HostileClass(name: "DEL", characters: .delete, inside: ["\u{7F}"], outside: ["~", "\u{A0}"]),
        HostileClass(
            name: "C1 controls", characters: .c1Controls, inside: ["\u{80}", "\u{85}", "\u{9B}", "\u{9F}"],
            outside: ["\u{A0}", "é"]),
        HostileClass(
            name: "line and paragraph separators", characters: .lineSeparators, inside: ["\u{2028}", "\u{2029}"],
            outside: ["\u{2027}", "\u{202F}"]),
        HostileClass(
            name: "bidirectional overrides and isolates", characters: .bidiControls,
            inside: ["\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}"],
            outside: ["\u{200E}", "\u{200F}", "\u{2065}", "\u{206A}"]),
        HostileClass(
            name: "noncharacters U+FFFE and U+FFFF", characters: .noncharacters, inside: ["\u{FFFE}", "\u{FFFF}"],
            outside: ["\u{FFFD}", "\u{FEFF}", "\u{10FFFF}"]),
    ]
}

@Suite struct HostileTextTests {
    @Test(arguments: HostileClass.all)
    func `each class holds its scalars and none just outside it`(_ hostile: HostileClass) {
        for scalar in hostile.inside {
            #expect(hostile.characters.contains(scalar), "U+\(String(scalar.value, radix: 16))")
            #expect(HostileText.Characters.all.contains(scalar))
            #expect(HostileText.escaped(String(scalar), hostile.characters) == HostileText.visible(scalar))
            // No other class claims it.
            let others = HostileText.Characters.all.subtracting(hostile.characters)
            #expect(!others.contains(scalar))
            #expect(HostileText.escaped(String(scalar), others) == String(scalar))
        }
        for scalar in hostile.outside {
            #expect(!hostile.characters.contains(scalar), "U+\(String(scalar.value, radix: 16))")
            #expect(HostileText.escaped("a" + String(scalar) + "b", hostile.characters) == "a" + String(scalar) + "b")
        }
    }

    @Test func `the named sets are the unions their documentation gives`() {
        #expect(HostileText.Characters.controls == [.c0Controls, .delete, .c1Controls])
        #expect(HostileText.Characters.terminal == [.c0Controls, .delete, .c1Controls, .lineSeparators, .bidiControls])
        #expect(HostileText.Characters.all == [.terminal, .noncharacters])
        // `controls` is Unicode's general category Cc, exactly.
        for value in UInt32(0)...0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(HostileText.Characters.controls.contains(scalar) == (scalar.properties.generalCategory == .control))
        }
    }

    @Test func `the visible form is the scalar's value in uppercase hexadecimal between braces`() {
        #expect(HostileText.visible("\u{0}") == #"\u{0}"#)
        #expect(HostileText.visible("\u{1B}") == #"\u{1B}"#)
        #expect(HostileText.visible("\u{202E}") == #"\u{202E}"#)
        #expect(HostileText.visible("\u{FFFF}") == #"\u{FFFF}"#)
    }

    @Test func `a terminal escape, a bell, a line break and a bidi override cannot reach a terminal`() {
        #expect(
            HostileText.escaped("red\u{1B}[31mALERT\u{7}\nline \u{202E}gnp.exe")
                == #"red\u{1B}[31mALERT\u{7}\u{A}line \u{202E}gnp.exe"#)
    }

    @Test func `text of any script, emoji and combining marks is kept as it is`() {
        let text = "שלום עולם مرحبا ⭐️👩🏽‍💻🇩🇪 e\u{301}a\u{308}\u{20DD} \u{A0}\u{200F}\u{FEFF}"
        #expect(HostileText.escaped(text, .all) == text)
    }

    @Test func `an output's own syntax is asked first and may keep a scalar of the set`() {
        let xmlLike = HostileText.escaped("a<\t\u{1}\u{FFFE}\u{85}", [.c0Controls, .noncharacters]) { scalar in
            switch scalar {
            case "<": "&lt;"
            case "\t": "\t"
            default: nil
            }
        }
        #expect(xmlLike == "a&lt;\t\\u{1}\\u{FFFE}\u{85}")
    }

    @Test func `every string of the hostile corpus escapes to text without a hostile scalar and reads back`() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Hostile")
        let files = ["trees/escape-sequences-in-label.json", "trees/unknown-trait-with-escapes.json", "reports/hostile-labels.json"]
        var strings: [String] = []
        for file in files {
            let data = try Data(contentsOf: root.appendingPathComponent(file))
            collectStrings(in: try JSONParser().parse(data), into: &strings)
        }
        let hostile = strings.filter { $0.unicodeScalars.contains(where: { HostileText.Characters.all.contains($0) }) }
        // The corpus holds every class that matters on a terminal.
        for scalar: Unicode.Scalar in ["\u{1B}", "\u{7}", "\n", "\u{202E}"] {
            #expect(hostile.contains { $0.unicodeScalars.contains(scalar) }, "no corpus string holds U+\(String(scalar.value, radix: 16))")
        }
        for characters: HostileText.Characters in [.controls, .terminal, .all] {
            for text in strings {
                let escaped = HostileText.escaped(text, characters)
                #expect(!escaped.unicodeScalars.contains(where: { characters.contains($0) }))
                if !text.contains("\\u{") { #expect(unescaped(escaped) == text) }
            }
        }
    }

    private func collectStrings(in value: JSONValue, into strings: inout [String]) {
        switch value {
        case .string(let text): strings.append(text)
        case .array(let items): for item in items { collectStrings(in: item, into: &strings) }
        case .object(let members):
            for member in members {
                strings.append(member.key)
                collectStrings(in: member.value, into: &strings)
            }
        default: break
        }
    }

    /// `text` with every `\u{X}` read back as its scalar.
    private func unescaped(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "\\u{"), let end = rest[start.upperBound...].firstIndex(of: "}"),
            let value = UInt32(rest[start.upperBound..<end], radix: 16), let scalar = Unicode.Scalar(value)
        {
            result += rest[..<start.lowerBound]
            result.unicodeScalars.append(scalar)
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }
}
