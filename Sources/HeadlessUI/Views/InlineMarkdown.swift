/// The inline Markdown SwiftUI renders in a localized string key
/// (`Text("**Note:** read this")`): strong and emphasis (`**`, `*`, `__`,
/// `_`), strikethrough (`~~`), code spans and links. iOS draws the text
/// without the markers, and VoiceOver speaks it without them; Foundation's
/// Markdown parser is not on Linux, so this is a small reader of CommonMark's
/// inline rules (delimiter runs that open only when left-flanking and close
/// only when right-flanking, `_` never inside a word, backslash escapes):
/// "5 * 3" and "snake_case" keep their characters. Headings, lists and images
/// are not inline syntax and stay as written, as in SwiftUI.
enum InlineMarkdown {
    /// A character that stands for an interpolated value while the literal is read: values are never Markdown.
    static let placeholder: Character = "\u{FFFC}"

    /// `text` as it is shown: the markers of inline Markdown removed.
    static func plain(_ text: String) -> String {
        guard text.contains(where: { "*_~`[\\<".contains($0) }) else { return text }
        return render(Array(text))
    }

    /// One piece of the line being read: text, or a run of delimiter characters.
    private struct Piece {
        var text: [Character]
        var delimiter: Character?
        var count = 0
        var canOpen = false
        var canClose = false
    }

    private static func render(_ characters: [Character]) -> String {
        var pieces: [Piece] = []
        var index = 0
        func appendText(_ characters: [Character]) {
            if let last = pieces.last, last.delimiter == nil {
                pieces[pieces.count - 1].text += characters
            } else {
                pieces.append(Piece(text: characters))
            }
        }
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count, characters[index + 1].isASCII,
                characters[index + 1].isPunctuation
                    || characters[index + 1].isSymbol
            {
                appendText([characters[index + 1]])
                index += 2
            } else if character == "`", let (content, end) = codeSpan(characters, at: index) {
                appendText(content)
                index = end
            } else if character == "[", let (label, end) = link(characters, at: index) {
                appendText(Array(render(label)))
                index = end
            } else if character == "<", let (address, end) = autolink(characters, at: index) {
                appendText(address)
                index = end
            } else if character == "*" || character == "_" || character == "~" {
                var end = index
                while end < characters.count, characters[end] == character { end += 1 }
                let before = index > 0 ? characters[index - 1] : nil
                let after = end < characters.count ? characters[end] : nil
                var piece = Piece(text: Array(characters[index..<end]), delimiter: character, count: end - index)
                let left = flanksLeft(before: before, after: after), right = flanksRight(before: before, after: after)
                switch character {
                case "_":
                    piece.canOpen = left && (!right || isPunctuation(before))
                    piece.canClose = right && (!left || isPunctuation(after))
                case "~":
                    piece.canOpen = left && piece.count <= 2
                    piece.canClose = right && piece.count <= 2
                default:
                    piece.canOpen = left
                    piece.canClose = right
                }
                pieces.append(piece)
                index = end
            } else {
                appendText([character])
                index += 1
            }
        }
        matchDelimiters(&pieces)
        return String(pieces.flatMap(\.text))
    }

    /// Pairs closers with the nearest openers of the same character, removing the markers they consume.
    private static func matchDelimiters(_ pieces: inout [Piece]) {
        var closer = 0
        while closer < pieces.count {
            guard let mark = pieces[closer].delimiter, pieces[closer].canClose, pieces[closer].count > 0 else {
                closer += 1
                continue
            }
            var opener = closer - 1
            var found: Int?
            while opener >= 0 {
                let candidate = pieces[opener]
                if candidate.delimiter == mark, candidate.canOpen, candidate.count > 0 {
                    // CommonMark's rule of 3: a run that can both open and close pairs only if the sum is not a multiple of 3.
                    let both = candidate.canClose || pieces[closer].canOpen
                    let sum = candidate.count + pieces[closer].count
                    if mark == "~"
                        ? candidate.count == pieces[closer].count
                        : !(both && sum % 3 == 0 && !(candidate.count % 3 == 0 && pieces[closer].count % 3 == 0))
                    {
                        found = opener
                        break
                    }
                }
                opener -= 1
            }
            guard let open = found else {
                closer += 1
                continue
            }
            let used = mark == "~" ? pieces[open].count : (pieces[open].count >= 2 && pieces[closer].count >= 2 ? 2 : 1)
            pieces[open].count -= used
            pieces[open].text.removeLast(used)
            pieces[closer].count -= used
            pieces[closer].text.removeFirst(used)
            // Openers between the pair can no longer close anything past it.
            for between in (open + 1)..<closer where pieces[between].delimiter != nil {
                pieces[between].canOpen = false
            }
        }
    }

    private static func flanksLeft(before: Character?, after: Character?) -> Bool {
        guard let after, !after.isWhitespace else { return false }
        return !isPunctuation(after) || before == nil || before!.isWhitespace || isPunctuation(before)
    }

    private static func flanksRight(before: Character?, after: Character?) -> Bool {
        guard let before, !before.isWhitespace else { return false }
        return !isPunctuation(before) || after == nil || after!.isWhitespace || isPunctuation(after)
    }

    private static func isPunctuation(_ character: Character?) -> Bool {
        guard let character else { return false }
        return character.isPunctuation || character.isSymbol
    }

    /// A code span from the backtick run at `start`: its content (one space trimmed from each end when both
    /// have one) and the index after its closing run; `nil` when no run of the same length closes it.
    private static func codeSpan(_ characters: [Character], at start: Int) -> ([Character], Int)? {
        var open = start
        while open < characters.count, characters[open] == "`" { open += 1 }
        let length = open - start
        var index = open
        while index < characters.count {
            if characters[index] == "`" {
                var end = index
                while end < characters.count, characters[end] == "`" { end += 1 }
                if end - index == length {
                    var content = Array(characters[open..<index])
                    if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
                        content = Array(content.dropFirst().dropLast())
                    }
                    return (content, end)
                }
                index = end
            } else {
                index += 1
            }
        }
        return nil
    }

    /// A link `[label](destination "title")` at `start`: its label and the index after it.
    private static func link(_ characters: [Character], at start: Int) -> ([Character], Int)? {
        var depth = 0
        var index = start
        var labelEnd: Int?
        while index < characters.count {
            let character = characters[index]
            if character == "\\" {
                index += 2
                continue
            }
            if character == "[" { depth += 1 }
            if character == "]" {
                depth -= 1
                if depth == 0 {
                    labelEnd = index
                    break
                }
            }
            index += 1
        }
        guard let labelEnd, labelEnd + 1 < characters.count, characters[labelEnd + 1] == "(" else { return nil }
        var close = labelEnd + 2
        var parentheses = 1
        while close < characters.count {
            if characters[close] == "(" { parentheses += 1 }
            if characters[close] == ")" {
                parentheses -= 1
                if parentheses == 0 { break }
            }
            if characters[close] == "\n" { return nil }
            close += 1
        }
        guard close < characters.count else { return nil }
        return (Array(characters[(start + 1)..<labelEnd]), close + 1)
    }

    /// An autolink `<scheme:address>` at `start`: the address and the index after it.
    private static func autolink(_ characters: [Character], at start: Int) -> ([Character], Int)? {
        guard let end = characters[start...].firstIndex(of: ">") else { return nil }
        let address = Array(characters[(start + 1)..<end])
        guard let colon = address.firstIndex(of: ":"), colon >= 2, address[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+.-".contains($0) }),
            !address.contains(where: { $0.isWhitespace || $0 == "<" })
        else { return nil }
        return (address, end + 1)
    }
}
