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
    /// The component name in findings and transcripts.
    let name: String
    let content: () -> AnyView

    /// - Parameter make: builds the view; called once per render host, so
    ///   each host (one per audited cell) starts from the view's initial `@State`.
    init<V: View>(_ make: @escaping () -> V, name: String?) {
        self.name = name ?? Self.typeName(V.self)
        self.content = { AnyView(make()) }
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

    /// A fresh render host for the view in `style`.
    func subject(style: NamedStyle) -> HostingSubject {
        let content = self.content
        return HostingSubject(name: name) { style.apply(content()) }
    }

    /// The view as a one-entry catalog component whose styles are `styles`.
    func descriptor(styles: StyleCollection) -> ComponentDescriptor {
        let effective = styles.effective
        let view = self
        return ComponentDescriptor(name: name, styles: effective.map(\.name)) { _, styleName in
            view.subject(style: effective.first { $0.name == styleName } ?? effective[0])
        }
    }
}
