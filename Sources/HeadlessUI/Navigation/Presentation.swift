/// Sheets, full-screen covers, popovers, alerts and confirmation dialogs, as
/// in SwiftUI. While presented, the presentation is drawn over the content as
/// a container with the modal trait, which hides the content's elements from
/// VoiceOver (decision 19: a modal view hides its siblings); a two-finger
/// scrub (escape) dismisses it. On iPhone a popover is presented as a sheet.
///
/// An alert reads its title, its message, then its actions (an `OK` button
/// when it has none), as UIAlertController; a confirmation dialog its title
/// when visible, its message, its actions, then `Cancel`.
public struct _PresentationModifier<Presented: View>: ViewModifier {
    public typealias Body = Never
    let isPresented: Binding<Bool>
    let presented: Presented
    let kind: Kind

    enum Kind { case sheet, fullScreen, alert, dialog }

    @inline(__always)
    public static func _makeModifiedView<C: View>(_ modifier: Self, content: C, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        guard modifier.isPresented.wrappedValue else { return C._makeView(content, inputs: inputs, into: &nodes) }
        let base = inputs.single(content)
        let binding = modifier.isPresented
        let card: AnyView
        switch modifier.kind {
        case .sheet, .fullScreen:
            card = AnyView(modifier.presented.frame(maxWidth: .infinity, alignment: .top).background(Color(.systemBackground)))
        case .alert:
            card = AnyView(
                VStack(spacing: 8) { modifier.presented }.padding(16).frame(width: 270)
                    .background(Color(.secondarySystemBackground)))
        case .dialog:
            card = AnyView(
                VStack(spacing: 8) { modifier.presented }.padding(8).frame(maxWidth: .infinity)
                    .background(Color(.secondarySystemBackground)))
        }
        let modal =
            card
            .accessibilityElement(children: .contain)
            .accessibilityAddTraits(.isModal)
            .accessibilityAction(.escape) { binding.wrappedValue = false }
        let stack = ZStack(alignment: modifier.kind == .alert ? .center : .bottom) {
            _NodesView(nodes: [base])
            modal
        }
        nodes.append(contentsOf: inputs.child(0x7072_6573).nodes(stack))
    }
}

/// How a confirmation dialog shows its title (SwiftUI's `Visibility`).
extension View {
    /// Presents `content` as a sheet while `isPresented` is true.
    public consuming func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: () -> Content
    ) -> some View {
        modifier(_PresentationModifier(isPresented: isPresented, presented: content(), kind: .sheet))
    }

    /// Presents a sheet for `item` while it is not `nil`.
    public consuming func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let presented = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return modifier(
            _PresentationModifier(
                isPresented: presented, presented: item.wrappedValue.map { AnyView(content($0)) } ?? AnyView(EmptyView()),
                kind: .sheet))
    }

    /// Presents `content` over the whole screen while `isPresented` is true.
    public consuming func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: () -> Content
    ) -> some View {
        modifier(_PresentationModifier(isPresented: isPresented, presented: content(), kind: .fullScreen))
    }

    /// Presents `content` in a popover while `isPresented` is true: a sheet on iPhone.
    public consuming func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: () -> Content
    ) -> some View {
        modifier(_PresentationModifier(isPresented: isPresented, presented: content(), kind: .sheet))
    }

    /// Presents an alert with a title, actions and a message while `isPresented` is true.
    public consuming func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        let body = AlertBody(
            title: title, titleVisible: true, actions: AnyView(actions()), hasActions: A.self != EmptyView.self,
            message: AnyView(message()), cancel: false)
        return modifier(_PresentationModifier(isPresented: isPresented, presented: body, kind: .alert))
    }

    /// Presents an alert with a title and actions while `isPresented` is true.
    public consuming func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(title, isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// An alert titled by a localized key, with a message.
    public consuming func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> some View {
        alert(Text(titleKey, filePath: filePath, line: line, column: column), isPresented: isPresented, actions: actions, message: message)
    }

    /// An alert titled by a localized key.
    public consuming func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, filePath: StaticString = #filePath,
        line: Int = #line, column: Int = #column
    ) -> some View {
        alert(Text(titleKey, filePath: filePath, line: line, column: column), isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// An alert titled by a string, with a message.
    @_disfavoredOverload
    public consuming func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> some View {
        alert(Text(title, filePath: filePath, line: line, column: column), isPresented: isPresented, actions: actions, message: message)
    }

    /// An alert titled by a string.
    @_disfavoredOverload
    public consuming func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) -> some View {
        alert(Text(title, filePath: filePath, line: line, column: column), isPresented: isPresented, actions: actions, message: { EmptyView() })
    }

    /// Presents a confirmation dialog (an action sheet) while `isPresented` is true.
    public consuming func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        let body = AlertBody(
            title: title, titleVisible: titleVisibility == .visible, actions: AnyView(actions()), hasActions: true,
            message: AnyView(message()), cancel: true)
        return modifier(_PresentationModifier(isPresented: isPresented, presented: body, kind: .dialog))
    }

    /// A confirmation dialog without a message.
    public consuming func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: { EmptyView() })
    }

    /// A confirmation dialog titled by a localized key.
    public consuming func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> some View {
        confirmationDialog(
            Text(titleKey, filePath: filePath, line: line, column: column), isPresented: isPresented, titleVisibility: titleVisibility,
            actions: actions, message: { EmptyView() })
    }

    /// A confirmation dialog titled by a localized key, with a message.
    public consuming func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
        titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> some View {
        confirmationDialog(
            Text(titleKey, filePath: filePath, line: line, column: column), isPresented: isPresented, titleVisibility: titleVisibility,
            actions: actions, message: message)
    }

    /// How a sheet sizes itself (drawing only).
    public consuming func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    /// Whether a swipe may dismiss the presentation. Kept for source compatibility: escape still dismisses.
    public consuming func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}

/// Where a popover points (drawing only).
public enum PopoverAttachmentAnchor: Hashable, Sendable {
    case rect(Anchor)
    case point(UnitPoint)

    /// A rectangle a popover points to.
    public enum Anchor: Hashable, Sendable {
        case bounds
    }
}

/// A height a sheet may rest at (drawing only).
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    /// Half the screen.
    public static let medium = PresentationDetent(name: "medium")
    /// The whole screen.
    public static let large = PresentationDetent(name: "large")
    /// A fixed height.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
    /// A fraction of the screen.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction \(fraction)") }
}

/// The content of an alert or confirmation dialog.
struct AlertBody: View {
    let title: Text
    let titleVisible: Bool
    let actions: AnyView
    let hasActions: Bool
    let message: AnyView
    let cancel: Bool

    var body: some View {
        if titleVisible { title.font(.headline) }
        message.font(.footnote)
        // The buttons the platform adds are no call of the author's: located at the catalog entry.
        if hasActions { actions } else { Button(site: .unknown, action: {}) { Text(verbatim: "OK", site: .unknown) } }
        if cancel { Button(site: .unknown, role: .cancel, action: {}) { Text(verbatim: "Cancel", site: .unknown) } }
    }
}
