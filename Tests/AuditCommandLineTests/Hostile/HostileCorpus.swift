import AuditCommandLine
import Foundation
import Testing

/// One file of the hostile corpus (`Tests/Hostile/`) and exactly what the
/// CLI must do with it: the exit code, and the whole of standard error (or,
/// for a file that is valid despite looking hostile, the whole of standard
/// output).
struct HostileFile: Sendable, CustomTestStringConvertible {
    /// The path below `Tests/Hostile/`, as the command is given it.
    var path: String
    var exit: ExitCode
    var stdout: String
    var stderr: String

    /// A file the command refuses: nothing on standard output.
    init(_ path: String, exit: ExitCode, stderr: String) {
        self.path = path
        self.exit = exit
        self.stdout = ""
        self.stderr = stderr
    }

    /// A file the command accepts: nothing on standard error.
    init(_ path: String, exit: ExitCode, stdout: String) {
        self.path = path
        self.exit = exit
        self.stdout = stdout
        self.stderr = ""
    }

    var testDescription: String { path }

    /// The file's bytes.
    var contents: Data {
        get throws {
            // FileHandle, not Data(contentsOf:), which leaks 4 KiB per empty file on this toolchain.
            let handle = try FileHandle(forReadingFrom: HostileCorpus.root.appendingPathComponent(path))
            defer { try? handle.close() }
            return try handle.readToEnd() ?? Data()
        }
    }
}

/// The hostile corpus: malformed and adversarial inputs, each with the exact
/// outcome the CLI promises (spec/cli.md: exit 2 for an input that cannot be
/// used, 64 for a bad option value; `path:line:column: error: message`, the
/// source line and a caret; never a crash). docs/robustness.md lists it.
enum HostileCorpus {
    /// `Tests/Hostile/`, next to this test target.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Hostile")

    /// The files in a folder of the corpus, sorted, as `folder/name`.
    static func files(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
            .sorted().map { "\(folder)/\($0)" }
    }

