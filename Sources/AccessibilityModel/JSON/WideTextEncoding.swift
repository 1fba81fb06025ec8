import Foundation

/// Recognises text in UTF-16 or UTF-32, which every format of the tool
/// refuses with a hint (it reads UTF-8): the byte-by-byte errors such a file
/// would get otherwise (`unexpected character` at column 1) do not say what
/// is wrong.
///
/// ```swift
/// WideTextEncoding.name(of: Data([0xFF, 0xFE, 0x7B, 0x00]))  // "UTF-16LE"
/// ```
public enum WideTextEncoding {
    /// `UTF-16LE`, `UTF-16BE`, `UTF-32LE` or `UTF-32BE` when `data` looks
    /// like it, by a byte-order mark or by the zero bytes that ASCII text has
    /// in those encodings; `nil` otherwise (UTF-8 text never holds a zero byte).
    public static func name(of data: Data) -> String? {
        let head = Array(data.prefix(4))
        if head.starts(with: [0xFF, 0xFE, 0, 0]) { return "UTF-32LE" }
        if head.starts(with: [0, 0, 0xFE, 0xFF]) { return "UTF-32BE" }
        if head.starts(with: [0xFF, 0xFE]) { return "UTF-16LE" }
        if head.starts(with: [0xFE, 0xFF]) { return "UTF-16BE" }
        guard head.count == 4 else { return nil }
        switch (head[0] == 0, head[1] == 0, head[2] == 0, head[3] == 0) {
        case (false, true, true, true): return "UTF-32LE"
        case (true, true, true, false): return "UTF-32BE"
        case (false, true, false, true): return "UTF-16LE"
        case (true, false, true, false): return "UTF-16BE"
        default: return nil
        }
    }
}
