// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "a11y-audit",
    products: [
        .executable(name: "a11y-audit", targets: ["a11y-audit"]),
        .library(name: "AccessibilityAudit", targets: ["AccessibilityAudit"]),
        .library(name: "HeadlessUI", targets: ["HeadlessUI"]),
        .library(name: "AccessibilityTesting", targets: ["AccessibilityTesting"]),
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

        // Swift Testing helpers: audits, VoiceOver sessions and snapshots inside test suites.
        .target(name: "AccessibilityTesting",
                dependencies: ["HeadlessUI", "ScreenReader", "AccessibilityAudit", "AccessibilityModel"]),

        // The command line: all logic lives in AuditCommandLine.
        .target(name: "AuditCommandLine", dependencies: ["AccessibilityModel", "ScreenReader"]),
        .executableTarget(name: "a11y-audit", dependencies: ["AuditCommandLine"]),

        // Tests mirror Sources/.
        .testTarget(name: "AccessibilityModelTests", dependencies: ["AccessibilityModel"]),
        .testTarget(name: "ScreenReaderTests", dependencies: ["ScreenReader"]),
        .testTarget(name: "AccessibilityAuditTests", dependencies: ["AccessibilityAudit", "AccessibilityModel"]),
        .testTarget(name: "AuditCommandLineTests", dependencies: ["AuditCommandLine"]),
        .testTarget(name: "ScenarioScriptTests", dependencies: ["ScenarioScript", "AccessibilityModel"]),
        .testTarget(name: "HeadlessUITests", dependencies: ["HeadlessUI"]),
        .testTarget(name: "AccessibilityTestingTests", dependencies: ["AccessibilityTesting", "HeadlessUI"]),
    ]
)

// Shared settings: Swift 6 language mode with strict concurrency for every
// target except those that opt out explicitly (see ArticleExamples).
for target in package.targets where target.type != .plugin {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    target.swiftSettings = settings
}
