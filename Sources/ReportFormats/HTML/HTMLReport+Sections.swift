import AccessibilityAudit
import AccessibilityModel
import Foundation

/// Per component and style, per state, the pictures and what VoiceOver says.
extension HTMLReport {
    struct Group {
        var component: String
        var style: String
        var screens: [AuditReport.Screen]
        /// The states pictured, in the order of their pictures.
        var states: [String]
        /// Indexes into the report's findings.
        var findings: [Int]
    }

    func componentStyleGroups(_ report: AuditReport) -> [Group] {
        var keys = Set(report.screens.map { [$0.component, $0.style] })
        keys.formUnion(report.findings.map { [$0.component, $0.style] })
        return keys.sorted { $0.lexicographicallyPrecedes($1) }.map { key in
            let screens = report.screens.filter { $0.component == key[0] && $0.style == key[1] }
            var states: [String] = []
            for screen in screens where !states.contains(screen.state) { states.append(screen.state) }
            return Group(
                component: key[0], style: key[1], screens: screens, states: states,
                findings: report.findings.indices.filter { report.findings[$0].component == key[0] && report.findings[$0].style == key[1] })
        }
    }

    /// The anchor of a unit's pictures (`group-2-screen-1`), or of its component and style when none is drawn.
    static func anchor(of unit: WorkUnit, in groups: [Group]) -> String? {
        guard let number = groups.firstIndex(where: { $0.component == unit.component && $0.style == unit.style }) else { return nil }
        guard let state = groups[number].states.firstIndex(of: unit.state) else { return "group-\(number + 1)" }
        return "group-\(number + 1)-screen-\(state + 1)"
    }

    /// The anchor of the first picture of a unit (in the order drawn) whose settings hold every setting of
    /// `condition` (a finding's `cells.when` or `cells.worst`; `always` is the first picture), with its settings;
    /// `nil` when no picture is of such a cell, or the condition is not a plain list of settings (`partly: …`, `>=`).
    static func picture(of unit: WorkUnit, condition: String, in groups: [Group]) -> (anchor: String, settings: String)? {
        guard let base = anchor(of: unit, in: groups), base.contains("-screen-"),
            !condition.contains(where: { "<>:; ".contains($0) }),
            let group = groups.first(where: { $0.component == unit.component && $0.style == unit.style })
        else { return nil }
        let wanted = condition == "always" ? [] : Set(condition.split(separator: ","))
        let screens = group.screens.filter { $0.state == unit.state }.sorted { pictureOrder($0.settings) < pictureOrder($1.settings) }
        for (index, screen) in screens.enumerated() where wanted.isSubset(of: Set(screen.settings.split(separator: ","))) {
            return ("\(base)-\(index + 1)", screen.settings)
        }
        return nil
    }

    /// A component in one style: each state's pictures, then links to its findings in the findings list.
    func section<Failure>(
        _ group: Group, number: Int, report: AuditReport, causeOf: [Int], to output: inout ChunkedOutput<Failure>
    ) throws(Failure) {
        let id = "group-\(number)"
        try output.write("<section class=\"group\" aria-labelledby=\"\(id)\">\n")
        try output.write("<h2 id=\"\(id)\">\(h(group.component)), style \(h(group.style))</h2>\n")
        // The text-clipped findings, by state and element path, that the pictures link their cut-off texts to.
        var clipped: [String: [NodePath: Int]] = [:]
        for index in group.findings where report.findings[index].rule == .textClipped {
            let finding = report.findings[index]
            clipped[finding.state, default: [:]][finding.element.path] = clipped[finding.state]?[finding.element.path] ?? causeOf[index]
        }
        for (index, state) in group.states.enumerated() {
            let screens = group.screens.filter { $0.state == state }.sorted { Self.pictureOrder($0.settings) < Self.pictureOrder($1.settings) }
            try pictures(screens, id: "\(id)-screen-\(index + 1)", clipped: clipped[state] ?? [:], to: &output)
        }
        if group.findings.isEmpty {
            try output.write("<p>No findings for this component in this style.</p>\n")
        } else {
            try output.write("<h3>Its findings</h3>\n<ul class=\"finding-links\">\n")
            var listed: Set<Int> = []
            for index in group.findings.sorted(by: { causeOf[$0] < causeOf[$1] }) where listed.insert(causeOf[index]).inserted {
                let finding = report.findings[index]
                let badge = finding.outcome == .violation ? finding.severity.rawValue : "incomplete"
                try output.write(
                    "<li><a href=\"#finding-\(causeOf[index])\"><span class=\"badge \(badge)\">\(badge)</span> "
                        + "\(h(finding.rule.rawValue)): \(h(finding.message))</a> (state \(h(finding.state)))</li>\n")
            }
            try output.write("</ul>\n")
        }
        try output.write("</section>\n")
    }

