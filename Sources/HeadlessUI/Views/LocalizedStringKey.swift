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
