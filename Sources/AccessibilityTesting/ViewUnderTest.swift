import HeadlessUI

/// A view handed to a helper, type-erased, with the name findings use.
///
/// The helpers take the view as an `@autoclosure`, so every render host gets
/// a freshly built view: a view value rendered in two hosts would otherwise
/// share the cells of its `@State` (HeadlessUI binds a view's first render
/// to the cell the `State` was created with), and an action a contract
/// performs in one cell would leak into the next.
///
/// `@unchecked Sendable`: HeadlessUI views are values but may capture
/// closures that are not `Sendable` (button actions, bindings). The helpers
/// render them only from the test's own task, and audit with one worker
/// (`jobs: 1`, which runs every cell on the calling thread), so the view is
/// never used from two threads at once.
struct ViewUnderTest: @unchecked Sendable {
    /// The argument that carries a state's name to the descriptor's factory.
    static let stateArgument = "state"

    /// The component name in findings and transcripts.
    let name: String
    /// The states' names in the order given; `["default"]` for one view.
    let states: [String]
    /// Builds the view in the named state.
    let content: (String) -> AnyView

    /// - Parameter make: builds the view; called once per render host, so
    ///   each host (one per audited cell) starts from the view's initial `@State`.
    init<V: View>(_ make: @escaping () -> V, name: String?) {
        self.name = name ?? Self.typeName(V.self)
        self.states = ["default"]
        self.content = { _ in AnyView(make()) }
    }

    /// A view in named states (`["off": Chip(isOn: false), "on": Chip(isOn: true)]`).
    /// - Parameter make: builds every state's view; called once per render host, and the
    ///   host keeps the one view of its state, so each starts from its initial `@State`.
    init<V: View>(states make: @escaping () -> KeyValuePairs<String, V>, name: String?) {
        self.name = name ?? Self.typeName(V.self)
        self.states = make().map(\.key)
        self.content = { state in
            let views = make()
            guard let view = views.first(where: { $0.key == state })?.value ?? views.first?.value else { return AnyView(EmptyView()) }
            return AnyView(view)
        }
    }

    /// `DeleteButton` for `DeleteButton`, `Button` for `Button<Text>`,
    /// `Toggle` for `ModifiedContent<Toggle<Text>, …>`: the outermost type a
    /// person wrote, without generic arguments.
    static func typeName<V>(_ type: V.Type) -> String {
        var text = String(describing: type)
        for wrapper in ["ModifiedContent<", "_ConditionalContent<"] {
            while text.hasPrefix(wrapper) { text.removeFirst(wrapper.count) }
        }
        let name = text.prefix { $0 != "<" && $0 != "," && $0 != ">" }
        let trimmed = name.split(separator: ".").last.map(String.init) ?? String(name)
        return trimmed.isEmpty ? "view" : trimmed
    }

    /// A fresh render host for the view in `style` and `state` (the first state when `nil`).
    func subject(style: NamedStyle, state: String? = nil) -> HostingSubject {
        let content = self.content
        let state = state ?? states.first ?? "default"
        return HostingSubject(name: name) { style.apply(content(state)) }
    }

    /// Why the states cannot be audited (none, or a name given twice), or `nil` when they can.
    var stateProblem: String? {
        if states.isEmpty { return "no states given; give at least one, e.g. [\"off\": Chip(isOn: false), \"on\": Chip(isOn: true)]" }
        var seen = Set<String>()
        for state in states where !seen.insert(state).inserted {
            return "the state '\(state)' is given twice; give each state once"
        }
        return nil
    }

    /// The view as a one-entry catalog component whose styles are `styles` and whose states are ``states``.
    func descriptor(styles: StyleCollection) -> ComponentDescriptor {
        let effective = styles.effective
        let view = self
        // Each state is selected by its position, a number: the states a test gives are states of one
        // control, which the state comparisons (`state-not-exposed`) tell from variants of its text.
        let names = self.states
        let states = names.enumerated().map { StateDescriptor(name: $1, arguments: [Self.stateArgument: .number(Double($0))]) }
        return ComponentDescriptor(name: name, styles: effective.map(\.name), states: states) { arguments, styleName in
            let position = arguments.number(Self.stateArgument).map { Int($0) }.flatMap { names.indices.contains($0) ? $0 : nil }
            return view.subject(style: effective.first { $0.name == styleName } ?? effective[0], state: position.map { names[$0] })
        }
    }
}
