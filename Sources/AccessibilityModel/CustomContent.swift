/// One piece of an element's custom content (SwiftUI's
/// `accessibilityCustomContent`, UIKit's `AXCustomContent`): a labelled value
/// that VoiceOver offers on demand, or reads with the element when its
/// importance is high (decision 24).
///
/// ```swift
/// AccessibilityNode(label: "Pasta", customContent: [CustomContent(label: "Allergens", value: "Gluten", isHighImportance: true)])
/// ```
public struct CustomContent: Hashable, Sendable {
    /// What the value is (`Allergens`).
    public var label: String
    /// The value (`Gluten`).
    public var value: String
    /// Whether VoiceOver reads it with the element, after the value (`.high`),
    /// instead of only on demand (`More Content Available`, `.default`).
    public var isHighImportance: Bool

    public init(label: String, value: String, isHighImportance: Bool = false) {
        self.label = label
        self.value = value
        self.isHighImportance = isHighImportance
    }
}
