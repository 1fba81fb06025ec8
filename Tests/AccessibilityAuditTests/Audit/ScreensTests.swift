import AccessibilityModel
import Synchronization
import Testing

@testable import AccessibilityAudit

/// The pictures of a report come from the trees the audit rendered: one per
/// unit, in its default cell, without rendering anything a second time.
@Suite struct ScreensTests {
    /// How many trees the counted descriptor's subjects rendered.
    static let renders = Mutex(0)

    /// ``FakeCatalog/toggle`` with every render counted.
    static let counted = ComponentDescriptor(name: "Counted", styles: FakeCatalog.toggle.styles, states: FakeCatalog.toggle.states) {
        arguments, style in
        CountingSubject(FakeCatalog.toggle.makeSubject(arguments, style))
    }

    final class CountingSubject: AccessibilitySubject {
        let base: any AccessibilitySubject
        init(_ base: any AccessibilitySubject) { self.base = base }
        var name: String { base.name }
        var state: [String: ParameterValue] { base.state }
        func render(settings: AccessibilitySettings) -> AccessibilityTree {
            ScreensTests.renders.withLock { $0 += 1 }
            return base.render(settings: settings)
        }
        func perform(_ action: ElementAction, on element: ElementID) -> ActionResult { base.perform(action, on: element) }
    }

    @Test func `each screen is the tree of its unit's default cell`() throws {
        let overrides = SettingsOverride(colorScheme: .dark)
        var configuration = AuditConfiguration(matrix: .smoke, overrides: overrides)
        configuration.keepsScreens = true
        let result = try Auditor(configuration).audit([FakeCatalog.toggle, FakeCatalog.caption])
        #expect(result.screens.map(\.unit) == result.units)
        for screen in result.screens {
            let descriptor = try #require([FakeCatalog.toggle, FakeCatalog.caption].first { $0.name == screen.unit.component })
            let state = try #require(descriptor.state(named: screen.unit.state))
            let settings = state.environment.applied(to: overrides.applied(to: AccessibilitySettings()))
            #expect(screen.settings == settings)
            #expect(screen.tree == descriptor.makeSubject(descriptor.arguments(for: state), screen.unit.style).render(settings: settings))
        }
    }

    @Test func `keeping the screens renders no tree a second time`() throws {
        var configuration = AuditConfiguration(matrix: .pairwise)
        let before = Self.renders.withLock { $0 }
        let plain = try Auditor(configuration).audit([Self.counted])
        let middle = Self.renders.withLock { $0 }
        configuration.keepsScreens = true
        let kept = try Auditor(configuration).audit([Self.counted])
        let after = Self.renders.withLock { $0 }
        #expect(plain.screens.isEmpty)
        #expect(kept.screens.count == kept.units.count)
        #expect(after - middle == middle - before)
        #expect(kept.findings == plain.findings)
    }

    @Test func `a static tree's screen is the tree itself`() {
        let tree = Fixtures.tree([Fixtures.button("Play")])
        let result = Auditor.audit(tree: tree)
        #expect(result.screens.map(\.tree) == [tree])
    }

    /// A report that draws no tree (`audit --tree F --format json`) lets the audit free the nodes once its rules have
    /// run, so that a large capture's nodes and its findings are not in memory together (docs/robustness.md, "Memory
    /// of captured screens").
    @Test func `a static audit that keeps no screen holds none of the tree's nodes`() {
        weak var box: AnyObject?
        func audited(keepsScreen: Bool) -> AuditResult {
            let tree = Fixtures.tree([Fixtures.button(""), Fixtures.button("Play")])
            box = Mirror(reflecting: tree.root).children.first { $0.label == "storage" }?.value as AnyObject?
            return Auditor.audit(tree: tree, keepsScreen: keepsScreen)
        }
        let kept = audited(keepsScreen: true)
        #expect(box != nil)
        #expect(kept.screens.count == 1)
        let dropped = audited(keepsScreen: false)
        #expect(box == nil)
        #expect(dropped.screens.isEmpty)
        #expect(!dropped.findings.isEmpty)
        #expect(dropped.findings == kept.findings)
        #expect(dropped.summary == kept.summary)
    }
}