    /// One state's pictures side by side (one per set of settings the report
    /// drew it in), then what VoiceOver says: the first picture's transcript,
    /// and another's only where it differs.
    /// - Parameter clipped: the number of the text-clipped finding of each element path, for the cut-off texts.
    func pictures<Failure>(
        _ screens: [AuditReport.Screen], id: String, clipped: [NodePath: Int] = [:], to output: inout ChunkedOutput<Failure>
    ) throws(Failure) {
        guard let first = screens.first else { return }
        let heading = screens.count == 1 ? "State \(h(first.state)), \(h(Self.settingsText(first.settings)))" : "State \(h(first.state))"
        try output.write("<div class=\"screen\" id=\"\(id)\">\n<h3>\(heading)</h3>\n<div class=\"screen-body\">\n")
        for (index, screen) in screens.enumerated() {
            try figure(screen, id: "\(id)-\(index + 1)", clipped: clipped, to: &output)
        }
        try output.write("<div class=\"transcript\">\n")
        var shown: [[AuditReport.Screen.FocusStop]] = []
        for screen in screens {
            let stops = screen.stops.map { stop in
                var stop = stop
                stop.frame = .zero
                return stop
            }
            guard !shown.contains(stops) else { continue }
            let named = screens.count == 1 || shown.isEmpty ? "" : " with \(h(Self.settingsText(screen.settings)))"
            shown.append(stops)
            try output.write("<h4>What VoiceOver says\(named)</h4>\n")
            if screen.stops.isEmpty {
                try output.write("<p>No focus stops: VoiceOver finds nothing here.</p>\n")
                continue
            }
            try output.write("<ol>\n")
            for stop in screen.stops {
                var html = "<li value=\"\(stop.index)\">\(h(stop.description))"
                if let hint = stop.hint { html += "<br/><span class=\"hint\">Hint: \(h(hint))</span>" }
                html += "</li>\n"
                try output.write(html)
            }
            try output.write("</ol>\n")
        }
        try output.write("</div>\n</div>\n</div>\n")
    }

    /// Where a picture stands among one state's: the default cell first (the fewest settings), then dark, the
    /// smallest and the largest Dynamic Type size (``AuditReport/Screen/variants``), then any other.
    static func pictureOrder(_ settings: String) -> (Int, Int, String) {
        let keys = settings.isEmpty ? 0 : settings.split(separator: ",").count
        let variants = ["colorScheme=dark", "dynamicTypeSize=xSmall", "dynamicTypeSize=accessibility5"]
        let listed = settings.split(separator: ",").map(String.init)
        return (keys, variants.firstIndex { listed.contains($0) } ?? variants.count, settings)
    }

    /// One picture with its caption: the settings, then what the picture marks (disabled elements dimmed, cut-off
    /// texts drawn past their frames, each linked to its finding).
    func figure<Failure>(
        _ screen: AuditReport.Screen, id: String, clipped: [NodePath: Int] = [:], to output: inout ChunkedOutput<Failure>
    ) throws(Failure) {
        try output.write("<figure id=\"\(id)\">\n")
        for part in svg(screen, id: id, clipped: clipped) { try output.write(part) }
        let look = Self.drawsLook(screen) ? "As drawn with" : "Layout with"
        var caption =
            "<figcaption>\(look) \(h(Self.settingsText(screen.settings))). Outlines with a light edge are the focus "
            + "stops, numbered in the order VoiceOver visits them."
        if screen.nodes.contains(where: \.isDisabled) { caption += " Disabled elements are drawn dimmed." }
        for node in screen.nodes where node.isTruncated {
            let text = "Text “\(h(node.label ?? ""))” is cut off at this size: drawn whole, past its frame (a dashed outline)"
            if let number = clipped[node.path] {
                caption += " <span class=\"overflow-note\">\(text); <a href=\"#finding-\(number)\">finding \(number)</a>.</span>"
            } else {
                caption += " <span class=\"overflow-note\">\(text).</span>"
            }
        }
        try output.write(caption + "</figcaption>\n</figure>\n")
    }
}
