// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "a11y-audit",
    products: [
        .executable(name: "a11y-audit", targets: ["a11y-audit"]),
        .library(name: "AccessibilityAudit", targets: ["AccessibilityAudit"]),
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

        // The command line: all logic lives in AuditCommandLine.
        .target(name: "AuditCommandLine", dependencies: ["AccessibilityModel", "ScreenReader", "AccessibilityAudit"]),
        .executableTarget(name: "a11y-audit", dependencies: ["AuditCommandLine"]),

        // Fuzz targets (docs/robustness.md): libFuzzer entry points when built with
        // `--sanitize=fuzzer -Xswiftc -DFUZZING`, corpus replayers otherwise.
        .target(name: "FuzzSupport", path: "Fuzz/Support"),
        .executableTarget(name: "FuzzTreeReader",
                          dependencies: ["FuzzSupport", "AccessibilityModel", "ScreenReader", "AccessibilityAudit", "AuditCommandLine"],
                          path: "Fuzz/TreeReader"),
        .executableTarget(name: "FuzzSettings", dependencies: ["FuzzSupport", "AccessibilityModel", "AuditCommandLine"],
                          path: "Fuzz/Settings"),
        .executableTarget(name: "FuzzScenario", dependencies: ["FuzzSupport", "AccessibilityModel", "ScenarioScript"],
                          path: "Fuzz/Scenario"),
        .executableTarget(name: "FuzzRoundTrip", dependencies: ["FuzzSupport", "AccessibilityModel", "ScreenReader"],
                          path: "Fuzz/RoundTrip"),

        // Tests mirror Sources/.
        .testTarget(name: "AccessibilityModelTests", dependencies: ["AccessibilityModel"]),
        .testTarget(name: "ScreenReaderTests", dependencies: ["ScreenReader"]),
        .testTarget(name: "AccessibilityAuditTests", dependencies: ["AccessibilityAudit", "AccessibilityModel"]),
        .testTarget(name: "AuditCommandLineTests", dependencies: ["AuditCommandLine"]),
        .testTarget(name: "ScenarioScriptTests", dependencies: ["ScenarioScript", "AccessibilityModel"]),
    ]
)

// Shared settings: Swift 6 language mode with strict concurrency for every
// target except those that opt out explicitly (see ArticleExamples).
for target in package.targets where target.type != .plugin {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    target.swiftSettings = settings
}
