import AccessibilityModel
import ArticleExamples
import DesignSystem
import HeadlessUI

/// The catalogs built into `a11y-audit`: `design-system` (the default),
/// `articles` (the components exactly as the articles publish them) and
/// `platform` (SwiftUI's stock controls, unchanged).
public enum BuiltInCatalogs {
    /// The name of the default catalog.
    public static let defaultName = Catalog.designSystem.name

    /// Every built-in catalog's descriptors by name.
    public static var all: [String: [ComponentDescriptor]] {
        [
            Catalog.designSystem.name: Catalog.designSystem.descriptors, Catalog.articles.name: Catalog.articles.descriptors,
            Catalog.platform.name: Catalog.platform.descriptors,
        ]
    }
}
