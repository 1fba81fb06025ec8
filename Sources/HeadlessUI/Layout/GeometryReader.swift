import Foundation

/// A container that hands its content the size it is laid out in, as
/// SwiftUI's `GeometryReader`: it takes all the space offered, and places
/// its content at its top-leading corner.
///
/// ```swift
/// GeometryReader { proxy in
///     Capsule().fill(.blue).frame(width: proxy.size.width * progress, height: 8)
/// }
/// ```
///
/// Approximated: HeadlessUI evaluates bodies before layout, so the proxy's
/// size is the screen's (390 × 844 points), not the space the reader is
/// offered; a reader inside a narrower container sees more room than it has
/// (docs/porting.md).
public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: some View {
        content(GeometryProxy(size: CGSize(width: LayoutConstants.screenWidth, height: GeometryProxy.screenHeight)))
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// The size and place of a `GeometryReader`.
public struct GeometryProxy: Sendable {
    static let screenHeight: CGFloat = 844

    /// The reader's size.
    public let size: CGSize

    /// The insets of the safe area (none in a headless render).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in a coordinate space: at the origin, of its size.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: .zero, size: size)
    }
}

extension View {
    /// Moves this view's geometry towards that of the view with the same `id`
    /// in `namespace` during a transition: an animation between two layouts.
    /// A headless render shows each view where its own layout puts it, which
    /// is where the animation ends; nothing changes in the tree.
    public consuming func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
        isSource: Bool = true
    ) -> some View {
        self
    }
}

/// Which geometry `matchedGeometryEffect` matches, as in SwiftUI.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}
