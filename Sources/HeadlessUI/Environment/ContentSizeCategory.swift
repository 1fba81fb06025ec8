/// The older name of the Dynamic Type sizes (SwiftUI's `ContentSizeCategory`,
/// UIKit's `UIContentSizeCategory`), read with `@Environment(\.sizeCategory)`.
///
/// Each category is one `DynamicTypeSize`: `.extraSmall` is `.xSmall`, …,
/// `.accessibilityMedium` is `.accessibility1`, …,
/// `.accessibilityExtraExtraExtraLarge` is `.accessibility5`.
///
/// ```swift
/// @Environment(\.sizeCategory) private var sizeCategory
/// var body: some View {
///     if sizeCategory.isAccessibilityCategory { VStack { icon; title } } else { HStack { icon; title } }
/// }
/// ```
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// The category of a Dynamic Type size.
    public init(_ dynamicTypeSize: DynamicTypeSize) {
        self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) ?? 3]
    }

    /// Whether this is one of the five accessibility categories.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The Dynamic Type size of this category.
    public var dynamicTypeSize: DynamicTypeSize {
        DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self) ?? 3]
    }

    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

extension DynamicTypeSize {
    /// The Dynamic Type size of a content size category.
    public init(_ category: ContentSizeCategory) {
        self = category.dynamicTypeSize
    }
}
