/// The per-render machinery of one host: state storage, the content of the
/// view modifiers being evaluated, and interaction bookkeeping.
///
/// Its stored properties are `@exclusivity(unchecked)`: one render uses a graph
/// at a time, one access at a time, so the
/// run-time check of every access (about 3 % of an audit cell's instructions
/// with the other engine classes) finds nothing; see docs/performance.md.
final class RenderGraph {
    let state: StateStorage
    /// Renderers of `ViewModifier` content placeholders, innermost last.
    @exclusivity(unchecked) var modifierContent: [(_ViewInputs, inout [_ViewNode]) -> Void] = []
    /// Counts reads of `ButtonStyleConfiguration.isPressed` (press-dependent motion).
    @exclusivity(unchecked) var pressReads = 0
    /// Counts reads of `isPressed` of a disabled button, which is never pressed.
    @exclusivity(unchecked) var inertPressReads = 0
    /// The environment of the body being evaluated (``EnvironmentValues/current``).
    @exclusivity(unchecked) private(set) var environment: EnvironmentValues

    init(state: StateStorage, environment: EnvironmentValues) {
        self.state = state
        self.environment = environment
    }

    func bindState<V>(of view: V, identity: UInt64) {
        state.bindState(of: view, identity: identity)
    }

    /// Evaluates a body with `environment` as ``EnvironmentValues/current``
    /// (bodies nest: the enclosing one's environment is put back after).
    @inline(__always)
    func evaluate<T>(in environment: EnvironmentValues, _ body: () -> T) -> T {
        let enclosing = self.environment
        self.environment = environment
        defer { self.environment = enclosing }
        return body()
    }
}

extension RenderGraph: @unchecked Sendable {
    /// The graph rendering on this task, if any.
    @TaskLocal static var current: RenderGraph?
}

extension EnvironmentValues {
    /// Reads of `isPressed` since the button being rendered started its style body.
    static var pressReadsSinceReset: Int { RenderGraph.current?.pressReads ?? 0 }

    /// Whether the style body being rendered belongs to a disabled button and
    /// read `isPressed`: motion keyed on the press there cannot run.
    static var isInertPressBody: Bool {
        guard let graph = RenderGraph.current else { return false }
        return graph.inertPressReads > 0 && graph.pressReads == 0
    }
}
