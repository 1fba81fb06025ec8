// swift-tools-version: 6.0
import PackageDescription

// A package of its own that uses a11y-audit the way an app would: its views
// are written against HeadlessUI, and its tests import AccessibilityTesting.
let package = Package(
    name: "UsingAccessibilityTesting",
    dependencies: [
        .package(name: "a11y-audit", path: "../..")
    ],
    targets: [
        .target(name: "Toolbar", dependencies: [.product(name: "HeadlessUI", package: "a11y-audit")]),
        .testTarget(
            name: "ToolbarTests",
            dependencies: [
                "Toolbar",
                .product(name: "HeadlessUI", package: "a11y-audit"),
                .product(name: "AccessibilityTesting", package: "a11y-audit"),
            ]),
    ]
)
