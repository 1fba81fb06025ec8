// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "a11y-audit",
    products: [
        .executable(name: "a11y-audit", targets: ["a11y-audit"]),
        .library(name: "AccessibilityAudit", targets: ["AccessibilityAudit"]),
        .library(name: "HeadlessUI", targets: ["HeadlessUI"]),
        .library(name: "AccessibilityTesting", targets: ["AccessibilityTesting"]),
        .library(name: "DesignSystem", targets: ["DesignSystem"]),
        .library(name: "AuditCommandLine", targets: ["AuditCommandLine"]),
        .plugin(name: "AuditAccessibility", targets: ["AuditAccessibility"]),
    ],
    targets: [
        // A cache hint (a prefetch) that Swift cannot express, for walks over large trees (docs/performance.md).
        .target(name: "CacheHints"),

        // The platform-neutral accessibility tree, settings and interchange format.
        .target(name: "AccessibilityModel", dependencies: ["CacheHints"]),

        // The simulated VoiceOver: speech, reading order, gestures, rotors, transcript.
        .target(name: "ScreenReader", dependencies: ["AccessibilityModel"]),

        // Rules, contracts, invariance, the environment matrix and findings.
        .target(name: "AccessibilityAudit", dependencies: ["AccessibilityModel", "ScreenReader"]),

        // Scripted VoiceOver sessions: the `.scenario` language.
        .target(name: "ScenarioScript", dependencies: ["AccessibilityModel", "ScreenReader", "AccessibilityAudit"]),

        // The SwiftUI-shaped, headless component layer that renders to the model.
        .target(name: "HeadlessUI", dependencies: ["AccessibilityModel"]),

        // Swift Testing helpers: audits, VoiceOver sessions and snapshots inside test suites.
        .target(
            name: "AccessibilityTesting",
            dependencies: ["HeadlessUI", "ScreenReader", "AccessibilityAudit", "AccessibilityModel", "ReportFormats"]),

        // The articles' components built right: one contract in every style and environment (catalog `design-system`).
        .target(name: "DesignSystem", dependencies: ["HeadlessUI"]),

        // The articles' components exactly as published, flaws included (catalog `articles`).
        // Swift 5 language mode, as such SwiftUI code is commonly built (see ARCHITECTURE.md).
        .target(name: "ArticleExamples", dependencies: ["HeadlessUI"], swiftSettings: [.swiftLanguageMode(.v5)]),

        // The command line: all logic lives in AuditCommandLine.
        .target(
            name: "AuditCommandLine",
            dependencies: [
                "AccessibilityModel", "ScreenReader", "AccessibilityAudit", "ScenarioScript", "ReportFormats", "HeadlessUI",
            ]),
        // The demo catalogs, only for the a11y-audit executable: an adopter of AuditCommandLine compiles neither.
        .target(name: "BuiltInCatalogs", dependencies: ["AuditCommandLine", "AccessibilityModel", "HeadlessUI", "DesignSystem", "ArticleExamples"]),
        .executableTarget(name: "a11y-audit", dependencies: ["AuditCommandLine", "BuiltInCatalogs"]),
        // `swift package audit-accessibility`: builds and runs a package's own audit executable (or a11y-audit).
        .plugin(
            name: "AuditAccessibility",
            capability: .command(
                intent: .custom(
                    verb: "audit-accessibility",
                    description: "Audit the package's components for accessibility and write the report.")),
            path: "Plugins/AuditAccessibility"),

        // Reports: text, JSON, JUnit, SARIF, Markdown and HTML renderings; shards, merge and baselines.
        .target(name: "ReportFormats", dependencies: ["AccessibilityModel", "ScreenReader", "AccessibilityAudit"]),

        // Fuzz targets (docs/robustness.md): libFuzzer entry points when built with
        // `--sanitize=fuzzer -Xswiftc -DFUZZING`, corpus replayers otherwise.
        .target(name: "FuzzSupport", path: "Fuzz/Support"),
        .executableTarget(
            name: "FuzzTreeReader",
            dependencies: ["FuzzSupport", "AccessibilityModel", "ScreenReader", "AccessibilityAudit", "AuditCommandLine"],
            path: "Fuzz/TreeReader"),
        .executableTarget(
            name: "FuzzSettings", dependencies: ["FuzzSupport", "AccessibilityModel", "AuditCommandLine"],
            path: "Fuzz/Settings"),
        .executableTarget(
            name: "FuzzScenario", dependencies: ["FuzzSupport", "AccessibilityModel", "ScenarioScript"],
            path: "Fuzz/Scenario"),
        .executableTarget(
            name: "FuzzRoundTrip", dependencies: ["FuzzSupport", "AccessibilityModel", "ScreenReader"],
            path: "Fuzz/RoundTrip"),
        .executableTarget(
            name: "FuzzReports", dependencies: ["FuzzSupport", "AccessibilityModel", "AccessibilityAudit", "ReportFormats"],
            path: "Fuzz/Reports"),

        // Tests mirror Sources/.
        .testTarget(name: "AccessibilityModelTests", dependencies: ["AccessibilityModel"]),
        .testTarget(name: "ScreenReaderTests", dependencies: ["ScreenReader", "AccessibilityModel"]),
        .testTarget(name: "AccessibilityAuditTests", dependencies: ["AccessibilityAudit", "AccessibilityModel", "ScreenReader"]),
        .testTarget(
            name: "AuditCommandLineTests",
            dependencies: [
                "AuditCommandLine", "BuiltInCatalogs", "AccessibilityAudit", "ReportFormats", "AccessibilityModel", "DesignSystem", "HeadlessUI",
                "ScenarioScript",
            ],
            exclude: ["__Snapshots__"]),
        .testTarget(name: "ScenarioScriptTests", dependencies: ["ScenarioScript", "AccessibilityModel", "ScreenReader"]),
        .testTarget(name: "ReportFormatsTests", dependencies: ["ReportFormats", "AccessibilityModel", "AccessibilityAudit"]),
        .testTarget(name: "HeadlessUITests", dependencies: ["HeadlessUI"]),
        .testTarget(name: "FidelityTests", dependencies: ["HeadlessUI", "ScreenReader", "AccessibilityModel", "AccessibilityTesting"]),
        .testTarget(name: "AccessibilityTestingTests", dependencies: ["AccessibilityTesting", "HeadlessUI", "AccessibilityAudit", "ReportFormats"]),
        .testTarget(
            name: "DesignSystemTests", dependencies: ["DesignSystem", "HeadlessUI", "AccessibilityAudit", "ScreenReader", "AccessibilityTesting"],
            exclude: ["__Snapshots__"]),
        .testTarget(name: "ArticleExamplesTests", dependencies: ["ArticleExamples", "HeadlessUI", "AccessibilityAudit"]),
    ]
)

// Shared settings: Swift 6 language mode with strict concurrency for every
// target except those that opt out explicitly (see ArticleExamples).
for target in package.targets where target.type != .plugin {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    target.swiftSettings = settings
}
