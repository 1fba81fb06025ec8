import AccessibilityModel

/// What an accessibility rotor is built from: ``AccessibilityRotorEntry``
/// values, `ForEach` over them, `if` and `switch`, as in SwiftUI.
///
/// ```swift
/// .accessibilityRotor("Unread") {
///     ForEach(messages) { message in
///         if message.isUnread { AccessibilityRotorEntry(message.sender, id: message.id) }
///     }
/// }
/// ```
public protocol AccessibilityRotorContent {
    /// Appends this content's entries, in order. Used by the framework.
    func _appendEntries(to entries: inout [_AccessibilityRotorEntryData])
}

/// One entry as the framework keeps it: its label and what it points at.
public struct _AccessibilityRotorEntryData {
    let label: String?
    /// The target: an `id` (with its namespace, if any); `nil` for the element that owns the rotor.
    let target: RotorTargetKey?
}

/// What a rotor entry's `id` (and namespace) names: a `ForEach` element or
/// `.id(_:)` view below the rotor (no namespace), or a view marked
/// `.accessibilityRotorEntry(id:in:)` (with its namespace).
struct RotorTargetKey: Hashable {
    let namespace: Namespace.ID?
    let id: AnyHashable
}

/// A rotor's entries, as the builder gathers them.
public struct _AccessibilityRotorEntries: AccessibilityRotorContent {
    let entries: [_AccessibilityRotorEntryData]

    public func _appendEntries(to entries: inout [_AccessibilityRotorEntryData]) {
        entries.append(contentsOf: self.entries)
    }
}

/// Builds rotor content from entries, `ForEach`, `if` and `switch` (SwiftUI's
/// `AccessibilityRotorContentBuilder`).
@resultBuilder
public enum AccessibilityRotorContentBuilder {
    public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content) -> _AccessibilityRotorEntries {
        var entries: [_AccessibilityRotorEntryData] = []
        content._appendEntries(to: &entries)
        return _AccessibilityRotorEntries(entries: entries)
    }

    public static func buildBlock(_ parts: _AccessibilityRotorEntries...) -> _AccessibilityRotorEntries {
        _AccessibilityRotorEntries(entries: parts.flatMap(\.entries))
    }

    public static func buildOptional(_ part: _AccessibilityRotorEntries?) -> _AccessibilityRotorEntries {
        part ?? _AccessibilityRotorEntries(entries: [])
    }

    public static func buildEither(first part: _AccessibilityRotorEntries) -> _AccessibilityRotorEntries { part }

    public static func buildEither(second part: _AccessibilityRotorEntries) -> _AccessibilityRotorEntries { part }

    public static func buildArray(_ parts: [_AccessibilityRotorEntries]) -> _AccessibilityRotorEntries {
        _AccessibilityRotorEntries(entries: parts.flatMap(\.entries))
    }

    public static func buildLimitedAvailability(_ part: _AccessibilityRotorEntries) -> _AccessibilityRotorEntries { part }
}

extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {
    /// Rotor entries for the elements of `data`, identified by the key path `id`.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
        self.identify = { $0[keyPath: id] }
    }

    public func _appendEntries(to entries: inout [_AccessibilityRotorEntryData]) {
        for element in data { content(element)._appendEntries(to: &entries) }
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable, Content: AccessibilityRotorContent {
    /// Rotor entries for identifiable elements.
    public init(_ data: Data, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: AccessibilityRotorContent {
    /// Rotor entries for a constant range of integers.
    public init(_ data: Range<Int>, @AccessibilityRotorContentBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0 }
    }
}
