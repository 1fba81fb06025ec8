/// A control that performs an action, as in SwiftUI. Drawn by the
/// ``ButtonStyle`` in the environment; one element with the `button` trait
/// whose label is derived from its content (decision 15).
public struct Button<Label: View>: View {
    public typealias Body = Never
    let action: () -> Void
    let label: Label
    let role: ButtonRole?

    /// A button with a label built from views.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = nil
    }

    /// A button with a role and a label built from views.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    @inline(__always)
    public static func _makeView(_ view: Self, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let host = inputs.host
        let style = inputs.environment.storage.buttonStyle ?? AnyButtonStyle(DefaultButtonStyle())
        let configuration = ButtonStyleConfiguration(
            label: ButtonStyleConfiguration.Label(AnyView(view.label)),
            pressed: false, role: view.role,
            canBePressed: inputs.environment.isEnabled)
        let savedReads = (host.pressReads, host.inertPressReads)
        (host.pressReads, host.inertPressReads) = (0, 0)
        let body = host.evaluate(in: inputs.environment) { style.makeBody(configuration) }
        let content = inputs.single(body)
        (host.pressReads, host.inertPressReads) = savedReads
        nodes.append(
            _ViewNode(
                .passthrough, children: [content], inputs: inputs,
                role: .button(ButtonRoleInfo(action: view.action, role: view.role))))
    }
}

extension Button where Label == Text {
    /// A button titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a role, titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button with a role, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == HeadlessUI.Label<Text, Image> {
    /// A button with a title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { HeadlessUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a title string and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { HeadlessUI.Label(title, systemImage: systemImage) }
    }

    /// A button with a role, a title and an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { HeadlessUI.Label(titleKey, systemImage: systemImage) }
    }
}

/// What a button does, as in SwiftUI.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// Deletes or removes something.
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}
