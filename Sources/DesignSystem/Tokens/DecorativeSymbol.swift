import HeadlessUI

/// An SF Symbol that decorates text beside it: drawn in the foreground
/// colour, sized by the font, and hidden from accessibility (the text says it).
public struct DecorativeSymbol: View {
    let name: String

    /// The symbol called `name`.
    public init(_ name: String) {
        self.name = name
    }

    public var body: some View {
        Image(systemName: name).accessibilityHidden(true)
    }
}
