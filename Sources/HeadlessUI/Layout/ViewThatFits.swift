/// The first of several views that fits, as in SwiftUI:
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { Text("Download the full report"); Image(systemName: "arrow.down") }
///     Image(systemName: "arrow.down").accessibilityLabel("Download")
/// }
/// ```
///
/// iOS measures each child's ideal size in the given axes (unbounded along
/// them) and shows the first that fits the space proposed to the
/// `ViewThatFits`, or the last when none does; only that child is drawn and
/// in the accessibility tree. So the choice follows Dynamic Type: the long
/// form at Large, the fallback at an accessibility size.
///
/// Approximated (docs/porting.md): views are built before layout here, so
/// the child is chosen when the view is built, against the screen (390 × 844
/// points) rather than the space the parent proposes. Inside padding or
/// beside other views, where iOS proposes less than the screen, a child that
/// just fits the screen is still chosen where iOS would fall back.
public struct ViewThatFits<Content: View>: View {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// Chooses among the views `content` makes, checking their fit along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let candidates = inputs.nodes(view.content)
        guard let last = candidates.last else { return }
        let screen = CGSize(width: LayoutConstants.screenWidth, height: GeometryProxy.screenHeight)
        let horizontal = view.axes.contains(.horizontal)
        let vertical = view.axes.contains(.vertical)
        // The ideal size along the checked axes; the screen's extent across them.
        let proposal = ProposedSize(width: horizontal ? nil : screen.width, height: vertical ? nil : screen.height)
        let engine = LayoutEngine()
        for candidate in candidates.dropLast() {
            let ideal = engine.size(candidate, proposal)
            if (!horizontal || ideal.width <= screen.width) && (!vertical || ideal.height <= screen.height) {
                nodes.append(candidate)
                return
            }
        }
        nodes.append(last)
    }
}
