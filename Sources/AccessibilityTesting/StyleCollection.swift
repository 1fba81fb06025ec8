import Testing

/// The styles a view is checked in, in order; the first is the reference the
/// others are compared with for style invariance.
///
/// Names are unique: when two styles share a name, the first is kept. An
/// empty collection means the view unstyled.
///
/// ```swift
/// let toggles: StyleCollection = [
///     NamedStyle("switch") { $0.toggleStyle(SwitchToggleStyle()) },
///     NamedStyle("checkbox") { $0.toggleStyle(CheckboxToggleStyle()) },
/// ]
/// expectAccessible(Toggle("Wi-Fi", isOn: .constant(true)), .styles(toggles))
/// ```
public struct StyleCollection: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable, CustomStringConvertible,
    CustomTestStringConvertible
{
    /// The styles, first the reference, without duplicate names.
    public let styles: [NamedStyle]

    /// A collection of styles; later styles named like earlier ones are dropped.
    public init(_ styles: [NamedStyle]) {
        var seen = Set<String>()
        self.styles = styles.filter { seen.insert($0.name).inserted }
    }

    public init(arrayLiteral elements: NamedStyle...) {
        self.init(elements)
    }

    /// Just the view as it is.
    public static let unstyled = StyleCollection([.unstyled])

    public var startIndex: Int { styles.startIndex }
    public var endIndex: Int { styles.endIndex }
    public subscript(position: Int) -> NamedStyle { styles[position] }

    /// The style with this name.
    public func style(named name: String) -> NamedStyle? { styles.first { $0.name == name } }

    /// The styles to render: these, or the unstyled view when empty.
    var effective: [NamedStyle] { styles.isEmpty ? [.unstyled] : styles }

    /// The names, comma-separated.
    public var description: String { effective.map(\.name).joined(separator: ", ") }

    /// `styles plain, bordered`.
    public var testDescription: String { "styles " + description }
}
