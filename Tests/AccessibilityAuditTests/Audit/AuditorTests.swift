import AccessibilityModel
import Testing

@testable import AccessibilityAudit

/// Catalog components built from fake subjects.
enum FakeCatalog {
    /// A label whose grey is too light in light mode only.
    static let caption = ComponentDescriptor(
        name: "Caption", styles: ["plain", "bold"], location: CodeLocation(file: "Sources/Fake/Caption.swift", line: 3)
    ) { _, style in
        FakeSubject(build: { _, settings in
            let grey = settings.colorScheme == .light ? "#AAAAAA" : "#DDDDDD"
            let background = settings.colorScheme == .light ? "#FFFFFF" : "#000000"
            return AccessibilityNode(
                id: "root", isElement: false,
                children: [
                    AccessibilityNode(
                        id: "text", label: "Caption", traits: .staticText, frame: Fixtures.frame(0, 0, 200, 22),
                        foreground: Fixtures.color(grey), background: Fixtures.color(background),
                        font: FontFacts(size: 13, weight: style == "bold" ? .bold : .regular, textStyle: "footnote"))
                ])
        })
    }

    /// A toggle whose styles differ in semantics (“fancy” drops the switch trait).
    static let toggle = ComponentDescriptor(
        name: "MyToggle", styles: ["default", "fancy"],
        states: [StateDescriptor(name: "off", arguments: ["isOn": .bool(false)]), StateDescriptor(name: "on", arguments: ["isOn": .bool(true)])],
        suppressions: [Suppression(rule: "target-size", element: "Toggle", reason: "the row is the target")]
    ) { arguments, style in
        let isOn = arguments.bool("isOn") ?? false
        return FakeSubject(
            values: ["isOn": .bool(isOn)],
            build: { values, _ in
                let on = values["isOn"]?.boolValue ?? false
                let traits: ElementTraits = style == "fancy" ? [] : [.button, .toggle]
                return AccessibilityNode(
                    id: "root", isElement: false,
                    children: [
                        AccessibilityNode(
                            id: "toggle", label: "Toggle", value: style == "fancy" ? nil : (on ? "1" : "0"), traits: traits,
                            frame: Fixtures.frame(0, 0, 40, 40), actions: .activate,
                            foreground: Fixtures.color(on ? "#FFFFFF" : "#595959"),
                            background: Fixtures.color(on ? "#0040DD" : "#FFFFFF"))
                    ])
            },
            handle: { values, action, _ in
                guard action == .activate else { return false }
                values["isOn"] = .bool(!(values["isOn"]?.boolValue ?? false))
                return true
            })
    }

    /// A button that loses its label at accessibility sizes.
    static let shrinking = ComponentDescriptor(name: "Shrinking") { _, _ in
        FakeSubject(
            build: { _, settings in
                AccessibilityNode(
                    id: "root", isElement: false,
                    children: [
                        AccessibilityNode(
                            id: "b", label: settings.dynamicTypeSize.isAccessibilitySize ? nil : "Send", traits: .button,
                            frame: Fixtures.frame(0, 0, 60, 44), actions: .activate)
                    ])
            }, handle: { _, _, _ in true })
    }
}

@Suite struct AuditorTests {
    func audit(_ descriptors: [ComponentDescriptor], _ configuration: AuditConfiguration = AuditConfiguration()) throws -> AuditResult {
        try Auditor(configuration).audit(descriptors)
    }

    @Test func `a finding is grouped across cells with the condition where it occurs`() throws {
        let result = try audit([FakeCatalog.caption], AuditConfiguration(matrix: .full))
        let contrast = result.findings.filter { $0.rule == .contrastText }
        #expect(contrast.count == 2)  // one per style
        let plain = contrast.first { $0.style == "plain" }
        #expect(plain?.cells.when == "colorScheme=light")
        #expect(plain?.cells.count == 3072)
        #expect(plain?.cells.of == 6144)
        #expect(plain?.message.contains("#AAAAAA on #FFFFFF") == true)
        #expect(plain?.location?.file == "Sources/Fake/Caption.swift")
        #expect(plain?.fix.isEmpty == false)
        #expect(result.summary.failed)
    }

    @Test func `the result is identical for one and two jobs`() throws {
        let descriptors = [FakeCatalog.caption, FakeCatalog.toggle, FakeCatalog.shrinking]
        let one = try audit(descriptors, AuditConfiguration(matrix: .pairwise, jobs: 1))
        let two = try audit(descriptors, AuditConfiguration(matrix: .pairwise, jobs: 2))
        #expect(one == two)
        #expect(!one.findings.isEmpty)
    }

    @Test func `findings are sorted by severity first`() throws {
        let result = try audit([FakeCatalog.caption, FakeCatalog.toggle, FakeCatalog.shrinking], AuditConfiguration(matrix: .smoke))
        let ranks = result.findings.map(\.severity.rank)
        #expect(ranks == ranks.sorted(by: >))
    }

