import Foundation

extension AccessibilityTree {
    /// The canonical text dump used by failure messages, snapshots and
    /// `a11y-audit tree`: a header line, then one line per node drawn with
    /// `├─` / `└─`, each listing the node's kind and its non-default fields.
    ///
    /// ```
    /// tree "Checkout" layoutDirection=leftToRight
    /// └─ group
    ///    ├─ element label="Checkout" traits=header frame=(16, 60, 200, 34)
    ///    └─ element label="Pay" traits=button actions=activate
    /// ```
    public var dump: String {
        var text = ""
        forEachDumpLine { line in
            text += line
            text += "\n"
        }
        return text
    }

    /// Hands each line of ``dump`` (without its newline) to `body`, in
    /// order, so that the dump of a large tree can be written as it is made.
    public func forEachDumpLine(_ body: (String) -> Void) {
        var header = "tree"
        if let name { header += " " + quoted(name) }
        header += " layoutDirection=\(layoutDirection.rawValue)"
        if let settings { header += " settings=\(settings.description)" }
        body(header)
        var prefixes: [String] = []
        // Iterative pre-order so that deep trees cannot exhaust the stack.
        var stack: [(node: AccessibilityNode, depth: Int, isLast: Bool)] = [(root, 0, true)]
        while let (node, depth, isLast) = stack.popLast() {
            prefixes.removeLast(max(0, prefixes.count - depth))
            let lead = prefixes.joined() + (isLast ? "└─ " : "├─ ")
            body(lead + node.dumpLine)
            prefixes.append(isLast ? "   " : "│  ")
            for (offset, child) in node.children.enumerated().reversed() {
                stack.append((child, depth + 1, offset == node.children.count - 1))
            }
        }
    }
}

extension AccessibilityNode {
    /// One line describing this node's own fields (not its children).
    public var dumpLine: String {
        var parts: [String] = []
        if let container {
            parts.append("container(\(container.rawValue))")
        } else {
            parts.append(isElement ? "element" : "group")
        }
        if isHidden { parts.append("hidden") }
        if let elementType { parts.append("elementType=\(elementType.name)") }
        if let label { parts.append("label=" + quoted(label)) }
        if let value { parts.append("value=" + quoted(value)) }
        if let hint { parts.append("hint=" + quoted(hint)) }
        if !traits.isEmpty { parts.append("traits=" + traits.names.joined(separator: ",")) }
        if !actions.isEmpty { parts.append("actions=" + actions.names.joined(separator: ",")) }
        if !customActions.isEmpty { parts.append("customActions=[" + customActions.map(quoted).joined(separator: ", ") + "]") }
        if sortPriority != 0 { parts.append("sortPriority=" + formatNumber(sortPriority)) }
        if let headingLevel { parts.append("headingLevel=\(headingLevel)") }
        if let identifier { parts.append("identifier=" + quoted(identifier)) }
        // Unquoted as before, but escaped: a language tag from a file may hold anything.
        if let language { parts.append("language=" + quoted(language).dropFirst().dropLast()) }
        if !inputLabels.isEmpty { parts.append("inputLabels=[" + inputLabels.map(quoted).joined(separator: ", ") + "]") }
        if !customContent.isEmpty {
            parts.append(
                "customContent=["
                    + customContent.map { quoted($0.label) + ": " + quoted($0.value) + ($0.isHighImportance ? " high" : "") }
                    .joined(separator: ", ") + "]")
        }
        if !customRotors.isEmpty {
            parts.append(
                "customRotors=["
                    + customRotors.map { rotor in
                        (rotor.systemRotor.map { "replacing " + $0.rawValue } ?? quoted(rotor.name)) + ": "
                            + rotor.entries.map { $0.label.map(quoted) ?? "-" }.joined(separator: ", ")
                    }.joined(separator: "; ") + "]")
        }
        if let frame {
            parts.append(
                "frame=(\(formatNumber(frame.origin.x)), \(formatNumber(frame.origin.y)), \(formatNumber(frame.size.width)), \(formatNumber(frame.size.height)))"
            )
        }
        if let activationPoint {
            parts.append("activationPoint=(\(formatNumber(activationPoint.x)), \(formatNumber(activationPoint.y)))")
        }
        if let foreground { parts.append("foreground=\(foreground.hex)") }
        if let background { parts.append("background=\(background.hex)") }
        if let backgroundKind, backgroundKind != .solid { parts.append("backgroundKind=\(backgroundKind.rawValue)") }
        if let boundary { parts.append("boundary=\(boundary.hex)") }
        if let font {
            var text = "font=\(formatNumber(font.size))pt \(font.weight.rawValue)"
            if let style = font.textStyle { text += " \(style)" }
            if !font.scalesWithDynamicType { text += " fixed" }
            parts.append(text)
        }
        if let text { parts.append("text=" + quoted(text)) }
        if isTruncated { parts.append("truncated") }
        if isSymbolDrawnByPlatform { parts.append("platformSymbol") }
        if isTargetSizedByPlatform { parts.append("platformTarget") }
        if !motion.isEmpty { parts.append("motion=" + motion.names.joined(separator: ",")) }
        if let labelOrigin { parts.append("labelOrigin=\(labelOrigin.rawValue)") }
        if !isRenderedEnabled { parts.append("renderedDisabled") }
        return parts.joined(separator: " ")
    }
}

/// A string in double quotes with `"`, `\`, `\n`, `\r` and `\t` escaped as
/// in a Swift string literal and the rest of ``HostileText/Characters/terminal``
/// (control characters, line separators, bidirectional controls) in its
/// visible `\u{…}` form, so a dump line is always one line, shown as it is
/// stored, whatever a label contains.
func quoted(_ text: String) -> String {
    "\"" + HostileText.escaped(text, .terminal, syntax: swiftLiteralEscape) + "\""
}

/// How a Swift string literal writes a quote, a backslash, a line feed, a
/// carriage return and a tab; `nil` for every other scalar.
func swiftLiteralEscape(_ scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "\"": "\\\""
    case "\\": "\\\\"
    case "\n": "\\n"
    case "\r": "\\r"
    case "\t": "\\t"
    default: nil
    }
}

/// A number without a trailing `.0` when it is whole (`16`, `2.5`).
public func formatNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return String(value)
}
