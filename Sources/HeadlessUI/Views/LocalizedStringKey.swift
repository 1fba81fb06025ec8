import Foundation

/// The key of a localized string, written as a literal with interpolations,
/// as in SwiftUI. HeadlessUI has no string tables: the text is the key with
/// its interpolations formatted.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    /// The resolved text.
    public var text: String

    /// A key from a literal.
    public init(stringLiteral value: String) {
        text = value
    }

    /// A key from a string.
    public init(_ value: String) {
        text = value
    }

    /// A key from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    /// Builds the text of an interpolated key.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
        /// An integer, formatted as SwiftUI resolves a key's `%lld` argument:
        /// digits grouped in the locale of the view being rendered (`2,847` en,
        /// `2.847` de, `2 847` ru with a no-break space, as Foundation formats them).
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            text += LocalizedNumber.grouped(value, locale: EnvironmentValues.current.localeIdentifier)
        }
        public mutating func appendInterpolation(_ value: String) { text += value }
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            text += format.format(input)
        }
        public mutating func appendInterpolation(_ text: Text) { self.text += text.content }
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
