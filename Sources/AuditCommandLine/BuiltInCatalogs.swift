import AccessibilityModel
import ArticleExamples
import DesignSystem
import HeadlessUI

/// The catalogs built into `a11y-audit`: `design-system` (the default) and
/// `articles` (the components exactly as the articles publish them).
public enum BuiltInCatalogs {
    /// The name of the default catalog.
    public static let defaultName = Catalog.designSystem.name

    /// Both catalogs' descriptors by name.
    public static var all: [String: [ComponentDescriptor]] {
        [Catalog.designSystem.name: Catalog.designSystem.descriptors, Catalog.articles.name: Catalog.articles.descriptors]
    }
}
