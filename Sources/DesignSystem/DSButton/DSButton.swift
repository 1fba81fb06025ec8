import HeadlessUI

/// Article 003's design-system button, built right: the title and an
/// optional symbol in the initialiser, size and variant through
/// copy-and-return methods, and both of them change only the drawing.
///
/// To assistive technology it is one button labelled by the title in every
/// size and variant; the symbol is decoration. Every size keeps a 44 × 44 pt
/// target; every variant keeps 4.5:1 text and 3:1 outlines.
///
/// ```swift
/// DSButton("Continue", systemImage: "arrow.right") { submit() }
///     .dsSize(.small)
///     .dsVariant(.outlined)
/// ```
public struct DSButton: View {
    /// How big the button is drawn.
    public enum Size: String, CaseIterable, Sendable {
        case small, large
    }

    /// How the button is drawn.
    public enum Variant: String, CaseIterable, Sendable {
        case filled, outlined, plain
    }

    private let title: String
    private let systemImage: String?
    private let action: () -> Void
    private var size: Size = .large
    private var variant: Variant = .filled

    /// A button titled `title`, with an optional SF Symbol, that runs `action`.
    public init(_ title: String, systemImage: String? = nil, action: @escaping () -> Void) {
        self.title = title
        self.systemImage = systemImage
        self.action = action
    }

    public var body: some View {
        Button(action: action) {
            HStack(spacing: size == .small ? Metrics.small : Metrics.medium) {
                if let systemImage {
                    DecorativeSymbol(systemImage)
                }
                Text(title)
            }
        }
        .buttonStyle(DSButtonStyle(size: size, variant: variant))
    }

    /// This button in another size.
    public func dsSize(_ size: Size) -> Self {
        var copy = self
        copy.size = size
        return copy
    }

    /// This button in another variant.
    public func dsVariant(_ variant: Variant) -> Self {
        var copy = self
        copy.variant = variant
        return copy
    }
}
