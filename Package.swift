// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "a11y-audit",
    products: [
        .executable(name: "a11y-audit", targets: ["a11y-audit"]),
        .library(name: "AccessibilityAudit", targets: ["AccessibilityAudit"]),
        .library(name: "HeadlessUI", targets: ["HeadlessUI"]),
        .library(name: "DesignSystem", targets: ["DesignSystem"]),
    ],
    targets: [
        // The platform-neutral accessibility tree, settings and interchange format.
        .target(name: "AccessibilityModel"),

        // The simulated VoiceOver: speech, reading order, gestures, rotors, transcript.
        .target(name: "ScreenReader", dependencies: ["AccessibilityModel"]),

        // Rules, contracts, invariance, the environment matrix and findings.
        .target(name: "AccessibilityAudit", dependencies: ["AccessibilityModel", "ScreenReader"]),

        // Scripted VoiceOver sessions: the `.scenario` language.
        .target(name: "ScenarioScript", dependencies: ["AccessibilityModel"]),

        // The SwiftUI-shaped, headless component layer that renders to the model.
        .target(name: "HeadlessUI", dependencies: ["AccessibilityModel"]),

        // The articles' components built right: one contract in every style and environment (catalog `design-system`).
        .target(name: "DesignSystem", dependencies: ["HeadlessUI"]),

        // The articles' components exactly as published, flaws included (catalog `articles`).
        // Swift 5 language mode, as such SwiftUI code is commonly built (see ARCHITECTURE.md).
        .target(name: "ArticleExamples", dependencies: ["HeadlessUI"], swiftSettings: [.swiftLanguageMode(.v5)]),

        // The command line: all logic lives in AuditCommandLine.
        .target(name: "AuditCommandLine", dependencies: ["AccessibilityModel", "ScreenReader", "DesignSystem", "ArticleExamples"]),
        .executableTarget(name: "a11y-audit", dependencies: ["AuditCommandLine"]),

        // Tests mirror Sources/.
        .testTarget(name: "AccessibilityModelTests", dependencies: ["AccessibilityModel"]),
        .testTarget(name: "ScreenReaderTests", dependencies: ["ScreenReader"]),
        .testTarget(name: "AccessibilityAuditTests", dependencies: ["AccessibilityAudit", "AccessibilityModel"]),
        .testTarget(name: "AuditCommandLineTests", dependencies: ["AuditCommandLine"]),
        .testTarget(name: "ScenarioScriptTests", dependencies: ["ScenarioScript", "AccessibilityModel"]),
        .testTarget(name: "HeadlessUITests", dependencies: ["HeadlessUI"]),
        .testTarget(name: "DesignSystemTests", dependencies: ["DesignSystem", "AccessibilityAudit", "ScreenReader"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "ArticleExamplesTests", dependencies: ["ArticleExamples", "AccessibilityAudit"]),
    ]
)

// Shared settings: Swift 6 language mode with strict concurrency for every
// target except those that opt out explicitly (see ArticleExamples).
for target in package.targets where target.type != .plugin {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    target.swiftSettings = settings
}
