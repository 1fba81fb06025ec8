import AccessibilityAudit
import AccessibilityModel
import Foundation
import ReportFormats
import ScreenReader

extension AuditReport {
    /// The report of an audit result: its findings, summary and units as the
    /// audit produced them, and the metadata of every check (for SARIF and the HTML page).
    init(_ result: AuditResult, matrix: String) {
        self.init(catalog: result.catalog, matrix: matrix, summary: result.summary, findings: result.findings, units: result.units,
                  rules: CheckRegistry.all.map(AuditReport.RuleInfo.init))
    }
}

extension AuditReport.RuleInfo {
    /// The report's metadata of one check.
    init(_ check: CheckDescription) {
        self.init(id: check.id.rawValue, title: check.title, severity: check.severity, wcag: check.wcag, explanation: check.explanation, fix: check.fix)
    }
}

extension AuditReport.Screen {
    /// The picture of one rendered tree: its nodes and VoiceOver's focus stops
    /// in order, cropped to what the component occupies (with a margin), so a
    /// small control is not lost in a whole screen.
    init(tree: AccessibilityTree, unit: WorkUnit, settings: AccessibilitySettings) {
        let spoken = SpeechOrder.stops(in: tree, settings: settings)
        var nodes = AuditReport.Screen.nodes(of: tree).filter { !$0.path.isRoot }
        var stops = spoken.enumerated().compactMap { index, stop -> FocusStop? in
            guard let frame = stop.stop.node.frame else { return nil }
            return FocusStop(index: index + 1, frame: frame, description: stop.description, hint: stop.hint)
        }
        let frames = nodes.map(\.frame) + stops.map(\.frame)
        let finite = frames.filter { $0.minX.isFinite && $0.minY.isFinite && $0.width.isFinite && $0.height.isFinite }
        let content = finite.dropFirst().reduce(finite.first ?? CGRect(x: 0, y: 0, width: 100, height: 44)) { $0.union($1) }
        let margin = 8.0
        let origin = CGPoint(x: content.minX - margin, y: content.minY - margin)
        func moved(_ frame: CGRect) -> CGRect { frame.offsetBy(dx: -origin.x, dy: -origin.y) }
        for index in nodes.indices { nodes[index].frame = moved(nodes[index].frame) }
        for index in stops.indices { stops[index].frame = moved(stops[index].frame) }
        self.init(component: unit.component, style: unit.style, state: unit.state,
                  settings: settings.description == "default" ? "" : settings.description,
                  width: min(4096, max(44, content.width + 2 * margin)), height: min(4096, max(44, content.height + 2 * margin)),
                  nodes: nodes, stops: stops)
    }

    /// The picture of a tree the audit rendered and kept (``AuditResult/screens``).
    init(_ screen: AuditResult.RenderedScreen) {
        self.init(tree: screen.tree, unit: screen.unit, settings: screen.settings)
    }
}