    /// `tree --tree <file>` over every file of `trees/`.
    static let trees: [HostileFile] = [
        HostileFile(
            "trees/bad-colour.json", exit: .inputError,
            stderr:
                "trees/bad-colour.json:1:39: error: '#GGGGGG' is not a colour; expected #RRGGBB or #RRGGBBAA at root.foreground\n{\"version\": 1, \"root\": {\"foreground\": \"#GGGGGG\"}}\n                                      ^\n"
        ),
        HostileFile(
            "trees/bad-escape.json", exit: .inputError,
            stderr:
                "trees/bad-escape.json:1:36: error: invalid escape '\\x' in string; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX\n{\"version\": 1, \"root\": {\"label\": \"P\\x41y\"}}\n                                   ^\n"
        ),
        HostileFile(
            "trees/binary-garbage.json", exit: .inputError,
            stderr:
                "trees/binary-garbage.json:1:3: error: invalid UTF-8 at byte 2\n\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}i\u{FFFD}\u{FFFD}\u{FFFD}R\u{FFFD}\u{FFFD}\u{FFFD}&\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}G\u{FFFD}\u{FFFD}\u{5D1}\u{FFFD}\u{FFFD}Y\u{FFFD}\u{FFFD}D\u{FFFD}z\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}xDc\u{FFFD}\u{FFFD}z\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}!\u{FFFD}Pr\u{FFFD}z\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}$)L\u{13F}L91\u{FFFD}Ua\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}}\u{FFFD}I[=\u{FFFD}\u{FFFD}TYZ\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}r\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}|(\u{FFFD}\u{FFFD}\u{FFFD}Q\u{FFFD}\u{FFFD}{\u{FFFD}\u{FFFD}\u{FFFD} U\u{2026}\n  ^\n"
        ),
        HostileFile("trees/bom-only.json", exit: .inputError, stderr: "trees/bom-only.json:1:1: error: empty input\n"),
        HostileFile(
            "trees/bom-then-tree.json", exit: .success,
            stdout: "tree layoutDirection=leftToRight\n\u{2514}\u{2500} element label=\"Pay\" traits=button\n"),
        HostileFile(
            "trees/child-not-object.json", exit: .inputError,
            stderr:
                "trees/child-not-object.json:1:54: error: expected a node (an object) at root.children[1], found a string\n{\"version\": 1, \"root\": {\"children\": [{\"label\": \"A\"}, \"B\"]}}\n                                                     ^\n"
        ),
        HostileFile(
            "trees/children-not-array.json", exit: .inputError,
            stderr:
                "trees/children-not-array.json:1:37: error: expected an array of nodes at root.children, found an object\n{\"version\": 1, \"root\": {\"children\": {\"label\": \"Pay\"}}}\n                                    ^\n"
        ),
        HostileFile(
            "trees/crlf-error.json", exit: .inputError,
            stderr: "trees/crlf-error.json:5:5: error: expected ',' or '}' after object member, found '\"'\n    \"traits\": [\"button\"]\n    ^\n"),
        HostileFile(
            "trees/crlf.json", exit: .success, stdout: "tree layoutDirection=leftToRight\n\u{2514}\u{2500} element label=\"Pay\" traits=button\n"),
        HostileFile(
            "trees/deep-arrays-in-traits.json", exit: .inputError,
            stderr:
                "trees/deep-arrays-in-traits.json:1:1058: error: nesting is deeper than 1025 levels at root.traits[0][0][0][0]\u{2026}(1014 more)\u{2026}[0][0][0][0][0]\n\u{2026}[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\u{2026}\n                                                   ^\n"
        ),
        HostileFile(
            "trees/deep-objects-in-unknown-field.json", exit: .inputError,
            stderr:
                "trees/deep-objects-in-unknown-field.json:1:6172: error: nesting is deeper than 1025 levels at root.extra.a.a.a.a\u{2026}(1014 more)\u{2026}a.a.a.a.a\n\u{2026}: {\"a\": {\"a\": {\"a\": {\"a\": {\"a\": {\"a\": {\"a\": {\"a\": {\"a\": {\"a\": {\"a\": {\"a\": {\"a\": {\"a\": {\"a\": {\"a\": {\"\u{2026}\n                                                   ^\n"
        ),
        HostileFile(
            "trees/depth-513.json", exit: .inputError,
            stderr:
                "trees/depth-513.json:1:7192: error: tree is deeper than 512 levels at root.children[0].children[0].children\u{2026}(1014 more)\u{2026}[0].children[0].children[0]\n\u{2026}dren\": [{\"children\": [{\"children\": [{\"children\": [{}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}]}\u{2026}\n                                                   ^\n"
        ),
        HostileFile(
            "trees/duplicate-key.json", exit: .inputError,
            stderr:
                "trees/duplicate-key.json:1:41: error: duplicate key \"label\" at root.label\n{\"version\": 1, \"root\": {\"label\": \"Pay\", \"label\": \"Cancel\"}}\n                                        ^\n"
        ),
        HostileFile(
            "trees/duplicate-version.json", exit: .inputError,
            stderr:
                "trees/duplicate-version.json:1:16: error: duplicate key \"version\" at version\n{\"version\": 1, \"version\": 1, \"root\": {}}\n               ^\n"
        ),
        HostileFile("trees/empty.json", exit: .inputError, stderr: "trees/empty.json:1:1: error: empty input\n"),
        HostileFile(
            "trees/escape-sequences-in-label.json", exit: .success,
            stdout:
                "tree layoutDirection=leftToRight\n\u{2514}\u{2500} element label=\"red\\u{1B}[31mALERT\\u{1B}[0m\\u{7}\" hint=\"line\\nbreak \\u{202E}gnp.exe\" traits=button\n"
        ),
        HostileFile(
            "trees/font-size-zero.json", exit: .inputError,
            stderr:
                "trees/font-size-zero.json:1:42: error: font size must be positive, found 0 at root.font.size\n{\"version\": 1, \"root\": {\"font\": {\"size\": 0}}}\n                                         ^\n"
        ),
        HostileFile(
            "trees/frame-three-numbers.json", exit: .inputError,
            stderr:
                "trees/frame-three-numbers.json:1:34: error: frame must have 4 numbers [x, y, width, height], found 3 at root.frame\n{\"version\": 1, \"root\": {\"frame\": [0, 0, 44]}}\n                                 ^\n"
        ),
        HostileFile(
            "trees/heading-level-7.json", exit: .inputError,
            stderr:
                "trees/heading-level-7.json:1:41: error: headingLevel must be an integer from 1 to 6, found 7 at root.headingLevel\n{\"version\": 1, \"root\": {\"headingLevel\": 7}}\n                                        ^\n"
        ),
        HostileFile(
            "trees/invalid-utf8.json", exit: .inputError,
            stderr:
                "trees/invalid-utf8.json:1:39: error: invalid UTF-8 at byte 38\n{\"version\": 1, \"root\": {\"label\": \"Caf\u{FFFD}\"}}\n                                      ^\n"
        ),
        HostileFile(
            "trees/label-number.json", exit: .inputError,
            stderr:
                "trees/label-number.json:1:34: error: expected a string at root.label, found a number\n{\"version\": 1, \"root\": {\"label\": 5}}\n                                 ^\n"
        ),
        HostileFile(
            "trees/lone-surrogate.json", exit: .inputError,
            stderr:
                "trees/lone-surrogate.json:1:35: error: lone surrogate \\uD800 in string: a high surrogate must be followed by a \\u escape of a low surrogate\n{\"version\": 1, \"root\": {\"label\": \"\\ud800\"}}\n                                  ^\n"
        ),
        HostileFile(
            "trees/long-minified-line.json", exit: .inputError,
            stderr:
                "trees/long-minified-line.json:1:8740: error: unknown trait 'buton' at root.children[400].traits[0]; did you mean 'button'?\n\u{2026}tem 396\"},{\"label\": \"Item 397\"},{\"label\": \"Item 398\"},{\"label\": \"Item 399\"},{\"traits\": [\"buton\"]}]}}\n                                                                                         ^\n"
        ),
        HostileFile(
            "trees/negative-frame.json", exit: .inputError,
            stderr:
                "trees/negative-frame.json:1:34: error: negative size in frame: width and height must not be negative at root.frame\n{\"version\": 1, \"root\": {\"frame\": [0, 0, -44, 44]}}\n                                 ^\n"
        ),
        HostileFile(
            "trees/nul-between-tokens.json", exit: .inputError,
            stderr:
                "trees/nul-between-tokens.json:1:15: error: expected a string key in object, found byte 0x00\n{\"version\": 1,\u{FFFD} \"root\": {}}\n              ^\n"
        ),
        HostileFile(
            "trees/nul-in-string.json", exit: .inputError,
            stderr:
                "trees/nul-in-string.json:1:36: error: unescaped control character U+0000 in string; write it as an escape\n{\"version\": 1, \"root\": {\"label\": \"a\u{FFFD}b\"}}\n                                   ^\n"
        ),
        HostileFile(
            "trees/number-1e-400.json", exit: .success,
            stdout: "tree layoutDirection=leftToRight\n\u{2514}\u{2500} element label=\"Tiny\" frame=(0, 0, 44, 44)\n"),
        HostileFile(
            "trees/number-1e400.json", exit: .inputError,
            stderr:
                "trees/number-1e400.json:1:41: error: number 1e400 is out of range\n{\"version\": 1, \"root\": {\"sortPriority\": 1e400}}\n                                        ^\n"
        ),
        HostileFile(
            "trees/number-huge-integer.json", exit: .success,
            stdout:
                "tree layoutDirection=leftToRight\n\u{2514}\u{2500} element label=\"Big\" sortPriority=1.2345678901234568e+29 frame=(0, 0, 1e+300, 1e+300)\n"
        ),
        HostileFile(
            "trees/number-infinity.json", exit: .inputError,
            stderr:
                "trees/number-infinity.json:1:41: error: unexpected 'I'; expected a value\n{\"version\": 1, \"root\": {\"sortPriority\": Infinity}}\n                                        ^\n"
        ),
        HostileFile(
            "trees/number-leading-zero.json", exit: .inputError,
            stderr:
                "trees/number-leading-zero.json:1:41: error: invalid number: leading zeros are not allowed\n{\"version\": 1, \"root\": {\"sortPriority\": 01}}\n                                        ^\n"
        ),
        HostileFile(
            "trees/number-minus-1e400.json", exit: .inputError,
            stderr:
                "trees/number-minus-1e400.json:1:35: error: number -1e400 is out of range\n{\"version\": 1, \"root\": {\"frame\": [-1e400, 0, 10, 10]}}\n                                  ^\n"
        ),
        HostileFile(
            "trees/number-minus-zero.json", exit: .success,
            stdout: "tree layoutDirection=leftToRight\n\u{2514}\u{2500} element label=\"Zero\" frame=(0, 0, 44, 44)\n"),
        HostileFile(
            "trees/number-nan.json", exit: .inputError,
            stderr:
                "trees/number-nan.json:1:41: error: unexpected 'N'; expected a value\n{\"version\": 1, \"root\": {\"sortPriority\": NaN}}\n                                        ^\n"
        ),
        HostileFile(
            "trees/number-trailing-dot.json", exit: .inputError,
            stderr:
                "trees/number-trailing-dot.json:1:43: error: invalid number: expected a digit after '.'\n{\"version\": 1, \"root\": {\"sortPriority\": 1.}}\n                                          ^\n"
        ),
        HostileFile(
            "trees/overlong-utf8.json", exit: .inputError,
            stderr:
                "trees/overlong-utf8.json:1:35: error: invalid UTF-8 at byte 34\n{\"version\": 1, \"root\": {\"label\": \"\u{FFFD}\u{FFFD}\"}}\n                                  ^\n"
        ),
        HostileFile(
            "trees/raw-control-in-string.json", exit: .inputError,
            stderr:
                "trees/raw-control-in-string.json:1:38: error: unescaped control character U+0009 in string; write it as an escape\n{\"version\": 1, \"root\": {\"label\": \"tab\there\"}}\n                                     ^\n"
        ),
        HostileFile(
            "trees/root-array.json", exit: .inputError,
            stderr:
                "trees/root-array.json:1:24: error: expected a node (an object) at root, found an array\n{\"version\": 1, \"root\": []}\n                       ^\n"
        ),
        HostileFile(
            "trees/root-missing.json", exit: .inputError, stderr: "trees/root-missing.json:1:1: error: missing 'root'\n{\"version\": 1}\n^\n"),
        HostileFile(
            "trees/settings-bad-value.json", exit: .inputError,
            stderr:
                "trees/settings-bad-value.json:1:44: error: 'drak' is not a value of colorScheme (light, dark) at settings.colorScheme; did you mean 'dark'?\n{\"version\": 1, \"settings\": {\"colorScheme\": \"drak\"}, \"root\": {}}\n                                           ^\n"
        ),
        HostileFile(
            "trees/settings-unknown-key.json", exit: .inputError,
            stderr:
                "trees/settings-unknown-key.json:1:45: error: unknown setting 'colourScheme' at settings.colourScheme; did you mean 'colorScheme'?\n{\"version\": 1, \"settings\": {\"colourScheme\": \"dark\"}, \"root\": {}}\n                                            ^\n"
        ),
        HostileFile(
            "trees/top-level-array.json", exit: .inputError,
            stderr:
                "trees/top-level-array.json:1:1: error: expected the top level to be an object, found an array\n[{\"version\": 1, \"root\": {}}]\n^\n"
        ),
        HostileFile(
            "trees/top-level-string.json", exit: .inputError,
            stderr: "trees/top-level-string.json:1:1: error: expected the top level to be an object, found a string\n\"tree\"\n^\n"),
        HostileFile(
            "trees/trailing-garbage.json", exit: .inputError,
            stderr: "trees/trailing-garbage.json:2:1: error: unexpected 'g' after the JSON value\ngarbage\n^\n"),
        HostileFile(
            "trees/two-documents.json", exit: .inputError,
            stderr: "trees/two-documents.json:2:1: error: unexpected '{' after the JSON value\n{\"version\": 1, \"root\": {}}\n^\n"),
        HostileFile(
            "trees/unknown-action.json", exit: .inputError,
            stderr:
                "trees/unknown-action.json:1:49: error: unknown action 'tap' at root.actions[1]\n{\"version\": 1, \"root\": {\"actions\": [\"activate\", \"tap\"]}}\n                                                ^\n"
        ),
        HostileFile(
            "trees/unknown-container.json", exit: .inputError,
            stderr:
                "trees/unknown-container.json:1:38: error: unknown container 'lst' at root.container; did you mean 'list'?\n{\"version\": 1, \"root\": {\"container\": \"lst\", \"children\": [{}]}}\n                                     ^\n"
        ),
        HostileFile(
            "trees/unknown-trait-with-escapes.json", exit: .inputError,
            stderr:
                "trees/unknown-trait-with-escapes.json:1:36: error: unknown trait '\\u{1B}[2J' at root.traits[0]\n{\"version\": 1, \"root\": {\"traits\": [\"\\u001b[2J\"]}}\n                                   ^\n"
        ),
        HostileFile(
            "trees/unknown-trait.json", exit: .inputError,
            stderr:
                "trees/unknown-trait.json:1:90: error: unknown trait 'buton' at root.children[1].traits[1]; did you mean 'button'?\n\u{2026}\"version\": 1, \"root\": {\"children\": [{\"label\": \"A\"}, {\"label\": \"B\", \"traits\": [\"header\", \"buton\"]}]}}\n                                                                                         ^\n"
        ),
        HostileFile(
            "trees/unterminated-array.json", exit: .inputError,
            stderr: "trees/unterminated-array.json:2:1: error: unexpected end of input; expected ',' or ']' after array element\n"),
        HostileFile(
            "trees/unterminated-escape.json", exit: .inputError,
            stderr:
                "trees/unterminated-escape.json:1:34: error: unterminated string\n{\"version\": 1, \"root\": {\"label\": \"Pay\\\n                                 ^\n"
        ),
        HostileFile(
            "trees/unterminated-object.json", exit: .inputError,
            stderr: "trees/unterminated-object.json:2:1: error: unexpected end of input; expected ',' or '}' after object member\n"),
        HostileFile(
            "trees/unterminated-string.json", exit: .inputError,
            stderr:
                "trees/unterminated-string.json:1:40: error: unescaped control character U+000A in string (a line break; write \\n, or close the string)\n{\"version\": 1, \"root\": {\"label\": \"Pay}}\n                                       ^\n"
        ),
        HostileFile(
            "trees/utf16le-bom.json", exit: .inputError,
            stderr:
                "trees/utf16le-bom.json:1:1: error: the file is UTF-16LE, but a11y-audit reads UTF-8; convert it first, for example with 'iconv -f UTF-16LE -t UTF-8'\n"
        ),
        HostileFile(
            "trees/version-2.json", exit: .inputError,
            stderr:
                "trees/version-2.json:1:13: error: unsupported version 2; this reader understands version 1\n{\"version\": 2, \"root\": {}}\n            ^\n"
        ),
        HostileFile(
            "trees/version-missing.json", exit: .inputError,
            stderr: "trees/version-missing.json:1:1: error: missing 'version' (this reader understands version 1)\n{\"root\": {}}\n^\n"),
        HostileFile(
            "trees/version-string.json", exit: .inputError,
            stderr:
                "trees/version-string.json:1:13: error: expected a number at version, found a string\n{\"version\": \"1\", \"root\": {}}\n            ^\n"
        ),
        HostileFile(
            "trees/whitespace-only.json", exit: .inputError, stderr: "trees/whitespace-only.json:4:1: error: input contains only whitespace\n"),
    ]

