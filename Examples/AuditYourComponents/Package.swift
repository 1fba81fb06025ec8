// swift-tools-version: 6.0
import PackageDescription

// A component library of its own, audited by the whole a11y-audit command line:
// `swift run badges-audit` runs the main job over its catalog with its own rule
// beside the built-in ones, and every other subcommand (speak, tree, catalog,
// run, rules, …) works on its components and rules too.
let package = Package(
    name: "AuditYourComponents",
    dependencies: [
        .package(name: "a11y-audit", path: "../..")
    ],
    targets: [
        // The components, written like SwiftUI views, and their catalog.
        .target(name: "Badges", dependencies: [.product(name: "HeadlessUI", package: "a11y-audit")]),
        // The design system's own rules, written against the same protocol as the built-in ones.
        .target(name: "BadgesRules", dependencies: [.product(name: "AccessibilityAudit", package: "a11y-audit")]),
        // The audit executable: a few lines that hand the catalog and the rules to the CLI.
        .executableTarget(
            name: "badges-audit",
            dependencies: [
                "Badges", "BadgesRules", .product(name: "AuditCommandLine", package: "a11y-audit"),
                .product(name: "HeadlessUI", package: "a11y-audit"),
            ]),
    ]
)
