/// The importance of custom content, as the Accessibility framework's
/// `AXCustomContent.Importance`.
public enum AXCustomContent {
    /// How VoiceOver offers a piece of custom content.
    public enum Importance: Hashable, Sendable {
        /// Offered on demand (`More Content Available`).
        case `default`
        /// Read with the element, after its value and traits.
        case high
    }
}

extension View {
    /// Custom content: a labelled value VoiceOver offers on demand, or reads
    /// with the element when `importance` is `.high` (decision 24).
    ///
    /// ```swift
    /// Text("Pasta").accessibilityCustomContent("Allergens", Text("Gluten"), importance: .high)
    /// ```
    public consuming func accessibilityCustomContent(
        _ label: LocalizedStringKey, _ value: Text,
        importance: AXCustomContent.Importance = .default
    ) -> some View {
        accessibilityChange(.customContent(CustomContent(label: label.text, value: value.content, isHighImportance: importance == .high)))
    }

    /// Custom content whose value is a localized key too (its interpolated
    /// numbers formatted in the locale, `"\(2847) reviews"` is `2,847 reviews` in English).
    public consuming func accessibilityCustomContent(
        _ label: LocalizedStringKey, _ value: LocalizedStringKey,
        importance: AXCustomContent.Importance = .default
    ) -> some View {
        accessibilityChange(.customContent(CustomContent(label: label.text, value: value.text, isHighImportance: importance == .high)))
    }

    /// Custom content with a `Text` label.
    public consuming func accessibilityCustomContent(
        _ label: Text, _ value: Text,
        importance: AXCustomContent.Importance = .default
    ) -> some View {
        accessibilityChange(.customContent(CustomContent(label: label.content, value: value.content, isHighImportance: importance == .high)))
    }

    /// Custom content from strings.
    @_disfavoredOverload
    public consuming func accessibilityCustomContent<V: StringProtocol>(
        _ label: LocalizedStringKey, _ value: V,
        importance: AXCustomContent.Importance = .default
    ) -> some View {
        accessibilityChange(.customContent(CustomContent(label: label.text, value: String(value), isHighImportance: importance == .high)))
    }
}

/// Gives the content synthetic accessibility children.
public struct _AccessibilityChildrenModifier<Children: View>: ViewModifier {
    public typealias Body = Never
    let children: Children

    @inline(__always)
    public static func _makeModifiedView<C: View>(_ modifier: Self, content: C, inputs: _ViewInputs, into nodes: inout [_ViewNode]) {
        let visible = inputs.single(content)
        let synthetic = inputs.child(0x6368_6C64).single(modifier.children)
        let node = _ViewNode(.passthrough, children: [visible], inputs: inputs)
        node.modifier = .syntheticChildren(synthetic)
        nodes.append(node)
    }
}

extension View {
    /// Replaces this element's children with the elements of `children`,
    /// which is laid out in this view's frame but not drawn (charts,
    /// canvases); the element becomes their container and keeps its label.
    ///
    /// ```swift
    /// Canvas { … }
    ///     .accessibilityLabel("Sales")
    ///     .accessibilityChildren { ForEach(bars) { Rectangle().accessibilityLabel($0.name).accessibilityValue($0.total) } }
    /// ```
    public consuming func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
        modifier(_AccessibilityChildrenModifier(children: children()))
    }
}