    /// `speak --tree trees/crlf.json --env=<contents>` for every file of `settings/` (the file's
    /// bytes decoded as the process decodes its arguments: invalid UTF-8 becomes U+FFFD).
    static let settings: [HostileFile] = [
        HostileFile(
            "settings/bad-value.txt", exit: .usageError,
            stderr:
                "error: bad --env 'colorScheme=drak': 'drak' is not a value of colorScheme (light, dark); did you mean 'dark'?\nSee 'a11y-audit help speak' for usage.\n"
        ),
        HostileFile(
            "settings/combining-mark-after-equals.txt", exit: .usageError,
            stderr: "error: bad --env '\u{6D6}': expected key=value, found '\u{6D6}'\nSee 'a11y-audit help speak' for usage.\n"),
        HostileFile(
            "settings/empty-key.txt", exit: .usageError,
            stderr: "error: bad --env '=dark': unknown setting ''\nSee 'a11y-audit help speak' for usage.\n"),
        HostileFile(
            "settings/escape-sequence.txt", exit: .usageError,
            stderr:
                "error: bad --env 'locale=\\u{1B}[2Jde': '\\u{1B}[2Jde' is not a value of locale (en, de, ru)\nSee 'a11y-audit help speak' for usage.\n"
        ),
        HostileFile(
            "settings/invalid-utf8.txt", exit: .usageError,
            stderr:
                "error: bad --env 'locale=d\u{FFFD}e': 'd\u{FFFD}e' is not a value of locale (en, de, ru); did you mean 'de'?\nSee 'a11y-audit help speak' for usage.\n"
        ),
        HostileFile(
            "settings/long-value.txt", exit: .usageError,
            stderr:
                "error: bad --env 'dynamicTypeSize=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\u{2026}(19654 characters omitted)\u{2026}amicTypeSize (xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5)\nSee 'a11y-audit help speak' for usage.\n"
        ),
        HostileFile(
            "settings/missing-equals.txt", exit: .usageError,
            stderr:
                "error: bad --env 'colorScheme': expected key=value, found 'colorScheme'; did you mean 'colorScheme=\u{2026}'?\nSee 'a11y-audit help speak' for usage.\n"
        ),
        HostileFile("settings/repeated-key.txt", exit: .success, stdout: "1. Pay. Button.\n"),
        HostileFile("settings/spaces-and-trailing-comma.txt", exit: .success, stdout: "1. Pay. Taste.\n"),
        HostileFile(
            "settings/unicode-key.txt", exit: .usageError,
            stderr:
                "error: bad --env 'c\u{F6}lorScheme=dark': unknown setting 'c\u{F6}lorScheme'; did you mean 'colorScheme'?\nSee 'a11y-audit help speak' for usage.\n"
        ),
        HostileFile(
            "settings/unknown-key.txt", exit: .usageError,
            stderr:
                "error: bad --env 'colourScheme=dark': unknown setting 'colourScheme'; did you mean 'colorScheme'?\nSee 'a11y-audit help speak' for usage.\n"
        ),
    ]

