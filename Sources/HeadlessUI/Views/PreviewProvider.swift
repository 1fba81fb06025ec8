/// Xcode previews, as in SwiftUI: a type with `static var previews`.
///
/// Previews compile so that a component file ports with its preview
/// intact; nothing renders them (a `Catalog` entry is the audited form of a
/// preview). `#Preview` is a macro and needs swift-syntax; docs/porting.md
/// shows the two-line `PreviewProvider` that replaces it.
///
/// ```swift
/// struct BadgePreviews: PreviewProvider {
///     static var previews: some View {
///         Badge(count: 3).previewLayout(.sizeThatFits).previewDisplayName("Three")
///     }
/// }
/// ```
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
}

/// How a preview is sized (SwiftUI's `PreviewLayout`).
public enum PreviewLayout: Hashable, Sendable {
    /// In a device's screen.
    case device
    /// As large as the view's ideal size.
    case sizeThatFits
    /// A fixed size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on, by name (SwiftUI's `PreviewDevice`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    /// The device name, e.g. "iPhone 15".
    public let rawValue: String

    /// A device by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A device by name, from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }
}

/// The orientation of a preview (SwiftUI's `InterfaceOrientation`).
public struct InterfaceOrientation: Hashable, Sendable {
    let name: String
    /// Portrait.
    public static let portrait = InterfaceOrientation(name: "portrait")
    /// Portrait, upside down.
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    /// Landscape, home indicator on the right.
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    /// Landscape, home indicator on the left.
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}

extension View {
    /// The layout of this view's preview. Changes nothing outside previews.
    public consuming func previewLayout(_ value: PreviewLayout) -> some View { self }

    /// The name shown under this view's preview. Changes nothing outside previews.
    public consuming func previewDisplayName(_ value: String?) -> some View { self }

    /// The device this view's preview runs on. Changes nothing outside previews.
    public consuming func previewDevice(_ value: PreviewDevice?) -> some View { self }

    /// The orientation of this view's preview. Changes nothing outside previews.
    public consuming func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
