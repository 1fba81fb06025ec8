/// Insets on the four edges, in points.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    /// Insets; zero by default.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// An edge of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { self.rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Horizontal alignment in a `VStack` or frame.
public struct HorizontalAlignment: Hashable, Sendable {
    let value: CrossAlignmentValue
    public static let leading = HorizontalAlignment(value: .leading)
    public static let center = HorizontalAlignment(value: .center)
    public static let trailing = HorizontalAlignment(value: .trailing)
}

/// Vertical alignment in an `HStack` or frame.
public struct VerticalAlignment: Hashable, Sendable {
    let value: CrossAlignmentValue
    public static let top = VerticalAlignment(value: .leading)
    public static let center = VerticalAlignment(value: .center)
    public static let bottom = VerticalAlignment(value: .trailing)
    public static let firstTextBaseline = VerticalAlignment(value: .center)
    public static let lastTextBaseline = VerticalAlignment(value: .center)
}

/// Start, middle or end along one axis.
enum CrossAlignmentValue: Hashable, Sendable {
    case leading, center, trailing

    var cross: CrossAlignment {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }

    /// Offset of something of `size` inside `space`.
    func offset(_ size: CGFloat, in space: CGFloat) -> CGFloat {
        switch self {
        case .leading: 0
        case .center: (space - size) / 2
        case .trailing: space - size
        }
    }
}

/// Alignment in two dimensions.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    /// An alignment from its two parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// How content fits its frame (kept for source compatibility).
public enum ContentMode: Hashable, Sendable {
    case fit, fill
}
