import AccessibilityAudit
import AccessibilityModel
import AuditCommandLine
import Foundation
import Testing

/// Names every coloured text a stop draws, with its colour and frame: a user's drawing rule.
struct DrawnTexts: DrawingRule {
    static let info = CheckDescription(
        id: "ds-drawn-texts", title: "Texts drawn", severity: .minor, wcag: [],
        explanation: "Names every coloured text a focus stop draws, with its colour and frame.", fix: "Nothing.")
    static let reads = CheckReads.tree.measuring(.colours)

    enum Message: Hashable, Sendable, CustomStringConvertible {
        case texts([String])

        var description: String {
            switch self {
            case .texts(let texts): "draws " + texts.joined(separator: "; ")
            }
        }
    }

    let looksAt = DrawnItems.colouredText

    func check(_ drawing: DrawnGroup, in context: RuleContext) -> DrawingVerdict<Message> {
        .violation(
            .texts(
                drawing.nodes.map { item in
                    let node = item.node
                    return "\(node.label ?? "?") in \(node.foreground.map(\.hex) ?? "?") at \(Self.describe(node.frame))"
                }))
    }

    static func describe(_ frame: CGRect?) -> String {
        guard let frame else { return "?" }
        return "(\(Int(frame.minX)), \(Int(frame.minY)), \(Int(frame.width))×\(Int(frame.height)))"
    }
}

/// Names every shape a stop draws of its own (a switch's track and knob), with its fill and frame.
struct DrawnShapes: DrawingRule {
    static let info = CheckDescription(
        id: "ds-drawn-shapes", title: "Shapes drawn", severity: .minor, wcag: [],
        explanation: "Names every shape a focus stop draws, with its fill and frame.", fix: "Nothing.")
    static let reads = CheckReads.tree.measuring([.colours, .shapes])

    enum Message: Hashable, Sendable, CustomStringConvertible {
        case shapes([String])

        var description: String {
            switch self {
            case .shapes(let shapes): "draws " + shapes.joined(separator: "; ")
            }
        }
    }

    let looksAt = DrawnItems.shapes

    func check(_ drawing: DrawnGroup, in context: RuleContext) -> DrawingVerdict<Message> {
        let layers = drawing.nodes.flatMap(\.node.drawing).map { layer in
            "\(layer.shape) \(layer.fill.stops.first.map(\.color.hex) ?? layer.fill.kind.rawValue) at \(DrawnTexts.describe(layer.frame))"
        }
        return layers.isEmpty ? .pass : .violation(.shapes(layers))
    }
}

/// A user's drawing rules see what a component draws, text and shapes with
/// their colours and frames, and report through the command like any check.
@Suite struct CustomDrawingRuleTests {
    static let arguments = [
        "--catalog", "design-system", "--component", "Toggle", "--style", "switch", "--state", "on", "--matrix", "smoke",
        "--env", "colorScheme=light,dynamicTypeSize=large,layoutDirection=leftToRight,isEnabled=true",
        "--rule", "ds-drawn-texts", "--rule", "ds-drawn-shapes", "--fail-on", "minor", "--no-scenarios", "--no-color",
    ]

    @Test func `a drawing rule reports the texts and shapes a component draws, with colours and frames`() {
        let run = CommandRun(Self.arguments, rules: [DrawnTexts(), DrawnShapes()])
        #expect(run.code == .failure)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        // The switch's track (its fill and its outline) and the title, at the frames the layout gave them.
        #expect(
            lines.contains {
                $0.hasSuffix(": minor: [ds-drawn-shapes] draws capsule #0050C8 at (339, 6, 51×31); capsule #0050C8 at (339, 6, 51×31)")
            })
        #expect(
            lines.contains {
                $0.hasSuffix(": minor: [ds-drawn-texts] draws Title in #000000 at (0, 0, 390×44); Title in #000000 at (0, 11, 42×20)")
            })
        #expect(run.stdout.contains("where: state on, in all 7 cells"))
    }

    @Test func `a drawing rule's verdict is a named value`() {
        let verdict = DrawingVerdict<DrawnTexts.Message>.violation(.texts(["Title in #000000 at (0, 11, 42×20)"]))
        #expect(verdict.verdict == .violation("draws Title in #000000 at (0, 11, 42×20)"))
        #expect(verdict != .violation(.texts(["Title in #000000 at (0, 11, 42×21)"])))
    }
}
