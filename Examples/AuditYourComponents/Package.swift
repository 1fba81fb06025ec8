// swift-tools-version: 6.0
import PackageDescription

// A component library of its own, audited by the whole a11y-audit command line:
// `swift run badges-audit` runs the main job over its catalog, and every other
// subcommand (speak, tree, catalog, run, rules, …) works on its components too.
let package = Package(
    name: "AuditYourComponents",
    dependencies: [
        .package(name: "a11y-audit", path: "../.."),
    ],
    targets: [
        // The components, written like SwiftUI views, and their catalog.
        .target(name: "Badges", dependencies: [.product(name: "HeadlessUI", package: "a11y-audit")]),
        // The audit executable: a few lines that hand the catalog to the CLI.
        .executableTarget(name: "badges-audit", dependencies: [
            "Badges", .product(name: "AuditCommandLine", package: "a11y-audit"), .product(name: "HeadlessUI", package: "a11y-audit"),
        ]),
    ]
)
