import AccessibilityModel
import Foundation
import FuzzSupport
import ScenarioScript

/// A small fake catalog, shaped like the design-system components scenarios
/// name, so the validator's argument, style and state checks are reached.
enum FuzzCatalog {
    static let rating = ComponentDescriptor(
        name: "Rating",
        parameters: [
            ParameterDescriptor("title", .string),
            ParameterDescriptor("value", .number, default: .number(3), bound: true),
            ParameterDescriptor("in", .range, default: .range(1...5)),
        ],
        styles: ["star", "numeric"],
        validate: { arguments in
            guard let value = arguments.number("value"), let range = arguments.range("in"), !range.contains(value) else { return [] }
            return [ArgumentProblem(parameter: "value", message: "value is outside the range")]
        },
        makeSubject: { _, _ in subject("Stars") })

    static let toggle = ComponentDescriptor(
        name: "Toggle",
        parameters: [ParameterDescriptor("title", .string), ParameterDescriptor("isOn", .bool, bound: true)],
        styles: ["switch", "checkbox"],
        makeSubject: { _, _ in subject("Wi-Fi") })

    static let button = ComponentDescriptor(
        name: "DSButton",
        parameters: [
            ParameterDescriptor("title", .string),
            ParameterDescriptor("size", .enumeration, default: .enumCase("regular"), cases: ["small", "regular", "large"]),
            ParameterDescriptor("badge", .integer, optional: true),
        ],
        makeSubject: { _, _ in subject("Pay") })

    static let validator = ScenarioValidator(
        catalogs: ["design-system": [rating, toggle, button], "articles": [rating]],
        ruleIDs: ["label-missing", "contract-adjustable", "target-size"])

    static func subject(_ label: String) -> StaticTreeSubject {
        StaticTreeSubject(tree: AccessibilityTree(name: label, root: AccessibilityNode(id: "1", label: label)))
    }
}

/// Fuzz target: the scenario lexer, parser, validator and diagnostic renderer
/// (spec/scenario-language.md).
///
/// Invariants checked on every input:
/// - every diagnostic points into the file: its line exists, its column is at
///   most one past the end of that line;
/// - nothing is validated from a file with an error;
/// - reading the same bytes twice gives the same diagnostics (no hidden state);
/// - the rendered text names the file and position of every diagnostic shown,
///   and stays bounded (at most ``DiagnosticRenderer/maximumRendered`` shown).
func fuzzScenario(_ data: Data) {
    let source = ScenarioSource(path: "fuzz.scenario", bytes: data)
    let document = ScenarioDocument(source: source, validator: FuzzCatalog.validator)
    let lines = source.lines
    for diagnostic in document.diagnostics {
        let range = diagnostic.range
        invariant(
            range.line >= 1 && range.line <= lines.count,
            "diagnostic line \(range.line) outside 1...\(lines.count): \(diagnostic)")
        if range.line >= 1 && range.line <= lines.count {
            let width = lines[range.line - 1].count
            invariant(
                range.column >= 1 && range.column <= width + 1,
                "diagnostic column \(range.column) outside 1...\(width + 1) on line \(range.line): \(diagnostic)")
        }
        invariant(!diagnostic.message.isEmpty, "a diagnostic without a message")
    }
    if document.hasErrors {
        invariant(document.scenarios.isEmpty, "scenarios validated from a file with errors")
    }
    let again = ScenarioDocument(source: ScenarioSource(path: "fuzz.scenario", bytes: data), validator: FuzzCatalog.validator)
    invariant(again.diagnostics == document.diagnostics, "diagnostics differ between two reads of the same bytes")
    let rendered = document.renderedDiagnostics
    invariant(rendered.isEmpty == document.diagnostics.isEmpty, "diagnostics without rendered text, or the reverse")
    if let first = DiagnosticRenderer.sorted(document.diagnostics).first {
        invariant(
            rendered.hasPrefix("fuzz.scenario:\(first.range.line):\(first.range.column): "),
            "the rendering does not start with the first diagnostic: \(rendered.prefix(200))")
    }
}

#if FUZZING
    /// The libFuzzer entry point.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzerTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        fuzzScenario(start.map { Data(bytes: $0, count: count) } ?? Data())
        return 0
    }
#else
    /// Without libFuzzer: replays the files named on the command line.
    @main enum FuzzScenarioReplayer {
        static func main() {
            CorpusReplayer.run(name: "FuzzScenario", arguments: CommandLine.arguments, body: fuzzScenario)
        }
    }
#endif
