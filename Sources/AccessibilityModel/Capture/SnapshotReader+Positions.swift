import Foundation

extension SnapshotReader {
    /// The line and column of every element of the snapshot in `data`, in document order: the root object and
    /// each object directly inside an element's `children` array. One scan of the bytes, building nothing but
    /// the positions, so that every element is located for as little as reading the file once more (looking each
    /// element up by its path would scan the file once per element). Columns count characters, as the JSON
    /// reader's do. The data is valid JSON, already parsed.
    /// `release`, when given, is told every few megabytes the offset before which the bytes are read.
    static func elementPositions(in data: Data, releasingPages release: ((Int) -> Void)? = nil) -> [(line: Int, column: Int)] {
        data.withUnsafeBytes { raw in elementPositions(in: raw.bindMemory(to: UInt8.self), releasingPages: release) }
    }

    static func elementPositions(
        in bytes: UnsafeBufferPointer<UInt8>, releasingPages release: ((Int) -> Void)?
    ) -> [(line: Int, column: Int)] {
        var releaseMark = TreeShape.releaseStride
        enum Frame {
            case object(isElement: Bool, key: [UInt8]?, expectingKey: Bool)
            case array(holdsElements: Bool)
        }
        var positions: [(line: Int, column: Int)] = []
        var stack: [Frame] = []
        var line = 1, column = 1
        var index = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        let children = Array("children".utf8)
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                // A string: a key when an object expects one, else a value to step over.
                let start = index + 1
                var end = start
                var escaped = false
                while end < bytes.count {
                    let inner = bytes[end]
                    if escaped {
                        escaped = false
                    } else if inner == UInt8(ascii: "\\") {
                        escaped = true
                    } else if inner == UInt8(ascii: "\"") {
                        break
                    }
                    if inner & 0xC0 != 0x80 { column += 1 }
                    end += 1
                }
                if case .object(let isElement, _, true)? = stack.last {
                    stack[stack.count - 1] = .object(isElement: isElement, key: Array(bytes[start..<end]), expectingKey: false)
                }
                column += 2
                index = end + 1
                continue
            case UInt8(ascii: "{"):
                if let release, index >= releaseMark {
                    release(index)
                    releaseMark = index + TreeShape.releaseStride
                }
                var isElement = stack.isEmpty
                if case .array(true)? = stack.last { isElement = true }
                if isElement { positions.append((line, column)) }
                stack.append(.object(isElement: isElement, key: nil, expectingKey: true))
            case UInt8(ascii: "["):
                var holdsElements = false
                if case .object(true, let key?, false)? = stack.last { holdsElements = key == children }
                stack.append(.array(holdsElements: holdsElements))
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if !stack.isEmpty { stack.removeLast() }
            case UInt8(ascii: ","):
                if case .object(let isElement, let key, _)? = stack.last {
                    stack[stack.count - 1] = .object(isElement: isElement, key: key, expectingKey: true)
                }
            case 0x0A:
                line += 1
                column = 0
            default: break
            }
            if byte & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return positions
    }
}
