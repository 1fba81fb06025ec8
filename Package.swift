// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "a11y-audit",
    products: [
        .executable(name: "a11y-audit", targets: ["a11y-audit"]),
        .library(name: "HeadlessUI", targets: ["HeadlessUI"]),
    ],
    targets: [
        // The platform-neutral accessibility tree, settings and interchange format.
        .target(name: "AccessibilityModel"),

        // The SwiftUI-shaped, headless component layer that renders to the model.
        .target(name: "HeadlessUI", dependencies: ["AccessibilityModel"]),

        // The command line: all logic lives in AuditCommandLine.
        .target(name: "AuditCommandLine", dependencies: ["AccessibilityModel"]),
        .executableTarget(name: "a11y-audit", dependencies: ["AuditCommandLine"]),

        // Tests mirror Sources/.
        .testTarget(name: "AccessibilityModelTests", dependencies: ["AccessibilityModel"]),
        .testTarget(name: "AuditCommandLineTests", dependencies: ["AuditCommandLine"]),
        .testTarget(name: "HeadlessUITests", dependencies: ["HeadlessUI"]),
    ]
)

// Shared settings: Swift 6 language mode with strict concurrency for every
// target except those that opt out explicitly (see ArticleExamples).
for target in package.targets where target.type != .plugin {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    target.swiftSettings = settings
}