    @Test func `styles with different semantics are reported with a diff`() throws {
        let result = try audit([FakeCatalog.toggle], AuditConfiguration(matrix: .smoke))
        let finding = result.findings.first { $0.rule == .styleInvariance }
        #expect(finding?.style == "fancy")
        #expect(finding?.cells.when == "always")
        #expect(finding?.message == "semantics of style fancy differ from style default:")
        let diff = finding?.diff ?? []
        #expect(diff.first == "--- style default")
        #expect(diff.contains("- \"Toggle\" value=\"0\" traits=button,toggle actions=activate"), "\(diff)")
        #expect(diff.contains("+ \"Toggle\" actions=activate"))
    }

    @Test func `semantics that change with text size break environment invariance`() throws {
        let result = try audit([FakeCatalog.shrinking], AuditConfiguration(matrix: .full))
        let finding = result.findings.first { $0.rule == .environmentInvariance }
        #expect(finding?.cells.when == "dynamicTypeSize>=accessibility1")
        let missing = result.findings.first { $0.rule == .labelMissing }
        #expect(missing?.severity == .critical)
        #expect(missing?.cells.when == "dynamicTypeSize>=accessibility1")
    }

    @Test func `disabled cells may add notEnabled without breaking environment invariance`() throws {
        let disabled = ComponentDescriptor(name: "Pay") { _, _ in
            FakeSubject(
                build: { _, settings in
                    AccessibilityNode(
                        id: "root", isElement: false,
                        children: [
                            AccessibilityNode(
                                id: "b", label: "Pay", traits: settings.isEnabled ? .button : [.button, .notEnabled],
                                frame: Fixtures.frame(0, 0, 60, 44), actions: .activate, isRenderedEnabled: settings.isEnabled)
                        ])
                }, handle: { _, _, _ in true })
        }
        let result = try audit([disabled], AuditConfiguration(matrix: .smoke))
        #expect(!result.findings.contains { $0.rule == .environmentInvariance })
    }

    @Test func `states that differ only in colour are reported`() throws {
        let result = try audit([FakeCatalog.toggle], AuditConfiguration(styles: ["default"], matrix: .smoke))
        let finding = result.findings.first { $0.rule == .colorOnlyState }
        #expect(finding?.state == "on")
        #expect(finding?.severity == .serious)
        #expect(finding?.message.contains("differ only in colour") == true)
        #expect(finding?.element.path.description == "0")
    }

    @Test func `suppressed findings stay in the result but do not fail`() throws {
        let result = try audit([FakeCatalog.toggle], AuditConfiguration(styles: ["default"], matrix: .smoke, failOn: .moderate))
        let target = result.findings.first { $0.rule == .targetSize }
        #expect(target?.suppression == "the row is the target")
        #expect(target?.fails(at: FailThreshold(.moderate)) == false)
    }

    @Test func `findings in the baseline do not fail the run`() throws {
        let first = try audit([FakeCatalog.caption], AuditConfiguration(matrix: .smoke))
        #expect(first.failed)
        let keys = first.findings.map(BaselineKey.init)
        let second = try audit([FakeCatalog.caption], AuditConfiguration(matrix: .smoke, baseline: keys))
        #expect(second.findings.allSatisfy { $0.baseline })
        #expect(!second.failed)
    }

    @Test func `an unknown component is an error with a suggestion`() {
        #expect(throws: AuditError(message: "unknown component 'Captoin'", suggestion: "Caption")) {
            _ = try audit([FakeCatalog.caption], AuditConfiguration(components: ["Captoin"]))
        }
    }

    @Test func `the summary counts components, styles and cells`() throws {
        let result = try audit([FakeCatalog.caption, FakeCatalog.toggle], AuditConfiguration(matrix: .pairwise))
        #expect(result.summary.components == 2)
        #expect(result.summary.styles == 4)
        #expect(result.summary.cells == (2 + 2 * 2) * 24)
        #expect(result.summary.passes > 0)
        #expect(Severity.all.map { result.summary.bySeverity[$0] }.reduce(0, +) == result.summary.violations)
    }

    @Test func `sharding splits components without losing any`() throws {
        let descriptors = [FakeCatalog.caption, FakeCatalog.toggle, FakeCatalog.shrinking]
        let whole = try audit(descriptors, AuditConfiguration(matrix: .smoke))
        let a = try audit(descriptors, AuditConfiguration(matrix: .smoke, shard: (1, 2)))
        let b = try audit(descriptors, AuditConfiguration(matrix: .smoke, shard: (2, 2)))
        #expect((a.findings + b.findings).sorted { $0.precedes($1) } == whole.findings)
    }
}
