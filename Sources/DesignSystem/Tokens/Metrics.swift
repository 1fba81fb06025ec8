import HeadlessUI

/// Spacing and sizes shared by the components.
public enum Metrics {
    /// The smallest touch target: 44 × 44 pt.
    public static let minimumTarget: CGFloat = 44
    /// Small spacing.
    public static let small: CGFloat = 4
    /// Medium spacing.
    public static let medium: CGFloat = 8
    /// Large spacing.
    public static let large: CGFloat = 12
    /// Corner radius of controls.
    public static let controlRadius: CGFloat = 12
    /// Corner radius of cards.
    public static let cardRadius: CGFloat = 16
}

extension DynamicTypeSize {
    /// Whether this is one of the five accessibility sizes (layouts stack vertically there).
    var isAccessibilityCategory: Bool { self >= .accessibility1 }
}
