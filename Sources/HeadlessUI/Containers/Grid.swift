/// A two-dimensional layout of ``GridRow``s, as in SwiftUI (iOS 16).
///
/// Approximated: each row shares its width equally among its cells, where
/// SwiftUI sizes each column to its widest cell (docs/porting.md). Cells are
/// separate elements, read row by row.
public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// A grid.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: alignment.horizontal, spacing: verticalSpacing) { content }
            .environment(\.gridHorizontalSpacing, horizontalSpacing)
    }
}

/// One row of a ``Grid``.
public struct GridRow<Content: View>: View {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let content: Content

    /// A grid row.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment ?? .center
        self.content = content()
    }

    @inline(__always)
    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let cells = inputs.nodes(view.content)
        var wrapped: [_ViewNode] = []
        for (index, cell) in cells.enumerated() {
            wrapped.append(contentsOf: inputs.child(UInt64(index)).nodes(_NodesView(nodes: [cell]).frame(maxWidth: .infinity)))
        }
        let spacing = inputs.environment.gridHorizontalSpacing
        nodes.append(inputs.single(HStack(alignment: view.alignment, spacing: spacing) { _NodesView(nodes: wrapped) }))
    }
}

extension EnvironmentValues {
    private struct GridHorizontalSpacingKey: EnvironmentKey {
        static var defaultValue: CGFloat? { nil }
    }

    /// The horizontal spacing of the enclosing ``Grid``.
    var gridHorizontalSpacing: CGFloat? {
        get { self[GridHorizontalSpacingKey.self] }
        set { self[GridHorizontalSpacingKey.self] = newValue }
    }
}
