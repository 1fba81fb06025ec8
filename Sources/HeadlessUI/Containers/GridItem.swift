/// A column of a ``LazyVGrid`` or a row of a ``LazyHGrid``, as in SwiftUI.
public struct GridItem: Hashable, Sendable {
    /// How big the item is.
    public enum Size: Hashable, Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// A share of the space left, between the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items as fit, each at least `minimum` points.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size.
    public var size: Size
    /// The space after the item (the grid's default when `nil`).
    public var spacing: CGFloat?
    /// The alignment of views in the item.
    public var alignment: Alignment?

    /// A grid item.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The tracks these items make across `length` points: one per fixed or
    /// flexible item, and as many as fit for an adaptive one.
    static func tracks(_ items: [GridItem], length: CGFloat, spacing: CGFloat) -> [Size] {
        var result: [Size] = []
        for item in items {
            if case .adaptive(let minimum, let maximum) = item.size {
                let count = max(1, Int(((length + spacing) / (max(1, minimum) + spacing)).rounded(.down)))
                result.append(contentsOf: repeatElement(.flexible(minimum: minimum, maximum: maximum), count: count))
            } else {
                result.append(item.size)
            }
        }
        return result.isEmpty ? [.flexible()] : result
    }
}

/// Renders cells in tracks: rows of `tracks.count` cells for a vertical grid,
/// columns for a horizontal one.
enum GridBuilder {
    static func make(
        _ cells: [_ViewNode], tracks: [GridItem.Size], vertical: Bool, spacing: CGFloat,
        inputs: _ViewInputs
    ) -> _ViewNode {
        var lines: [_ViewNode] = []
        var start = 0
        var index: UInt64 = 0
        while start < cells.count {
            let end = min(cells.count, start + tracks.count)
            let lineInputs = inputs.child(0x6772_6400 &+ index)
            var wrapped: [_ViewNode] = []
            for (offset, cell) in cells[start..<end].enumerated() {
                wrapped.append(contentsOf: lineInputs.child(UInt64(offset)).nodes(sized(cell, tracks[offset], vertical: vertical)))
            }
            let line =
                vertical
                ? lineInputs.single(HStack(spacing: spacing) { _NodesView(nodes: wrapped) })
                : lineInputs.single(VStack(spacing: spacing) { _NodesView(nodes: wrapped) })
            lines.append(line)
            start = end
            index += 1
        }
        return vertical
            ? inputs.single(VStack(spacing: spacing) { _NodesView(nodes: lines) })
            : inputs.single(HStack(spacing: spacing) { _NodesView(nodes: lines) })
    }

    private static func sized(_ cell: _ViewNode, _ size: GridItem.Size, vertical: Bool) -> AnyView {
        let view = _NodesView(nodes: [cell])
        switch size {
        case .fixed(let length):
            return vertical ? AnyView(view.frame(width: length)) : AnyView(view.frame(height: length))
        case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
            return vertical
                ? AnyView(view.frame(minWidth: minimum, maxWidth: maximum))
                : AnyView(view.frame(minHeight: minimum, maxHeight: maximum))
        }
    }
}

/// A grid that grows vertically, its columns given by ``GridItem``s, as in SwiftUI.
///
/// Cells fill the columns row by row, so VoiceOver reads them row by row.
/// Adaptive columns are counted for the width of the screen (390 points),
/// not the grid's own width (docs/porting.md).
public struct LazyVGrid<Content: View>: View {
    public typealias Body = Never
    let columns: [GridItem]
    let spacing: CGFloat?
    let content: Content

    /// A vertical grid.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.spacing = spacing
        self.content = content()
    }

    @inline(__always)
    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let spacing = view.spacing ?? LayoutConstants.stackSpacing
        let tracks = GridItem.tracks(view.columns, length: LayoutConstants.screenWidth, spacing: spacing)
        nodes.append(GridBuilder.make(inputs.nodes(view.content), tracks: tracks, vertical: true, spacing: spacing, inputs: inputs))
    }
}

/// A grid that grows horizontally, its rows given by ``GridItem``s, as in SwiftUI.
public struct LazyHGrid<Content: View>: View {
    public typealias Body = Never
    let rows: [GridItem]
    let spacing: CGFloat?
    let content: Content

    /// A horizontal grid.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.spacing = spacing
        self.content = content()
    }

    @inline(__always)
    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let spacing = view.spacing ?? LayoutConstants.stackSpacing
        let tracks = GridItem.tracks(view.rows, length: LayoutConstants.screenHeight, spacing: spacing)
        nodes.append(GridBuilder.make(inputs.nodes(view.content), tracks: tracks, vertical: false, spacing: spacing, inputs: inputs))
    }
}
