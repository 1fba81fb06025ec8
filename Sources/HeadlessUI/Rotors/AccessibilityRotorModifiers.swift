import AccessibilityModel

/// A rotor as a view declares it, before its entries are tied to elements.
struct RotorDeclaration {
    /// The name, or empty for a rotor replacing a system rotor.
    let name: String
    let systemRotor: CustomRotor.SystemRotor?
    let entries: [_AccessibilityRotorEntryData]
}

extension View {
    /// Adds a rotor named `label` whose entries the closure builds (SwiftUI's
    /// `accessibilityRotor(_:entries:)`). The rotor belongs to this view's
    /// element (or container) and VoiceOver offers it while focus is there
    /// or inside; each entry moves focus to its element.
    ///
    /// ```swift
    /// List { ForEach(messages) { MessageRow(message: $0) } }
    ///     .accessibilityElement(children: .contain)
    ///     .accessibilityRotor("Unread") {
    ///         ForEach(messages) { message in
    ///             if message.isUnread { AccessibilityRotorEntry(message.sender, id: message.id) }
    ///         }
    ///     }
    /// ```
    public consuming func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        rotor(RotorDeclaration(name: label.content, systemRotor: nil, entries: Self.entries(of: entries())))
    }

    /// Adds a rotor with a localised name (see ``accessibilityRotor(_:entries:)-(Text,_)``).
    public consuming func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        accessibilityRotor(Text(labelKey), entries: entries)
    }

    /// Adds a rotor named by a string (see ``accessibilityRotor(_:entries:)-(Text,_)``).
    public consuming func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(
        _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        accessibilityRotor(Text(label), entries: entries)
    }

    /// Replaces the system rotor `systemRotor` with these entries while it is offered.
    public consuming func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        rotor(RotorDeclaration(name: "", systemRotor: systemRotor.rotor, entries: Self.entries(of: entries())))
    }

    /// A rotor over identifiable values: an entry per value, labelled by `entryLabel`,
    /// moving to the `ForEach` element (or `.id(_:)` view) with the value's id.
    public consuming func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        accessibilityRotor(rotorLabel, entries: entries, entryID: \.id, entryLabel: entryLabel)
    }

    /// A rotor over identifiable values, named by a localised string.
    public consuming func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        accessibilityRotor(Text(rotorLabelKey), entries: entries, entryID: \.id, entryLabel: entryLabel)
    }

    /// A rotor over identifiable values, named by a string.
    public consuming func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(
        _ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        accessibilityRotor(Text(rotorLabel), entries: entries, entryID: \.id, entryLabel: entryLabel)
    }

    /// A rotor over any values: an entry per value, identified by `entryID` and labelled by `entryLabel`.
    public consuming func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        rotor(
            RotorDeclaration(
                name: rotorLabel.content, systemRotor: nil,
                entries: Self.entries(entries, entryID: entryID, entryLabel: entryLabel)))
    }

    /// A rotor over any values, named by a localised string.
    public consuming func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        accessibilityRotor(Text(rotorLabelKey), entries: entries, entryID: entryID, entryLabel: entryLabel)
    }

    /// A rotor over any values, named by a string.
    public consuming func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(
        _ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        accessibilityRotor(Text(rotorLabel), entries: entries, entryID: entryID, entryLabel: entryLabel)
    }

    /// Replaces a system rotor with an entry per identifiable value.
    public consuming func accessibilityRotor<EntryModel: Identifiable>(
        _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        accessibilityRotor(systemRotor, entries: entries, entryID: \.id, entryLabel: entryLabel)
    }

    /// Replaces a system rotor with an entry per value.
    public consuming func accessibilityRotor<EntryModel, ID: Hashable>(
        _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        rotor(
            RotorDeclaration(
                name: "", systemRotor: systemRotor.rotor,
                entries: Self.entries(entries, entryID: entryID, entryLabel: entryLabel)))
    }

    /// A rotor whose entries are ranges of this element's text: each entry
    /// moves focus to this element (text ranges are not modelled).
    public consuming func accessibilityRotor<L: StringProtocol>(_ label: L, textRanges: [Range<String.Index>]) -> some View {
        accessibilityRotor(Text(label), textRanges: textRanges)
    }

    /// A rotor of ranges of this element's text, named by a `Text`.
    public consuming func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View {
        rotor(
            RotorDeclaration(
                name: label.content, systemRotor: nil,
                entries: textRanges.map { _ in _AccessibilityRotorEntryData(label: nil, target: nil) }))
    }

    /// A rotor of ranges of this element's text, named by a localised string.
    public consuming func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View {
        accessibilityRotor(Text(labelKey), textRanges: textRanges)
    }

    /// Replaces a system rotor with ranges of this element's text.
    public consuming func accessibilityRotor(_ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]) -> some View {
        rotor(
            RotorDeclaration(
                name: "", systemRotor: systemRotor.rotor,
                entries: textRanges.map { _ in _AccessibilityRotorEntryData(label: nil, target: nil) }))
    }

    /// Ties this view's element to the rotor entries made with `id` in
    /// `namespace` (SwiftUI's `accessibilityRotorEntry(id:in:)`).
    public consuming func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        accessibilityChange(.rotorTarget(RotorTargetKey(namespace: namespace, id: AnyHashable(id))))
    }

    /// The rotor on this view, whose content notes ForEach and `.id(_:)` identities as targets.
    private consuming func rotor(_ declaration: RotorDeclaration) -> some View {
        modifier(_EnvironmentTransformModifier { $0.enterRotorScope() }).accessibilityChange(.rotor(declaration))
    }

    private static func entries<Content: AccessibilityRotorContent>(of content: Content) -> [_AccessibilityRotorEntryData] {
        var entries: [_AccessibilityRotorEntryData] = []
        content._appendEntries(to: &entries)
        return entries
    }

    private static func entries<EntryModel, ID: Hashable>(
        _ models: [EntryModel], entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
    ) -> [_AccessibilityRotorEntryData] {
        models.map {
            _AccessibilityRotorEntryData(
                label: $0[keyPath: entryLabel],
                target: RotorTargetKey(namespace: nil, id: AnyHashable($0[keyPath: entryID])))
        }
    }
}
