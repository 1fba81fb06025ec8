import Foundation

extension CodeLocation {
    /// Where a call was written, as the compiler wrote it at the call site
    /// (`#filePath`, `#line`, `#column`): what a node keeps of the view that
    /// made it.
    ///
    /// A site is a pointer to the path the compiler stored in the binary plus
    /// two numbers: making and copying one allocates nothing and counts no
    /// reference, so every view and node can carry one. It becomes a
    /// ``CodeLocation`` (the path relative to the package root) only when a
    /// finding is reported, through a table of the paths already resolved.
    ///
    /// A site takes no part in the equality of the values that carry it (a
    /// node, an outcome): two renders of the same semantics made on different
    /// lines (two styles) are still equal.
    public struct Site: @unchecked Sendable, CustomStringConvertible {
        // 16 bytes, so that every view, node and outcome can carry one cheaply: the start of the
        // compiler's `#filePath` literal (immortal, read-only: safe to share between threads), its
        // length, the line and the column.
        let filePath: UnsafeRawPointer?
        let pathLength: UInt16
        let column: UInt16
        let line: UInt32

        /// A site from the compiler's literals, as a default argument records it:
        /// `filePath: StaticString = #filePath, line: Int = #line, column: Int = #column`.
        ///
        /// - Parameters:
        ///   - filePath: The full path of the file (`#filePath`).
        ///   - line: The line (`#line`), from 1.
        ///   - column: The column (`#column`), from 1.
        public init(filePath: StaticString, line: Int, column: Int) {
            if filePath.hasPointerRepresentation, filePath.utf8CodeUnitCount <= Int(UInt16.max) {
                self.filePath = UnsafeRawPointer(filePath.utf8Start)
                pathLength = UInt16(filePath.utf8CodeUnitCount)
            } else {
                self.filePath = nil
                pathLength = 0
            }
            self.line = UInt32(clamping: line)
            self.column = UInt16(clamping: column)
        }

        private init() {
            filePath = nil
            pathLength = 0
            line = 0
            column = 0
        }

        /// No site: a node made from a JSON tree or by hand.
        public static let unknown = Site()

        /// Whether the site names a place.
        public var isKnown: Bool { line > 0 }

        /// The location, its path relative to the package root (`Sources/…`,
        /// `Tests/…`); `nil` for ``unknown``.
        public var location: CodeLocation? {
            guard isKnown else { return nil }
            return CodeLocation(file: SitePaths.shared.relative(filePath, length: Int(pathLength)), line: Int(line), column: Int(column))
        }

        public var description: String { location?.description ?? "unknown" }
    }

    /// `…/Sources/X/Y.swift` → `Sources/X/Y.swift` (likewise `Tests/`);
    /// otherwise the file name.
    ///
    /// - Parameter path: A full path, as `#filePath` gives it.
    /// - Returns: The path from the package root, or the file name when the
    ///   path has no `Sources/` or `Tests/` folder.
    public static func packageRelative(_ path: String) -> String {
        for marker in ["/Sources/", "/Tests/"] {
            if let range = path.range(of: marker, options: .backwards) {
                return String(path[path.index(after: range.lowerBound)...])
            }
        }
        return path.split(separator: "/").last.map(String.init) ?? path
    }
}

/// The package-relative path of each `#filePath` seen, by the address of the
/// compiler's literal: each path is made once per process.
final class SitePaths: @unchecked Sendable {
    static let shared = SitePaths()

    private let lock = NSLock()
    private var paths: [UInt: String] = [:]

    func relative(_ filePath: UnsafeRawPointer?, length: Int) -> String {
        guard let filePath else { return "" }
        let key = UInt(bitPattern: filePath)
        lock.lock()
        defer { lock.unlock() }
        if let known = paths[key] { return known }
        let path = CodeLocation.packageRelative(String(decoding: UnsafeRawBufferPointer(start: filePath, count: length), as: UTF8.self))
        paths[key] = path
        return path
    }
}

extension CodeLocation.Site {
    /// A site that every value compares equal to: what a node or an outcome
    /// stores, so that where it came from is not one of its facts.
    package struct Unequated: Hashable, Sendable {
        package var site: CodeLocation.Site

        package init(_ site: CodeLocation.Site) { self.site = site }

        package static func == (lhs: Self, rhs: Self) -> Bool { true }
        package func hash(into hasher: inout Hasher) {}
    }
}
