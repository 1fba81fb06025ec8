import AccessibilityModel
import ArticleExamples
import AuditCommandLine
import DesignSystem
import HeadlessUI

/// The catalogs built into `a11y-audit`: `design-system` (the default),
/// `articles` (the components exactly as the articles publish them) and
/// `platform` (SwiftUI's stock controls, unchanged).
///
/// They live in this module of their own, which only the `a11y-audit`
/// executable (and the project's tests) depend on, so that a package that
/// takes `AuditCommandLine` for its own catalog compiles neither demo
/// catalog (`DesignSystem`, `ArticleExamples`).
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

extension AuditCommand {
    /// Runs the command line of the current process over the built-in
    /// catalogs (``BuiltInCatalogs``: `design-system`, the default,
    /// `articles` and `platform`): the `a11y-audit` executable.
    /// - Parameter arguments: the arguments without the program name.
    public static func main(arguments: [String]) -> ExitCode {
        main(arguments: arguments, catalogs: BuiltInCatalogs.all, defaultCatalog: BuiltInCatalogs.defaultName)
    }
}
