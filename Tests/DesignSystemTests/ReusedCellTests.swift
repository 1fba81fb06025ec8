import AccessibilityModel
import HeadlessUI
import Testing

@testable import AccessibilityAudit

/// A cell that differs from another only in settings no check reads (Button
/// Shapes, Differentiate Without Color, Reduce Transparency) and whose
/// renders never read them is the same render: the auditor
/// takes its twin's report instead of rendering it again. These tests prove
/// the report is the same either way, and that a component that does read
/// a setting is audited in both cells.
@Suite struct ReusedCellTests {
    /// Every setting fixed but the reusable ones and the colour scheme: 32 cells of the full matrix.
    static let fixed = SettingsOverride(
        dynamicTypeSize: .large, layoutDirection: .leftToRight, isEnabled: true,
        boldText: false, contrast: .standard)

    /// A delete button that loses its label when Button Shapes is on (a bug only that setting shows).
    struct ShapeSensitiveButton: View {
        @Environment(\.accessibilityShowButtonShapes) private var showsShapes
        var body: some View {
            Button {
            } label: {
                Image(systemName: "trash").frame(width: 44, height: 44)
            }
            .accessibilityLabel(showsShapes ? "" : "Delete")
        }
    }

    /// A status glyph that adds a shape when Differentiate Without Color is
    /// on, and loses its label there (a bug only that setting shows).
    struct StatusDot: View {
        @Environment(\.accessibilityDifferentiateWithoutColor) private var differentiates
        var body: some View {
            Image(systemName: differentiates ? "checkmark.circle.fill" : "circle.fill")
                .accessibilityLabel(differentiates ? "" : "Synced")
        }
    }

    /// Dark grey text on a material over red: readable only when Reduce
    /// Transparency makes the material opaque.
    struct MaterialBar: View {
        var body: some View {
            Text("Sync").foregroundStyle(Color(red: 0.33, green: 0.33, blue: 0.33)).padding()
                .background(.ultraThinMaterial).background(Color(red: 0.8, green: 0, blue: 0))
        }
    }

