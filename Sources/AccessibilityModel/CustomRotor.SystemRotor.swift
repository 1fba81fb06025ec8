extension CustomRotor {
    /// A system rotor a custom rotor can replace (SwiftUI's
    /// `AccessibilitySystemRotor`, UIKit's `UIAccessibilityCustomRotor.SystemRotorType`),
    /// named as the tree format writes it.
    ///
    /// ```swift
    /// CustomRotor.SystemRotor.headings(level: 2).rawValue  // "headingLevel2"
    /// ```
    public struct SystemRotor: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        public static let headings = SystemRotor(rawValue: "headings")
        public static let links = SystemRotor(rawValue: "links")
        public static let visitedLinks = SystemRotor(rawValue: "visitedLinks")
        public static let images = SystemRotor(rawValue: "images")
        public static let textFields = SystemRotor(rawValue: "textFields")
        public static let lists = SystemRotor(rawValue: "lists")
        public static let landmarks = SystemRotor(rawValue: "landmarks")
        public static let tables = SystemRotor(rawValue: "tables")
        public static let boldText = SystemRotor(rawValue: "boldText")
        public static let italicText = SystemRotor(rawValue: "italicText")
        public static let underlineText = SystemRotor(rawValue: "underlineText")
        public static let misspelledWords = SystemRotor(rawValue: "misspelledWords")

        /// Headings of one level, 1…6 (`headingLevel1` … `headingLevel6`).
        public static func headings(level: Int) -> SystemRotor {
            SystemRotor(rawValue: "headingLevel\(level)")
        }

        /// Every name the tree format accepts.
        public static let all: [SystemRotor] =
            [
                .headings, .links, .visitedLinks, .images, .textFields, .lists, .landmarks, .tables,
                .boldText, .italicText, .underlineText, .misspelledWords,
            ] + (1...6).map { headings(level: $0) }

        public var description: String { rawValue }
    }
}
