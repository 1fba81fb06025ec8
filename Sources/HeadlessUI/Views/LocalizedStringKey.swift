import Foundation

/// The key of a localized string, written as a literal with interpolations,
/// as in SwiftUI. HeadlessUI has no string tables: the text is the key with
/// its interpolations formatted, and its inline Markdown shown as SwiftUI
/// shows it (`"**Note:** …"` is "Note: …"), the
/// interpolated values taken as they are.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    /// The resolved text.
    public var text: String

    /// A key from a literal.
    public init(stringLiteral value: String) {
        text = InlineMarkdown.plain(value)
    }

    /// A key from a string.
    public init(_ value: String) {
        text = InlineMarkdown.plain(value)
    }

    /// A key from an interpolated literal: the literal's Markdown read with each value as a placeholder, then
    /// the values put in (a value is never read as Markdown).
    public init(stringInterpolation: StringInterpolation) {
        let shown = InlineMarkdown.plain(stringInterpolation.template)
        guard !stringInterpolation.arguments.isEmpty else {
            text = shown
            return
        }
        var arguments = stringInterpolation.arguments.makeIterator()
        var result = ""
        for character in shown {
            if character == InlineMarkdown.placeholder, let argument = arguments.next() {
                result += argument
            } else {
                result.append(character)
            }
        }
        text = result
    }

    /// Builds the text of an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        /// The literal, each value a placeholder.
        var template = ""
        /// The values, formatted, in order.
        var arguments: [String] = []
        /// The literal with its values, as written (no Markdown read).
        var text: String {
            var arguments = arguments.makeIterator()
            return String(template.flatMap { $0 == InlineMarkdown.placeholder ? Array(arguments.next() ?? "") : [$0] })
        }
        public init(literalCapacity: Int, interpolationCount: Int) {
            template.reserveCapacity(literalCapacity + interpolationCount)
        }
        public mutating func appendLiteral(_ literal: String) { template += literal }
        private mutating func append(value: String) {
            template.append(InlineMarkdown.placeholder)
            arguments.append(value)
        }
        public mutating func appendInterpolation<T>(_ value: T) { append(value: String(describing: value)) }
        /// An integer, formatted as SwiftUI resolves a key's `%lld` argument:
        /// digits grouped in the locale of the view being rendered (`2,847` en,
        /// `2.847` de, `2 847` ru with a no-break space, as Foundation formats them).
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            append(value: LocalizedNumber.grouped(value, locale: EnvironmentValues.current.localeIdentifier))
        }
        public mutating func appendInterpolation(_ value: String) { append(value: value) }
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            append(value: format.format(input))
        }
        public mutating func appendInterpolation(_ text: Text) { append(value: text.content) }
    }
}

/// A localizable string (Foundation's `LocalizedStringResource`, which
/// Foundation on Linux lacks): the text of its key.
public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
    /// The key, with interpolations formatted.
    public var key: String

    /// A resource from a literal.
    public init(stringLiteral value: String) {
        key = value
    }

    /// A resource from an interpolated literal.
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        key = stringInterpolation.text
    }

    /// A resource with an explicit key.
    public init(_ key: String) {
        self.key = key
    }

    public var description: String { key }
}

extension String {
    /// The text of a localizable string.
    public init(localized resource: LocalizedStringResource) {
        self = resource.key
    }
}

/// Integers as a localized string's arguments are written (SwiftUI resolves
/// `LocalizedStringKey` with the environment's locale).
enum LocalizedNumber {
    /// `value` with its digits grouped in `locale`; below 1,000 no locale groups, so no formatter is built.
    static func grouped<T: BinaryInteger>(_ value: T, locale: String) -> String {
        if value > -1000, value < 1000 { return String(value) }
        guard let number = Int64(exactly: value) else { return String(value) }
        return number.formatted(.number.locale(Locale(identifier: locale)))
    }

    /// `fraction` (0…1) as a whole percentage in `locale`: `40%` en, `40 %` de and ru
    /// (a no-break space before the sign, as Foundation's percent style writes it).
    static func percent(_ fraction: Double, locale: String) -> String {
        fraction.formatted(.percent.precision(.fractionLength(0)).locale(Locale(identifier: locale)))
    }
}
