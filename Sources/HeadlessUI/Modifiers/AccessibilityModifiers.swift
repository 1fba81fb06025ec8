/// Applies one accessibility modifier to the elements of the content.
public struct _AccessibilityModifier: ViewModifier {
    public typealias Body = Never
    let change: AccessibilityModifier
    /// Where the modifier was applied, when it records it.
    var site = CodeLocation.Site.unknown

    @inline(__always)
    public static func _makeModifiedView<C: View>(_ modifier: Self, content: C, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let node = _ViewNode(.passthrough, children: inputs.onlyChild(content), inputs: inputs)
        node.modifier = modifier.change
        node.site = modifier.site
        nodes.append(node)
    }
}

/// Replaces the content's accessibility with a hidden representation's.
public struct _AccessibilityRepresentationModifier<Representation: View>: ViewModifier {
    public typealias Body = Never
    let representation: Representation

    @inline(__always)
    public static func _makeModifiedView<C: View>(_ modifier: Self, content: C, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let visible = inputs.single(content)
        let represented = inputs.child(0x7265_7072).single(modifier.representation)
        let node = _ViewNode(.passthrough, children: [visible], inputs: inputs)
        node.modifier = .representation(represented)
        nodes.append(node)
    }
}

extension View {
    consuming func accessibilityChange(
        _ change: AccessibilityModifier, site: CodeLocation.Site = .unknown
    ) -> ModifiedContent<Self, _AccessibilityModifier> {
        modifier(_AccessibilityModifier(change: change, site: site))
    }

    /// The label: what VoiceOver reads first. A view with no elements becomes one.
    public consuming func accessibilityLabel(_ label: Text, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column)
        -> ModifiedContent<Self, _AccessibilityModifier>
    {
        accessibilityChange(.label(label.content), site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// The label, from a localized key.
    public consuming func accessibilityLabel(_ key: LocalizedStringKey, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column)
        -> ModifiedContent<Self, _AccessibilityModifier>
    {
        accessibilityChange(.label(key.text), site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// The label, from a string.
    @_disfavoredOverload
    public consuming func accessibilityLabel<S: StringProtocol>(
        _ label: S, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityChange(.label(String(label)), site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// The value: read after the label.
    public consuming func accessibilityValue(_ value: Text, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column)
        -> ModifiedContent<Self, _AccessibilityModifier>
    {
        accessibilityChange(.value(value.content), site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// The value, from a localized key.
    public consuming func accessibilityValue(_ key: LocalizedStringKey, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column)
        -> ModifiedContent<Self, _AccessibilityModifier>
    {
        accessibilityChange(.value(key.text), site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// The value, from a string.
    @_disfavoredOverload
    public consuming func accessibilityValue<S: StringProtocol>(
        _ value: S, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityChange(.value(String(value)), site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// The hint: read after a pause, when hints are on.
    public consuming func accessibilityHint(_ hint: Text, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column)
        -> ModifiedContent<Self, _AccessibilityModifier>
    {
        accessibilityChange(.hint(hint.content), site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// The hint, from a localized key.
    public consuming func accessibilityHint(_ key: LocalizedStringKey, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column)
        -> ModifiedContent<Self, _AccessibilityModifier>
    {
        accessibilityChange(.hint(key.text), site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// The hint, from a string.
    @_disfavoredOverload
    public consuming func accessibilityHint<S: StringProtocol>(
        _ hint: S, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityChange(.hint(String(hint)), site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// Adds traits.
    public consuming func accessibilityAddTraits(
        _ traits: AccessibilityTraits, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityChange(.addTraits(traits.traits), site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// Removes traits.
    public consuming func accessibilityRemoveTraits(
        _ traits: AccessibilityTraits, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityChange(.removeTraits(traits.traits), site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// Hides this view and its subtree from accessibility.
    public consuming func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityChange(.hidden(hidden))
    }

    /// Makes this view an element: `.ignore` (a new empty element), `.combine`
    /// (one element merging the children) or `.contain` (a container).
    public consuming func accessibilityElement(
        children: AccessibilityChildBehavior = .ignore, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityChange(.children(children.mode), site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// Adds the adjustable trait and routes increment and decrement to `handler`.
    public consuming func accessibilityAdjustableAction(
        _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> ModifiedContent<
        Self, _AccessibilityModifier
    > {
        accessibilityChange(.adjustable(handler), site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// A standard action: activation (`.default`), `.escape` or `.magicTap`.
    public consuming func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void, filePath: StaticString = #filePath, line: Int = #line,
        column: Int = #column
    ) -> ModifiedContent<
        Self, _AccessibilityModifier
    > {
        accessibilityChange(.action(actionKind.kind, handler), site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// A custom action, listed under Actions.
    public consuming func accessibilityAction(
        named name: Text, _ handler: @escaping () -> Void, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityChange(.namedAction(name.content, handler), site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// A custom action, from a localized key.
    public consuming func accessibilityAction(
        named name: LocalizedStringKey, _ handler: @escaping () -> Void, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> ModifiedContent<
        Self, _AccessibilityModifier
    > {
        accessibilityChange(.namedAction(name.text, handler), site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// A custom action, from a string.
    @_disfavoredOverload
    public consuming func accessibilityAction<S: StringProtocol>(
        named name: S, _ handler: @escaping () -> Void, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> ModifiedContent<
        Self, _AccessibilityModifier
    > {
        accessibilityChange(.namedAction(String(name), handler), site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// Order among siblings: higher first.
    public consuming func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityChange(.sortPriority(sortPriority))
    }

    /// Marks a heading (adds the header trait) with a level.
    public consuming func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityChange(.heading(level))
    }

    /// A test identifier; never spoken.
    public consuming func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityChange(.identifier(identifier))
    }

    /// Voice Control names, most important first.
    public consuming func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityChange(.inputLabels(inputLabels.map(\.content)))
    }

    /// Voice Control names, from localized keys.
    public consuming func accessibilityInputLabels(_ inputLabels: [LocalizedStringKey]) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityChange(.inputLabels(inputLabels.map(\.text)))
    }

    /// Voice Control names, from strings.
    @_disfavoredOverload
    public consuming func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityChange(.inputLabels(inputLabels.map { String($0) }))
    }

    /// Where activation taps, in this view's coordinates.
    public consuming func accessibilityActivationPoint(_ activationPoint: CGPoint) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityChange(.activationPoint(.absolute(activationPoint)))
    }

    /// Where activation taps, as a unit point of this view's frame.
    public consuming func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> ModifiedContent<Self, _AccessibilityModifier> {
        accessibilityChange(.activationPoint(.unit(activationPoint)))
    }

    /// Replaces this view's accessibility with that of `representation`
    /// (which is not drawn), e.g. a custom control represented by a `Toggle`.
    public consuming func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        modifier(_AccessibilityRepresentationModifier(representation: representation()))
    }

    /// A tap handler: activation with no trait (VoiceOver cannot tell it is a button).
    public consuming func onTapGesture(
        count: Int = 1, perform action: @escaping () -> Void, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
    ) -> some View {
        accessibilityChange(.tap(action), site: CodeLocation.Site(filePath: filePath, line: line, column: column))
    }

    /// Kept for source compatibility: long presses are not modelled.
    public consuming func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void) -> some View {
        self
    }

    /// Runs `action` when the view appears: never, in a headless render.
    public consuming func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Runs `action` when `value` changes: never, in a headless render.
    public consuming func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }
}