    /// A button whose press scales it whatever Reduce Motion says (it never reads the setting).
    struct BouncyButton: View {
        struct Bounce: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(12).scaleEffect(configuration.isPressed ? 0.9 : 1)
            }
        }
        var body: some View {
            Button("Save") {}.buttonStyle(Bounce())
        }
    }

    /// The same button done right: no scale with Reduce Motion on.
    struct CalmButton: View {
        struct Bounce: ButtonStyle {
            @Environment(\.accessibilityReduceMotion) private var reduceMotion
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.padding(12).scaleEffect(reduceMotion ? 1 : (configuration.isPressed ? 0.9 : 1))
            }
        }
        var body: some View {
            Button("Save") {}.buttonStyle(Bounce())
        }
    }

    func audit(_ entries: [CatalogEntry], reusing: Bool, overrides: SettingsOverride = fixed) throws -> AuditResult {
        var configuration = AuditConfiguration(matrix: .full, overrides: overrides)
        configuration.keepsScreens = true
        var auditor = Auditor(configuration)
        auditor.reusesCells = reusing
        return try auditor.audit(entries.map(\.descriptor))
    }

    @Test func `reusing the twin cells changes nothing in the design system's report`() throws {
        let entries = Catalog.designSystem.entries.filter { ["Toggle", "Button", "Rating"].contains($0.name) }
        let reused = try audit(entries, reusing: true)
        let audited = try audit(entries, reusing: false)
        #expect(reused.findings == audited.findings)
        #expect(reused.summary == audited.summary)
        #expect(reused.summary.cells == audited.summary.cells)
        #expect(reused.screens == audited.screens)
    }

    @Test func `a component that reads Button Shapes is audited in both cells`() throws {
        let entry = CatalogEntry("Delete") { _ in AnyView(ShapeSensitiveButton()) }
        let result = try audit([entry], reusing: true)
        let missing = try #require(result.findings.first { $0.rule == .labelMissing })
        #expect(missing.cells.when == "buttonShapes=true")
        #expect(result.findings == (try audit([entry], reusing: false)).findings)
    }

    @Test func `a component that reads Differentiate Without Color is audited in both cells`() throws {
        let entry = CatalogEntry("Status") { _ in AnyView(StatusDot()) }
        let reused = try audit([entry], reusing: true)
        let missing = try #require(reused.findings.first { $0.rule == .labelMissing || $0.rule == .imageLabelDerived })
        #expect(missing.cells.when == "differentiateWithoutColor=true")
        #expect(reused.findings == (try audit([entry], reusing: false)).findings)
    }

    @Test func `a view on a material is audited with and without Reduce Transparency`() throws {
        // Over a material, grey text measures differently when the material is opaque (docs/drawing.md).
        let entry = CatalogEntry("Bar") { _ in AnyView(MaterialBar()) }
        var light = Self.fixed
        light.colorScheme = .light
        let reused = try audit([entry], reusing: true, overrides: light)
        let audited = try audit([entry], reusing: false, overrides: light)
        #expect(reused.findings == audited.findings)
        let contrast = reused.findings.first { $0.rule == .contrastText }
        #expect(contrast?.cells.when == "reduceTransparency=false")
        #expect(contrast?.cells.count == 8)
    }

    @Test func `a render notes which of the tracked settings it read`() {
        let plain = HostingSubject(name: "Status") { StatusDot() }
        _ = plain.render(settings: AccessibilitySettings())
        #expect(plain.hasRead(.differentiateWithoutColor))
        #expect(!plain.hasRead(.reduceTransparency))
        #expect(!plain.hasRead(.buttonShapes))
        let bar = HostingSubject(name: "Bar") { MaterialBar() }
        _ = bar.render(settings: AccessibilitySettings())
        #expect(bar.hasRead(.reduceTransparency))
        #expect(!bar.hasRead(.differentiateWithoutColor))
    }

    @Test func `a cell that differs only in Reduce Motion takes its twin's contracts but runs its own rules`() throws {
        // motion-not-reduced reads Reduce Motion from the cell's settings; no contract reads it.
        let bouncy = CatalogEntry("Bouncy") { _ in AnyView(BouncyButton()) }
        let reused = try audit([bouncy], reusing: true)
        let motion = try #require(reused.findings.first { $0.rule == .motionNotReduced })
        #expect(motion.cells.when == "reduceMotion=true")
        #expect(reused.findings == (try audit([bouncy], reusing: false)).findings)
        #expect(reused.summary == (try audit([bouncy], reusing: false)).summary)
        let calm = CatalogEntry("Calm") { _ in AnyView(CalmButton()) }
        let fixed = try audit([calm], reusing: true)
        #expect(!fixed.findings.contains { $0.rule == .motionNotReduced })
        #expect(fixed.findings == (try audit([calm], reusing: false)).findings)
    }

    @Test func `a render notes a read of Reduce Motion`() {
        let bouncy = HostingSubject(name: "Bouncy") { BouncyButton() }
        _ = bouncy.render(settings: AccessibilitySettings())
        #expect(!bouncy.hasRead(.reduceMotion))
        let calm = HostingSubject(name: "Calm") { CalmButton() }
        _ = calm.render(settings: AccessibilitySettings())
        #expect(calm.hasRead(.reduceMotion))
    }

    /// Says whether Bold Text is on.
    struct BoldAware: View {
        @Environment(\.legibilityWeight) private var weight
        var body: some View {
            Text(weight == .bold ? "Bold" : "Regular")
        }
    }

    @Test func `a render notes a read of any setting where it happens`() {
        let bold = HostingSubject(name: "Bold") { BoldAware() }
        _ = bold.render(settings: AccessibilitySettings())
        #expect(bold.hasRead(.boldText))
        // The layout and the page read these two in every render.
        #expect(bold.hasRead(.layoutDirection))
        #expect(bold.hasRead(.colorScheme))
        // A text reads what its font and colour depend on, and nothing of what it does not.
        #expect(bold.hasRead(.dynamicTypeSize))
        #expect(!bold.hasRead(.buttonShapes))
        #expect(!bold.hasRead(.differentiateWithoutColor))
        #expect(!bold.hasRead(.reduceTransparency))
        #expect(!bold.hasRead(.reduceMotion))
    }

    @Test func `reusing the twin cells across every setting no check reads changes nothing in the design system's report`() throws {
        // What varies: layout direction, isEnabled, Bold Text, contrast, and Button Shapes (32 cells a unit).
        let varying = SettingsOverride(
            colorScheme: .dark, dynamicTypeSize: .large, reduceMotion: false, differentiateWithoutColor: false,
            reduceTransparency: false, locale: "en")
        let reused = try audit(Catalog.designSystem.entries, reusing: true, overrides: varying)
        let audited = try audit(Catalog.designSystem.entries, reusing: false, overrides: varying)
        #expect(reused.findings == audited.findings)
        #expect(reused.summary == audited.summary)
        #expect(reused.screens == audited.screens)
    }
}
