/// A control that performs an action, as in SwiftUI. Drawn by the
/// ``ButtonStyle`` in the environment; one element with the `button` trait
/// whose label is derived from its content (decision 15).
public struct Button<Label: View>: View {
    public typealias Body = Never
    let action: () -> Void
    let label: Label
    let role: ButtonRole?
    let site: CodeLocation.Site

    /// A button with a label built from views.
    public init(
        action: @escaping () -> Void, @ViewBuilder label: () -> Label, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.action = action
        self.label = label()
        self.role = nil
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
    }

    /// A button with a role and a label built from views.
    public init(
        role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.action = action
        self.label = label()
        self.role = role
        self.site = CodeLocation.Site(filePath: filePath, line: line, column: column)
    }

    /// A button the framework draws for a control, located where the control was made.
    init(site: CodeLocation.Site, role: ButtonRole? = nil, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
        self.site = site
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
        let node = _ViewNode(
            .passthrough, children: [content], inputs: inputs, role: .button(ButtonRoleInfo(action: view.action, role: view.role)))
        node.site = view.site
        nodes.append(node)
    }
}

extension Button where Label == Text {
    /// A button titled with a localized key.
    public init(
        _ titleKey: LocalizedStringKey, action: @escaping () -> Void, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(
            action: action, label: { Text(titleKey, filePath: filePath, line: line, column: column) }, filePath: filePath, line: line, column: column)
    }

    /// A button titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, action: @escaping () -> Void, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(
            action: action, label: { Text(title, filePath: filePath, line: line, column: column) }, filePath: filePath, line: line, column: column)
    }

    /// A button with a role, titled with a localized key.
    public init(
        _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.init(
            role: role, action: action, label: { Text(titleKey, filePath: filePath, line: line, column: column) }, filePath: filePath, line: line,
            column: column)
    }

    /// A button with a role, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, role: ButtonRole?, action: @escaping () -> Void, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(
            role: role, action: action, label: { Text(title, filePath: filePath, line: line, column: column) }, filePath: filePath, line: line,
            column: column)
    }
}

extension Button where Label == HeadlessUI.Label<Text, Image> {
    /// A button with a title and an SF Symbol.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.init(
            action: action, label: { HeadlessUI.Label(titleKey, systemImage: systemImage, filePath: filePath, line: line, column: column) },
            filePath: filePath, line: line, column: column)
    }

    /// A button with a title string and an SF Symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, action: @escaping () -> Void, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) {
        self.init(
            action: action, label: { HeadlessUI.Label(title, systemImage: systemImage, filePath: filePath, line: line, column: column) },
            filePath: filePath, line: line, column: column)
    }

    /// A button with a role, a title and an SF Symbol.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void, filePath: StaticString = #filePath,
        line: Int = #line, column: Int = #column
    ) {
        self.init(
            role: role, action: action,
            label: { HeadlessUI.Label(titleKey, systemImage: systemImage, filePath: filePath, line: line, column: column) }, filePath: filePath,
            line: line, column: column)
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
