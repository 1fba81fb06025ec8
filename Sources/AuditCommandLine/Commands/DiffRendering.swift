import AccessibilityAudit
import AccessibilityModel
import Foundation

/// The text and JSON of `a11y-audit diff` (spec/cli.md § diff).
struct DiffRendering {
    var comparison: StopComparison
    /// How the component side is named (`Toggle, style default, state on`, or a tree file).
    var component: String
    /// The capture file as given.
    var capture: String
    /// The XPath of each capture stop, by path, when the capture is one.
    var xpaths: [NodePath: String]
    var comparesHints: Bool

    /// `--- component`, `+++ capture`, then one entry per stop (`=` the same, `~` changed with a line per
    /// difference, `-` only in the component, `+` only in the capture), then `containers:` and one entry per
    /// container marked the same way (when either side has one), then the counts.
    var text: String {
        var lines = [
            "--- \(PrintableText.escaped(component)) (component)",
            "+++ \(PrintableText.escaped(capture)) (capture)",
        ]
        for entry in comparison.entries {
            let marker = Self.marker(entry.kind)
            let places = "\(entry.component.map { String($0.position) } ?? "–") → \(entry.capture.map { String($0.position) } ?? "–")"
            var line = "\(marker) \(places)  \(name(entry.component ?? entry.capture))"
            switch entry.kind {
            case .onlyInComponent: line += ": only in the component"
            case .onlyInCapture: line += ": only in the capture"
            case .same, .changed: if let match = entry.match, match != .label { line += " (matched by \(match.rawValue))" }
            }
            if let stop = entry.capture, let xpath = xpaths[stop.path] { line += "  \(PrintableText.escaped(xpath))" }
            lines.append(line)
            for difference in entry.differences {
                lines.append(
                    "    \(difference.field.rawValue): \(PrintableText.escaped(difference.component)) → "
                        + PrintableText.escaped(difference.capture))
            }
        }
        if !comparison.containers.isEmpty { lines.append("containers:") }
        for entry in comparison.containers {
            var line = "\(Self.marker(entry.kind)) \(describe(entry.component)) → \(describe(entry.capture))"
            switch entry.kind {
            case .onlyInComponent: line += ": only in the component"
            case .onlyInCapture: line += ": only in the capture"
            case .same, .changed: break
            }
            if let container = entry.capture, let xpath = xpaths[container.path] { line += "  \(PrintableText.escaped(xpath))" }
            lines.append(line)
            for difference in entry.differences {
                lines.append(
                    "    \(difference.field.rawValue): \(PrintableText.escaped(difference.component)) → "
                        + PrintableText.escaped(difference.capture))
            }
        }
        let left = comparison.entries.count { $0.component != nil }, right = comparison.entries.count { $0.capture != nil }
        lines.append("")
        lines.append(
            "\(left) focus \(left == 1 ? "stop" : "stops") in the component, \(right) in the capture: "
                + "\(comparison.count(.same)) the same, \(comparison.count(.changed)) changed, "
                + "\(comparison.count(.onlyInComponent)) only in the component, \(comparison.count(.onlyInCapture)) only in the capture"
                + (comparesHints ? "" : " (hints not compared: the capture has none)"))
        if !comparison.containers.isEmpty {
            let left = comparison.containers.count { $0.component != nil }, right = comparison.containers.count { $0.capture != nil }
            lines.append(
                "\(left) \(left == 1 ? "container" : "containers") in the component, \(right) in the capture: "
                    + "\(comparison.containerCount(.same)) the same, \(comparison.containerCount(.changed)) changed, "
                    + "\(comparison.containerCount(.onlyInComponent)) only in the component, "
                    + "\(comparison.containerCount(.onlyInCapture)) only in the capture")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func marker(_ kind: StopComparison.Kind) -> String {
        switch kind {
        case .same: "="
        case .changed: "~"
        case .onlyInComponent: "-"
        case .onlyInCapture: "+"
        }
    }

    /// `cell (stop 2)`, `navigationBar "Inbox" (stops 1–3)`, `collectionView (stops 1, 4)`; `–` for none.
    private func describe(_ container: StopComparison.Container?) -> String {
        guard let container else { return "–" }
        var text = container.type.name
        if let name = container.name { text += " \"\(PrintableText.escaped(name))\"" }
        let stops = container.stops
        if let first = stops.first, let last = stops.last {
            if stops.count == 1 {
                text += " (stop \(first))"
            } else if last - first == stops.count - 1 {
                text += " (stops \(first)–\(last))"
            } else {
                text += " (stops \(stops.map(String.init).joined(separator: ", ")))"
            }
        }
        return text
    }

    /// `"Save"`, or `(no label: Adjustable.)` with what VoiceOver says when there is no label.
    private func name(_ stop: StopComparison.Stop?) -> String {
        guard let stop else { return "" }
        if let label = stop.label { return "\"\(PrintableText.escaped(label))\"" }
        return "(no label: \(PrintableText.escaped(stop.description)))"
    }

    /// One object: `component`, `capture`, `comparesHints`, `summary` (counts) and `entries`, each with its
    /// `kind`, `match`, the two stops and the names of the fields that differ.
    var json: String {
        let entries = comparison.entries.map { entry -> JSONValue in
            .object([
                ("kind", .string(entry.kind.rawValue)),
                ("match", entry.match.map { .string($0.rawValue) } ?? .null),
                ("component", entry.component.map { value(of: $0, xpath: nil) } ?? .null),
                ("capture", entry.capture.map { value(of: $0, xpath: xpaths[$0.path]) } ?? .null),
                ("differences", .array(entry.differences.map { .string($0.field.rawValue) })),
            ])
        }
        let containers = comparison.containers.map { entry -> JSONValue in
            .object([
                ("kind", .string(entry.kind.rawValue)),
                ("component", entry.component.map { value(of: $0, xpath: nil) } ?? .null),
                ("capture", entry.capture.map { value(of: $0, xpath: xpaths[$0.path]) } ?? .null),
                ("differences", .array(entry.differences.map { .string($0.field.rawValue) })),
            ])
        }
        let containerSummary: JSONValue = .object([
            ("component", .number(Double(comparison.containers.count { $0.component != nil }))),
            ("capture", .number(Double(comparison.containers.count { $0.capture != nil }))),
            ("same", .number(Double(comparison.containerCount(.same)))),
            ("changed", .number(Double(comparison.containerCount(.changed)))),
            ("onlyInComponent", .number(Double(comparison.containerCount(.onlyInComponent)))),
            ("onlyInCapture", .number(Double(comparison.containerCount(.onlyInCapture)))),
        ])
        let summary: JSONValue = .object([
            ("component", .number(Double(comparison.entries.count { $0.component != nil }))),
            ("capture", .number(Double(comparison.entries.count { $0.capture != nil }))),
            ("same", .number(Double(comparison.count(.same)))),
            ("changed", .number(Double(comparison.count(.changed)))),
            ("onlyInComponent", .number(Double(comparison.count(.onlyInComponent)))),
            ("onlyInCapture", .number(Double(comparison.count(.onlyInCapture)))),
            ("containers", containerSummary),
        ])
        let object: JSONValue = .object([
            ("component", .string(component)), ("capture", .string(capture)), ("comparesHints", .bool(comparesHints)),
            ("agrees", .bool(comparison.agrees)), ("summary", summary), ("entries", .array(entries)),
            ("containers", .array(containers)),
        ])
        return JSONWriter(style: .pretty).string(object) + "\n"
    }

    private func value(of stop: StopComparison.Stop, xpath: String?) -> JSONValue {
        func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
        var members: [(key: String, value: JSONValue)] = [
            ("position", .number(Double(stop.position))), ("path", .string(stop.path.description)),
            ("label", optional(stop.label)), ("value", optional(stop.value)), ("hint", optional(stop.hint)),
            ("traits", .array(stop.traits.names.map(JSONValue.string))),
            ("frame", stop.frame.map(Self.value(of:)) ?? .null),
            ("identifier", optional(stop.identifier)), ("description", .string(stop.description)),
        ]
        if let xpath { members.append(("xpath", .string(xpath))) }
        return .object(members)
    }

    /// `{type, path, name, stops}`, the capture's with `xpath`.
    private func value(of container: StopComparison.Container, xpath: String?) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("type", .string(container.type.name)), ("path", .string(container.path.description)),
            ("name", container.name.map(JSONValue.string) ?? .null),
            ("stops", .array(container.stops.map { .number(Double($0)) })),
        ]
        if let xpath { members.append(("xpath", .string(xpath))) }
        return .object(members)
    }

    private static func value(of frame: CGRect) -> JSONValue {
        .object([
            ("x", .number(Double(frame.minX))), ("y", .number(Double(frame.minY))), ("width", .number(Double(frame.width))),
            ("height", .number(Double(frame.height))),
        ])
    }
}
