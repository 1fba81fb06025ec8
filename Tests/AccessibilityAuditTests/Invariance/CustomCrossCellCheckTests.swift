import AccessibilityModel
import Testing

@testable import AccessibilityAudit

/// A user's own cross-cell check: a focus stop's label must not change
/// between light and dark mode.
struct LabelSameInDarkMode: CrossCellCheck {
    static let info = CheckDescription(
        id: "label-same-in-dark-mode", kind: .invariance, title: "Label changes in dark mode", severity: .serious,
        wcag: ["4.1.2"], explanation: "A focus stop's label in dark mode is not its label in light mode.",
        fix: "label the control the same in both colour schemes")

    /// Each dark cell against the same cell in light mode.
    var pairing: CellPairing {
        .counterpart { settings in
            guard settings.colorScheme == .dark else { return nil }
            var light = settings
            light.colorScheme = .light
            return light
        }
    }

    func compare(_ cell: AuditedCell, with light: AuditedCell) -> CrossCellVerdict? {
        for (dark, light) in zip(cell.stops, light.stops) where dark.node.label != light.node.label {
            return .violation("label \"\(dark.node.label ?? "")\" is \"\(light.node.label ?? "")\" in light mode", at: dark.path)
        }
        return .pass
    }
}

/// A check whose ID is a built-in one's.
struct ImpostorCheck: CrossCellCheck {
    static let info = CheckDescription(
        id: .colorOnlyState, title: "Impostor", severity: .minor, wcag: [], explanation: "", fix: "")
    var pairing: CellPairing { .states }
    func compare(_ cell: AuditedCell, with other: AuditedCell) -> CrossCellVerdict? { .pass }
}

/// A check that pairs each cell with its own settings: a cell is never compared with itself.
struct AlwaysDifferent: CrossCellCheck {
    static let info = CheckDescription(
        id: "always-different", title: "Always different", severity: .minor, wcag: [], explanation: "", fix: "")
    var pairing: CellPairing { .counterpart { $0 } }
    func compare(_ cell: AuditedCell, with other: AuditedCell) -> CrossCellVerdict? { .violation("compared") }
}

/// A user's cross-cell check handed in with the selection runs over the
/// matrix in the auditor, and its findings are in the result like any check's.
@Suite struct CustomCrossCellCheckTests {
    /// A button labelled "Play" in light mode and "Start" in dark mode.
    static let playButton = ComponentDescriptor(name: "PlayButton") { _, _ in
        FakeSubject(
            build: { _, settings in
                AccessibilityNode(
                    id: "root", isElement: false,
                    children: [
                        AccessibilityNode(
                            id: "b", label: settings.colorScheme == .dark ? "Start" : "Play", traits: .button,
                            frame: Fixtures.frame(0, 0, 60, 44), actions: .activate)
                    ])
            }, handle: { _, _, _ in true })
    }

    static func audit(_ rules: RuleSelection, jobs: Int = 1) throws -> AuditResult {
        try Auditor(AuditConfiguration(matrix: .smoke, jobs: jobs, rules: rules)).audit([playButton, FakeCatalog.caption])
    }

    @Test func `a custom cross-cell check reports where the label differs between light and dark`() throws {
        let result = try Self.audit(RuleSelection(crossCell: [LabelSameInDarkMode()]))
        let found = result.findings.filter { $0.rule == LabelSameInDarkMode.info.id }
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.component == "PlayButton" && finding.style == "default" && finding.state == "default")
        #expect(finding.outcome == .violation && finding.severity == .serious && finding.wcag == ["4.1.2"])
        #expect(finding.message == "label \"Start\" is \"Play\" in light mode")
        #expect(finding.fix == "label the control the same in both colour schemes")
        #expect(finding.element.path == NodePath([0]) && finding.element.label == "Start")
        #expect(finding.cells.count == 1 && finding.cells.when == "colorScheme=dark")
        // The report lists the check, and the built-in checks still run beside it.
        #expect(result.checks.contains(LabelSameInDarkMode.info))
        #expect(result.findings.contains { $0.rule == .environmentInvariance && $0.component == "PlayButton" })
    }

    @Test func `a custom cross-cell check's passes are counted and its findings are the same for any jobs`() throws {
        let without = try Self.audit(RuleSelection())
        let with = try Self.audit(RuleSelection(crossCell: [LabelSameInDarkMode()]))
        // One dark cell per style, compared with the default cell: Caption's two styles pass.
        #expect(with.summary.passes == without.summary.passes + 2)
        #expect(with.findings.count == without.findings.count + 1)
        #expect(try Self.audit(RuleSelection(crossCell: [LabelSameInDarkMode()]), jobs: 2) == with)
    }

    @Test func `a custom cross-cell check is chosen, skipped and given a severity like any check`() throws {
        let id = LabelSameInDarkMode.info.id
        let skipped = try Self.audit(RuleSelection(skipped: [id], crossCell: [LabelSameInDarkMode()]))
        #expect(!skipped.findings.contains { $0.rule == id })
        let only = try Self.audit(RuleSelection(only: [id], crossCell: [LabelSameInDarkMode()]))
        #expect(only.findings.map(\.rule) == [id])
        let minor = try Self.audit(RuleSelection(severities: [id: .minor], crossCell: [LabelSameInDarkMode()]))
        #expect(minor.findings.first { $0.rule == id }?.severity == .minor)
    }

    @Test func `a counterpart pairing never compares a cell with itself`() throws {
        let result = try Self.audit(RuleSelection(crossCell: [AlwaysDifferent()]))
        #expect(!result.findings.contains { $0.rule == AlwaysDifferent.info.id })
        let plain = try Self.audit(RuleSelection())
        #expect(result.summary.passes == plain.summary.passes)
    }

    @Test func `a custom cross-cell check with a built-in ID is refused`() {
        #expect(throws: AuditError.self) {
            _ = try Self.audit(RuleSelection(crossCell: [ImpostorCheck()]))
        }
        #expect(throws: AuditError.self) {
            _ = try Self.audit(RuleSelection(crossCell: [LabelSameInDarkMode(), LabelSameInDarkMode()]))
        }
    }
}