    /// `merge <file>` and `--tree trees/crlf.json --baseline <file>` over every damaged file of `reports/`
    /// (both read reports the same way); `reports/hostile-labels.json` is a valid report full of escape sequences.
    static let reports: [HostileFile] = [
        HostileFile(
            "reports/binary-garbage.bin", exit: .inputError,
            stderr:
                "reports/binary-garbage.bin:1:1: error: not a valid report: invalid UTF-8 at byte 0\n\u{FFFD})\u{FFFD}\u{FFFD}\u{FFFD}+\u{FFFD};\u{FFFD}\u{FFFD}q\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{598}O\u{FFFD}Ut\u{FFFD}\u{FFFD}\u{FFFD}\u{39A}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}^xr\u{FFFD}R\u{FFFD}\u{FFFD}\u{FFFD}T\u{5DD}Td\u{FFFD}V\u{FFFD}\u{FFFD}}\u{FFFD}\u{FFFD}H\u{FFFD}\u{FFFD}\u{FFFD}\u{5F6}\u{FFFD}\u{FFFD}O\u{FFFD}\u{FFFD}Hz:\u{97CE3}\u{6A8}\u{FFFD}\u{FFFD}\u{FFFD}6\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}#Pa\u{FFFD}\u{FFFD}e\u{FFFD}\u{FFFD}\u{FFFD}WR\u{FFFD}\u{FFFD}\u{FFFD}=\u{FFFD}\u{FFFD}g'\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}*,}YV\u{2026}\n^\n"
        ),
        HostileFile(
            "reports/deep.json", exit: .inputError,
            stderr:
                "reports/deep.json:1:539: error: not a valid report: findings[0][0][0][0][0]\u{2026}(501 more)\u{2026}[0][0][0][0][0]: nesting is deeper than 512 levels\n\u{2026}[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\u{2026}\n                                                   ^\n"
        ),
        HostileFile(
            "reports/duplicate-key.json", exit: .inputError,
            stderr:
                "reports/duplicate-key.json:1:16: error: not a valid report: version: duplicate key \"version\" at version\n{\"version\": 1, \"version\": 1}\n               ^\n"
        ),
        HostileFile("reports/empty.json", exit: .inputError, stderr: "reports/empty.json:1:1: error: not a valid report: empty input\n"),
        HostileFile(
            "reports/findings-not-array.json", exit: .inputError,
            stderr: "reports/findings-not-array.json:1:1: error: not a valid report: missing key 'tool'\n{\"version\": 1, \"findings\": {}}\n^\n"),
        HostileFile(
            "reports/invalid-utf8.json", exit: .inputError,
            stderr:
                "reports/invalid-utf8.json:1:42: error: not a valid report: invalid UTF-8 at byte 41\n{\"version\": 1, \"findings\": [{\"message\": \"\u{FFFD}\"}]}\n                                         ^\n"
        ),
        HostileFile(
            "reports/not-an-object.json", exit: .inputError,
            stderr: "reports/not-an-object.json:1:1: error: not a valid report: a report is a JSON object, found an array\n[]\n^\n"),
        HostileFile(
            "reports/truncated.json", exit: .inputError,
            stderr:
                "reports/truncated.json:2:1: error: not a valid report: findings[0].rule: unexpected end of input; expected ',' or '}' after object member\n"
        ),
        HostileFile(
            "reports/wrong-version.json", exit: .inputError,
            stderr:
                "reports/wrong-version.json:1:13: error: not a valid report: version: this is a report of version 99; this a11y-audit reads version 1\n{\"version\": 99, \"findings\": []}\n            ^\n"
        ),
    ]
}
