// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "a11y-audit",
    products: [
        .executable(name: "a11y-audit", targets: ["a11y-audit"]),
    ],
    targets: [
        // The platform-neutral accessibility tree, settings and interchange format.
        .target(name: "AccessibilityModel"),

        // The command line: all logic lives in AuditCommandLine.
        .target(name: "AuditCommandLine", dependencies: ["AccessibilityModel", "ReportFormats"]),
        .executableTarget(name: "a11y-audit", dependencies: ["AuditCommandLine"]),

        // Reports: text, JSON, JUnit, SARIF, Markdown and HTML renderings; shards, merge and baselines.
        .target(name: "ReportFormats", dependencies: ["AccessibilityModel"]),

        // Tests mirror Sources/.
        .testTarget(name: "AccessibilityModelTests", dependencies: ["AccessibilityModel"]),
        .testTarget(name: "AuditCommandLineTests", dependencies: ["AuditCommandLine", "ReportFormats"]),
        .testTarget(name: "ReportFormatsTests", dependencies: ["ReportFormats", "AccessibilityModel"]),
    ]
)

// Shared settings: Swift 6 language mode with strict concurrency for every
// target except those that opt out explicitly (see ArticleExamples).
for target in package.targets where target.type != .plugin {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    target.swiftSettings = settings
}
