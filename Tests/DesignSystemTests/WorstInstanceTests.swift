import AccessibilityAudit
import HeadlessUI
import Testing

/// A finding group shows its worst instance, and two different failing texts
/// are never one finding (issue 36, item 3; docs/spec/report-format.md
/// "worst"). WCAG's contrast criterion is met only when every text meets it
/// (Understanding SC 1.4.3, https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html),
/// so the text that fails worst is the one a report must name.
@Suite struct WorstInstanceTests {
    /// A view factory handed to a catalog entry; the audit runs on this task
    /// with one job, so the view is never used from two threads.
    struct Probe: @unchecked Sendable {
        let make: () -> AnyView
    }

    func findings<V: View>(_ rule: RuleID, _ view: @autoclosure @escaping () -> V) throws -> [Finding] {
        let probe = Probe { AnyView(view()) }
        let entry = CatalogEntry("Probe") { _ in probe.make() }
        let result = try Auditor(AuditConfiguration(matrix: .smoke, rules: RuleSelection(only: [rule]))).audit([entry.descriptor])
        return result.findings.filter { $0.rule == rule }
    }

    /// A card with a fixed white background, combined into one element: its
    /// title takes the primary colour (white in dark mode, so white on
    /// white), its summary a fixed grey.
    struct FixedWhiteCard: View {
        var title: Color? = nil
        var summary = Color(red: 0.58, green: 0.58, blue: 0.58)
        var body: some View {
            VStack(alignment: .leading) {
                if let title {
                    Text("Weekly digest").font(.headline).foregroundStyle(title)
                } else {
                    Text("Weekly digest").font(.headline)
                }
                Text("Three new stories").foregroundStyle(summary)
            }
            .padding()
            .background(Color.white)
            .accessibilityElement(children: .combine)
        }
    }

    /// A text whose grey depends on the colour scheme: milder in light mode
    /// (the first cell), far worse in dark mode.
    struct SchemeGrey: View {
        @Environment(\.colorScheme) var colorScheme
        var body: some View {
            Text("Day").foregroundStyle(
                colorScheme == .dark ? Color(red: 0.2, green: 0.2, blue: 0.2) : Color(red: 0.53, green: 0.53, blue: 0.53)
            ).padding()
        }
    }

    @Test func `two failing texts of one combined element are two findings, the invisible title named`() throws {
        // Before: one finding naming the grey summary "in every cell"; the
        // white-on-white title (1:1 in dark mode) appeared nowhere.
        let found = try findings(.contrastText, FixedWhiteCard())
        #expect(found.count == 2, "\(found.map(\.message))")
        let title = try #require(found.first { $0.message.contains("Weekly digest") })
        #expect(title.message.contains("1.00:1"))
        #expect(title.cells.when.contains("colorScheme=dark"))
        let summary = try #require(found.first { $0.message.contains("Three new stories") })
        #expect(summary.cells.count > title.cells.count)
        // Both are the card's element: one stop, two texts.
        #expect(title.element.path == summary.element.path)
    }

    @Test func `a finding names its worst instance and the cells where it occurs`() throws {
        // Before: the light cell's 3.5:1 was named, the first seen; dark mode's 1.6:1 nowhere.
        let found = try findings(.contrastText, SchemeGrey())
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.message.contains("#333333 on #000000"), "\(finding.message)")
        #expect(finding.cells.worst == "colorScheme=dark")
        #expect(finding.cells.when != finding.cells.worst)
    }

    @Test func `a finding whose instances are all alike names no worst cells`() throws {
        let finding = try #require(try findings(.contrastText, FixedWhiteCard(title: .black)).first)
        #expect(finding.cells.worst == nil)
    }

    @Test func `the card drawn right passes`() throws {
        let card = FixedWhiteCard(title: .black, summary: Color(red: 0.35, green: 0.35, blue: 0.35))
        #expect(try findings(.contrastText, card).isEmpty)
    }
}

/// Messages that name what the person sees (issue 36, item 6).
@Suite struct FindingNamesTests {
    struct Probe: @unchecked Sendable {
        let make: () -> AnyView
    }

    func findings<V: View>(_ rule: RuleID, _ view: @autoclosure @escaping () -> V) throws -> [Finding] {
        let probe = Probe { AnyView(view()) }
        let entry = CatalogEntry("Probe") { _ in probe.make() }
        let configuration = AuditConfiguration(matrix: .smoke, overrides: SettingsOverride(colorScheme: .light), rules: RuleSelection(only: [rule]))
        return try Auditor(configuration).audit([entry.descriptor]).findings.filter { $0.rule == rule }
    }

    @Test func `an icon font's glyph is named by its code point, not as an empty text`() throws {
        // Before: `text "" (17 pt regular) #D0D0D0 on #FFFFFF …`.
        let glyph = Text("\u{E900}").foregroundStyle(Color(red: 0.82, green: 0.82, blue: 0.82))
        let found = try findings(.contrastText, glyph)
        #expect(found.first?.message.hasPrefix("text icon-font glyph U+E900 (") == true, "\(found.map(\.message))")
    }

    @Test func `a labelled glyph is named by its label`() throws {
        let glyph = Text("\u{E900}").foregroundStyle(Color(red: 0.82, green: 0.82, blue: 0.82)).accessibilityLabel("Favourite")
        #expect(try findings(.contrastText, glyph).first?.message.hasPrefix("text \"Favourite\" (") == true)
    }

    @Test func `a small region that takes taps and says nothing is named by where it is`() throws {
        // Before: `"an unlabelled control" (control 1 inside "Wi-Fi")`.
        let row = HStack {
            Text("Wi-Fi")
            Button {
            } label: {
                Capsule().fill(Color.gray).frame(width: 16, height: 16)
            }
        }
        .accessibilityElement(children: .combine)
        let found = try findings(.targetSize, row)
        #expect(found.contains { $0.message.hasPrefix("tap area 1 of \"Wi-Fi\" is 16×16 pt") }, "\(found.map(\.message))")
    }
}
