/// The space a parent offers a child; `nil` in a dimension asks for the ideal size.
struct ProposedSize: Equatable {
    var width: CGFloat?
    var height: CGFloat?

    /// The component along an axis.
    func along(_ axis: Axis) -> CGFloat? { axis == .horizontal ? width : height }

    /// A proposal from main- and cross-axis components.
    static func make(_ axis: Axis, main: CGFloat?, cross: CGFloat?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
    }
}

extension CGSize {
    func along(_ axis: Axis) -> CGFloat { axis == .horizontal ? width : height }
    static func make(_ axis: Axis, main: CGFloat, cross: CGFloat) -> CGSize {
        axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}
