/// One entry of an accessibility rotor (SwiftUI's `AccessibilityRotorEntry`):
/// a label and the element it moves VoiceOver's focus to, named by an `id`
/// (a `ForEach` element's or an `.id(_:)`, or, with a namespace, a view marked
/// `.accessibilityRotorEntry(id:in:)`), or no id for the element that owns
/// the rotor.
///
/// VoiceOver speaks the element it moves to, not the entry's label
/// (docs/voiceover.md). `textRange` and `prepare` are kept for source
/// compatibility: text ranges are not modelled, and every view is rendered,
/// so nothing needs preparing.
///
/// ```swift
/// AccessibilityRotorEntry(message.sender, id: message.id)
/// AccessibilityRotorEntry(Text(item.name), id: item.id, in: namespace)
/// ```
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent {
    let label: String?
    let target: RotorTargetKey?

    /// An entry labelled `label` for the element identified by `id`.
    public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.label = label.content
        self.target = RotorTargetKey(namespace: nil, id: AnyHashable(id))
    }

    /// An entry for the element marked `.accessibilityRotorEntry(id:in:)` with `id` in `namespace`.
    public init(
        _ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping () -> Void = {}
    ) {
        self.label = label.content
        self.target = RotorTargetKey(namespace: namespace, id: AnyHashable(id))
    }

    /// An entry with a localised label for the element identified by `id`.
    public init(_ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init(Text(labelKey), id: id, textRange: textRange, prepare: prepare)
    }

    /// An entry with a localised label for the element marked with `id` in `namespace`.
    public init(
        _ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping () -> Void = {}
    ) {
        self.init(Text(labelKey), id: id, in: namespace, textRange: textRange, prepare: prepare)
    }

    /// An entry labelled with a string for the element identified by `id`.
    public init<L: StringProtocol>(_ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}) {
        self.init(Text(label), id: id, textRange: textRange, prepare: prepare)
    }

    /// An entry labelled with a string for the element marked with `id` in `namespace`.
    public init<L: StringProtocol>(
        _ label: L, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping () -> Void = {}
    ) {
        self.init(Text(label), id: id, in: namespace, textRange: textRange, prepare: prepare)
    }

    public func _appendEntries(to entries: inout [_AccessibilityRotorEntryData]) {
        entries.append(_AccessibilityRotorEntryData(label: label, target: target))
    }
}

extension AccessibilityRotorEntry where ID == Never {
    /// An entry for a range of the text of the element that owns the rotor.
    public init(_ label: Text?, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.label = label?.content
        self.target = nil
    }

    /// An entry with a localised label for a range of the owner's text.
    public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.init(Text(labelKey), textRange: textRange, prepare: prepare)
    }

    /// An entry labelled with a string for a range of the owner's text.
    public init<L: StringProtocol>(_ label: L, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.init(Text(label), textRange: textRange, prepare: prepare)
    }

    /// An unlabelled entry for a range of the owner's text (labelled by that text in SwiftUI).
    public init(textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
        self.init(nil as Text?, textRange: textRange, prepare: prepare)
    }
}
