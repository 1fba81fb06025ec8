import AccessibilityModel
import AuditCommandLine
import Foundation

/// A tiny catalog for `run` tests: `Rating(title:, value: = 3 (bound))`, one
/// adjustable element from 1 to 5 in styles star and numeric, and
/// `BrokenRating`, whose increment does nothing.
enum ScenarioFakes {
    static func rating(named name: String, broken: Bool) -> ComponentDescriptor {
        ComponentDescriptor(
            name: name,
            parameters: [ParameterDescriptor("title", .string), ParameterDescriptor("value", .number, default: .number(3), bound: true)],
            styles: ["star", "numeric"],
            makeSubject: { arguments, _ in
                Subject(title: arguments.string("title") ?? "", value: Int(arguments.number("value") ?? 3), broken: broken)
            })
    }

    static let catalogs = ["design-system": [rating(named: "Rating", broken: false), rating(named: "BrokenRating", broken: true)]]

    final class Subject: AccessibilitySubject {
        let title: String
        var value: Int
        let broken: Bool
        let name = "Rating"
        var state: [String: ParameterValue] { ["value": .number(Double(value))] }

        init(title: String, value: Int, broken: Bool) {
            self.title = title
            self.value = value
            self.broken = broken
        }

        func render(settings: AccessibilitySettings) -> AccessibilityTree {
            let node = AccessibilityNode(
                id: "rating", label: title, value: "\(value)", traits: .adjustable,
                frame: CGRect(x: 0, y: 0, width: 200, height: 44), actions: [.increment, .decrement])
            return AccessibilityTree(name: name, root: AccessibilityNode(id: "root", children: [node]), settings: settings)
        }

        func perform(_ action: ElementAction, on element: ElementID) -> ActionResult {
            switch action {
            case .increment: if !broken { value = min(5, value + 1) }
            case .decrement: value = max(1, value - 1)
            default: return .notHandled
            }
            return .performed
        }
    }

    /// Runs `a11y-audit` in-process in `directory` with the fake catalog.
    static func run(_ arguments: [String], in directory: URL) -> CommandRun {
        CommandRun(arguments, catalogs: catalogs, directory: directory.path)
    }

    /// Writes `files` (relative path → text) under `directory`.
    static func write(_ files: [String: String], in directory: URL) throws {
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }
}
