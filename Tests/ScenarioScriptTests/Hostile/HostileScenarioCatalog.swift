import AccessibilityModel
import Foundation
import ScenarioScript

/// The catalog the hostile scenario files are checked against: the names
/// they use (`DSButton`, `Rating`), with the design-system's parameter shapes.
enum HostileScenarioCatalog {
    static let button = ComponentDescriptor(
        name: "DSButton",
        parameters: [
            ParameterDescriptor("title", .string),
            ParameterDescriptor("size", .enumeration, default: .enumCase("regular"), cases: ["small", "regular", "large"]),
        ],
        styles: ["primary", "secondary"],
        makeSubject: { _, _ in Fixtures.subject(label: "Pay") })

    static let validator = ScenarioValidator(
        catalogs: ["design-system": [button, Fixtures.rating]], ruleIDs: Fixtures.ruleIDs)

    /// `Tests/Hostile/`, shared with the CLI's hostile corpus.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Hostile")

    /// The document for a file of `Tests/Hostile/`, named by that relative path.
    static func document(_ path: String) throws -> ScenarioDocument {
        // FileHandle, not Data(contentsOf:): on this toolchain the latter leaks
        // 4 KiB per empty file, which the address sanitizer run reports.
        let handle = try FileHandle(forReadingFrom: root.appendingPathComponent(path))
        defer { try? handle.close() }
        let bytes = try handle.readToEnd() ?? Data()
        return ScenarioDocument(source: ScenarioSource(path: path, bytes: bytes), validator: validator)
    }
}
